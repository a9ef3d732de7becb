/**
 * The share card each screen with a record hands WeChat (发送给朋友, 分享到朋友圈), against the
 * harness's seeded records: what the sharer's friend sees in the chat bubble (title, line,
 * picture) and the link they open (the page's public address, without the sharer's code, state or
 * card number); the page's default card once the screen is gone.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { coverSrc } from '../../src/components/ui/Cover';
import { config } from '../../src/config';
import { wechatConfig } from '../../src/wechatConfig';
import AloudScreen from '../../src/features/aloud/AloudScreen';
import WorkScreen from '../../src/features/aloud/WorkScreen';
import BookScreen from '../../src/features/catalogue/BookScreen';
import ArticleScreen from '../../src/features/content/ArticleScreen';
import GuideDetailScreen from '../../src/features/content/GuideDetailScreen';
import LibraryScreen from '../../src/features/map/LibraryScreen';
import PhotoDetailScreen from '../../src/features/photos/PhotoDetailScreen';
import { findRoute } from '../../src/router/routes';
import type { ShareCard } from '../../src/wx/share';
import { cardForPage } from '../../src/wx/shareApply';
import { signInAs, withHarness } from '../helpers/harness';
import { byText, click, type FakeEnv, type Rendered, render, text, unmountAll, waitFor } from '../helpers/page';
import { installFakeWx } from '../helpers/wx';

const Cards = suite('share cards of the screens against the harness');
const server = withHarness(Cards);
Cards.after.each(unmountAll);

/** What the sharer's own address carries and a shared link must not: their code, state and card. */
const PRIVATE_TAIL = 'code=abc&state=s1&rdrno=SX100001';
const withPrivateTail = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${PRIVATE_TAIL}`;

/** The card WeChat is handed on the page a screen shows, as the Shell applies it (route table's title). */
function sharing(page: Rendered, env: FakeEnv) {
  const href = new URL(page.location(), env.href()).href;
  const route = findRoute(new URL(href).pathname);
  assert.ok(route, `${href} is in the route table`);
  assert.not.ok(route.private, `${route.title} may be shared`);
  const shown = { title: route.title, private: route.private };
  /** The page's default card: its title under the library's name, the library's line and logo. */
  const fallback = (link: string): ShareCard => ({
    title: `${route.title} - ${config.libraryName}`,
    desc: wechatConfig.share.description,
    link,
    imgUrl: `${server.url}${wechatConfig.share.logo}`,
  });
  return { card: () => cardForPage(href, shown), fallback };
}

/** Waits for the screen's own card (no longer the page's default) and checks it is `expected`. */
async function expectCard(page: Rendered, env: FakeEnv, expected: ShareCard) {
  const { card } = sharing(page, env);
  await waitFor(() => card()?.title === expected.title, 5000, `the card titled ${expected.title}`);
  assert.equal(card(), expected);
  const params = new URL(card()!.link).searchParams;
  for (const name of ['code', 'state', 'rdrno']) assert.not.ok(params.has(name), `the shared link carries no ${name}`);
  assert.not.ok(card()!.link.includes('SX100001'), 'nor the sharer’s card number');
  return { card };
}

/** Unmounts the screen; its card goes, and the page shares its default card. */
async function expectDefaultAfter(page: Rendered, env: FakeEnv, link: string) {
  const { card, fallback } = sharing(page, env);
  await page.unmount();
  await waitFor(() => card()?.title === fallback(link).title, 5000, 'the page’s default card');
  assert.equal(card(), fallback(link));
  assert.ok(/\.(png|jpe?g)$/i.test(wechatConfig.share.logo), 'the logo is a picture WeChat shows (no SVG)');
}

/** Lets a screen that would set a card do so (the card is set through a lazy import). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const one = <T,>(sql: string, ...args: unknown[]) => server.db.prepare(sql).get(...args) as T;

Cards('图书详情: 《书名》, author and publisher, the cover; the link names the record only', async () => {
  const book = one<{ bookrecno: number; title: string; author: string; publisher: string; isbn: string }>(
    "SELECT bookrecno, title, author, publisher, isbn FROM books WHERE isbn <> '' AND author <> '' AND publisher <> '' ORDER BY bookrecno LIMIT 1",
  );
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<BookScreen />, root, withPrivateTail(`/opac/detail?bookrecno=${book.bookrecno}`));
  await waitFor(() => text(page.container).includes(book.title));
  const link = `${server.url}/opac/detail?bookrecno=${book.bookrecno}`;
  await expectCard(page, env, {
    title: `《${book.title}》`,
    desc: `${book.author} / ${book.publisher}`,
    link,
    imgUrl: `${server.url}${coverSrc(book.isbn)}`,
  });
  await expectDefaultAfter(page, env, link);
});

Cards('朗读作品: the reader’s masked name and the title, the contest and 为我投票; the logo', async () => {
  const work = one<{ id: number; title: string }>(
    "SELECT id, title FROM works WHERE name = '王建国' AND title = '《乡愁》'",
  );
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<WorkScreen />, root, withPrivateTail(`/alouddetail?id=${work.id}`));
  await waitFor(() => text(page.container).includes('王**'));
  const link = `${server.url}/alouddetail?id=${work.id}`;
  const { card } = await expectCard(page, env, {
    title: '王**朗读《乡愁》',
    desc: '冬日诗会：诗歌里的家乡，为我投票',
    link,
    imgUrl: `${server.url}${wechatConfig.share.logo}`,
  });
  assert.not.ok(JSON.stringify(card()).includes('建国'), 'the full name is nowhere in the card');
  await expectDefaultAfter(page, env, link);
});

Cards('朗读作品: a title typed without 《》 gets them once', async () => {
  const id = one<{ id: number }>("SELECT id FROM works WHERE title = '《静夜思》'").id;
  server.db.prepare("UPDATE works SET title = '静夜思' WHERE id = ?").run(id);
  try {
    const { root, env } = await signInAs(server, 'reader');
    const page = await render(<WorkScreen />, root, `/alouddetail?id=${id}`);
    await waitFor(() => text(page.container).includes('静夜思'));
    const { card } = sharing(page, env);
    await waitFor(() => card()?.title.endsWith('》'));
    assert.is(card()!.title, '赵**朗读《静夜思》');
    await page.unmount();
  } finally {
    server.db.prepare("UPDATE works SET title = '《静夜思》' WHERE id = ?").run(id);
  }
});

Cards('朗读作品 under review: no vote request a friend could not act on; the page’s default card', async () => {
  const id = one<{ id: number }>("SELECT id FROM works WHERE rdrno = 'SX100001' AND state = 'pending'").id;
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<WorkScreen />, root, `/alouddetail?id=${id}`);
  await waitFor(() => text(page.container).includes('《望庐山瀑布》'));
  await settle();
  const { card, fallback } = sharing(page, env);
  assert.equal(card(), fallback(`${server.url}/alouddetail?id=${id}`));
  await page.unmount();
});

Cards('朗读比赛: the contest’s title, dates and summary; choosing another contest changes the card', async () => {
  const contest = (id: number) =>
    one<{ title: string; startdate: string; enddate: string; summary: string }>(
      'SELECT title, startdate, enddate, summary FROM contests WHERE id = ?',
      id,
    );
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<AloudScreen />, root, withPrivateTail('/aloud/index?id=1&sort=plays'));
  const running = contest(1);
  await expectCard(page, env, {
    title: running.title,
    desc: `${running.startdate} 至 ${running.enddate}，${running.summary}`,
    link: `${server.url}/aloud/index?id=1&sort=plays`,
    imgUrl: `${server.url}${wechatConfig.share.logo}`,
  });
  const first = sharing(page, env);

  const ended = contest(3);
  await click(byText(page.container, `${ended.title}（已结束）`, 'button'));
  await waitFor(() => page.location() === '/aloud/index?id=3&sort=plays');
  await expectCard(page, env, {
    title: ended.title,
    desc: `${ended.startdate} 至 ${ended.enddate}，${ended.summary}`,
    link: `${server.url}/aloud/index?id=3&sort=plays`,
    imgUrl: `${server.url}${wechatConfig.share.logo}`,
  });
  assert.is(first.card()?.title, `朗读比赛 - ${config.libraryName}`, 'the address left keeps no card');
  await expectDefaultAfter(page, env, `${server.url}/aloud/index?id=3&sort=plays`);
});

Cards('晒图详情: the author’s masked name and topic, the text, the first picture (absolute)', async () => {
  const photo = one<{ id: number; text: string }>(
    "SELECT id, text FROM photos WHERE name = '王建国' AND topic = '馆舍风光' AND state = 'approved'",
  );
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<PhotoDetailScreen />, root, withPrivateTail(`/photodetail?id=${photo.id}`));
  await waitFor(() => page.container.querySelectorAll('.photo-pictures img').length === 2);
  const first = page.container.querySelector('.photo-pictures img')!.getAttribute('src')!;
  assert.ok(first.startsWith(`${server.url}/api/`), first);
  const link = `${server.url}/photodetail?id=${photo.id}`;
  const { card } = await expectCard(page, env, {
    title: '王**的晒图 #馆舍风光',
    desc: photo.text,
    link,
    imgUrl: first,
  });
  assert.not.ok(JSON.stringify(card()).includes('建国'), 'the full name is nowhere in the card');
  await expectDefaultAfter(page, env, link);
});

Cards('晒图详情 under review: the author’s own post keeps the page’s default card', async () => {
  const id = one<{ id: number }>("SELECT id FROM photos WHERE rdrno = 'SX100001' AND state = 'pending'").id;
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<PhotoDetailScreen />, root, `/photodetail?id=${id}`);
  await waitFor(() => text(page.container).includes('审核中'));
  await settle();
  const { card, fallback } = sharing(page, env);
  assert.equal(card(), fallback(`${server.url}/photodetail?id=${id}`));
  await page.unmount();
});

/** An article's date as the page shows it (YYYY-MM-DD). */
const shownDate = (page: Rendered) => text(page.container.querySelector('.article-meta time')!);

Cards('详情 (a notice) and 指南详情: the article’s title, who published it and when', async () => {
  const notice = one<{ id: number; title: string; source: string }>(
    "SELECT id, title, source FROM articles WHERE kind = 'notice' AND withdrawn = 0 AND source <> '' ORDER BY id LIMIT 1",
  );
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<ArticleScreen />, root, withPrivateTail(`/banner_article?id=${notice.id}`));
  await waitFor(() => !!page.container.querySelector('.article-meta time'));
  assert.match(shownDate(page), /^\d{4}-\d{2}-\d{2}$/);
  const link = `${server.url}/banner_article?id=${notice.id}`;
  await expectCard(page, env, {
    title: notice.title,
    desc: `${notice.source} ${shownDate(page)}`,
    link,
    imgUrl: `${server.url}${wechatConfig.share.logo}`,
  });
  await expectDefaultAfter(page, env, link);

  const entry = one<{ id: number; source: string }>("SELECT id, source FROM articles WHERE title = '如何办理读者证'");
  const guide = await render(<GuideDetailScreen />, root, withPrivateTail(`/sguide/detail?id=${entry.id}`));
  await waitFor(() => !!guide.container.querySelector('.article-meta time'));
  const guideLink = `${server.url}/sguide/detail?id=${entry.id}`;
  await expectCard(guide, env, {
    title: '如何办理读者证',
    desc: `${entry.source} ${shownDate(guide)}`,
    link: guideLink,
    imgUrl: `${server.url}${wechatConfig.share.logo}`,
  });
  await expectDefaultAfter(guide, env, guideLink);
});

Cards('图书馆城 (a library): its name, address and phone; the link names the library only', async () => {
  const library = one<{ name: string; address: string; phone: string }>(
    "SELECT name, address, phone FROM libraries WHERE code = 'SXLIB-CN'",
  );
  const { root, env } = await signInAs(server, 'reader');
  installFakeWx({
    getLocation: (args: { cancel?: (r: object) => void }) => args.cancel?.({ errMsg: 'getLocation:cancel' }),
  });
  const page = await render(<LibraryScreen />, root, withPrivateTail('/map/detail?libcode=SXLIB-CN'));
  await waitFor(() => !!page.container.querySelector('.library-week'));
  const link = `${server.url}/map/detail?libcode=SXLIB-CN`;
  await expectCard(page, env, {
    title: library.name,
    desc: `${library.address} 电话 ${library.phone}`,
    link,
    imgUrl: `${server.url}${wechatConfig.share.logo}`,
  });
  await expectDefaultAfter(page, env, link);
});

Cards('a record that is not there (a stale link): the page’s default card', async () => {
  const { root, env } = await signInAs(server, 'reader');
  const page = await render(<WorkScreen />, root, withPrivateTail('/alouddetail?id=999999'));
  await waitFor(() => !!page.container.querySelector('[data-missing]'));
  await settle();
  const { card, fallback } = sharing(page, env);
  assert.equal(card(), fallback(`${server.url}/alouddetail?id=999999`));
  await page.unmount();
});

Cards.run();
