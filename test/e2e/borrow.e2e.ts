/** 手机借书 as a reader lives it: scan a copy in the library, borrow it, see it on 借阅信息; refusals. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phone } from './browser';
import { answerLocation, openHarness, waitingPanel } from './harness.e2e';
import type { Scenario } from './types';

/** Barcodes of 红楼梦's copies on the shelf at the main library (書香市图书馆), from 图书详情. */
export async function shelvedCopies(page: Page, baseUrl: string): Promise<string[]> {
  await page.goto(`${baseUrl}/opac/result?type=title&q=${encodeURIComponent('红楼梦')}`);
  await page.locator('.opac-bib').filter({ hasText: '红楼梦' }).first().click();
  await page.locator('.opac-copy').first().waitFor({ timeout: 15000 });
  const groups = page
    .locator('.opac-holding-group')
    .filter({ has: page.locator('h3', { hasText: /^书香市图书馆 ·/ }) });
  const labels = await groups
    .locator('.opac-copy')
    .filter({ hasText: '在馆' })
    .locator('span:first-child')
    .allTextContents();
  return labels.map((label) => label.replace(/^条码\s*/, '').trim()).filter(Boolean);
}

/** The screen's own 扫描图书条码 (the tab bar has one too). */
const scanButton = (page: Page) => page.locator('section.borrow-scan').getByRole('button', { name: '扫描图书条码' });

async function answer(page: Page, baseUrl: string, api: string, data: object) {
  const res = await page.request.post(`${baseUrl}/__harness/api/answers`, {
    data: { api, answer: { action: 'ok', data } },
  });
  assert.equal(res.status(), 200);
}

/** A copy the harness lists in `state` (借出, 丢失 ...): its panel's samples, as a tester would pick one. */
async function copyIn(page: Page, baseUrl: string, state: string): Promise<string> {
  const res = await page.request.get(`${baseUrl}/__harness/page-api/samples`);
  const groups = (await res.json()).data.copies as { label: string; copies: { barcode: string }[] }[];
  const barcode = groups.find((g) => g.label === state)?.copies[0]?.barcode;
  assert.ok(barcode, `a copy ${state}`);
  return barcode;
}

