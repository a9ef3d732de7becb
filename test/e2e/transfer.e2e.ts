/**
 * 图书转借 between two phones: `reader` publishes a loan, `multicard` scans the code (from 手机借书)
 * and takes it; the lender's screen learns of it without a reload, and both loan lists agree.
 * A withdrawn code is refused with its reason.
 */
import assert from 'node:assert/strict';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { openHarness, openInPhone, waitingPanel } from './harness.e2e';
import type { Scenario } from './types';
import { twoUsers } from './twoUsers';

async function answerScan(page: Page, baseUrl: string, text: string) {
  const res = await page.request.post(`${baseUrl}/__harness/api/answers`, {
    data: { api: 'scanQRCode', answer: { action: 'ok', data: { result: text, codeType: 'QR_CODE' } } },
  });
  assert.equal(res.status(), 200);
}

/** A loan's barcode, as its row on 图书转借 shows it. */
async function barcodeOf(row: Locator): Promise<string> {
  return /条码 ([A-Za-z0-9-]+)/.exec((await row.textContent()) ?? '')?.[1] ?? '';
}

/** Opens 图书转借 and publishes the first loan that may be handed on; its title, barcode and QR text. */
export async function publishFirst(
  page: Page,
  baseUrl: string,
): Promise<{ title: string; barcode: string; qrtext: string }> {
  await page.goto(`${baseUrl}/switch`);
  await page.waitForFunction(() => document.title === '图书转借');
  const row = page
    .locator('.borrow-loan')
    .filter({ has: page.getByRole('button', { name: /^转借 / }) })
    .first();
  await row.waitFor({ timeout: 20000 });
  const title = (await row.locator('.borrow-outcome-title').textContent())?.trim() ?? '';
  const barcode = await barcodeOf(row);
  await row.getByRole('button', { name: /^转借 / }).click();
  const ticket = page.locator('.borrow-ticket');
  await ticket.getByText(/剩余 \d\d:\d\d/).waitFor({ timeout: 15000 });
  const qrtext = (await ticket.locator('.qr-image').getAttribute('data-payload')) ?? '';
  assert.match(qrtext, /^LIBTRANSFER:[2-9A-Z]{12}$/);
  return { title, barcode, qrtext };
}

/** The barcodes on 借阅信息's current loans. */
async function currentBarcodes(page: Page, baseUrl: string): Promise<string[]> {
  await page.goto(`${baseUrl}/books/index`);
  await page.locator('.loans-item').first().waitFor({ timeout: 20000 });
  const lines = await page.locator('.loans-item').allTextContents();
  return lines.map((line) => /条码 ([A-Za-z0-9-]+)/.exec(line)?.[1] ?? '');
}

/** Switches the harness page's WeChat user in the 用户 panel. */
async function switchTo(page: Page, persona: string) {
  await page.getByRole('tab', { name: '用户' }).click();
  await page
    .getByRole('tabpanel', { name: '用户' })
    .getByRole('listitem')
    .filter({ hasText: persona })
    .getByRole('button', { name: '切换' })
    .click();
}

const loanRow = (app: FrameLocator, barcode: string) =>
  app.locator('.borrow-loan').filter({ hasText: `条码 ${barcode} ` });

