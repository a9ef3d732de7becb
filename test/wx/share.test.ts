/**
 * Share cards (src/wx/share.ts, src/wx/shareApply.ts): what a page hands WeChat for 发送给朋友 and
 * 分享到朋友圈, that a shared link carries no session or card, and that the reader's own pages hide
 * every way of passing them on.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { config } from '../../src/config';
import { wechatConfig } from '../../src/wechatConfig';
import { findRoute, routes } from '../../src/router/routes';
import { installWx } from '../../src/wx/sdk';
import { hasNewShareApi, PRIVATE_MENU_ITEMS, shareCardFor, shareLink } from '../../src/wx/share';
import { applyShare, setPageCard } from '../../src/wx/shareApply';
import { signInAs, withHarness } from '../helpers/harness';
import { WECHAT_IOS_UA } from '../helpers/page';
import { installFakeWx } from '../helpers/wx';

const share = suite('share cards');

/** The route shown at `href`, as the Shell hands it to applyShare. */
const pageAt = (href: string) => {
  const route = findRoute(new URL(href).pathname);
  return route ? { title: route.title, private: route.private } : null;
};
/** What the Shell does after a route change. */
const show = (href: string, userAgent = WECHAT_IOS_UA) => applyShare(href, userAgent, pageAt(href));
const server = withHarness(share);

share('a shared link keeps the record it shows and drops any code, token, card number or return address', () => {
  assert.is(
    shareLink('https://lib.example/opac/detail?id=42&code=abc&state=s1&access_token=t&rdrno=SX100001'),
    'https://lib.example/opac/detail?id=42',
  );
  assert.is(shareLink('https://lib.example/?redirect_uri=%2Fbooks&debug=vconsole&openid=o1'), 'https://lib.example/');
  assert.is(
    shareLink('https://lib.example/aloud/detail?id=7&contest=3#top'),
    'https://lib.example/aloud/detail?id=7&contest=3',
  );
});

share('a page without a card of its own: its title under the library’s name, the library’s line and logo', () => {
  const card = shareCardFor('图书馆城', 'https://lib.example/map?code=x', null);
  assert.equal(card, {
    title: `图书馆城 - ${config.libraryName}`,
    desc: wechatConfig.share.description,
    link: 'https://lib.example/map',
    imgUrl: `https://lib.example${wechatConfig.share.logo}`,
  });
  assert.is(
    shareCardFor(config.libraryName, 'https://lib.example/', null).title,
    config.libraryName,
    'home: the name once',
  );
  const book = shareCardFor('图书详情', 'https://lib.example/opac/detail?id=1', {
    title: '三体',
    desc: '刘慈欣 著',
    imgUrl: '/api/covers/9787536692930',
  });
  assert.equal(
    [book.title, book.desc, book.imgUrl],
    ['三体', '刘慈欣 著', 'https://lib.example/api/covers/9787536692930'],
  );
});

share(
  'every page that shows one reader’s data or acts for them is private; the catalogue, events and content are not',
  () => {
    const titles = (wanted: boolean) =>
      routes
        .filter((r) => r.private === wanted)
        .map((r) => r.title)
        .sort();
    assert.equal(
      titles(true),
      [
        '用户中心',
        '借阅信息',
        '修改密码',
        '修改读者证信息',
        '卡证详情',
        '去晒图',
        '图书收藏',
        '图书评论',
        '图书转借',
        '我的地址',
        '我的朗读作品',
        '我的活动',
        '我的礼品',
        '我的空间预约',
        '我的读者证',
        '我要留言',
        '手机借书',
        '添加',
        '积分商城',
        '积分记录',
        '读者留言',
        '读者证二维码',
        '财经记录',
        '上传朗读作品',
        '预约预借',
      ].sort(),
    );
    for (const title of [
      '所有应用',
      '图书检索',
      '检索结果',
      '图书详情',
      '活动报名',
      '活动详情',
      '空间预约',
      '读者证',
      '朗读作品',
    ])
      assert.ok(titles(false).includes(title), `${title} may be shared`);
  },
);

