/** 图书检索 → 检索结果 → 图书详情 as readers live them: every search type, filters, copies, 预约, ISBN scan. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phone } from './browser';
import type { Scenario } from './types';

/** Searches from 图书检索 by the type labelled `label`. */
async function searchFor(page: Page, baseUrl: string, label: string, words: string) {
  await page.goto(`${baseUrl}/opac/index`);
  const form = page.locator('form.opac-search');
  await form.getByRole('button', { name: label, exact: true }).click();
  await form.getByRole('searchbox', { name: '检索词' }).fill(words);
  await form.getByRole('button', { name: '检索', exact: true }).click();
}

/** Searches from 图书检索 by the type labelled `label`, and waits for the results. */
async function search(page: Page, baseUrl: string, label: string, words: string) {
  await searchFor(page, baseUrl, label, words);
  await page.waitForURL(/\/opac\/result\?/);
  await page.locator('.opac-bib:visible, .ui-status:visible').first().waitFor({ timeout: 15000 });
}

/** The record's value for a label on 图书详情. */
async function field(page: Page, label: string): Promise<string> {
  return ((await page.locator('.opac-record-row').filter({ hasText: label }).locator('dd').textContent()) ?? '').trim();
}

export const catalogueScenarios: Scenario[] = [
  [
    'a reader finds 红楼梦 by each search type, and sees its copies with their states',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await search(page, baseUrl, '书名', '红楼梦');
      await page.screenshot({ path: shot('opac-1-results') });
      await page.locator('.opac-bib').filter({ hasText: '红楼梦' }).first().click();
      await page.waitForURL(/\/opac\/detail\?bookrecno=\d+/);
      await page.locator('.opac-copy').first().waitFor({ timeout: 15000 });
      assert.equal(await page.title(), '图书详情');
      const states = await page.locator('.opac-copy-state').allTextContents();
      assert.ok(
        states.every((s) => /^(在编|在馆|借出|锁定|丢失)/.test(s.trim())),
        states.join(','),
      );
      await page.screenshot({ path: shot('opac-2-detail') });
      const record = {
        isbn: await field(page, 'ISBN'),
        author: await field(page, '作者'),
        publisher: await field(page, '出版社'),
        classno: await field(page, '分类号'),
        subject: await field(page, '主题'),
      };
      const found = [
        ['ISBN', record.isbn.replace(/^(\d{3})(\d)/, '$1-$2')],
        ['作者', record.author.replace(/^\[.*?\]\s*/, '').split(/[,，\s]/)[0]],
        ['分类号', record.classno],
        ['任意词', '红楼'],
        ['主题', record.subject],
      ] as const;
      // A publisher has many titles: every result is that publisher's.
      await search(page, baseUrl, '出版社', record.publisher);
      const lines = await page.locator('.opac-bib:visible').allTextContents();
      assert.ok(lines.length > 0 && lines.every((line) => line.includes(record.publisher)), lines[0]);
      for (const [label, words] of found) {
        if (label === 'ISBN') {
          // One hit for an ISBN: straight to the book, not a one-row list.
          await searchFor(page, baseUrl, label, words);
          await page.waitForURL(/\/opac\/detail\?bookrecno=\d+/, { timeout: 15000 });
          await page.locator('.opac-record-title:visible').filter({ hasText: '红楼梦' }).waitFor({ timeout: 15000 });
          continue;
        }
        await search(page, baseUrl, label, words);
        const titles = await page.locator('.opac-bib:visible .opac-bib-title').allTextContents();
        assert.ok(
          titles.some((t) => t.includes('红楼梦')),
          `${label} ${words}: ${titles.slice(0, 5).join(',')}`,
        );
      }
      await context.close();
    },
  ],
  [
    'results scroll past 200 titles, and 只看在馆 keeps only titles on the shelf',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      let pages = 0;
      page.on('request', (request) => {
        if (request.url().includes('/v1/elib/listBib')) pages += 1;
      });
      await search(page, baseUrl, '任意词', '中国');
      for (let i = 0; i < 60 && pages < 11; i += 1) {
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(150);
      }
      assert.ok(pages >= 11, `pages loaded while scrolling: ${pages}`);
      await page.screenshot({ path: shot('opac-3-scrolled') });
      await page.evaluate(() => window.scrollTo(0, 0));
      // The box follows the address (shelf=1): it shows checked once the new results are asked
      // for, which check() may not wait for on a busy machine.
      await page.getByLabel('只看在馆').click();
      await page.waitForURL(/shelf=1/);
      assert.ok(await page.getByLabel('只看在馆').isChecked(), '只看在馆 checked');
      await page.locator('.opac-avail').first().waitFor();
      const avail = await page.locator('.opac-avail').allTextContents();
      assert.ok(
        avail.every((a) => !a.startsWith('在馆 0')),
        avail.join(','),
      );
      await context.close();
    },
  ],
  [
    'a reader reserves a title with no copy on the shelf, sees it on 预约预借, and a second reservation is refused',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await search(page, baseUrl, '任意词', '小说');
      let target = page
        .locator('.opac-bib')
        .filter({ hasText: /在馆 0 \/ 共 [1-9]/ })
        .first();
      for (let i = 0; i < 20 && (await target.count()) === 0; i += 1) {
        await page.mouse.wheel(0, 3000);
        await page.waitForTimeout(200);
        target = page
          .locator('.opac-bib')
          .filter({ hasText: /在馆 0 \/ 共 [1-9]/ })
          .first();
      }
      const title = ((await target.locator('.opac-bib-title').textContent()) ?? '').trim();
      await target.click();
      await page.locator('.opac-reserve').waitFor({ timeout: 15000 });
      await page.waitForFunction(() => !document.querySelector('.opac-reserve-go')?.hasAttribute('disabled'));
      await page.getByRole('button', { name: '预约', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确认预约' }).click();
      await page.getByText('预约成功').first().waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('opac-4-reserved') });
      // A second reservation is not offered: the title says 已预约 (the library would refuse it too).
      assert.ok(await page.getByRole('button', { name: '已预约' }).isDisabled());
      await page.goto(`${baseUrl}/books/reserve`);
      await page.locator('.loans-item').filter({ hasText: title }).first().waitFor({ timeout: 15000 });
      await context.close();
    },
  ],
  [
    'an ISBN scanned on 图书检索 lands on that book',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await search(page, baseUrl, '书名', '红楼梦');
      await page.locator('.opac-bib').filter({ hasText: '红楼梦' }).first().click();
      await page.locator('.opac-record').waitFor({ timeout: 15000 });
      const isbn = await field(page, 'ISBN');
      await page.goto(`${baseUrl}/opac/index`);
      await page.request.post(`${baseUrl}/__harness/api/answers`, {
        data: { api: 'scanQRCode', answer: { action: 'ok', data: { result: isbn, codeType: 'EAN_13' } } },
      });
      await page.locator('form.opac-search').getByRole('button', { name: '扫码', exact: true }).click();
      // One title with that ISBN opens it; several are listed.
      await page.waitForURL(/\/opac\/(result\?type=isbn|detail\?bookrecno=)/, { timeout: 15000 });
      await page
        // The list it passed through may stay mounted (hidden) behind the book.
        .locator('.opac-bib-title:visible, .opac-record-title:visible')
        .filter({ hasText: '红楼梦' })
        .first()
        .waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('opac-5-scanned') });
      await context.close();
    },
  ],
];
