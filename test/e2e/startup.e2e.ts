/** The start-up flow of SPEC §4 as a reader lives it: OAuth, binding, the home grid, outside WeChat. */
import assert from 'node:assert/strict';
import { phone } from './browser';
import type { Scenario } from './types';

export const startupScenarios: Scenario[] = [
  [
    'a newcomer opening 借阅信息 is authorized, sent to bind, binds DEMO0001 and lands on 借阅信息',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'newcomer' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/books/index`);
      await page.waitForURL(/\/rdrnos\/bind\?redirect_url=%2Fbooks%2Findex$/, { timeout: 15000 });
      const dialog = page.getByText('你没有绑定读者证');
      await dialog.waitFor({ timeout: 10000 });
      await page.waitForTimeout(400); // the dialog's fade-in
      await page.screenshot({ path: shot('newcomer-1-no-card-dialog') });
      await page.getByRole('button', { name: '去绑定' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.match(page.url(), /\/rdrnos\/bind\?redirect_url=%2Fbooks%2Findex$/);
      assert.equal(await page.title(), '添加');
      await page.getByPlaceholder('请输入读者证号').fill('DEMO0001');
      await page.getByPlaceholder('请输入读者证密码').fill('123456');
      await page.screenshot({ path: shot('newcomer-2-bind-form') });
      await page.getByRole('button', { name: '绑定' }).click();
      await page.waitForURL(/\/books\/index$/, { timeout: 10000 });
      await page.waitForFunction(() => document.title === '借阅信息');
      await page.getByRole('tab', { name: '当前借阅', selected: true }).waitFor();
      await page.screenshot({ path: shot('newcomer-3-landed') });
      await context.close();
    },
  ],
  [
    'a reader sees the home grid of services',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByText('图书检索').first().waitFor({ timeout: 15000 });
      await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('code='), { timeout: 10000 });
      const cells = await page.locator('.ui-grid:not(.ui-grid--skeleton) .ui-grid-cell').count();
      assert.ok(cells >= 8, `expected the service grid, saw ${cells} cells`);
      await page.screenshot({ path: shot('reader-home') });
      await page.getByRole('button', { name: '个人中心' }).click();
      await page.waitForURL(/\/userindex$/);
      await page.getByText('我的读者证').filter({ visible: true }).first().waitFor();
      await page.screenshot({ path: shot('reader-userindex') });
      await context.close();
    },
  ],
  [
    'a browser outside WeChat sees the danger banner, which never times out, and no tab bar',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { wechat: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      const banner = page.getByRole('alert');
      await banner.waitFor({ timeout: 10000 });
      assert.equal((await banner.textContent())?.trim(), '请在微信客户端内打开');
      await page.waitForTimeout(3500);
      assert.ok(await banner.isVisible(), 'the banner never times out');
      assert.equal(await page.locator('.tabbar').count(), 0);
      await page.screenshot({ path: shot('outside-wechat') });
      await context.close();
    },
  ],
  [
    'a developer on a desktop browser turns emulation on with ?harness=1 and picks a persona on the authorize page',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { wechat: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/userindex?harness=1`);
      await page.waitForURL(/\/__wx\/connect\/oauth2\/authorize/, { timeout: 15000 });
      await page.getByRole('button', { name: '允许' }).waitFor();
      await page.screenshot({ path: shot('authorize-page') });
      await page.locator('input[name="persona"][value="multicard"]').check();
      await page.getByRole('button', { name: '允许' }).click();
      await page.waitForURL(/\/userindex(\?|$)/, { timeout: 15000 });
      await page.getByText('SX**0001').waitFor({ timeout: 10000 });
      assert.equal(await page.title(), '用户中心');
      await context.close();
    },
  ],
];
