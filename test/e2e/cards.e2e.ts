/** The card services as a reader uses them, with a screenshot of each screen. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BAD_IDS, validId } from '../helpers/idcards';
import { openAs } from './browser';
import type { E2EContext, Scenario } from './types';

/** Confirms the kit's dialog with its named button and waits for it to leave. */
async function confirmDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(300);
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function verify(ctx: E2EContext, page: Page, payload: string) {
  const res = await page.request.post(`${ctx.baseUrl}/__harness/api/reader-qrcode/verify`, { data: { payload } });
  return (await res.json()).data as { ok: boolean; result: string; message: string };
}

export const cardScenarios: Scenario[] = [
  [
    'card services: a reader reports the card lost on 卡证详情 and cancels the report',
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/rdrnos/detail', '卡证详情');
      const state = page.locator('.ui-reader-state');
      await state.getByText('有效').waitFor({ timeout: 10000 });
      await page.getByText('证件号码').waitFor();
      await page.screenshot({ path: shot('cards-detail-valid'), fullPage: true });
      await page.getByRole('button', { name: '挂失' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: shot('cards-detail-lost-confirm') });
      await confirmDialog(page, '确认挂失');
      await state.getByText('挂失').waitFor({ timeout: 10000 });
      await page.getByText('挂失成功').waitFor();
      await page.screenshot({ path: shot('cards-detail-lost') });
      assert.equal(await page.getByRole('button', { name: '挂失', exact: true }).count(), 0);
      await page.getByRole('button', { name: '取消挂失' }).click();
      await confirmDialog(page, '确认取消挂失');
      await state.getByText('有效').waitFor({ timeout: 10000 });
      await page.getByText('已取消挂失').waitFor();
      await context.close();
    },
  ],
  [
    'card services: a reader changes the password and opens the app again',
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'fined', '/rdrnos/password', '修改密码');
      await page.getByLabel('原密码').fill('000000');
      await page.getByLabel('新密码', { exact: true }).fill('newpass88');
      await page.getByLabel('确认新密码').fill('newpass88');
      await page.getByRole('button', { name: '确认修改' }).click();
      await page.getByRole('alert').getByText('原密码错误').waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('cards-password-wrong-old') });
      await page.getByLabel('原密码').fill('123456');
      await page.getByRole('button', { name: '确认修改' }).click();
      await page.waitForURL(/\/rdrnos\/detail$/, { timeout: 10000 });
      await page.getByText('密码修改成功').waitFor();
      // The app opened again: a new page of the same phone (stored identity, new session).
      const again = await context.newPage();
      await again.goto(`${baseUrl}/userindex`);
      await again
        .locator('.ui-reader-name')
        .getByText('赵大伟')
        .waitFor({ timeout: 15000 })
        .catch(async (error) => {
          await again.screenshot({ path: shot('cards-password-reopen-failed') });
          throw error;
        });
      await again.goto(`${baseUrl}/rdrnos/detail`);
      await again.locator('.ui-reader-state').getByText('有效').waitFor({ timeout: 10000 });
      assert.equal(await again.getByRole('alert').count(), 0);
      await context.close();
    },
  ],
  [
    "card services: a newcomer applies for a card online, meeting each of SPEC's three ID messages first",
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'newcomer', '/rdrnos/create', '读者证');
      await page.getByLabel('姓名').fill('初来乍到');
      await page.getByLabel('手机号码').fill('13600001234');
      for (const [id, message] of BAD_IDS) {
        await page.getByLabel('身份证号').fill(id);
        await page.getByRole('button', { name: '提交办证' }).click();
        await page.getByRole('alert').getByText(message, { exact: true }).waitFor({ timeout: 5000 });
      }
      await page.screenshot({ path: shot('cards-apply-bad-id'), fullPage: true });
      await page.getByLabel('身份证号').fill(validId('19991231', '678'));
      await page.getByText('学生读者').click();
      // The terms are agreed to with a tick, as a reader does.
      await page.getByRole('button', { name: '提交办证' }).click();
      await page.getByRole('alert').getByText('请先阅读并同意《读者服务协议》').waitFor({ timeout: 5000 });
      await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
      await page.getByRole('button', { name: '提交办证' }).click();
      await page
        .locator('.ui-result .card-apply-number')
        .getByText(/^WX\d{6}$/)
        .waitFor({ timeout: 10000 });
      await page.getByRole('button', { name: '查看读者证' }).click();
      await page.waitForURL(/\/rdrnos\/detail$/, { timeout: 10000 });
      await page
        .locator('.ui-reader-number')
        .getByText(/^WX\d{6}$/)
        .waitFor({ timeout: 10000 });
      await page.getByRole('region', { name: '读者证信息' }).getByText('学生读者').waitFor();
      await page.screenshot({ path: shot('cards-apply-done'), fullPage: true });
      await context.close();
    },
  ],
  [
    'card services: the QR card refreshes and the harness verifies it',
    async (ctx) => {
      const { browser, baseUrl, shot } = ctx;
      const { context, page } = await openAs(browser, baseUrl, 'multicard', '/rdrnos/qrcode', '读者证二维码');
      const qr = page.locator('.qr-image[data-payload] img');
      await qr.waitFor({ timeout: 10000 });
      await page.getByText(/\d+ 秒后自动刷新/).waitFor();
      const first = (await page.locator('.qr-image').getAttribute('data-payload')) ?? '';
      assert.match(first, /^RC1\.SX200001\.\d+\./);
      await page.locator('.card-barcode svg').waitFor();
      assert.equal((await page.locator('.card-ecard-name').textContent())?.trim(), '王*国');
      await page.screenshot({ path: shot('cards-qrcode'), fullPage: true });
      assert.equal((await verify(ctx, page, first)).result, 'valid');
      assert.equal((await verify(ctx, page, `${first.slice(0, -2)}zz`)).result, 'forged');
      await page.waitForTimeout(1100);
      await page.getByRole('button', { name: '刷新' }).click();
      await page.waitForFunction(
        (old) => document.querySelector('.qr-image')?.getAttribute('data-payload') !== old,
        first,
      );
      const second = (await page.locator('.qr-image').getAttribute('data-payload')) ?? '';
      const verdict = await verify(ctx, page, second);
      assert.equal(verdict.message, '验证通过：王建国（SX200001）');
      // Offline: the code saved on the phone, marked as such.
      await context.setOffline(true);
      await page.getByRole('button', { name: '刷新' }).click();
      await page.getByText(/网络不可用，显示的是 \d\d:\d\d 保存的二维码/).waitFor({ timeout: 15000 });
      assert.equal(await page.locator('.qr-image').getAttribute('data-payload'), second);
      await page.screenshot({ path: shot('cards-qrcode-offline'), fullPage: true });
      await context.setOffline(false);
      await context.close();
    },
  ],
  [
    'card services: the contact details form saves, and the harness page verifies a pasted code',
    async (ctx) => {
      const { browser, baseUrl, shot } = ctx;
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/rdrnos/modifyreadderinfo', '修改读者证信息');
      await page.getByLabel('电子邮箱').fill('bad-email');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByRole('alert').getByText('邮箱格式不正确').waitFor({ timeout: 10000 });
      await page.getByLabel('电子邮箱').fill('lin@example.com');
      await page.getByLabel('联系地址').fill('文华路1号');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText('修改成功').waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('cards-modify'), fullPage: true });
      await page.goto(`${baseUrl}/rdrnos/index`);
      await page.getByRole('link', { name: '读者证二维码' }).waitFor({ timeout: 15000 });
      await page.screenshot({ path: shot('cards-list-services') });
      await page.getByRole('link', { name: '读者证二维码' }).click();
      const payload =
        (await page.locator('.qr-image[data-payload]').getAttribute('data-payload', { timeout: 10000 })) ?? '';
      const desk = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
      const harness = await desk.newPage();
      await harness.goto(`${baseUrl}/__harness/`);
      await harness.getByRole('tab', { name: '闸机' }).click();
      await harness.getByLabel('扫到的二维码内容').fill(payload);
      await harness.getByRole('button', { name: '验证', exact: true }).click();
      await harness.getByText('验证通过：林书远（SX100001）').waitFor({ timeout: 10000 });
      await harness.screenshot({ path: shot('cards-harness-gate') });
      await desk.close();
      await context.close();
    },
  ],
];
