/** 借阅排行 and 图书推荐 as readers live them: the ranking by period and library; 荐购 made, listed and answered. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phone } from './browser';
import type { Scenario } from './types';
import { axe } from './sweepAxe';

/** The ranking's titles once the list shows something other than `before`. */
async function rankingAfter(page: Page, before: string[]): Promise<string[]> {
  const titles = page.locator('.rec-book .rec-book-title');
  for (let i = 0; i < 60; i += 1) {
    const now = await titles.allTextContents();
    if (now.length && now.join() !== before.join()) return now;
    await page.waitForTimeout(250);
  }
  throw new Error(`the ranking did not change from ${before.slice(0, 3).join(',')}`);
}

/** A guest's 你没有绑定读者证 dialog, closed by tapping the mask (the page stays). */
async function dismissNoCardDialog(page: Page) {
  const dialog = page.getByText('你没有绑定读者证');
  await dialog.waitFor({ timeout: 15000 });
  await page.waitForTimeout(400);
  await page
    .locator('.ui-dialog-mask')
    .first()
    .click({ position: { x: 10, y: 10 } });
  await dialog.waitFor({ state: 'hidden' });
}

export const recommendScenarios: Scenario[] = [
  [
    "新书上架: 图书检索's 更多 opens 图书推荐's new books, newest first, and 近7天 asks for fewer",
    async ({ browser, baseUrl, shot }) => {
      // A reader: the newcomer of this worker's harness may hold a card by now (scenarios share it).
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/opac/index`);
      await page.locator('.opac-newbooks li').first().waitFor({ timeout: 15000 });
      await page.getByRole('link', { name: '更多新书' }).click();
      await page.waitForURL(/\/books\/recommend\?tab=new$/);
      await page.waitForFunction(() => document.title === '图书推荐');
      assert.equal(await page.getByRole('tab', { name: '新书上架' }).getAttribute('aria-selected'), 'true');
      const dates = async () =>
        (await page.locator('.rec-book .rec-book-line').filter({ hasText: '上架' }).allTextContents()).map((line) =>
          line.trim().slice(0, 10),
        );
      await page.locator('.rec-book').first().waitFor({ timeout: 15000 });
      const quarter = await dates();
      assert.ok(quarter.length >= 10, `${quarter.length} titles`);
      assert.deepEqual(quarter, [...quarter].sort().reverse(), 'newest first');
      await page.screenshot({ path: shot('newbooks-1-quarter') });
      assert.deepEqual(await axe(page), []);

      await page.getByRole('button', { name: '近7天' }).click();
      await page.waitForURL(/\/books\/recommend\?tab=new&days=7$/);
      const weekAgo = new Date(Date.now() + 8 * 3600_000 - 7 * 86_400_000).toISOString().slice(0, 10);
      for (let i = 0; i < 60; i += 1) {
        const now = await dates();
        if (now.length && now.every((d) => d > weekAgo)) break;
        await page.waitForTimeout(250);
      }
      const week = await dates();
      assert.ok(week.length > 0 && week.every((d) => d > weekAgo), `${week.join()} after ${weekAgo}`);
      await page.locator('.rec-book').first().click();
      await page.waitForURL(/\/opac\/detail\?bookrecno=\d+$/);
      await page.locator('.opac-record-title').waitFor({ timeout: 15000 });
      await context.close();
    },
  ],
  [
    '借阅排行: a reader switches the period and the library, and each ranks differently',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/books/loanTop`);
      await page.locator('.rec-book').first().waitFor({ timeout: 15000 });
      await page.waitForFunction(() => document.title === '借阅排行');
      const month = await page.locator('.rec-book .rec-book-title').allTextContents();
      assert.ok(month.length >= 10, `${month.length} titles`);
      assert.equal((await page.locator('.rec-rank').first().textContent())?.trim(), '第1名');
      assert.equal(await page.getByRole('button', { name: '近30天' }).getAttribute('aria-pressed'), 'true');
      await page.screenshot({ path: shot('loantop-1-month') });

      await page.getByRole('button', { name: '近一年' }).click();
      await page.waitForURL(/\/books\/loanTop\?period=365$/);
      const year = await rankingAfter(page, month);
      assert.equal(await page.getByRole('button', { name: '近一年' }).getAttribute('aria-pressed'), 'true');
      const counts = (await page.locator('.rec-book-count').allTextContents()).map((t) => Number(t.replace(/\D/g, '')));
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => b - a),
        'most borrowed first',
      );
      await page.screenshot({ path: shot('loantop-2-year') });
      assert.deepEqual(await axe(page), []);

      await page.getByRole('button', { name: /^图书馆：/ }).click();
      const libraries = page.locator('.adm-picker').filter({ hasText: '图书馆' });
      await libraries
        .locator('.adm-picker-view-column-item')
        .filter({ hasText: /^书香市少年儿童图书馆$/ })
        .dispatchEvent('click');
      await libraries
        .locator('.adm-picker-view-column-item-active')
        .filter({ hasText: '书香市少年儿童图书馆' })
        .waitFor();
      await libraries.getByText('确定').click();
      await page.waitForURL(/period=365&lib=SXLIB-ET$/);
      await rankingAfter(page, year);
      await page.screenshot({ path: shot('loantop-3-children') });
      await page.locator('.rec-book').first().click();
      await page.waitForURL(/\/opac\/detail\?bookrecno=\d+$/);
      await context.close();
    },
  ],
  [
    "荐购: a reader suggests a book, sees it in 我的荐购, and then the library's answer",
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/books/recommend`);
      await page.locator('.rec-book').first().waitFor({ timeout: 15000 });
      await page.waitForFunction(() => document.title === '图书推荐');
      await page.screenshot({ path: shot('recommend-1-picks') });
      await page.getByRole('button', { name: /^少儿读物/ }).click();
      await page.waitForURL(/cata=3$/);
      await page.locator('.rec-book-reason').first().waitFor();

      await page.getByRole('tab', { name: '我要荐购' }).click();
      await page.waitForURL(/tab=suggest$/);
      await page.locator('.rec-suggestion').first().waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('recommend-2-form') });
      await page.getByRole('button', { name: '提交荐购' }).click();
      await page.getByRole('alert').filter({ hasText: '请填写书名' }).waitFor();
      await page.getByLabel('ISBN').fill('9787115428029');
      await page.getByLabel('书名').fill('端到端测试之书');
      await page.getByRole('button', { name: '提交荐购' }).click();
      await page.getByRole('alert').filter({ hasText: 'ISBN 校验位不正确' }).waitFor();
      await page.screenshot({ path: shot('recommend-3-form-error') });
      assert.deepEqual(await axe(page), [], 'the form with its error passes axe');

      await page.getByLabel('ISBN').fill('978-7-115-42802-8');
      await page.getByLabel('作者').fill('测试作者');
      await page.getByRole('button', { name: '提交荐购' }).click();
      await page.getByRole('status').filter({ hasText: '荐购成功' }).waitFor({ timeout: 10000 });
      const first = page.locator('.rec-suggestion').first();
      assert.match((await first.textContent()) ?? '', /端到端测试之书待处理/);
      assert.equal(await page.getByLabel('书名').inputValue(), '');
      await page.screenshot({ path: shot('recommend-4-suggested') });
      assert.deepEqual(await axe(page), [], 'the form and 我的荐购 pass axe');

      // The library answers it (the control API plays the acquisitions desk); a reload shows it.
      const listed = await (await page.request.get(`${baseUrl}/__harness/api/suggestions`)).json();
      const mine = listed.data.rows.find((r: { title: string }) => r.title === '端到端测试之书');
      const answered = await page.request.post(`${baseUrl}/__harness/api/suggestions/${mine.id}`, {
        data: { state: 1, reply: '已列入采购计划' },
      });
      assert.equal((await answered.json()).code, 1);
      await page.reload();
      await page.locator('.rec-suggestion').first().waitFor({ timeout: 15000 });
      assert.match(
        (await page.locator('.rec-suggestion').first().textContent()) ?? '',
        /采购中.*图书馆答复：已列入采购计划/,
      );
      await context.close();
    },
  ],
  [
    '荐购 as a guest: 推荐书目 in full, and a prompt to bind a card that comes back to the form',
    async ({ browser, baseUrl, shot }) => {
      // Earlier scenarios bind cards to the newcomer: start from the seeded state, where it has none.
      const reset = await fetch(`${baseUrl}/__harness/api/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scale: 'small' }),
      });
      assert.equal(reset.status, 200);
      const context = await phone(browser, baseUrl, { persona: 'newcomer' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/books/recommend?title=${encodeURIComponent('长安的荔枝')}`);
      await dismissNoCardDialog(page);
      await page.getByText('绑定读者证后可荐购').waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('recommend-5-guest') });
      assert.deepEqual(await axe(page), []);
      const href = await page.getByRole('link', { name: '绑定读者证' }).getAttribute('href');
      assert.equal(
        href,
        `/rdrnos/bind?redirect_url=${encodeURIComponent(`/books/recommend?title=${encodeURIComponent('长安的荔枝')}`)}`,
      );
      await page.getByRole('tab', { name: '推荐书目' }).click();
      await page.locator('.rec-book').first().waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('recommend-6-guest-picks') });
      await context.close();
    },
  ],
];
