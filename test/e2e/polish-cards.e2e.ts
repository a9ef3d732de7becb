/** Issue "every screen as a careful reader finds it": the cards defects, each as the reader meets it. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { validId } from '../helpers/idcards';
import { openAs, phone } from './browser';
import type { E2EContext, Scenario } from './types';

/** The open dialog's buttons as the reader reads them (WeUI: the way back left, the action right). */
async function dialogButtons(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(300);
  return (await dialog.getByRole('button').allTextContents()).map((t) => t.trim());
}

async function press(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function gate(ctx: E2EContext, page: Page, payload: string) {
  const res = await page.request.post(`${ctx.baseUrl}/__harness/api/reader-qrcode/verify`, {
    data: { payload, gate: true },
  });
  return (await res.json()).data as { ok: boolean; result: string; message: string };
}

const clearAttempts = (ctx: E2EContext, page: Page) =>
  page.request.delete(`${ctx.baseUrl}/__harness/api/password-attempts`);

/** On 我的读者证: 解绑 the card (the dialog names the action), leaving the persona as it was. */
async function unbind(ctx: E2EContext, page: Page, rdrno: string) {
  await page.goto(`${ctx.baseUrl}/rdrnos/index`);
  const item = page.locator('.cards-item', { hasText: rdrno });
  await item.getByRole('button', { name: '解绑' }).click();
  assert.deepEqual(await dialogButtons(page), ['暂不', '确认解绑']);
  await press(page, '确认解绑');
  await page.screenshot({ path: ctx.shot(`polish-cards-unbound-${rdrno}`) });
  await item.waitFor({ state: 'detached', timeout: 10000 });
}

export const polishCardsScenarios: Scenario[] = [
  [
    'polish cards: an expired card is extended from home’s alert, and the alert is gone',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'expired' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      const alert = page.getByText('读者证已过期，请办理延期');
      await alert.waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('polish-cards-expired-home') });
      await alert.click();
      await page.waitForURL(/\/rdrnos\/detail$/, { timeout: 10000 });
      await page.locator('.ui-reader-state').getByText('过期').waitFor({ timeout: 10000 });
      const delay = page.getByRole('button', { name: '延期', exact: true });
      await delay.waitFor();
      assert.equal(await delay.isEnabled(), true);
      await page.getByText(/读者证已于\d{4}-\d\d-\d\d到期，延期后自今日起有效一年/).waitFor();
      await page.screenshot({ path: shot('polish-cards-expired-detail'), fullPage: true });
      await delay.click();
      assert.deepEqual(await dialogButtons(page), ['暂不', '确认延期']);
      await page.screenshot({ path: shot('polish-cards-expired-confirm') });
      await press(page, '确认延期');
      await page.getByText('延期成功').waitFor({ timeout: 10000 });
      await page.locator('.ui-reader-state').getByText('有效').waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('polish-cards-expired-done'), fullPage: true });
      await page.goto(`${baseUrl}/`);
      // Home's painted first screen and the app's (hidden until it takes over) may both be in the page.
      await page.locator('.home-title').filter({ visible: true }).first().waitFor({ timeout: 15000 });
      await page.waitForTimeout(2500);
      assert.equal(await page.getByText('读者证已过期，请办理延期').count(), 0);
      await page.screenshot({ path: shot('polish-cards-expired-home-after') });
      await context.close();
    },
  ],
  [
    'polish cards: five wrong passwords lock DEMO0001 only; DEMO0002 (typed in lower case) binds',
    async (ctx) => {
      const { browser, baseUrl, shot } = ctx;
      const { context, page } = await openAs(browser, baseUrl, 'newcomer', '/rdrnos/bind', '添加');
      await clearAttempts(ctx, page);
      await page.getByRole('heading', { name: '绑定读者证' }).waitFor();
      const number = page.getByPlaceholder('请输入读者证号');
      const password = page.getByPlaceholder('请输入读者证密码');
      const submit = page.getByRole('button', { name: '绑定', exact: true });
      const message = page.locator('.bind-error');
      await number.fill('DEMO0001');
      for (const left of [4, 3, 2, 1]) {
        await password.fill(`wrong${left}`);
        await submit.click();
        await message.getByText(`读者证密码错误，还可尝试${left}次`).waitFor({ timeout: 10000 });
        if (left === 3) await page.screenshot({ path: shot('polish-cards-bind-tries-left') });
      }
      await password.fill('wrong0');
      await submit.click();
      await message
        .getByText(/^读者证密码错误次数过多，该读者证已暂时锁定，请于 \d\d:\d\d 后再试$/)
        .waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('polish-cards-bind-locked') });
      await password.fill('123456');
      await submit.click();
      await message
        .getByText(/^该读者证密码错误次数过多，已暂时锁定，请于 \d\d:\d\d 后再试$/)
        .waitFor({ timeout: 10000 });
      // Another card, typed as a phone keyboard starts: in lower case.
      await number.fill('demo0002');
      await password.fill('123456');
      await submit.click();
      await page.waitForURL(/\/rdrnos\/index$/, { timeout: 10000 });
      await page.getByText('DEMO0002').first().waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('polish-cards-bind-other-card') });
      await unbind(ctx, page, 'DEMO0002');
      await clearAttempts(ctx, page);
      await context.close();
    },
  ],
  [
    'polish cards: a lost card’s QR page leads to 取消挂失; every card confirm names its action',
    async (ctx) => {
      const { browser, baseUrl, shot } = ctx;
      const { context, page } = await openAs(browser, baseUrl, 'lostcard', '/rdrnos/qrcode', '读者证二维码');
      await page.getByText('找回读者证后，可在卡证详情中取消挂失').waitFor({ timeout: 10000 });
      assert.equal(await page.getByText('请先到馆办理').count(), 0);
      await page.screenshot({ path: shot('polish-cards-lost-qrcode') });
      await page.getByRole('button', { name: '去取消挂失' }).click();
      await page.waitForURL(/\/rdrnos\/detail$/, { timeout: 10000 });
      await page.getByText('找回读者证后，可在此取消挂失').waitFor({ timeout: 10000 });
      await page.getByRole('button', { name: '取消挂失' }).click();
      assert.deepEqual(await dialogButtons(page), ['暂不', '确认取消挂失']);
      await page.screenshot({ path: shot('polish-cards-cancel-lost-confirm') });
      await press(page, '确认取消挂失');
      await page.locator('.ui-reader-state').getByText('有效').waitFor({ timeout: 10000 });
      // The QR page shows a code again.
      await page.goto(`${baseUrl}/rdrnos/qrcode`);
      await page.locator('.qr-image[data-payload] img').waitFor({ timeout: 10000 });
      // Reported lost again (the persona as it was), through 挂失's own confirm.
      await page.goto(`${baseUrl}/rdrnos/detail`);
      await page.getByRole('button', { name: '挂失', exact: true }).click();
      assert.deepEqual(await dialogButtons(page), ['暂不', '确认挂失']);
      await page.screenshot({ path: shot('polish-cards-lost-confirm') });
      await press(page, '确认挂失');
      await page.locator('.ui-reader-state').getByText('挂失').waitFor({ timeout: 10000 });
      await context.close();
    },
  ],
  [
    'polish cards: a gate admits a QR code once, and the phone shows a new one',
    async (ctx) => {
      const { browser, baseUrl, shot } = ctx;
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/rdrnos/qrcode', '读者证二维码');
      const image = page.locator('.qr-image[data-payload]');
      await image.locator('img').waitFor({ timeout: 10000 });
      const first = (await image.getAttribute('data-payload')) ?? '';
      const admitted = await gate(ctx, page, first);
      assert.equal(admitted.message, '验证通过：林书远（SX100001）');
      const twice = await gate(ctx, page, first);
      assert.deepEqual(
        [twice.ok, twice.result, twice.message],
        [false, 'used', '二维码已使用，请在手机上出示新的二维码'],
      );
      await page.getByText('上一个二维码已使用，已为您更新').waitFor({ timeout: 10000 });
      const next = (await image.getAttribute('data-payload')) ?? '';
      assert.notEqual(next, first);
      await page.screenshot({ path: shot('polish-cards-qrcode-renewed'), fullPage: true });
      assert.equal((await gate(ctx, page, next)).ok, true);
      await context.close();
    },
  ],
  [
    'polish cards: 在线办证 ends on a result with the new card number whole',
    async (ctx) => {
      const { browser, baseUrl, shot } = ctx;
      const { context, page } = await openAs(browser, baseUrl, 'newcomer', '/rdrnos/create', '读者证');
      await page.getByLabel('姓名').fill('初来乍到');
      await page.getByLabel('手机号码').fill('13600005678');
      await page.getByLabel('身份证号').fill(validId('19850612', '345'));
      await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
      await page.getByRole('button', { name: '提交办证' }).click();
      const result = page.locator('.ui-result');
      await result.getByText('办证成功').waitFor({ timeout: 10000 });
      const number = result.locator('.card-apply-number');
      const text = ((await number.textContent()) ?? '').trim();
      assert.match(text, /^WX\d{6}$/);
      // One line: the number's box is no taller than one line of its text.
      const box = await number.boundingBox();
      const lineHeight = await number.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 24);
      assert.ok(box && box.height <= lineHeight * 1.2, `the number on one line (${box?.height}px)`);
      await result.getByRole('button', { name: '去借书' }).waitFor();
      await page.screenshot({ path: shot('polish-cards-apply-result'), fullPage: true });
      await result.getByRole('button', { name: '查看读者证' }).click();
      await page.waitForURL(/\/rdrnos\/detail$/, { timeout: 10000 });
      await page.locator('.ui-reader-number').getByText(text).waitFor({ timeout: 10000 });
      await unbind(ctx, page, text);
      await context.close();
    },
  ],
];
