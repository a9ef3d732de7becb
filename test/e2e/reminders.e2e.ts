/**
 * Reminders as a reader and a tester live them on the harness page: `reader` taps 订阅到期提醒 on
 * 借阅信息, WeChat's dialog asks (取消 keeps nothing, 允许 counts one), the tester moves the clock
 * a day at a time and runs the reminder job until the 到期提醒 arrives in 服务通知, and 查看详情
 * opens 借阅信息 in the phone.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openHarness, openInPhone } from './harness.e2e';
import type { Scenario } from './types';

/** The control API's envelope `data`, or the refusal thrown. */
async function control<T>(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object): Promise<T> {
  const response = await page.request.fetch(url, { method, data: body });
  const json = (await response.json()) as { code: number; message: string; data: T };
  if (json.code !== 1) throw new Error(`${method} ${url}: ${json.message}`);
  return json.data;
}

export const reminderScenarios: Scenario[] = [
  [
    'reminders: reader subscribes to 到期提醒 in WeChat’s dialog, the clock moves, the job sends it, 查看详情 opens 借阅信息',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      try {
        await page.locator('.persona', { hasText: 'reader' }).getByRole('button', { name: '切换' }).click();
        await page.locator('.persona.on', { hasText: 'reader' }).waitFor();
        await app.getByText('图书检索').first().waitFor({ timeout: 20000 });
        await openInPhone(page, '/books/index');
        const offer = app.locator('section[aria-label="到期提醒"]');
        await offer.getByText('未订阅').waitFor({ timeout: 15000 });
        // WeChat draws the tag's button in the tag's own (shadow) document.
        const subscribe = offer.locator('wx-open-subscribe').getByRole('button', { name: '订阅到期提醒' });
        const dialog = page.getByRole('dialog', { name: '订阅通知' });

        await subscribe.click();
        await dialog.waitFor({ timeout: 10000 });
        await page.screenshot({ path: shot('reminders-subscribe-dialog') });
        await dialog.getByRole('button', { name: '取消' }).click();
        await app.getByText('你没有允许到期提醒，需要时可再次订阅').waitFor({ timeout: 10000 });
        assert.ok(await offer.getByText('未订阅').isVisible(), '取消 keeps nothing');

        await subscribe.click();
        await dialog.getByRole('button', { name: '允许' }).click();
        await offer.getByText('已订阅，还可提醒1次').waitFor({ timeout: 10000 });
        await page.screenshot({ path: shot('reminders-subscribed') });

        // The tester's side: a day at a time until a loan is three days from due (or due).
        let sent = 0;
        for (let day = 0; day < 40 && sent === 0; day += 1) {
          await control(page, 'POST', `${baseUrl}/__harness/api/clock`, { days: 1 });
          sent = (await control<{ total: number }>(page, 'POST', `${baseUrl}/__harness/api/reminders/run`, {})).total;
        }
        assert.equal(sent, 1, 'one acceptance, one reminder');

        await page.getByRole('tab', { name: '服务通知' }).click();
        const panel = page.getByRole('tabpanel', { name: '服务通知' }).getByRole('region', { name: '服务通知' });
        await panel.getByRole('button', { name: '刷新' }).click();
        const notice = panel.locator('li[aria-label="到期提醒"]');
        await notice.waitFor({ timeout: 10000 });
        assert.match((await notice.textContent()) ?? '', /到期日期/);
        await page.screenshot({ path: shot('reminders-service-notice') });
        await notice.getByRole('button', { name: '查看详情' }).click();
        await page.waitForFunction(
          (input) => (input as HTMLInputElement).value.startsWith('/books/index'),
          await page.getByLabel('应用地址').elementHandle(),
          { timeout: 15000 },
        );
        await app.locator('.loans-item').first().waitFor({ timeout: 20000 });
        // 查看详情 opens the loan the reminder is about, marked.
        await app.locator('.loans-item[aria-current="true"]').waitFor({ timeout: 10000 });
        await app.locator('section[aria-label="到期提醒"]').getByText('未订阅').waitFor({ timeout: 10000 });
      } finally {
        // The clock is the worker's harness's: the next scenario starts at today again.
        await control(page, 'DELETE', `${baseUrl}/__harness/api/clock`).catch(() => undefined);
        await harness.close();
      }
    },
  ],
];