export const transferScenarios: Scenario[] = [
  [
    'harness page: one person plays lender and borrower by switching persona; the 扫一扫 panel offers the open code; the lender comes back where they were',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await app.getByRole('radio', { name: /林书远/ }).check();
      await app.getByRole('button', { name: '允许' }).click();
      await app.locator('nav').getByRole('button', { name: '手机借书' }).waitFor({ timeout: 20000 });
      await openInPhone(page, '/switch');
      const row = app
        .locator('.borrow-loan')
        .filter({ has: app.getByRole('button', { name: /^转借 / }) })
        .first();
      await row.waitFor({ timeout: 20000 });
      const barcode = await barcodeOf(row);
      await row.getByRole('button', { name: /^转借 / }).click();
      const codeLine = app.locator('.borrow-ticket-code');
      await codeLine.waitFor({ timeout: 15000 });
      const code = ((await codeLine.textContent()) ?? '').replace('转借码', '').trim();

      // The borrower, on the same phone: the lender's sign-in and page are kept aside.
      await switchTo(page, 'multicard');
      await app.locator('nav').getByRole('button', { name: '手机借书' }).waitFor({ timeout: 20000 });
      await openInPhone(page, '/switch');
      await app.getByRole('button', { name: '扫码接收转借' }).click();
      await page.getByRole('tab', { name: '扫一扫' }).click();
      const panel = await waitingPanel(page, '扫一扫', 'scanQRCode');
      await panel.getByRole('button', { name: new RegExp(code) }).click();
      await panel.getByRole('button', { name: '扫描', exact: true }).click();
      await app.getByText(/可转入，转入后应还日期/).waitFor({ timeout: 15000 });
      await app.getByRole('button', { name: '确认转借' }).click();
      await app.getByRole('heading', { name: '转借成功' }).waitFor({ timeout: 15000 });
      await app.getByRole('button', { name: '返回图书转借' }).click();
      await loanRow(app, barcode).filter({ hasText: '转借所得' }).waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('transfer-harness-borrower') });

      // Back to the lender: signed in, on 图书转借, without the loan.
      await switchTo(page, 'reader');
      await app.getByRole('button', { name: '扫码接收转借' }).waitFor({ timeout: 20000 });
      await app.locator('.borrow-loan').first().waitFor({ timeout: 20000 });
      assert.equal(await loanRow(app, barcode).count(), 0, `${barcode} left the lender's loans`);
      assert.equal(await app.getByRole('button', { name: '允许' }).count(), 0, 'no authorize page');
      await page.screenshot({ path: shot('transfer-harness-lender-back') });
      await harness.close();
    },
  ],
  [
    '图书转借: reader publishes a loan, multicard scans it on 手机借书 and takes it; the lender sees it without a reload and both loan lists agree',
    async ({ browser, baseUrl, shot }) => {
      const { users, close } = await twoUsers(browser, baseUrl, ['reader', 'multicard']);
      const [lender, borrower] = users.map((u) => u.page);
      const { title, barcode, qrtext } = await publishFirst(lender, baseUrl);
      const row = (page: Page) => page.locator('.borrow-loan').filter({ hasText: `条码 ${barcode} ` });
      // The overdue loan cannot be handed on, and says why.
      await lender.getByText('该书已过期，不能转借，请先归还').first().waitFor();
      await lender.screenshot({ path: shot('transfer-1-lender-code') });

      await borrower.goto(`${baseUrl}/wxloan`);
      await borrower.waitForFunction(() => document.title === '手机借书');
      await answerScan(borrower, baseUrl, qrtext);
      await borrower.locator('section.borrow-scan').getByRole('button', { name: '扫描图书条码' }).click();
      await borrower.waitForFunction(() => document.title === '图书转借');
      const offer = borrower.locator('article', { hasText: '转出读者' });
      await offer.getByText(/可转入，转入后应还日期 \d{4}-\d{2}-\d{2}/).waitFor({ timeout: 15000 });
      assert.match((await offer.textContent()) ?? '', /转出读者 林\*\*/);
      assert.match((await offer.locator('.borrow-title').textContent()) ?? '', new RegExp(title));
      await borrower.screenshot({ path: shot('transfer-2-borrower-offer') });
      await offer.getByRole('button', { name: '确认转借' }).click();
      await borrower.getByRole('heading', { name: '转借成功' }).waitFor({ timeout: 15000 });
      await borrower.getByText(/图书已转到您的名下，请于 .* 前归还/).waitFor();
      await borrower.getByRole('button', { name: '返回图书转借' }).click();
      await row(borrower).filter({ hasText: '转借所得' }).waitFor({ timeout: 15000 });

      // The lender's screen follows the code: no reload.
      await lender
        .locator('.borrow-ticket')
        .getByText(/已转借给 王\*\*/)
        .waitFor({ timeout: 15000 });
      await row(lender).waitFor({ state: 'detached', timeout: 15000 });
      await lender.screenshot({ path: shot('transfer-3-lender-taken') });
      await borrower.screenshot({ path: shot('transfer-4-borrower-taken') });

      const [lent, borrowed] = [await currentBarcodes(lender, baseUrl), await currentBarcodes(borrower, baseUrl)];
      assert.ok(!lent.includes(barcode), `${barcode} left the lender's loans`);
      assert.ok(borrowed.includes(barcode), `${barcode} is on the borrower's loans`);
      // Both readers' records say it was a transfer.
      await borrower
        .locator('.loans-item')
        .filter({ hasText: `条码 ${barcode} ` })
        .getByText(/（转借转入）/)
        .waitFor();
      await lender.getByRole('tab', { name: '借阅历史' }).click();
      await lender
        .locator('.loans-history-row')
        .filter({ hasText: title })
        .filter({ hasText: '转借给他人' })
        .first()
        .waitFor({ timeout: 15000 });
      await lender.screenshot({ path: shot('transfer-7-lender-history') });
      await close();
    },
  ],
  [
    '图书转借: a withdrawn code is refused with its reason, and a scan that is not a transfer code says so',
    async ({ browser, baseUrl, shot }) => {
      const { users, close } = await twoUsers(browser, baseUrl, ['reader', 'multicard']);
      const [lender, borrower] = users.map((u) => u.page);
      const { qrtext } = await publishFirst(lender, baseUrl);
      await lender.getByRole('button', { name: '取消转借' }).click();
      await lender.locator('.borrow-ticket').getByText('已取消转借').waitFor({ timeout: 15000 });

      await borrower.goto(`${baseUrl}/switch`);
      await borrower.waitForFunction(() => document.title === '图书转借');
      const scan = borrower.getByRole('button', { name: '扫码接收转借' });
      await answerScan(borrower, baseUrl, qrtext);
      await scan.click();
      await borrower.locator('.borrow-verdict--no').filter({ hasText: '转借已取消' }).waitFor({ timeout: 15000 });
      assert.equal(await borrower.getByRole('button', { name: '确认转借' }).count(), 0);
      await borrower.screenshot({ path: shot('transfer-6-withdrawn') });
      await borrower.getByRole('button', { name: '知道了' }).click();

      await answerScan(borrower, baseUrl, 'https://example.com/');
      await scan.click();
      await borrower.getByRole('alert').filter({ hasText: '这不是图书转借码' }).waitFor({ timeout: 15000 });
      await close();
    },
  ],
];
