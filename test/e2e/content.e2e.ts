/**
 * What the library publishes, as a reader sees it: a notice opened from home (its body sanitized:
 * nothing it carries runs or covers the app, an in-app link stays in the app, another site asks
 * first), the seeded hostile article harmless, the service guide read outside WeChat, and an
 * e-resource left for after confirming.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openAs, phone } from './browser';
import type { Scenario } from './types';

const NOTICE = '【测试】寒假开放时间调整';
/** Everything an editor's tool could let through, and the legitimate parts around it. */
const HOSTILE = [
  '<p>寒假期间开放时间调整如下。</p>',
  '<script>window.__pwned = 1</script>',
  '<img src="/nowhere.png" onerror="window.__pwned = 2">',
  '<p onclick="window.__pwned = 3">点击这里</p>',
  '<a href="javascript:window.__pwned = 4">坏链接</a>',
  '<div style="position:fixed;inset:0;z-index:9999;background:red" class="ui-fab" id="root">遮罩</div>',
  '<iframe src="/"></iframe><form action="/"><input name="pw"></form>',
  '<table bgcolor="#ffffff"><tr><td><font color="#333333">深色模式里看不清的字</font></td></tr></table>',
  '<p><a href="/opac/index">去检索</a> <a href="https://cnki.example.org/">中国知网</a></p>',
].join('');

/** Nothing of the article's markup runs, styles or colours itself, or frames anything. */
async function assertHarmless(page: Page): Promise<void> {
  const body = page.locator('.rich-text');
  await body.waitFor();
  const found = await body.evaluate((el) => ({
    dangerous: el.querySelectorAll('script, iframe, form, input, style, [style], [class], [id], [color], [bgcolor]')
      .length,
    handlers: [...el.querySelectorAll('*')].filter((n) => [...n.attributes].some((a) => a.name.startsWith('on')))
      .length,
    scriptLinks: [...el.querySelectorAll('a')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? ''))
      .length,
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
  }));
  assert.deepEqual(found, { dangerous: 0, handlers: 0, scriptLinks: 0, pwned: null });
}

