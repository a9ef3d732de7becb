/**
 * 图书馆城 as a reader lives it, on the harness page: the list follows the phone's position (picked
 * in the 定位 panel), 导航 shows WeChat's map at the library, and a library's 室内导航 launches the
 * indoor-map mini program, or opens its h5 page on a client too old for open tags.
 */
import assert from 'node:assert/strict';
import type { FrameLocator } from 'playwright-core';
import { answerLocation, openHarness, openInPhone } from './harness.e2e';
import type { Scenario } from './types';

/** The libraries' names, in the list's order. */
async function listed(app: FrameLocator): Promise<string[]> {
  return app.locator('.library-card h2').allInnerTexts();
}

export const mapScenarios: Scenario[] = [
  [
    "图书馆城: nearest first from the phone's position, a far position reorders; 导航 opens WeChat's map; 室内导航 launches the mini program, or its h5 page on an old client",
    async ({ browser, baseUrl, shot }) => {
      const harness = await openHarness(browser, baseUrl);
      const { page, app } = harness;
      await app.getByRole('radio', { name: /林书远/ }).check();
      await app.getByRole('button', { name: '允许' }).click();
      await app.locator('nav').getByRole('button', { name: '首页' }).waitFor({ timeout: 15000 });
      await openInPhone(page, '/qqmap');

      await answerLocation(page, '河西分馆');
      await app.getByText('已按距离由近到远排列').waitFor({ timeout: 10000 });
      const fromWest = await listed(app);
      assert.equal(fromWest[0], '书香市图书馆河西分馆');
      await app.locator('.library-card').first().getByText('在馆内').waitFor();
      await app.getByRole('img', { name: '我的位置' }).waitFor();
      await page.screenshot({ path: shot('map-from-west') });

      await app.getByRole('button', { name: '重新定位' }).click();
      await answerLocation(page, '城南分馆');
      await app.locator('.library-card').first().getByText('在馆内').waitFor({ timeout: 10000 });
      const fromSouth = await listed(app);
      assert.equal(fromSouth[0], '书香市图书馆城南分馆');
      assert.notDeepEqual(fromSouth, fromWest);

      // Far away: every distance over a thousand km, and no dot for the reader on the plan.
      await app.getByRole('button', { name: '重新定位' }).click();
      await answerLocation(page, '北京');
      await app
        .locator('.library-card')
        .first()
        .getByText(/^距您 1\d{3}\.\d{2}km$/)
        .waitFor({ timeout: 10000 });
      assert.equal(await app.getByRole('img', { name: '我的位置' }).count(), 0);

      // 导航: WeChat's own map, drawn by the harness page over the phone.
      const south = app.locator('.library-card').filter({ hasText: '城南分馆' });
      await south.getByRole('button', { name: '导航' }).click();
      const map = page.getByRole('dialog', { name: '打开位置' });
      await map.getByText(/打开位置：书香市图书馆城南分馆 书香市城南区南湖路88号 \(30\.245113,120\.170374\)/).waitFor();
      await page.screenshot({ path: shot('map-open-location') });
      await map.getByRole('button', { name: '‹ 返回' }).click();
      assert.equal(await south.getByRole('link', { name: '电话' }).getAttribute('href'), 'tel:0571-88000002');

      // A library's page: its week, and 室内导航 through the open tag.
      await south.getByRole('link', { name: '详情' }).click();
      await app.getByRole('heading', { name: '书香市图书馆城南分馆' }).waitFor({ timeout: 10000 });
      await app.getByRole('heading', { name: '开放时间' }).waitFor();
      await app.getByText('（今天）').waitFor();
      await page.screenshot({ path: shot('map-library') });
      await app.locator('wx-open-launch-weapp').click();
      await page
        .getByRole('dialog', { name: '打开小程序' })
        .getByText('将打开小程序 gh_4e1b2c3d5f60 的页面 pages/index/index?libcode=SXLIB-CN')
        .waitFor({ timeout: 10000 });
      await page.screenshot({ path: shot('map-indoor-launch') });
      await page.getByRole('button', { name: '返回网页' }).click();

      // A client too old for open tags: the tag reports its error and the h5 page opens instead.
      await page.getByRole('tab', { name: '用户' }).click();
      await page.getByRole('combobox', { name: '微信版本' }).selectOption('7.0.10');
      await page
        .context()
        .route('https://map.example.org/**', (route) =>
          route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>室内地图</title><h1>室内地图</h1>' }),
        );
      await openInPhone(page, '/map/detail?libcode=SXLIB-CN');
      // A new visit of the app: the page asks the phone's position again.
      await answerLocation(page, '城南分馆');
      const fallback = app.locator('.indoor-map').getByRole('button', { name: '室内导航' });
      await fallback.waitFor({ timeout: 15000 });
      await fallback.click();
      await app.getByRole('heading', { name: '室内地图' }).waitFor({ timeout: 10000 });
      const frame = page.frames().find((f) => f.url().startsWith('https://map.example.org/'));
      assert.equal(frame?.url(), 'https://map.example.org/h5/?libcode=SXLIB-CN');
      await harness.close();
    },
  ],
];
