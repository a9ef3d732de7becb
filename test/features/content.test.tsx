/**
 * 通知公告, 详情, 服务指南, 指南详情, 电子资源 and home's banners and notices as a reader sees them,
 * against the harness's published content. (Sanitizing is tested in Chromium: happy-dom cannot
 * run DOMPurify safely; test/e2e/content.e2e.ts.)
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ArticleScreen from '../../src/features/content/ArticleScreen';
import EResourcesScreen from '../../src/features/content/EResourcesScreen';
import GuideDetailScreen from '../../src/features/content/GuideDetailScreen';
import GuideScreen from '../../src/features/content/GuideScreen';
import HomeNews from '../../src/features/content/HomeNews';
import { HomeBanners } from '../../src/home/HomeScreen';
import { BANNER_CACHE_KEY } from '../../src/home/banners';
import { storage } from '../../src/lib/storage';
import NoticesScreen from '../../src/features/content/NoticesScreen';
import { ContentStore } from '../../src/features/content/ContentStore';
import { getCookie } from '../../src/lib/cookie';
import { allByText, byText, click, DESKTOP_UA, makeRoot, render, text, waitFor } from '../helpers/page';
import { bootAt, control, freshPage, signInAs, withHarness } from '../helpers/harness';

const Content = suite('published content against the harness');
const server = withHarness(Content);

const noticeTitles = () =>
  server.db
    .prepare(
      "SELECT title FROM articles WHERE kind = 'notice' AND withdrawn = 0 ORDER BY pinned DESC, published_at DESC, id DESC",
    )
    .pluck()
    .all() as string[];
const articleId = (title: string) =>
  server.db.prepare('SELECT id FROM articles WHERE title = ?').pluck().get(title) as number;

Content('通知公告: pinned first with 置顶, then newest; a notice opens its 详情', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<NoticesScreen />, root, '/notice');
  await waitFor(() => page.container.querySelectorAll('.notice-row').length >= 10);
  const rows = [...page.container.querySelectorAll('.notice-row')];
  assert.equal(
    rows.map((row) => row.querySelector('.notice-title')?.textContent?.replace(/^置顶/, '')),
    noticeTitles().slice(0, rows.length),
  );
  assert.equal(
    rows.map((row) => !!row.querySelector('.notice-pin')),
    rows.map((_, i) => i < 2),
  );
  await click(rows[2]);
  assert.is(page.location(), `/banner_article?id=${articleId(noticeTitles()[2])}`);
  await page.unmount();
});

Content(
  '详情: the title, who published it and when, the reads, the body; a missing or withdrawn one says so',
  async () => {
    const { root } = await signInAs(server, 'reader');
    const title = noticeTitles()[3];
    const id = articleId(title);
    const page = await render(<ArticleScreen />, root, `/banner_article?id=${id}`);
    await waitFor(() => !!page.container.querySelector('.rich-text')?.textContent);
    assert.is(byText(page.container, title, 'h1').tagName, 'H1');
    const row = server.db.prepare('SELECT source, published_at, readcount FROM articles WHERE id = ?').get(id) as {
      source: string;
      published_at: number;
      readcount: number;
    };
    assert.ok(row.source, 'the seeded notice names who published it');
    const day = new Date(row.published_at + 8 * 3600_000).toISOString().slice(0, 10);
    // Opening it counts one more read.
    assert.match(
      text(page.container.querySelector('.article-meta')!),
      new RegExp(`^${row.source}\\s*${day}\\s*阅读 ${row.readcount}$`),
    );
    await page.unmount();

    const none = await render(<ArticleScreen />, root, '/banner_article');
    assert.ok(byText(none.container, '文章不存在'));
    await click(byText(none.container, '返回通知公告', 'button'));
    assert.is(none.location(), '/notice');
    await none.unmount();

    await control(server, `/notices/${id}/withdraw`);
    try {
      const gone = await render(<ArticleScreen />, makeRoot().root, `/banner_article?id=${id}`);
      // A withdrawn notice (a stale link): one calm panel with the way back, no 重试.
      await waitFor(() => text(gone.container).includes('文章不存在或已下线'));
      assert.ok(gone.container.querySelector('[data-missing]'));
      const actions = [...gone.container.querySelectorAll('button, a')].map((el) => text(el));
      assert.equal(actions, ['返回通知公告']);
      await click(byText(gone.container, '返回通知公告', 'button'));
      assert.is(gone.location(), '/notice');
      await gone.unmount();
    } finally {
      await control(server, `/notices/${id}/restore`);
    }
  },
);

Content('/usa: the reader service agreement', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const page = await render(<ArticleScreen />, root, '/usa');
  await waitFor(() => !!page.container.querySelector('h1'));
  assert.is(text(page.container.querySelector('h1')!), '读者服务协议');
  assert.ok(text(page.container).includes('个人信息'));
  await page.unmount();
});

Content('服务指南 outside WeChat: no start-up, no token, the guide by category; an entry opens 指南详情', async () => {
  freshPage(server, '/sguide');
  const { root, env } = await bootAt(`${server.url}/sguide`, DESKTOP_UA);
  assert.not.ok(getCookie('token'), 'no login');
  assert.equal(env.redirects, []);
  const page = await render(<GuideScreen />, root, '/sguide');
  await waitFor(() => page.container.querySelectorAll('.guide-category').length === 5);
  assert.equal(
    [...page.container.querySelectorAll('.guide-category h2')].map((h) => h.textContent),
    ['开放时间', '办证须知', '借阅规则', '违约处理', '馆舍设施'],
  );
  await click(byText(page.container, '过期罚款', '.guide-entry-title'));
  assert.is(page.location(), `/sguide/detail?id=${articleId('过期罚款')}`);
  await page.unmount();
});

Content(
  '指南详情: its category above; a link to the guide stays in the page, one to the rest of the app loads it afresh',
  async () => {
    freshPage(server, '/sguide');
    const { root, env } = await bootAt(`${server.url}/sguide`, DESKTOP_UA);
    const guide = await render(<GuideScreen />, root, '/sguide');
    await waitFor(() => guideLoaded(guide.container));
    await guide.unmount();

    const page = await render(<GuideDetailScreen />, root, `/sguide/detail?id=${articleId('如何办理读者证')}`);
    await waitFor(() => !!page.container.querySelector('.rich-text a'));
    assert.equal(
      [...page.container.querySelectorAll('.guide-crumbs a, .guide-crumbs span')].map((el) => el.textContent),
      ['服务指南', '办证须知'],
    );
    await click(byText(page.container, '《读者服务协议》', 'a'));
    assert.equal(env.redirects, ['/usa'], 'the rest of the app: loaded afresh, start-up runs');
    await page.unmount();

    const rules = await render(<GuideDetailScreen />, root, `/sguide/detail?id=${articleId('借书与还书')}`);
    await waitFor(() => !!rules.container.querySelector('.rich-text a'));
    await click(byText(rules.container, '办证须知', '.rich-text a'));
    assert.is(rules.location(), '/sguide');
    assert.equal(env.redirects, ['/usa']);
    await rules.unmount();

    // An entry that does not exist: the calm panel and 返回服务指南, nothing else to press.
    const gone = await render(<GuideDetailScreen />, root, '/sguide/detail?id=999999');
    await waitFor(() => !!gone.container.querySelector('[data-missing]'));
    assert.ok(text(gone.container).includes('文章不存在或已下线'));
    assert.equal(
      [...gone.container.querySelectorAll('button, a')].map((el) => text(el)),
      ['返回服务指南'],
    );
    await gone.unmount();
  },
);

function guideLoaded(container: Element): boolean {
  return container.querySelectorAll('.guide-category').length === 5;
}

Content(
  '电子资源: by category, the access and how to get in, the card number where it logs in; 进入 asks first',
  async () => {
    const { root, env } = await signInAs(server, 'reader');
    const page = await render(<EResourcesScreen />, root, '/e-resources');
    await waitFor(() => page.container.querySelectorAll('.eres-card').length >= 10);
    assert.equal(
      [...page.container.querySelectorAll('.eres-category > h2')].map((h) => h.textContent),
      ['中文数据库', '外文数据库', '电子图书', '有声与视频'],
    );
    const cnki = page.container.querySelector('.eres-card')!;
    assert.ok(text(cnki).includes('凭读者证登录'));
    assert.ok(text(cnki).includes('我的读者证号SX100001'));
    const free = [...page.container.querySelectorAll('.eres-card')].find((card) => text(card).includes('免费开放'))!;
    assert.not.ok(text(free).includes('我的读者证号'));

    env.confirmAnswer = false;
    await click(byText(cnki, '进入', 'button'));
    assert.is(env.confirms.at(-1)?.title, '即将离开本应用');
    assert.ok(env.confirms.at(-1)?.content.includes('cnki.example.org'));
    assert.equal(env.redirects, []);
    env.confirmAnswer = true;
    await click(byText(cnki, '进入', 'button'));
    assert.equal(env.redirects, ['https://cnki.example.org/']);
    await page.unmount();
  },
);

Content(
  'home: the banners, each opening its article or an in-app page, with its title, in the room kept for them; the list kept',
  async () => {
    const { root } = await signInAs(server, 'reader');
    storage.remove(BANNER_CACHE_KEY);
    const page = await render(<HomeBanners />, root, '/');
    assert.ok(page.container.querySelector('.home-banners--room'), 'the room, until the banners answer');
    await waitFor(() => page.container.querySelectorAll('.home-banner').length === 4);
    assert.is(page.container.querySelector('.home-banners--room'), null);
    const links = [...page.container.querySelectorAll('.home-banner')].map((a) => a.getAttribute('href'));
    assert.match(links[0] ?? '', /^\/banner_article\?id=\d+$/);
    assert.is(links[1], '/aloud/index');
    assert.is(links[3], '/events/detail?id=1012');
    const titles = [...page.container.querySelectorAll('.home-banner-caption')].map((c) => c.textContent);
    assert.equal(
      titles,
      (storage.getJSON<{ title: string }[]>(BANNER_CACHE_KEY) ?? []).map((b) => b.title),
    );
    assert.is(titles.length, 4);
    await page.unmount();
  },
);

Content('home: the three latest notices and 更多; none published, no section', async () => {
  const { root } = await signInAs(server, 'reader');
  const page = await render(<HomeNews />, root, '/');
  await waitFor(() => page.container.querySelectorAll('.home-news-title').length === 3);
  assert.equal(
    [...page.container.querySelectorAll('.home-news-title')].map((t) => t.textContent),
    noticeTitles().slice(0, 3),
  );
  await click(byText(page.container, '更多', 'a'));
  assert.is(page.location(), '/notice');
  await page.unmount();

  const shown = server.db.prepare("SELECT id FROM articles WHERE kind = 'notice' AND withdrawn = 0").pluck().all();
  for (const id of shown) await control(server, `/notices/${id}/withdraw`);
  try {
    const { root: other } = makeRoot();
    const empty = await render(<HomeNews />, other, '/');
    await waitFor(() => other.feature(ContentStore).notices.status === 'ready');
    assert.is(allByText(empty.container, '通知公告').length, 0);
    assert.is(empty.container.textContent, '');
    await empty.unmount();
  } finally {
    for (const id of shown) await control(server, `/notices/${id}/restore`);
  }
});

Content('home: notices that could not be loaded say so with 重试, which brings them', async () => {
  const { root } = await signInAs(server, 'reader');
  server.state.faults = { endpoints: { '/v1/content/notices': { failureRate: 1 } } };
  try {
    const page = await render(<HomeNews />, root, '/');
    await waitFor(() => text(page.container).includes('通知公告加载失败'));
    assert.ok(page.container.querySelector('[role="alert"]'));
    server.state.faults = {};
    await click(byText(page.container, '重试', 'button'));
    await waitFor(() => page.container.querySelectorAll('.home-news-title').length === 3);
    assert.not.ok(text(page.container).includes('加载失败'));
    await page.unmount();
  } finally {
    server.state.faults = {};
  }
});

Content.run();
