/** 借阅信息, 预约预借 and 财经记录 as readers live them: renew, cancel a reservation, pay fines in WeChat. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phone } from './browser';
import type { Scenario } from './types';

/** Queues the pay sheet's next answer (the control API), as a tester would on the harness page. */
function answerPay(page: Page, baseUrl: string, action: 'ok' | 'cancel') {
  return page.request.post(`${baseUrl}/__harness/api/answers`, { data: { api: 'chooseWXPay', answer: { action } } });
}

/** The text of each loan's result line, in order. */
const results = (page: Page) => page.locator('.loans-item .loans-result').allTextContents();

export const loansScenarios: Scenario[] = [
  [
    'a reader renews one loan, then all of them, and each row shows its own result',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/books/index`);
      await page.getByRole('tab', { name: '当前借阅', selected: true }).waitFor({ timeout: 15000 });
      await page.locator('.loans-item').first().waitFor({ timeout: 10000 });
      assert.equal(await page.title(), '借阅信息');
      // SPEC §4's order: what is overdue or nearly due comes first.
      const statuses = await page.locator('.loans-status-text').allTextContents();
      assert.ok(statuses.includes('过期'), statuses.join(','));
      assert.equal(statuses[0], '过期');
      await page.screenshot({ path: shot('loans-1-current') });

      // Only loans the library would renew offer 续借; the others say why (polish-loans.e2e.ts).
      const titles = await page.locator('.loans-item .loans-item-title').allTextContents();
      const first = await page
        .locator('.loans-item')
        .filter({ has: page.getByRole('button', { name: /^续借 / }) })
        .first()
        .locator('.loans-item-title')
        .textContent();
      // Held by its place, not by its button: the button goes once the loan is at its limit.
      const renewable = page.locator('.loans-item').nth(titles.indexOf(first ?? ''));
      await renewable.getByRole('button', { name: /^续借 / }).click();
      await renewable.locator('.loans-result--ok').filter({ hasText: '续借成功' }).waitFor();
      // The dialog as a screen reader meets it: focus moves into it, Escape backs out and gives
      // focus back to 全部续借; asked again, it is confirmed.
      const renewAll = page.getByRole('button', { name: '全部续借' });
      await renewAll.click();
      const dialog = page.getByRole('dialog', { name: /^续借 \d+ 本可续借的图书？$/ });
      await dialog.waitFor();
      assert.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), 'focus is in the dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.ok(await renewAll.evaluate((el) => el === document.activeElement), 'focus is back on 全部续借');
      await renewAll.click();
      await page.getByRole('dialog').getByRole('button', { name: '全部续借' }).click();
      const summary = page.getByRole('region', { name: '续借完成' });
      await summary.waitFor({ timeout: 15000 });
      const lines = await results(page);
      assert.ok(
        lines.some((line) => line.includes('过期')),
        `the overdue loan says why it cannot be renewed: ${lines.join(' | ')}`,
      );
      await page.screenshot({ path: shot('loans-2-renewed-all') });

      await page.getByRole('tab', { name: '借阅历史' }).click();
      await page.locator('.loans-history-row').first().waitFor({ timeout: 10000 });
      assert.match(page.url(), /tab=history/);
      await page.screenshot({ path: shot('loans-3-history') });
      await context.close();
    },
  ],
  [
    'a reader cancels a queued reservation after confirming',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/books/reserve`);
      const queued = page
        .locator('.loans-item')
        .filter({ has: page.locator('.loans-status--queued') })
        .first();
      await queued.waitFor({ timeout: 15000 });
      assert.equal(await page.title(), '预约预借');
      await page.screenshot({ path: shot('reserve-1-list') });
      await queued.getByRole('button', { name: /^取消预约 / }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/^确认取消预约《/).waitFor();
      await dialog.getByRole('button', { name: '确认取消预约' }).click();
      await page.getByText('取消成功').first().waitFor({ timeout: 10000 });
      await page.locator('.loans-status--cancelled').first().waitFor();
      await page.screenshot({ path: shot('reserve-2-cancelled') });
      await context.close();
    },
  ],
  [
    'a fined reader cancels the pay sheet (nothing changes, the fines still unpaid), then pays and sees the result page',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'fined' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/CurFineList`);
      const owed = page.locator('.loans-owed-amount');
      await owed.waitFor({ timeout: 15000 });
      const before = (await owed.textContent())?.trim() ?? '';
      assert.match(before, /^¥\d+\.\d{2}$/);
      assert.notEqual(before, '¥0.00');
      await page.screenshot({ path: shot('fines-1-owed') });

      await answerPay(page, baseUrl, 'cancel');
      await page.getByRole('button', { name: '去缴费' }).click();
      await page.getByText('支付已取消，罚款仍未缴纳。需要时可再点“去缴费”，或到馆缴纳。').waitFor({ timeout: 15000 });
      await page.reload();
      await owed.waitFor({ timeout: 15000 });
      assert.equal((await owed.textContent())?.trim(), before, 'a cancelled payment changes nothing');

      await answerPay(page, baseUrl, 'ok');
      await page.getByRole('button', { name: '去缴费' }).click();
      const receipt = page.getByRole('region', { name: '缴费成功' });
      await receipt.waitFor({ timeout: 20000 });
      assert.ok((await receipt.textContent())?.includes(before), 'the result page shows the amount paid');
      await receipt.getByRole('button', { name: '返回财经记录' }).click();
      await page.waitForFunction(() => document.querySelector('.loans-owed-amount')?.textContent?.trim() === '¥0.00');
      await page.screenshot({ path: shot('fines-2-paid') });
      await context.close();
    },
  ],
];
