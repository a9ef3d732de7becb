/**
 * One loan's history and points asked for in the app, as a reader lives them: 借阅历史's row opens
 * 借阅详情 (getLoanInfoHistory) in a bottom sheet; an approved read-aloud work of one's own offers
 * 领取积分 (addReaderBonusLog), says 积分+N, then 已获得积分, and 积分记录 shows the entry.
 */
import assert from 'node:assert/strict';
import { openAs } from './browser';
import type { Scenario } from './types';

export const loanAndPointsScenarios: Scenario[] = [
  [
    'loan history and points: 借阅历史 opens a returned loan’s 借阅详情 in a bottom sheet',
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/books/index?tab=history', '借阅信息');
      const row = page.locator('.loans-history-item').first();
      await row.waitFor({ timeout: 15000 });
      const title = (await row.locator('.loans-history-title').textContent())?.trim() ?? '';
      await row.getByRole('button', { name: `借阅详情：${title}` }).click();
      const sheet = page.getByRole('dialog', { name: '借阅详情' });
      await sheet.locator('.loans-record-title').filter({ hasText: title }).waitFor({ timeout: 10000 });
      const labels = await sheet.locator('.loans-record-lines dt').allTextContents();
      for (const label of ['图书条码', '借出', '应还日期', '续借']) assert.ok(labels.includes(label), labels.join(','));
      assert.ok(labels.includes('归还') || labels.includes('转借给他人'), labels.join(','));
      await page.screenshot({ path: shot('loan-record-sheet') });
      await sheet.getByRole('button', { name: '关闭' }).click();
      await sheet.waitFor({ state: 'hidden', timeout: 10000 });
      await context.close();
    },
  ],
  [
    'loan history and points: an approved work of one’s own offers 领取积分 once, says 积分+20 and shows in 积分记录',
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/aloudworks', '我的朗读作品');
      const work = page
        .locator('.aloud-mine')
        .filter({ has: page.getByRole('button', { name: '领取积分' }) })
        .first();
      await work.waitFor({ timeout: 15000 });
      const title = (await work.locator('.aloud-mine-head strong').textContent())?.trim() ?? '';
      await work.getByRole('button', { name: '领取积分' }).click();
      await page.getByText('积分+20').first().waitFor({ timeout: 10000 });
      const done = page.locator('.aloud-mine').filter({ hasText: title });
      await done.getByText('已获得积分').waitFor({ timeout: 10000 });
      assert.equal(await done.getByRole('button', { name: '领取积分' }).count(), 0, 'asked once, not offered again');
      await page.screenshot({ path: shot('aloud-points-earned') });

      await page.goto(`${baseUrl}/points`);
      const entry = page.locator('.points-entry').first();
      await entry.waitFor({ timeout: 15000 });
      assert.match((await entry.textContent()) ?? '', new RegExp(`朗读作品通过审核${title}`));
      assert.match((await entry.textContent()) ?? '', /\+20/);
      await context.close();
    },
  ],
];
