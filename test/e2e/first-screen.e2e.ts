/**
 * Home's first screen, painted before the app (src/home/firstScreen), as a reader on a phone sees
 * it: the library's services, banners and tab bar are there while the app is still on its way; a
 * tap then is kept and opens its page once the app is up; the app's takeover moves nothing.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { phone } from './browser';
import type { Scenario } from './types';

/** Holds the app's files until `release` is called (the first screen stays the entry's). */
async function holdApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/js\/app-[A-Z0-9]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Layout shifts not caused by the reader, summed. */
const SHIFTS = `window.__shifts = 0;
new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (!e.hadRecentInput) window.__shifts += e.value; }))
  .observe({ type: 'layout-shift', buffered: true });`;

export const firstScreenScenarios: Scenario[] = [
  [
    'home before the app: the services, banners and tab bar are painted; the app takes them over with nothing moved or changed',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      await context.addInitScript({ content: SHIFTS });
      const page = await context.newPage();
      const release = await holdApp(page);
      try {
        // A first visit: WeChat's authorize page, and back to home with a code.
        await page.goto(`${baseUrl}/`);
        await page.waitForURL((url) => url.searchParams.has('code'), { timeout: 15000 });
        const names = page.locator('ul.ui-grid:not(.ui-grid--skeleton) .ui-grid-name');
        await names.first().waitFor({ timeout: 15000 });
        assert.equal((await names.allTextContents()).slice(0, 3).join(' '), '图书检索 借阅信息 预约预借');
        await page
          .locator('.home-banner img')
          .first()
          .evaluate((img: HTMLImageElement) => img.decode());
        assert.ok(await page.locator('.home-banner-caption').first().isVisible());
        assert.equal(await page.locator('.tabbar-item.active').textContent(), '首页');
        assert.equal(await page.evaluate('document.querySelectorAll("[hidden]").length'), 0, 'no app yet');
        await page.evaluate('window.__painted = document.getElementById("root")');
        // Where everything above the card strip is, and what it says: the app must take it over as is.
        const layout = () =>
          page.evaluate(() =>
            [
              ...document.querySelectorAll(
                '.home-header *, .home-services *, .home-banners, .home-banner-caption, .tabbar *',
              ),
            ].map((el) => {
              const box = el.getBoundingClientRect();
              return `${el.tagName} ${el.className} ${box.x},${box.y},${box.width},${box.height} ${el.children.length ? '' : el.textContent}`;
            }),
          );
        const before = await layout();
        await page.screenshot({ path: shot('first-screen-before-app') });
        release();
        await page.waitForFunction('document.getElementById("root") !== window.__painted', null, { timeout: 15000 });
        await page.screenshot({ path: shot('first-screen-after-app') });
        assert.deepEqual(
          await layout(),
          before,
          'the app took over the header, grid, banners and tab bar as they were',
        );
        assert.equal(await page.evaluate('window.__shifts'), 0, 'no layout shift');
      } finally {
        release();
        await context.close();
      }
    },
  ],
  [
    'home before the app: a service tapped then opens once the app is up',
    async ({ browser, baseUrl }) => {
      const context = await phone(browser, baseUrl, { persona: 'reader' });
      const page = await context.newPage();
      const release = await holdApp(page);
      try {
        await page.goto(`${baseUrl}/`);
        await page.waitForURL((url) => url.searchParams.has('code'), { timeout: 15000 });
        const service = page.locator('.ui-grid-button', { hasText: '图书推荐' });
        await service.waitFor({ timeout: 15000 });
        await service.click();
        await page.waitForTimeout(300);
        assert.equal(new URL(page.url()).pathname, '/', 'kept, not lost, while the app loads');
        release();
        await page.waitForURL((url) => url.pathname === '/books/recommend', { timeout: 15000 });
        await page.waitForFunction(() => document.title === '图书推荐', null, { timeout: 15000 });
      } finally {
        release();
        await context.close();
      }
    },
  ],
];
