/**
 * Share cards and the ··· menu's items as the emulated client remembers them, per document: set
 * through the real JS-SDK (new and old APIs), refused for a foreign link, hidden and shown again,
 * kept across an SPA route change, forgotten by a new document, and readable through the
 * control API (GET /__harness/api/share).
 */
import * as assert from 'uvu/assert';
import { configure, control, jssdkSuite, type JsSdkCtx, openPage, type Page, plain } from './jssdk-page.js';

const Share = jssdkSuite('jssdk: share cards and hidden menu items');
Share.before.each(async ({ client }) => {
  await control(client, 'DELETE', 'share');
});

const SHARE_APIS = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
];

interface Sharing {
  snapshot(): Record<string, any>;
  share(kind: 'appMessage' | 'timeline'): Promise<Record<string, any> | null>;
}

const sharing = (page: Page) =>
  (page.window as unknown as { __harnessBridge: { sharing: Sharing } }).__harnessBridge.sharing;

/** The bridge's state, copied out of the page's realm. */
const snapshot = (page: Page) => plain(sharing(page).snapshot());

async function phone(ctx: JsSdkCtx, path = '/books/detail?id=1'): Promise<Page> {
  const page = openPage(ctx.server.url, path, { device: 'android' });
  page.window.document.title = '图书详情';
  assert.is(await configure(ctx.client, page, { jsApiList: SHARE_APIS }), 'ready');
  return page;
}