export const contentScenarios: Scenario[] = [
  [
    '通知公告: a notice opened from home is harmless; its in-app link stays in the app, another site asks first',
    async ({ browser, baseUrl, shot }) => {
      const published = await (
        await fetch(`${baseUrl}/__harness/api/notices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ title: NOTICE, html: HOSTILE, pinned: true }),
        })
      ).json();
      const id = published.data.id as number;
      try {
        const { context, page } = await openAs(browser, baseUrl, 'reader', '/', '书香市图书馆');
        const latest = page.getByRole('region', { name: '通知公告' });
        await latest.getByRole('link', { name: new RegExp(NOTICE.replace(/[【】]/g, '.')) }).click();
        await page.waitForURL((url) => url.pathname === '/banner_article' && url.search === `?id=${id}`);
        await page.getByRole('heading', { name: NOTICE }).waitFor({ timeout: 10000 });
        assert.equal(await page.title(), '详情');
        await assertHarmless(page);
        await page.screenshot({ path: shot('notice-hostile'), fullPage: true });

        // A javascript: link leads nowhere; another site asks first (and 留在本页 stays).
        await page.getByText('坏链接').click();
        await page.getByRole('link', { name: '中国知网' }).click();
        const leave = page.getByRole('dialog').filter({ hasText: '即将离开本应用' });
        await leave.getByText('cnki.example.org').waitFor();
        await leave.getByRole('button', { name: '留在本页' }).click();
        assert.equal(new URL(page.url()).pathname, '/banner_article');

        // An in-app link opens through the router: the page is not loaded again.
        await page.evaluate(() => {
          (window as unknown as { __samePage?: boolean }).__samePage = true;
        });
        await page.getByRole('link', { name: '去检索' }).click();
        await page.waitForURL((url) => url.pathname === '/opac/index');
        assert.equal(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), true);

        await page.goto(`${baseUrl}/notice`);
        const first = page.locator('.notice-row').first();
        await first.getByText(NOTICE).waitFor({ timeout: 10000 });
        await first.getByText('置顶').waitFor();
        await page.screenshot({ path: shot('notices') });
        await context.close();
      } finally {
        await fetch(`${baseUrl}/__harness/api/notices/${id}/withdraw`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
      }
    },
  ],
  [
    '详情: the seeded article with a script, an onerror picture and a javascript: link renders harmless, its pictures fitted to the phone',
    async ({ browser, baseUrl, shot }) => {
      // The banner whose article carries a <script> (found through the public content API).
      const banners = (await (await fetch(`${baseUrl}/api/v1/content/banners`)).json()).data as {
        articleid: number | null;
      }[];
      let hostile = 0;
      for (const banner of banners) {
        if (!banner.articleid) continue;
        const article = (await (await fetch(`${baseUrl}/api/v1/content/article?id=${banner.articleid}`)).json()).data;
        if (/<script/i.test(article.html)) hostile = banner.articleid;
      }
      assert.ok(hostile, 'a seeded banner article carries a script');
      const { context, page } = await openAs(browser, baseUrl, 'reader', `/banner_article?id=${hostile}`, '详情');
      await assertHarmless(page);
      const pictures = page.locator('.rich-text img');
      assert.ok((await pictures.count()) > 0);
      for (const img of await pictures.all()) {
        assert.equal(await img.getAttribute('loading'), 'lazy');
        const box = await img.boundingBox();
        assert.ok(!box || box.width <= 390, `a picture ${box?.width}px wide on a 390px phone`);
      }
      await page.screenshot({ path: shot('article-hostile'), fullPage: true });
      await context.close();
    },
  ],
  [
    '服务指南 outside WeChat: readable without start-up, no danger banner, no tab bar; an entry opens 指南详情',
    async ({ browser, baseUrl, shot }) => {
      const context = await phone(browser, baseUrl, { wechat: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/sguide`);
      await page.getByRole('heading', { name: '书香市图书馆服务指南' }).waitFor({ timeout: 15000 });
      assert.equal(await page.title(), '服务指南');
      await page.getByRole('heading', { name: '开放时间' }).waitFor();
      assert.equal(await page.getByText('请在微信客户端内打开').count(), 0);
      assert.equal(await page.locator('nav').filter({ hasText: '个人中心' }).count(), 0);
      await page.screenshot({ path: shot('guide-outside-wechat'), fullPage: true });
      await page.locator('.guide-entry').first().click();
      await page.waitForURL((url) => url.pathname === '/sguide/detail');
      await page.waitForFunction(() => document.title === '指南详情');
      await page.locator('.rich-text').waitFor({ timeout: 10000 });
      assert.ok(((await page.locator('.rich-text').innerText()) ?? '').length > 20);
      await page.screenshot({ path: shot('guide-entry'), fullPage: true });
      await context.close();
    },
  ],
  [
    '电子资源: by category with how to get in; 进入 leaves the app only after 继续访问',
    async ({ browser, baseUrl, shot }) => {
      const { context, page } = await openAs(browser, baseUrl, 'reader', '/e-resources', '电子资源');
      const card = page.locator('.eres-card').first();
      await card.waitFor({ timeout: 10000 });
      await page.getByText('凭读者证登录').first().waitFor();
      await page.screenshot({ path: shot('e-resources'), fullPage: true });
      const name = await card.locator('h3').innerText();
      await context.route(/https:\/\/[a-z0-9.-]+\.example\.org\/.*/, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>资源</title><h1>资源站点</h1>' }),
      );
      await card.getByRole('button', { name: '进入' }).click();
      const leave = page.getByRole('dialog').filter({ hasText: '即将离开本应用' });
      await leave.getByText(name).waitFor();
      await leave.getByRole('button', { name: '留在本页' }).click();
      assert.equal(new URL(page.url()).pathname, '/e-resources');
      await card.getByRole('button', { name: '进入' }).click();
      await leave.getByRole('button', { name: '继续访问' }).click();
      await page.getByRole('heading', { name: '资源站点' }).waitFor({ timeout: 10000 });
      assert.match(page.url(), /^https:\/\/[a-z0-9.-]+\.example\.org\//);
      await context.close();
    },
  ],
];