share('clients before WeChat 6.7.2 take the old share calls', () => {
  assert.ok(hasNewShareApi(WECHAT_IOS_UA));
  assert.not.ok(hasNewShareApi('Mozilla/5.0 (iPhone) MicroMessenger/6.6.7(0x16060728) NetType/WIFI'));
  assert.ok(hasNewShareApi('Mozilla/5.0 (Linux; Android 10) MicroMessenger/6.7.2.1340(0x26070237)'));
  assert.ok(hasNewShareApi('Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.47.2560(0x28002F35)'));
});

/** The JS-SDK calls a page made, in order: [api, args]. */
function recordingWx() {
  const calls: [string, Record<string, unknown>][] = [];
  const record =
    (api: string) =>
    ({ success, fail: _fail, cancel: _cancel, ...args }: Record<string, unknown> & { success?: () => void }) => {
      calls.push([api, args]);
      success?.();
    };
  installFakeWx(
    Object.fromEntries(
      [
        'updateAppMessageShareData',
        'updateTimelineShareData',
        'hideMenuItems',
        'showMenuItems',
        'onMenuShareAppMessage',
        'onMenuShareTimeline',
      ].map((api) => [api, record(api)]),
    ),
  );
  return calls;
}

share('each page sets its card; a private page hides sharing, and the next page shows it again', async () => {
  const calls = recordingWx();
  await signInAs(server, 'reader');
  calls.length = 0;
  const book = `${server.url}/opac/detail?id=5&code=c1&state=s1`;
  setPageCard(book, { title: '三体', desc: '刘慈欣 著', imgUrl: '/api/covers/1' });
  await show(book);
  const card = {
    title: '三体',
    desc: '刘慈欣 著',
    link: `${server.url}/opac/detail?id=5`,
    imgUrl: `${server.url}/api/covers/1`,
  };
  assert.equal(calls, [
    ['updateAppMessageShareData', card],
    ['updateTimelineShareData', { title: card.title, link: card.link, imgUrl: card.imgUrl }],
  ]);
  calls.length = 0;
  await show(`${server.url}/rdrnos/qrcode`);
  assert.equal(calls, [['hideMenuItems', { menuList: [...PRIVATE_MENU_ITEMS] }]], 'nothing to share from the QR page');
  calls.length = 0;
  await show(`${server.url}/qqmap`);
  assert.equal(
    calls.map(([api]) => api),
    ['showMenuItems', 'updateAppMessageShareData', 'updateTimelineShareData'],
  );
  assert.is(calls[1][1].title, `图书馆城 - ${config.libraryName}`);
  calls.length = 0;
  await show(`${server.url}/no/such/page?id=3`);
  assert.equal(
    calls[0],
    [
      'updateAppMessageShareData',
      {
        title: config.libraryName,
        desc: wechatConfig.share.description,
        link: `${server.url}/`,
        imgUrl: `${server.url}${wechatConfig.share.logo}`,
      },
    ],
    'an address the app does not have: home is shared instead',
  );
  setPageCard(book, null);
  installWx(null);
});

share('two pages in quick succession: only the page shown last sets its card', async () => {
  const calls = recordingWx();
  await signInAs(server, 'reader');
  calls.length = 0;
  const first = show(`${server.url}/qqmap`);
  const second = show(`${server.url}/notice`);
  await Promise.all([first, second]);
  assert.equal(
    calls.map(([api, args]) => `${api} ${args.link}`),
    [`updateAppMessageShareData ${server.url}/notice`, `updateTimelineShareData ${server.url}/notice`],
  );
  installWx(null);
});

share('an older client: the card goes to the old share calls', async () => {
  const calls = recordingWx();
  await signInAs(server, 'reader');
  calls.length = 0;
  await show(`${server.url}/qqmap`, 'Mozilla/5.0 (iPhone) MicroMessenger/6.6.7(0x16060728)');
  assert.equal(
    calls.map(([api]) => api),
    ['onMenuShareAppMessage', 'onMenuShareTimeline'],
  );
  installWx(null);
});

share.run();
