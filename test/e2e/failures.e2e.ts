/** WeChat's own failure modes as the reader meets them in the app: a message and a way forward. */
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { phone } from './browser';
import type { Scenario } from './types';

/** The harness's network faults, set and cleared from a test page. */
function faults(page: Page, baseUrl: string) {
  const url = `${baseUrl}/__harness/api/faults`;
  return {
    set: (settings: object) => page.request.post(url, { data: settings }),
    clear: () => page.request.delete(url),
  };
}

/** A reader's phone, signed in once on a normal network (as a returning reader would be). */
async function signedInReader(browser: Browser, baseUrl: string) {
  const context = await phone(browser, baseUrl, { persona: 'reader' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByText('林书远').first().waitFor({ timeout: 15000 });
  return { context, page, network: faults(page, baseUrl) };
}

export const failureScenarios: Scenario[] = [
  [
    'on Android the app signs the current URL again after route changes, so wx.config stays valid',
    async ({ browser, baseUrl }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      await context.addCookies([{ name: 'harness_device', value: 'android', url: baseUrl }]);
      const page = await context.newPage();
      await page.request.delete(`${baseUrl}/__harness/api/jssdk-log`);
      await page.goto(`${baseUrl}/userindex`);
      await page.getByText('我的读者证').filter({ visible: true }).first().waitFor({ timeout: 15000 });
      await page.getByRole('button', { name: '首页' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForTimeout(1500);
      const log = await (await page.request.get(`${baseUrl}/__harness/api/jssdk-log`)).json();
      const configs = (log.data.rows as { invoke: string; reply: { err_msg: string }; pageUrl: string }[]).filter(
        (row) => row.invoke === 'preVerifyJSAPI',
      );
      assert.ok(configs.length >= 1, 'the app ran wx.config');
      assert.equal(configs.at(-1)!.reply.err_msg, 'config:ok');
      assert.ok(
        configs.every((row) => row.reply.err_msg === 'config:ok'),
        JSON.stringify(configs.map((r) => r.reply)),
      );
      assert.equal(await page.locator('.jssdk-notice').count(), 0);
      await context.close();
    },
  ],
  [
    'a reader who presses 拒绝 on the authorize page sees why and can authorize again',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/userindex`);
      await page.getByRole('button', { name: '拒绝' }).click({ timeout: 15000 });
      await page.getByText('你已拒绝授权，无法使用读者服务').waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('oauth-denied') });
      await page.getByRole('button', { name: '重新授权' }).click();
      await page.getByRole('button', { name: '允许' }).waitFor({ timeout: 10000 });
      await context.close();
    },
  ],
  [
    'when the service list fails the home page says so and 重试 brings the grid',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      const network = faults(page, baseUrl);
      await network.set({ endpoints: { '/v1/service/list': { failureRate: 1 } } });
      try {
        await page.goto(`${baseUrl}/`);
        const retry = page.getByRole('button', { name: '重试' });
        await retry.waitFor({ timeout: 15000 });
        await page.screenshot({ path: shot('home-service-list-failed') });
        await network.clear();
        await retry.click();
        await page.getByText('图书检索').first().waitFor({ timeout: 10000 });
        assert.ok((await page.locator('.ui-grid:not(.ui-grid--skeleton) .ui-grid-cell').count()) >= 8);
      } finally {
        await network.clear();
        await context.close();
      }
    },
  ],
  [
    'on a slow network (1.5 s a call) a reader with a card is never told to bind one',
    async ({ browser, baseUrl, shot }) => {
      const { context, page, network } = await signedInReader(browser, baseUrl);
      await network.set({ latency: 1500 });
      try {
        const seen = new Set<string>();
        const watch = setInterval(() => {
          void page
            .locator('#root')
            // innerText on purpose: only what is shown counts (kept-alive pages are hidden)
            .innerText()
            .then((text) => {
              for (const phrase of ['绑定读者证', '去绑定', '未绑定读者证'])
                if (text.includes(phrase)) seen.add(phrase);
            })
            .catch(() => {});
        }, 100);
        await page.goto(`${baseUrl}/`);
        await page.getByText('林书远').first().waitFor({ timeout: 30000 });
        await page
          .getByRole('link', { name: '个人中心' })
          .or(page.getByRole('button', { name: '个人中心' }))
          .first()
          .click();
        await page.locator('.ui-reader-name').filter({ hasText: '林书远' }).waitFor({ timeout: 30000 });
        clearInterval(watch);
        await page.screenshot({ path: shot('slow-network-user-centre') });
        assert.deepEqual([...seen], [], 'a reader with a card was told to bind');
      } finally {
        await network.clear();
        await context.close();
      }
    },
  ],
  [
    'when the cards cannot be loaded a guarded page says so with 重试, and 重试 recovers',
    async ({ browser, baseUrl, shot }) => {
      const { context, page, network } = await signedInReader(browser, baseUrl);
      await network.set({ endpoints: { '/v1/rdrno/list': { failureRate: 1 } } });
      try {
        await page.goto(`${baseUrl}/books/index`);
        const retry = page.getByRole('button', { name: '重试' });
        await retry.waitFor({ timeout: 15000 });
        await page.screenshot({ path: shot('cards-failed-guarded-page') });
        assert.equal(new URL(page.url()).pathname, '/books/index', 'not sent to the bind page');
        assert.equal(await page.getByText('你没有绑定读者证').count(), 0);
        await network.clear();
        await retry.click();
        await page.locator('.loans-item').first().waitFor({ timeout: 15000 });
        assert.equal(await page.title(), '借阅信息');
      } finally {
        await network.clear();
        await context.close();
      }
    },
  ],
  [
    'when the WeChat profile can never be fetched start-up stops after three trips with 重新授权, not a loop',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      const network = faults(page, baseUrl);
      let trips = 0;
      let logins = 0;
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/__wx/connect/oauth2/authorize') trips += 1;
        if (path === '/api/v1/auth/login') logins += 1;
      });
      await network.set({ endpoints: { '/v1/offiaccount/snsapi_userinfo': { failureRate: 1 } } });
      try {
        await page.goto(`${baseUrl}/userindex`);
        await page.getByText('微信授权多次未成功，请稍后重试').waitFor({ timeout: 30000 });
        // Nothing more happens by itself.
        await page.waitForTimeout(3000);
        await page.screenshot({ path: shot('oauth-loop-stopped') });
        assert.equal(trips, 3, 'three round trips through WeChat');
        assert.equal(logins, 1, 'one login: each page back from WeChat uses the login its page kept');
        assert.equal(new URL(page.url()).pathname, '/userindex');
        await network.clear();
        await page.getByRole('button', { name: '重新授权' }).click();
        await page.locator('.ui-reader-name').filter({ hasText: '林书远' }).waitFor({ timeout: 15000 });
        assert.equal(trips, 4, '重新授权 made one more trip, and the reader got in');
      } finally {
        await network.clear();
        await context.close();
      }
    },
  ],
];
