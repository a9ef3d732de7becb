/** Issue "every screen as a careful reader finds it": the startup defects, each as the reader meets it. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { wechatConfig } from '../../src/wechatConfig';
import { phone } from './browser';
import type { Scenario } from './types';

/** The harness's network faults (docs/HARNESS.md, "Faults"), set and cleared from a test page. */
function faults(page: Page, baseUrl: string) {
  const url = `${baseUrl}/__harness/api/faults`;
  return {
    set: async (settings: object) => assert.ok((await page.request.post(url, { data: settings })).ok()),
    clear: () => page.request.delete(url),
  };
}

/** Runs `then` (e.g. sets faults) as the page leaves for WeChat's authorize page, before it returns. */
async function onAuthorizeTrip(page: Page, then: () => Promise<void>) {
  let done = false;
  await page.route('**/__wx/connect/oauth2/authorize?*', async (route) => {
    if (!done) {
      done = true;
      await then();
    }
    await route.continue();
  });
}

const CARD_ONLY = ['/books/index', '/CurFineList', '/message/index', '/switch'];

export const polishStartupScenarios: Scenario[] = [
  [
    'outside WeChat: the banner, the official account with its QR code, and 服务指南; no login, no OAuth',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { wechat: false });
      const page = await context.newPage();
      const calls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/') || path.startsWith('/__wx/')) calls.push(path);
      });
      await page.goto(`${baseUrl}/`);
      const banner = page.getByRole('alert');
      await banner.waitFor({ timeout: 10000 });
      assert.equal((await banner.textContent())?.trim(), '请在微信客户端内打开');
      await page.getByRole('heading', { name: '在微信中打开' }).waitFor({ timeout: 10000 });
      const name = wechatConfig.officialAccount.name;
      assert.ok(await page.getByText(`关注公众号「${name}」`).isVisible());
      const qr = page.getByRole('img', { name: `公众号「${name}」的二维码` });
      await qr.waitFor();
      assert.ok((await qr.getAttribute('src'))?.startsWith('data:image/svg+xml'), 'the QR code is drawn');
      const payload = await page.locator('.qr-image').getAttribute('data-payload');
      assert.equal(payload, wechatConfig.officialAccount.qrcode);
      // The banner does not cover the help below it.
      const bannerBox = (await banner.boundingBox())!;
      const headingBox = (await page.getByRole('heading', { name: '在微信中打开' }).boundingBox())!;
      assert.ok(headingBox.y > bannerBox.y + bannerBox.height, 'the help starts below the banner');
      await page.screenshot({ path: shot('polish-startup-outside-wechat'), fullPage: true });
      assert.equal(await page.locator('.tabbar').count(), 0);
      assert.deepEqual(calls, [], 'nothing ran: no login, no OAuth');

      await page.getByRole('link', { name: '服务指南' }).click();
      await page.waitForURL((url) => url.pathname === '/sguide', { timeout: 10000 });
      await page.waitForFunction(() => document.title === '服务指南', null, { timeout: 10000 });
      assert.equal(await page.getByText('请在微信客户端内打开').count(), 0, 'the guide works outside WeChat');
      await page.screenshot({ path: shot('polish-startup-outside-wechat-guide') });
      await context.close();
    },
  ],
  [
    'a first visit through OAuth to a deep page: one back leaves it',
    async ({ browser, baseUrl, shot }) => {
      // With a persona cookie (WeChat answers at once), then through the authorize page's 允许.
      for (const viaPage of [false, true]) {
        const context = await phone(browser, baseUrl, viaPage ? {} : { persona: 'reader' });
        const page = await context.newPage();
        await page.goto(`${baseUrl}/opac/detail?bookrecno=1`);
        if (viaPage) {
          await page.locator('input[name="persona"][value="reader"]').check({ timeout: 15000 });
          await page.getByRole('button', { name: '允许' }).click();
        }
        await page.waitForURL((url) => url.pathname === '/opac/detail' && url.search === '?bookrecno=1', {
          timeout: 15000,
        });
        await page.waitForFunction(() => document.title === '图书详情', null, { timeout: 15000 });
        await page.screenshot({ path: shot(`polish-startup-deep-link${viaPage ? '-authorize-page' : ''}`) });
        await page.goBack({ timeout: 10000 }).catch(() => null);
        await page.waitForTimeout(500);
        assert.equal(page.url(), 'about:blank', `one back leaves the app (${viaPage ? 'authorize page' : 'cookie'})`);
        await context.close();
      }
    },
  ],
  [
    'a newcomer on a card-only page when the card list fails: the card could not be checked, 重试, then bind',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'newcomer' });
      const control = await context.newPage();
      // From the seed: other suites bind a card to the newcomer.
      assert.ok((await control.request.post(`${baseUrl}/__harness/api/reset`, { data: { scale: 'small' } })).ok());
      const network = faults(control, baseUrl);
      await network.set({ endpoints: { '/v1/rdrno/list': { failureRate: 1, latency: 1500 } } });
      try {
        for (const path of CARD_ONLY) {
          const page = await context.newPage();
          await page.goto(`${baseUrl}${path}`);
          await page.getByRole('heading', { name: '暂时无法确认你的读者证' }).waitFor({ timeout: 20000 });
          assert.equal(new URL(page.url()).pathname, path, `${path}: not sent to bind`);
          assert.equal(new URL(page.url()).search, '', `${path}: no OAuth landing address left`);
          assert.ok(await page.getByText('模拟故障：服务暂时不可用', { exact: true }).isVisible(), 'the reason');
          assert.equal(await page.getByText('你没有绑定读者证').count(), 0);
          if (path === CARD_ONLY[0]) await page.screenshot({ path: shot('polish-startup-card-check-failed') });
          if (path !== CARD_ONLY.at(-1)) {
            await page.close();
            continue;
          }
          await network.clear();
          await page.getByRole('button', { name: '重试' }).click();
          await page.waitForURL(/\/rdrnos\/bind\?redirect_url=%2Fswitch$/, { timeout: 15000 });
          await page.getByText('你没有绑定读者证').waitFor({ timeout: 10000 });
          await page.waitForTimeout(400); // the dialog's fade-in
          await page.screenshot({ path: shot('polish-startup-card-check-retried') });
        }
      } finally {
        await network.clear();
        await context.close();
      }
    },
  ],
  [
    'a start-up failure on the OAuth landing: the address is the wanted page, and 重试 gets the reader in',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      const network = faults(page, baseUrl);
      // The first page logs in; the landing's login (and its second try) fails. The landing logs in
      // itself only without the login the first page kept (opened much later, or in another tab).
      await context.addInitScript(() => {
        if (location.search.includes('code=')) sessionStorage.removeItem('trip_login');
      });
      await onAuthorizeTrip(page, () => network.set({ endpoints: { '/v1/auth/login': { failureRate: 1 } } }));
      try {
        await page.goto(`${baseUrl}/books/index`);
        await page.getByText('暂时无法连接图书馆服务').waitFor({ timeout: 20000 });
        await page.waitForURL((url) => url.pathname === '/books/index' && url.search === '', { timeout: 5000 });
        await page.screenshot({ path: shot('polish-startup-landing-failed') });
        await network.clear();
        await page.getByRole('button', { name: '重试' }).click();
        await page.waitForFunction(() => document.title === '借阅信息', null, { timeout: 20000 });
        await page.locator('.loans-item').first().waitFor({ timeout: 15000 });
        assert.equal(new URL(page.url()).pathname, '/books/index');
        assert.equal(new URL(page.url()).search, '');
      } finally {
        await network.clear();
        await context.close();
      }
    },
  ],
  [
    'a first visit with ?debug=vconsole (or eruda) shows the console after OAuth, and remembers it',
    async ({ browser, baseUrl, shot }) => {
      for (const [tool, selector] of [
        ['vconsole', '#__vconsole'],
        ['eruda', '#eruda'],
      ] as const) {
        const context = await phone(browser, baseUrl, { persona: 'reader' });
        const page = await context.newPage();
        const landed: string[] = [];
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) landed.push(frame.url());
        });
        await page.goto(`${baseUrl}/opac/index?debug=${tool}`);
        await page.waitForURL((url) => url.pathname === '/' && url.search.includes('code='), { timeout: 15000 });
        // On the OAuth landing already (start-up has not moved on yet), the console is there.
        await page.locator(selector).waitFor({ state: 'attached', timeout: 20000 });
        await page.waitForURL((url) => url.pathname === '/opac/index' && !url.search.includes('code='));
        assert.ok(
          landed.some((url) => url.includes('code=')),
          'the first visit went through the authorize page',
        );
        assert.equal(await page.evaluate(() => localStorage.getItem('debug_console')), tool);
        await page.waitForTimeout(500);
        await page.screenshot({ path: shot(`polish-startup-debug-${tool}`) });
        // A later visit without the parameter keeps it; ?debug=off forgets it.
        await page.goto(`${baseUrl}/userindex`);
        await page.locator(selector).waitFor({ state: 'attached', timeout: 15000 });
        await page.goto(`${baseUrl}/userindex?debug=off`);
        await page.waitForFunction(() => document.title === '用户中心', null, { timeout: 15000 });
        await page.waitForTimeout(500);
        assert.equal(await page.locator(selector).count(), 0);
        await context.close();
      }
    },
  ],
];
