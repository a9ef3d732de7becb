/** Issue "every screen as a careful reader finds it": the loans defects, each as the reader meets it. */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { phone } from './browser';
import type { E2EContext, Scenario } from './types';
import { axe } from './sweepAxe';

const OVERDUE = '该书已过期，不能续借，请尽快归还';
const AT_LIMIT = '已续借1次，不能再续借。可到馆办理或按时归还';
const WANTED = '该书已被其他读者预约，不能续借，请按时归还';

/** Earlier scenarios renew and cancel: start from the seeded state. */
async function reseed(baseUrl: string) {
  const reset = await fetch(`${baseUrl}/__harness/api/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scale: 'small' }),
  });
  assert.equal(reset.status, 200);
}

/** persona `reader` on 借阅信息 (or its history tab), the loans shown. */
async function openLoans({ browser, baseUrl }: E2EContext, path = '/books/index') {
  const context = await phone(browser, baseUrl, { persona: 'reader' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('tab', { name: '当前借阅' }).waitFor({ timeout: 15000 });
  return { context, page };
}

const titles = (page: Page) => page.locator('.loans-item .loans-item-title').allTextContents();
const renewButtons = (scope: Page | Locator) => scope.getByRole('button', { name: /^续借 / });

export const polishLoansScenarios: Scenario[] = [
  [
    'polish loans: a loan the library would refuse offers no 续借 and says why; a renewed loan keeps its place',
    async (ctx) => {
      await reseed(ctx.baseUrl);
      const { context, page } = await openLoans(ctx);
      await page.locator('.loans-item').nth(5).waitFor({ timeout: 10000 });
      const rows = page.locator('.loans-item');
      const overdue = rows.filter({ has: page.locator('.loans-status--overdue') });
      assert.equal(await renewButtons(overdue).count(), 0, 'no 续借 on the overdue loan');
      assert.equal((await overdue.locator('.loans-result').textContent())?.trim(), OVERDUE);
      const notes = await page.locator('.loans-result--note').allTextContents();
      assert.deepEqual(notes.sort(), [OVERDUE, AT_LIMIT, AT_LIMIT, WANTED].sort());
      for (const note of [AT_LIMIT, WANTED]) {
        const row = rows.filter({ has: page.getByText(note, { exact: true }) }).first();
        assert.equal(await renewButtons(row).count(), 0, `no 续借 beside "${note}"`);
      }
      assert.equal(await renewButtons(page).count(), 2, 'only the two renewable loans offer it');
      await page.getByText('在借 6 本 · 可续借 2 本').waitFor();
      await page.screenshot({ path: ctx.shot('polish-loans-1-reasons'), fullPage: true });

      // Renew the nearly due one: due in 30 days afterwards, yet it stays where it was.
      const before = await titles(page);
      const index = before.indexOf(
        (await rows
          .filter({ has: renewButtons(page) })
          .first()
          .locator('.loans-item-title')
          .textContent()) ?? '',
      );
      const target = rows.nth(index);
      await renewButtons(target).click();
      await target
        .locator('.loans-result--ok')
        .filter({ hasText: /^续借成功，应还日期 \d{4}-\d{2}-\d{2}$/ })
        .waitFor();
      assert.deepEqual(await titles(page), before, 'no row moved');
      assert.equal(await rows.nth(index).locator('.loans-item-title').textContent(), before[index]);
      assert.equal(await renewButtons(target).count(), 0, 'at its limit now: no button in that place');
      assert.equal(await renewButtons(page).count(), 1);
      await target.scrollIntoViewIfNeeded();
      await page.screenshot({ path: ctx.shot('polish-loans-2-renewed-in-place') });
      assert.deepEqual(await axe(page), []);
      await context.close();
    },
  ],
  [
    'polish loans: 全部续借 asks first, then sums up what was renewed and why the others were not',
    async (ctx) => {
      await reseed(ctx.baseUrl);
      const { context, page } = await openLoans(ctx);
      const renewAll = page.getByRole('button', { name: '全部续借' });
      await renewAll.waitFor({ timeout: 10000 });
      await renewAll.click();
      const dialog = page.getByRole('dialog', { name: '续借 2 本可续借的图书？' });
      await dialog.waitFor();
      await page.screenshot({ path: ctx.shot('polish-loans-3-renew-all-ask') });
      await dialog.getByRole('button', { name: '暂不' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await page.locator('.loans-result--ok').count(), 0, 'declined: nothing renewed');

      await renewAll.click();
      await page
        .getByRole('dialog', { name: '续借 2 本可续借的图书？' })
        .getByRole('button', { name: '全部续借' })
        .click();
      const summary = page.getByRole('region', { name: '续借完成' });
      await summary.waitFor({ timeout: 15000 });
      await summary.getByText('成功 2 本，未续借 4 本').waitFor();
      const renewed = await summary.getByRole('list', { name: '已续借' }).locator('li').allTextContents();
      assert.equal(renewed.length, 2);
      assert.ok(
        renewed.every((line) => /^《.+》应还 \d{4}-\d{2}-\d{2}$/.test(line)),
        renewed.join(' | '),
      );
      const refused = await summary.getByRole('list', { name: '未续借' }).locator('li').allTextContents();
      assert.equal(refused.length, 4);
      for (const reason of [OVERDUE, AT_LIMIT, WANTED]) {
        assert.ok(
          refused.some((line) => line.endsWith(reason)),
          `why not, per book: ${reason}`,
        );
      }
      assert.equal(await page.locator('.ui-toast:not([hidden])').count(), 0, 'no toast over the list');
      // The question's dialog (with its own 全部续借) may still be fading out.
      await page.getByRole('dialog', { name: '续借 2 本可续借的图书？' }).waitFor({ state: 'detached' });
      assert.equal(await renewAll.count(), 0, 'nothing left to renew: 全部续借 is not offered');
      await page.getByText('暂无可续借的图书').waitFor();
      assert.equal(await renewButtons(page).count(), 0);
      await page.screenshot({ path: ctx.shot('polish-loans-4-renew-all-summary') });
      assert.deepEqual(await axe(page), [], 'the summary passes axe');
      await summary.getByRole('button', { name: '知道了' }).click();
      await summary.waitFor({ state: 'detached' });
      await context.close();
    },
  ],
  [
    'polish loans: 预约预借 lists the ready reservation first, with where, the code and the last day; 取消预约 names the action',
    async (ctx) => {
      await reseed(ctx.baseUrl);
      const context = await phone(ctx.browser, ctx.baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${ctx.baseUrl}/books/reserve`);
      const cards = page.locator('.loans-item');
      await cards.nth(3).waitFor({ timeout: 15000 });
      const states = await page.locator('.loans-status-text').allTextContents();
      assert.deepEqual(states, ['可取书', '排队中', '已取消', '已过期'], 'ready, then queued, then ended');
      const ready = cards.first();
      const deadline = (await ready.locator('.loans-pickup p').textContent())?.trim() ?? '';
      assert.match(deadline, /^请于 \d{1,2}月\d{1,2}日 前取书$/);
      assert.deepEqual(await ready.locator('.loans-pickup dt').allTextContents(), ['取书馆', '取书位置', '取书码']);
      const [library, shelf, code] = await ready.locator('.loans-pickup dd').allTextContents();
      assert.equal(library, '书香市图书馆');
      assert.equal(shelf, '1F 总服务台 预约取书架');
      assert.match(code, /^\d{6}$/);
      await page.screenshot({ path: ctx.shot('polish-loans-5-reserve'), fullPage: true });
      assert.deepEqual(await axe(page), []);

      const queued = cards.nth(1);
      await queued.getByRole('button', { name: /^取消预约 / }).click();
      const dialog = page.getByRole('dialog', { name: '取消预约' });
      await dialog.getByText(/^确认取消预约《.+》吗？取消后将失去排队位置。$/).waitFor();
      assert.equal(await dialog.getByRole('button', { name: '确定' }).count(), 0, 'never 确定 / 取消');
      await page.screenshot({ path: ctx.shot('polish-loans-6-reserve-cancel-ask') });
      await dialog.getByRole('button', { name: '暂不' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await queued.locator('.loans-status-text').textContent(), '排队中', '暂不: nothing changed');
      await queued.getByRole('button', { name: /^取消预约 / }).click();
      await page.getByRole('dialog', { name: '取消预约' }).getByRole('button', { name: '确认取消预约' }).click();
      await page.getByText('取消成功').first().waitFor({ timeout: 10000 });
      await queued.locator('.loans-status--cancelled').waitFor();
      assert.equal(
        await cards.first().locator('.loans-status-text').textContent(),
        '可取书',
        'the ready one still first',
      );
      await context.close();
    },
  ],
  [
    "polish loans: 借阅历史 picks dates with the kit's picker, and a returned loan opens its book",
    async (ctx) => {
      const { context, page } = await openLoans(ctx, '/books/index?tab=history');
      const rows = page.locator('a.loans-history-row');
      await rows.first().waitFor({ timeout: 15000 });
      assert.equal(await page.locator('input[type="date"], select, details').count(), 0, 'no native controls');
      await page.screenshot({ path: ctx.shot('polish-loans-7-history') });

      await page.getByRole('button', { name: '开始日期：不限' }).click();
      const picker = page.locator('.adm-picker');
      await picker.waitFor({ timeout: 10000 });
      await picker.getByText('选择开始日期').waitFor();
      await page.waitForTimeout(400); // the sheet slides up
      await page.screenshot({ path: ctx.shot('polish-loans-8-history-picker') });
      await picker.getByText('确定', { exact: true }).click();
      const start = page.getByRole('button', { name: /^开始日期：\d{4}-\d{2}-\d{2}$/ });
      await start.waitFor();
      const from = (await start.textContent())?.trim() ?? '';
      await page.waitForFunction(
        (day) =>
          [...document.querySelectorAll('a.loans-history-row')].length > 0 &&
          [...document.querySelectorAll('a.loans-history-row')].every((row) => {
            const back = /归还 (\d{4}-\d{2}-\d{2})/.exec(row.textContent ?? '')?.[1] ?? '';
            return back >= day;
          }),
        from,
        { timeout: 10000 },
      );
      await page.getByRole('button', { name: '清除' }).waitFor();
      await page.screenshot({ path: ctx.shot('polish-loans-9-history-range') });
      assert.deepEqual(await axe(page), [], 'the range fields and the linked rows pass axe');

      const first = rows.first();
      const title = (await first.locator('.loans-history-title').textContent())?.trim() ?? '';
      await page
        .getByRole('link', { name: new RegExp(`^${title}`) })
        .first()
        .click();
      await page.waitForURL(/\/opac\/detail\?bookrecno=\d+$/);
      await page.waitForFunction(() => document.title === '图书详情');
      await page.getByRole('heading', { name: title }).first().waitFor({ timeout: 10000 });
      await page.screenshot({ path: ctx.shot('polish-loans-10-history-book') });
      await context.close();
    },
  ],
];
