/** 收藏 and 读者评论 as a reader lives them: on 图书详情, then in 图书收藏 and 图书评论. */
import assert from 'node:assert/strict';
import { phone } from './browser';
import type { Scenario } from './types';

export const shelfScenarios: Scenario[] = [
  [
    'a reader saves 边城 (收藏) and comments on it, finds both in 图书收藏 and 图书评论, and deletes the comment',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/opac/result?type=title&q=${encodeURIComponent('边城')}`);
      await page.locator('.opac-bib').filter({ hasText: '边城' }).first().click();
      await page.waitForURL(/\/opac\/detail\?bookrecno=\d+/);

      const favorite = page.locator('.shelf-favorite');
      await favorite.and(page.locator(':enabled')).waitFor({ timeout: 15000 });
      assert.equal(await favorite.getAttribute('aria-pressed'), 'false');
      await favorite.click();
      await page.locator('.shelf-favorite[aria-pressed="true"]').waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('shelf-0-favorite') });

      const box = page.getByRole('textbox', { name: '写评论' });
      await box.fill('加我微信 bookworm88 一起读');
      await page.getByRole('button', { name: '发表', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: '评论中不能包含网址或联系方式' }).waitFor({ timeout: 10000 });
      const words = '翠翠在渡口等的那个人，也许永远不会回来了。';
      await box.fill(words);
      await page.getByRole('button', { name: '发表', exact: true }).click();
      await page.locator('.shelf-comment-text').filter({ hasText: words }).waitFor({ timeout: 10000 });
      await page.locator('.shelf-comments').scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('shelf-1-detail') });

      await page.goto(`${baseUrl}/books/collect`);
      await page.locator('.shelf-item').filter({ hasText: '边城' }).waitFor({ timeout: 15000 });
      assert.equal(await page.title(), '图书收藏');
      await page.screenshot({ path: shot('shelf-2-collect') });

      await page.goto(`${baseUrl}/books/comments`);
      const mine = page.locator('.shelf-comment').filter({ hasText: words });
      await mine.waitFor({ timeout: 15000 });
      assert.equal(await page.title(), '图书评论');
      await page.screenshot({ path: shot('shelf-3-comments') });
      await page.getByRole('button', { name: '删除对《边城》的评论' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '删除', exact: true }).click();
      await mine.waitFor({ state: 'detached', timeout: 10000 });
      await context.close();
    },
  ],
];