export const borrowScenarios: Scenario[] = [
  [
    '手机借书 one copy: a copy off the shelf, typed in, shows its place, state and why at once, with no 确认借阅',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/wxloan`);
      await page.waitForFunction(() => document.title === '手机借书');
      const lent = await copyIn(page, baseUrl, '借出');
      await page.getByRole('textbox', { name: '图书条码' }).fill(lent.toLowerCase());
      await page.getByRole('button', { name: '查询', exact: true }).click();
      const card = page.locator('article.borrow-copy');
      await card
        .locator('.borrow-verdict--no')
        .filter({ hasText: /^该书已借出(，应还日期 \d{4}-\d{2}-\d{2})?$/ })
        .waitFor({ timeout: 15000 });
      assert.match((await card.textContent()) ?? '', / · 借出/);
      assert.match((await card.textContent()) ?? '', new RegExp(`条码 ${lent}`));
      assert.equal(await page.getByRole('button', { name: '确认借阅' }).count(), 0);
      await page.screenshot({ path: shot('borrow-copy-lent') });
      await page.getByRole('button', { name: '知道了', exact: true }).click();

      const lost = await copyIn(page, baseUrl, '丢失');
      await page.getByRole('textbox', { name: '图书条码' }).fill(lost);
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await card
        .locator('.borrow-verdict--no')
        .filter({ hasText: '该书已登记丢失，不能借阅' })
        .waitFor({ timeout: 15000 });
      assert.match((await card.textContent()) ?? '', / · 丢失/);
      const outcomes = await page.locator('.borrow-outcome').allTextContents();
      assert.equal(outcomes.length, 2);
      assert.match(outcomes[0] ?? '', /未借出 · 该书已登记丢失/);
      await context.close();
    },
  ],
  [
    'harness page: 手机借书 with the 扫一扫 panel: a copy on the shelf at the main library, picked by its state, is borrowed',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      // WeChat's authorize page first: 林书远 (reader) is chosen; 允许. Then the tab bar's 手机借书.
      await app.getByRole('radio', { name: /林书远/ }).check();
      await app.getByRole('button', { name: '允许' }).click();
      await app.locator('nav').getByRole('button', { name: '手机借书' }).click();
      const scan = app.locator('section.borrow-scan').getByRole('button', { name: '扫描图书条码' });
      await scan.waitFor({ timeout: 15000 });
      await scan.click();
      await page.getByRole('tab', { name: '扫一扫' }).click();
      const panel = await waitingPanel(page, '扫一扫', 'scanQRCode');
      const shelf = panel.locator('.stack').filter({ hasText: '在馆 · 书香市图书馆' }).first();
      const chip = shelf.locator('button.chip').first();
      const barcode = ((await chip.textContent()) ?? '').trim().split(/\s/)[0];
      await chip.click();
      await panel.getByRole('button', { name: '扫描', exact: true }).click();
      await answerLocation(page, '书香市图书馆');
      await app.getByText(/可借，借出后应还日期/).waitFor({ timeout: 15000 });
      assert.ok(await app.getByText(`条码 ${barcode}`).count(), barcode);
      await app.getByRole('button', { name: '确认借阅' }).click();
      await answerLocation(page, '书香市图书馆');
      await app.getByRole('heading', { name: '借阅成功' }).waitFor({ timeout: 15000 });
      await app.getByRole('button', { name: '继续借书' }).click();
      await app.locator('.borrow-outcome--ok').waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('harness-wxloan') });
      await harness.close();
    },
  ],
  [
    '手机借书: a reader scans a copy in the library, borrows it and sees it on 借阅信息; a lent copy and a phone away from the library are refused',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      const [first, second] = await shelvedCopies(page, baseUrl);
      assert.ok(first && second, 'two copies of 红楼梦 on the shelf at the main library');

      await page.goto(`${baseUrl}/wxloan`);
      await page.waitForFunction(() => document.title === '手机借书');
      await answer(page, baseUrl, 'scanQRCode', { result: first, codeType: 'CODE_128' });
      await scanButton(page).click();
      await page.getByText(/可借，借出后应还日期/).waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('borrow-1-copy') });
      await page.getByRole('button', { name: '确认借阅', exact: true }).click();
      await page.getByRole('heading', { name: '借阅成功' }).waitFor({ timeout: 15000 });
      await page.getByRole('button', { name: '继续借书' }).click();
      await page.locator('.borrow-outcome--ok').filter({ hasText: '红楼梦' }).waitFor({ timeout: 15000 });

      // The same copy again: lent now.
      await answer(page, baseUrl, 'scanQRCode', { result: first, codeType: 'CODE_128' });
      await scanButton(page).click();
      await page.locator('.borrow-verdict--no').filter({ hasText: '该书已借出' }).waitFor({ timeout: 15000 });
      await page.getByRole('button', { name: '知道了', exact: true }).click();

      // Typed in, with the phone at another branch 3 km away.
      await answer(page, baseUrl, 'getLocation', { latitude: 30.245113, longitude: 120.170374 });
      await page.getByRole('textbox', { name: '图书条码' }).fill(second);
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await page
        .locator('.borrow-verdict--no')
        .filter({ hasText: '请在图书馆内使用手机借书' })
        .waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('borrow-2-refused') });
      assert.equal(await page.getByRole('button', { name: '确认借阅' }).count(), 0);

      await page.goto(`${baseUrl}/books/index`);
      await page.locator('.loans-item').filter({ hasText: '红楼梦' }).first().waitFor({ timeout: 15000 });
      await context.close();
    },
  ],
];
