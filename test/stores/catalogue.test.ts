/**
 * The catalogue's stores against the harness's library system and platform, signed in the app's
 * own way: a search and its pages, a record and its copies, 预约 and its refusal, favourites by
 * openid, and comments (a comment the client can tell is too short never leaves the phone).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CatalogueStore } from '../../src/features/catalogue/CatalogueStore';
import { CommentsStore } from '../../src/features/catalogue/CommentsStore';
import { FavoritesStore } from '../../src/features/catalogue/FavoritesStore';
import { checksum } from '../harness/fuzz/snapshot';
import { OPENID, signInAs, withHarness } from '../helpers/harness';

const Stores = suite('catalogue stores against the harness');
const server = withHarness(Stores);

const one = (sql: string, ...args: unknown[]) =>
  server.db
    .prepare(sql)
    .pluck()
    .get(...args);

Stores('a search by title finds the seeded 红楼梦; pages append until the total', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const store = root.feature(CatalogueStore);
  await store.results.ensure({ type: 'title', q: '红楼梦', lib: '', shelf: false, sort: 'relevance' });
  assert.is(store.results.status, 'ready');
  assert.is(store.results.rows[0].title, '红楼梦');
  await store.results.ensure({ type: 'keyword', q: '中国', lib: '', shelf: false, sort: 'relevance' });
  const total = store.results.total;
  assert.ok(total > 40, `中国: ${total}`);
  await store.results.loadMore();
  assert.is(store.results.rows.length, 40);
  assert.is(new Set(store.results.rows.map((r) => r.bookrecno)).size, 40, 'no title twice across pages');
});

Stores('a record, its copies, and 预约 refused with the rule’s reason, nothing changed', async () => {
  const { root } = await signInAs(server, 'reader');
  const store = root.feature(CatalogueStore);
  const onShelf = one(
    `SELECT bookrecno FROM holdings WHERE curlib = 'SXLIB' AND state = 1
     AND bookrecno NOT IN (SELECT bookrecno FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL)
     AND bookrecno NOT IN (SELECT bookrecno FROM reservations WHERE rdrno = 'SX100001') LIMIT 1`,
  ) as number;
  await store.record.ensure(onShelf);
  await store.holdings.ensure(onShelf);
  assert.is(store.record.value?.bookrecno, onShelf);
  assert.ok(store.holdings.value?.some((h) => h.libcode === 'SXLIB' && h.statename === '在馆'));
  const before = checksum(server.db);
  const result = await store.reserve.run(onShelf, 'SXLIB');
  assert.equal(result, { ok: false, message: '该书在书香市图书馆有在架图书，请直接到馆借阅' });
  assert.is(checksum(server.db), before);
});

Stores('favourites: kept by openid, toggled on the server, the list follows', async () => {
  const { root } = await signInAs(server, 'reader');
  const store = root.feature(FavoritesStore);
  await store.load();
  assert.is(store.list.total, 4);
  const bookrecno = one("SELECT bookrecno FROM books WHERE title = '围城' LIMIT 1") as number;
  await store.ensureStatus(bookrecno);
  assert.is(store.kept.get(bookrecno), false);
  assert.equal(await store.change.run(bookrecno, true), { ok: true, message: '收藏成功' });
  await store.load();
  assert.is(store.list.rows[0].title, '围城', 'the list reloads after a title is added');
  assert.equal(await store.change.run(bookrecno, false), { ok: true, message: '已取消收藏' });
  assert.is(store.list.total, 4);
  assert.not.ok(store.list.rows.some((r) => r.bookrecno === bookrecno));
  assert.is(one('SELECT count(*) FROM favorites WHERE openid = ?', OPENID.reader), 4);
});

Stores('comments: too short never leaves the phone; a refusal changes nothing; posting and deleting', async () => {
  const { root } = await signInAs(server, 'reader');
  const store = root.feature(CommentsStore);
  const bookrecno = one("SELECT bookrecno FROM books WHERE title = '围城' LIMIT 1") as number;
  await store.loadBook(bookrecno);
  assert.is(store.book.total, 1);
  const before = checksum(server.db);
  assert.equal(await store.post.run(bookrecno, ' 好 '), { ok: false, message: '评论需为5至300个字' });
  assert.equal(await store.post.run(bookrecno, '详见 www.example.com 书评'), {
    ok: false,
    message: '评论中不能包含网址或联系方式',
  });
  assert.is(checksum(server.db), before);
  assert.equal(await store.post.run(bookrecno, '方鸿渐的一生，就是一座又一座围城。'), {
    ok: true,
    message: '评论成功，积分+5',
  });
  assert.is(store.noPoints, '');
  await store.loadBook(bookrecno);
  assert.is(store.book.rows[0].content, '方鸿渐的一生，就是一座又一座围城。');
  assert.ok(store.book.rows[0].mine);
  await store.loadMine();
  assert.is(store.mine.rows[0].title, '围城');
  const id = store.book.rows[0].id;
  assert.equal(await store.remove.run(id), { ok: true, message: '删除成功' });
  assert.not.ok(store.book.rows.some((c) => c.id === id));
  assert.not.ok(store.mine.rows.some((c) => c.id === id));
  assert.is(one('SELECT count(*) FROM comments WHERE id = ?', id), 0);
});

Stores.run();