/** The control API's view once `match` holds (the bridge reports fire-and-forget). */
async function reported(ctx: JsSdkCtx, match: (data: Record<string, any>) => boolean): Promise<Record<string, any>> {
  let data: Record<string, any> = {};
  for (let attempt = 0; attempt < 40; attempt += 1) {
    data = (await control(ctx.client, 'GET', 'share')).data;
    if (match(data)) return data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return data;
}

Share('a page sets both cards; the client shares them and the control API shows them', async (ctx) => {
  const page = await phone(ctx);
  const link = `${ctx.server.url}/books/detail?id=1`;
  assert.equal(
    await page.call('updateAppMessageShareData', { title: '活着', desc: '余华 著', link, imgUrl: '/covers/1.jpg' }),
    ['success', { errMsg: 'updateAppMessageShareData:ok' }],
  );
  assert.equal(await page.call('updateTimelineShareData', { title: '活着 - 余华', link, imgUrl: '/covers/1.jpg' }), [
    'success',
    { errMsg: 'updateTimelineShareData:ok' },
  ]);
  const cover = `${ctx.server.url}/covers/1.jpg`;
  assert.equal(plain(await sharing(page).share('appMessage')), {
    title: '活着',
    desc: '余华 著',
    link,
    imgUrl: cover,
    kind: 'appMessage',
    source: 'api',
  });
  assert.equal(plain(await sharing(page).share('timeline')), {
    desc: '',
    title: '活着 - 余华',
    link,
    imgUrl: cover,
    kind: 'timeline',
    source: 'api',
  });
  const data = await reported(ctx, (d) => d.timeline !== null);
  assert.equal(data.appMessage, { title: '活着', desc: '余华 著', link, imgUrl: cover });
  assert.equal(data.timeline, { title: '活着 - 余华', link, imgUrl: cover });
  assert.is(data.pageUrl, link);
  assert.equal(data.menu, { appMessage: true, timeline: true, copyUrl: true, openWithSafari: true });
  await page.close();
});

Share('a link on another domain is refused and the card stays as it was', async (ctx) => {
  const page = await phone(ctx);
  const [outcome, res] = await page.call('updateAppMessageShareData', {
    title: '别处',
    desc: '',
    link: 'https://example.com/books/1',
    imgUrl: '',
  });
  assert.is(outcome, 'fail');
  assert.match(res.errMsg, /^updateAppMessageShareData:fail/);
  assert.is(snapshot(page).appMessage, null);
  // Nothing set: the client shares the bare link (the page's title and URL, no picture).
  assert.equal(plain(await sharing(page).share('appMessage')), {
    kind: 'appMessage',
    source: 'bare',
    title: '图书详情',
    desc: `${ctx.server.url}/books/detail?id=1`,
    link: `${ctx.server.url}/books/detail?id=1`,
    imgUrl: '',
  });
  await page.close();
});

Share('hideMenuItems / hideAllNonBaseMenuItem hide, the show calls restore', async (ctx) => {
  const page = await phone(ctx);
  const items = ['menuItem:share:appMessage', 'menuItem:copyUrl'];
  assert.equal(await page.call('hideMenuItems', { menuList: items }), ['success', { errMsg: 'hideMenuItems:ok' }]);
  assert.equal(snapshot(page).hiddenMenuItems, [...items].sort());
  assert.is(await sharing(page).share('appMessage'), null);
  assert.ok(await sharing(page).share('timeline'));
  let data = await reported(ctx, (d) => d.hiddenMenuItems.length === 2);
  assert.equal(data.menu, { appMessage: false, timeline: true, copyUrl: false, openWithSafari: true });
  await page.call('showMenuItems', { menuList: ['menuItem:share:appMessage'] });
  assert.equal(snapshot(page).hiddenMenuItems, ['menuItem:copyUrl']);
  await page.call('hideAllNonBaseMenuItem');
  const hidden = snapshot(page).hiddenMenuItems as string[];
  assert.ok(hidden.includes('menuItem:share:timeline') && hidden.includes('menuItem:openWithSafari'));
  assert.not.ok(hidden.includes('menuItem:refresh'));
  data = await reported(ctx, (d) => !d.menu.timeline);
  assert.equal(data.menu, { appMessage: false, timeline: false, copyUrl: false, openWithSafari: false });
  await page.call('showAllNonBaseMenuItem');
  assert.equal(snapshot(page).hiddenMenuItems, []);
  data = await reported(ctx, (d) => d.hiddenMenuItems.length === 0);
  assert.ok(data.menu.appMessage && data.menu.copyUrl);
  // hideOptionMenu takes the ··· button away: nothing is offered until showOptionMenu.
  assert.equal(await page.call('hideOptionMenu'), ['success', { errMsg: 'hideOptionMenu:ok' }]);
  assert.is(await sharing(page).share('timeline'), null);
  data = await reported(ctx, (d) => d.optionMenuHidden);
  assert.equal(data.menu, { appMessage: false, timeline: false, copyUrl: false, openWithSafari: false });
  await page.call('showOptionMenu');
  assert.ok(await sharing(page).share('timeline'));
  assert.is((await reported(ctx, (d) => !d.optionMenuHidden)).menu.timeline, true);
  await page.close();
});

Share('an SPA route change keeps the set-up; a new document starts without it', async (ctx) => {
  const page = await phone(ctx);
  await page.call('updateAppMessageShareData', { title: '活着', desc: '', link: '', imgUrl: '' });
  await page.call('hideMenuItems', { menuList: ['menuItem:copyUrl'] });
  page.window.history.pushState({}, '', '/readercard/qrcode');
  const kept = snapshot(page);
  assert.is(kept.appMessage.title, '活着');
  // No link given: the page's URL when the card was set.
  assert.is(kept.appMessage.link, `${ctx.server.url}/books/detail?id=1`);
  assert.equal(kept.hiddenMenuItems, ['menuItem:copyUrl']);
  await reported(ctx, (d) => d.hiddenMenuItems.length === 1);
  await page.close();
  const next = openPage(ctx.server.url, '/notice/list', { device: 'ios' });
  const fresh = snapshot(next);
  assert.equal([fresh.appMessage, fresh.timeline, fresh.hiddenMenuItems], [null, null, []]);
  const data = await reported(ctx, (d) => d.pageUrl.endsWith('/notice/list'));
  assert.equal([data.appMessage, data.hiddenMenuItems, data.menu.appMessage], [null, [], true]);
  await next.close();
});

Share('old onMenuShareAppMessage: the listener hands over its card when the person shares', async (ctx) => {
  const page = await phone(ctx);
  const link = `${ctx.server.url}/aloud/work?id=7`;
  const shared = page.run<string>((wx, done) =>
    wx.onMenuShareAppMessage({ title: '春晓', desc: '为我投票', link, imgUrl: '', success: () => done('shared') }),
  );
  assert.equal(snapshot(page).legacy, ['appMessage']);
  const card = plain(await sharing(page).share('appMessage'));
  assert.equal(card, { title: '春晓', desc: '为我投票', link, imgUrl: '', kind: 'appMessage', source: 'legacy' });
  assert.is(await shared, 'shared');
  // A later updateAppMessageShareData wins again.
  await page.call('updateAppMessageShareData', { title: '新', desc: '', link, imgUrl: '' });
  assert.is((await sharing(page).share('appMessage'))?.source, 'api');
  assert.is((await reported(ctx, (d) => d.appMessage?.title === '新')).appMessage.title, '新');
  await page.close();
});

Share('the control API refuses a malformed report in Chinese and keeps the state', async (ctx) => {
  const report = {
    pageUrl: `${ctx.server.url}/wxloan`,
    documentId: 'test-document',
    seq: 2,
    appMessage: null,
    timeline: { title: '借阅', link: `${ctx.server.url}/wxloan`, imgUrl: '' },
    legacy: [],
    hiddenMenuItems: ['menuItem:copyUrl'],
    optionMenuHidden: false,
  };
  const before = (await control(ctx.client, 'POST', 'share', report)).data;
  assert.equal(before.menu, { appMessage: true, timeline: true, copyUrl: false, openWithSafari: true });
  for (const body of [
    {},
    { pageUrl: 1 },
    { ...report, appMessage: 'x' },
    { ...report, legacy: ['qq'] },
    { ...report, seq: -1 },
  ]) {
    const answer = await control(ctx.client, 'POST', 'share', body);
    assert.is(answer.code, 0);
    assert.is(answer.message, '分享状态格式错误');
  }
  assert.equal((await control(ctx.client, 'GET', 'share')).data, before);
  // A late report of the same document's earlier state changes nothing.
  const late = await control(ctx.client, 'POST', 'share', { ...report, seq: 1, hiddenMenuItems: [] });
  assert.equal([late.code, late.message], [1, '已忽略较早的状态']);
  assert.equal((await control(ctx.client, 'GET', 'share')).data, before);
});

Share.run();
