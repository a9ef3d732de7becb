/**
 * The harness page (/__harness/) as a developer uses it: its panels answer the JS-SDK demo page
 * running in the phone frame, and the app itself runs there as a persona.
 */
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import type { Scenario } from './types';

interface Harness {
  page: Page;
  app: FrameLocator;
  close(): Promise<void>;
}

/** The harness page on a desktop screen. */
export async function openHarness(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1600, height: 1000 },
): Promise<Harness> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/__harness/`);
  await page.getByRole('tab', { name: '用户' }).waitFor();
  return { page, app: page.frameLocator('iframe[title="应用"]'), close: () => context.close() };
}

/** Opens an in-app path in the harness page's phone (its address bar). */
export async function openInPhone(page: Page, path: string) {
  const address = page.getByRole('textbox', { name: '应用地址' });
  await address.fill(path);
  await address.press('Enter');
}

/** Opens the JS-SDK demo page in the phone and waits for its wx.config. */
async function openDemo({ page, app }: Harness): Promise<void> {
  await page.getByRole('button', { name: 'JS-SDK 演示' }).click();
  await app.locator('#config[data-state="ok"]').waitFor({ timeout: 15000 });
}

/** Clicks 调用 in one API card of the demo page. */
async function call(app: FrameLocator, api: string): Promise<void> {
  await app.locator(`[data-api="${api}"] button.call`).click();
}

/** The demo card's callback lines, once `kind` (success, cancel, fail) has been printed. */
async function result(app: FrameLocator, api: string, kind: string): Promise<Record<string, unknown>> {
  const line = app.locator(`[data-api="${api}"] .result .line.${kind}`).first();
  await line.waitFor({ timeout: 10000 });
  return JSON.parse((await line.locator('pre').textContent()) ?? '{}') as Record<string, unknown>;
}

/** The panel the harness page shows while the app waits on `api`. */
export async function waitingPanel(page: Page, label: string, api: string) {
  const panel = page.getByRole('tabpanel', { name: label });
  await panel.getByText(`应用正在等待：wx.${api}`).waitFor({ timeout: 10000 });
  return panel;
}

/** Answers the app's waiting getLocation from the 定位 panel with the place of that name. */
export async function answerLocation(page: Page, place: string): Promise<void> {
  const tab = page.getByRole('tab', { name: '定位' });
  await tab.locator('[aria-label="等待应答"]').waitFor({ timeout: 10000 });
  await tab.click();
  const panel = await waitingPanel(page, '定位', 'getLocation');
  await panel.getByRole('listitem').filter({ hasText: place }).first().getByRole('button', { name: '发送' }).click();
}

// --- a small PNG, built here so the test needs no file

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 24×16 RGB PNG: green left half, red right half. */
function makePng(): Buffer {
  const width = 24;
  const height = 16;
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(...(x < width / 2 ? [7, 193, 96] : [229, 72, 77]));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Boxes of the page's parts and of every control in its bars, as the browser laid them out.
 * (Evaluated in the page: no named inner functions, which the test's compiler would wrap.)
 */
function measureLayout() {
  const [stage, panels, log, phone] = ['.stage', '.panels', '.log', '.phone-box'].map(
    (selector) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect,
  );
  const controls = [
    ...document.querySelectorAll(
      ':is(.hp-top, .addressbar, .toolbar, .tabs, .log-bar) :is(h1, h2, button, input, select, label), .log-line',
    ),
  ].map((element) => ({
    what: `${element.tagName.toLowerCase()} ${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 20)}`,
    ...(element.getBoundingClientRect().toJSON() as DOMRect),
    // Text laid out on more than one line: its boxes start at different heights.
    wrapped: (() => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
      return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 8;
    })(),
    // A text field scrolls a long value by design (the address bar holds URLs of any length).
    clipped:
      element.tagName !== 'INPUT' &&
      element.scrollWidth > element.clientWidth + 1 &&
      getComputedStyle(element).textOverflow !== 'ellipsis',
    container: element.closest('.hp-top, .stage, .panels, .log')!.getBoundingClientRect().toJSON() as DOMRect,
  }));
  const tabs = document.querySelector('.tabs')!;
  return {
    viewport: { width: innerWidth, height: innerHeight },
    scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
    stage,
    panels,
    log,
    phone,
    tabsHidden: tabs.scrollWidth > tabs.clientWidth + 1,
    controls,
  };
}

export const harnessScenarios: Scenario[] = [
  [
    'harness page at 1280×720: phone, panels and log side by side, nothing cut off or wrapped',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl, { width: 1280, height: 720 });
      const { page } = harness;
      await page.locator('.persona', { hasText: 'reader' }).getByRole('button', { name: '切换' }).click();
      await page.locator('.log-row').nth(1).waitFor({ timeout: 20000 });
      await page.waitForFunction(() => !document.querySelector('.loading-bar'));
      await page.screenshot({ path: shot('harness-1280x720') });
      const layout = await page.evaluate(measureLayout);
      const { viewport, scroll, stage, panels, log, phone } = layout;
      assert.ok(
        scroll.width <= viewport.width && scroll.height <= viewport.height,
        `the page scrolls: ${JSON.stringify(scroll)}`,
      );
      assert.ok(stage.right <= panels.left && panels.right <= log.left, 'three columns, left to right');
      for (const column of [stage, panels, log]) {
        assert.ok(Math.abs(column.top - stage.top) < 2, 'the columns start at the same height');
        assert.ok(
          column.left >= 0 && column.right <= viewport.width && column.bottom <= viewport.height,
          `a column is cut off: ${JSON.stringify(column)}`,
        );
      }
      assert.ok(
        phone.left >= stage.left && phone.right <= stage.right && phone.bottom <= viewport.height,
        'the whole phone shows',
      );
      assert.ok(!layout.tabsHidden, 'every panel tab shows');
      for (const control of layout.controls) {
        assert.ok(!control.wrapped, `${control.what} wraps onto a second line`);
        assert.ok(!control.clipped, `${control.what} is cut off`);
        assert.ok(
          control.left >= control.container.left - 1 && control.right <= control.container.right + 1,
          `${control.what} sticks out`,
        );
      }
      await harness.close();
    },
  ],
  [
    'harness page: the JS-SDK log marks calls from another tab and the demo page; 只看本机应用 hides them',
    async ({ browser, baseUrl }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page } = harness;
      await page.locator('.persona', { hasText: 'reader' }).getByRole('button', { name: '切换' }).click();
      const phoneConfig = page
        .locator('.log-row', { hasText: 'config:ok' })
        .filter({ hasNotText: '框外' })
        .filter({ hasNotText: '演示页' });
      await phoneConfig.first().waitFor({ timeout: 20000 });
      const other = await page.context().newPage();
      await other.goto(`${baseUrl}/__harness/jssdk`);
      await other.locator('#config[data-state="ok"]').waitFor({ timeout: 15000 });
      const elsewhere = page
        .locator('.log-row', { hasText: 'config:ok' })
        .filter({ hasText: '框外' })
        .filter({ hasText: '演示页' });
      await elsewhere.first().waitFor({ timeout: 10000 }); // the server's copy, polled every 2 s
      await page.getByLabel('只看本机应用').check();
      assert.equal(await page.locator('.log-row', { hasText: '框外' }).count(), 0);
      assert.equal(await page.locator('.log-row', { hasText: '演示页' }).count(), 0);
      assert.ok((await phoneConfig.count()) >= 1, "the app's own calls stay");
      await page.getByLabel('只看本机应用').uncheck();
      await elsewhere.first().waitFor();
      await harness.close();
    },
  ],
  [
    'harness page: 允许 on the authorize page in the phone updates the header and 用户 at once',
    async ({ browser, baseUrl }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await page.locator('.who', { hasText: '未选模拟用户' }).waitFor();
      await app.getByRole('button', { name: '允许' }).waitFor({ timeout: 15000 });
      await app.locator('input[name="persona"][value="fined"]').check();
      await app.getByRole('button', { name: '允许' }).click();
      await page.locator('.who', { hasText: '赵大伟' }).waitFor({ timeout: 10000 });
      await page.locator('.persona.on', { hasText: 'fined' }).waitFor();
      assert.equal(await page.locator('.persona.on').count(), 1);
      await harness.close();
    },
  ],
  [
    'harness page: a scan typed in the 扫一扫 panel reaches the JS-SDK demo page, and the log shows it',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await openDemo(harness);
      await page.screenshot({ path: shot('harness-jssdk-demo') });
      await call(app, 'scanQRCode');
      const panel = await waitingPanel(page, '扫一扫', 'scanQRCode');
      await page.getByText('等待调试台应答').waitFor();
      await panel.getByLabel('扫描结果').fill('https://lib.example.cn/card?no=SX100001');
      await page.waitForTimeout(400); // the sheet's fade-in
      await page.screenshot({ path: shot('harness-jssdk-scan-waiting') });
      await panel.getByRole('button', { name: '扫描', exact: true }).click();
      const res = await result(app, 'scanQRCode', 'success');
      assert.equal(res.resultStr, 'https://lib.example.cn/card?no=SX100001');
      assert.equal(res.errMsg, 'scanQRCode:ok');
      const row = page.locator('.log-row', { hasText: 'scanQRCode' }).first();
      await row.waitFor();
      assert.match((await row.textContent()) ?? '', /scanQRCode:ok.*面板/);
      await harness.close();
    },
  ],
  [
    'harness page: a branch picked in the 定位 panel is the location the demo page gets',
    async ({ browser, baseUrl }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await openDemo(harness);
      await call(app, 'getLocation');
      const panel = await waitingPanel(page, '定位', 'getLocation');
      await panel.getByRole('listitem').filter({ hasText: '城南分馆' }).getByRole('button', { name: '发送' }).click();
      const res = await result(app, 'getLocation', 'success');
      assert.equal(Number(res.latitude), 30.245113);
      assert.equal(Number(res.longitude), 120.170374);
      await harness.close();
    },
  ],
  [
    'harness page: an image chosen in the 图片 panel is uploaded and fetched back by its serverId',
    async ({ browser, baseUrl, shot }) => {
      const png = makePng();
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await openDemo(harness);
      await call(app, 'chooseImage');
      const panel = await waitingPanel(page, '图片', 'chooseImage');
      await panel.getByLabel('选择图片文件').setInputFiles({ name: 'halves.png', mimeType: 'image/png', buffer: png });
      await panel.getByRole('img', { name: 'halves.png' }).waitFor();
      await panel.getByRole('button', { name: '发送 1 张' }).click();
      const chosen = await result(app, 'chooseImage', 'success');
      assert.equal((chosen.localIds as string[]).length, 1);
      await app.locator('[data-api="chooseImage"] button.chain', { hasText: '上传' }).click();
      const uploaded = await result(app, 'uploadImage', 'success');
      assert.ok(typeof uploaded.serverId === 'string' && uploaded.serverId.length > 0, 'a serverId');
      await app.locator('[data-api="uploadImage"] button.chain', { hasText: '从服务器取回' }).click();
      const size = app.locator('[data-api="uploadImage"] .fetched-size');
      await size.waitFor({ timeout: 10000 });
      assert.equal(await size.textContent(), `${png.length} 字节（image/png）`);
      const fetched = app.locator('[data-api="uploadImage"] .fetched img');
      assert.equal(
        await fetched.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`),
        '24×16',
      );
      await fetched.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('harness-image-fetched') });
      await harness.close();
    },
  ],
  [
    'harness page: a payment cancelled on the 支付 sheet reaches the demo page as cancel',
    async ({ browser, baseUrl }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await openDemo(harness);
      await call(app, 'chooseWXPay');
      const panel = await waitingPanel(page, '支付', 'chooseWXPay');
      await panel.getByLabel('微信支付').getByRole('button', { name: '取消' }).click();
      const res = await result(app, 'chooseWXPay', 'cancel');
      assert.equal(res.errMsg, 'chooseWXPay:cancel');
      assert.equal(await app.locator('[data-api="chooseWXPay"] .result .line.success').count(), 0);
      await harness.close();
    },
  ],
  [
    'harness page: on iOS a config signed after pushState fails and the log says which URL was signed',
    async ({ browser, baseUrl }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await page.getByLabel('应用地址').fill('/__harness/jssdk?sign=spa');
      await page.getByLabel('应用地址').press('Enter');
      await app.locator('#config[data-state="fail"]').waitFor({ timeout: 15000 });
      assert.match((await app.locator('#config-status').textContent()) ?? '', /invalid signature/);
      const bad = page.locator('.log-row.bad-config', { hasText: 'route=2' }).first();
      await bad.waitFor();
      const explain = (await bad.locator('.log-explain').textContent()) ?? '';
      assert.match(explain, /route=2/, 'names the URL that was signed');
      assert.match(explain, /落地页/, 'names the iOS rule');
      await harness.close();
    },
  ],
  [
    'harness page: the reader persona sees the app home in the phone frame',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await page.getByRole('tab', { name: '用户' }).click();
      await page.locator('.persona', { hasText: 'reader' }).getByRole('button', { name: '切换' }).click();
      await app.getByText('图书检索').first().waitFor({ timeout: 20000 });
      const cells = app.locator('.ui-grid:not(.ui-grid--skeleton) .ui-grid-cell');
      await cells.nth(7).waitFor({ timeout: 10000 });
      await page.locator('.persona.on', { hasText: 'reader' }).waitFor();
      await page.waitForFunction(() => !document.querySelector('.loading-bar'));
      // Home is painted before the app, which then settles the OAuth landing's address: wait for it.
      const address = page.getByLabel('应用地址');
      await page.waitForFunction(
        (input) => /^\/(\?harness=1)?$/.test((input as HTMLInputElement).value),
        await address.elementHandle(),
        { timeout: 15000 },
      );
      await page.waitForTimeout(300);
      await page.screenshot({ path: shot('harness-app-reader-home') });
      await harness.close();
    },
  ],
  [
    'harness page: 深色模式 turns the app dark at once, and 关怀模式 in 个人中心 enlarges it and stays',
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await page.getByRole('tab', { name: '用户' }).click();
      await page.locator('.persona', { hasText: 'reader' }).getByRole('button', { name: '切换' }).click();
      await page.locator('.persona.on', { hasText: 'reader' }).waitFor();
      await openInPhone(page, '/userindex');
      const care = app.getByRole('switch', { name: '关怀模式' });
      await care.waitFor({ timeout: 20000 });
      const root = app.locator('html');
      const background = () => app.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
      assert.equal(await root.getAttribute('data-prefers-color-scheme'), 'light');
      const light = await background();

      // The phone's 深色模式 (the switch shows the session's state once the harness has it): the page
      // follows the client without reloading.
      await page.getByRole('switch', { name: '深色模式' }).click();
      await app.locator('html[data-prefers-color-scheme="dark"]').waitFor();
      assert.equal(await background(), 'rgb(17, 17, 17)', 'the dark page colour');
      assert.notEqual(light, 'rgb(17, 17, 17)');

      // 关怀模式: switched on, the page is larger at once; kept for this WeChat user after a reload.
      const width = () => care.evaluate((el) => el.getBoundingClientRect().height);
      const before = await width();
      await care.click();
      assert.equal(await care.getAttribute('aria-checked'), 'true');
      await app.locator('html[data-care]').waitFor();
      assert.ok((await width()) > before * 1.1, 'controls grow with the text');
      await page.screenshot({ path: shot('harness-dark-care') });
      await openInPhone(page, '/');
      await app.locator('html[data-care]').waitFor({ timeout: 20000 });

      // Back to light: the switch off turns the page light again.
      await page.getByRole('switch', { name: '深色模式' }).click();
      await app.locator('html[data-prefers-color-scheme="light"]').waitFor();
      await harness.close();
    },
  ],
];
