import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Loaded, Page } from '../../src/api/result';
import { Action, BUSY_MESSAGE, failed, succeeded } from '../../src/stores/base/Action';
import { DetailStore } from '../../src/stores/base/DetailStore';
import { ListStore } from '../../src/stores/base/ListStore';
import { RootStore } from '../../src/stores/RootStore';
import { fakeEnv } from '../helpers/page';

/** A server of 45 numbered rows; each call is recorded and answered when `release` is called. */
function fakeServer(total = 45) {
  const calls: { query: { q: string }; page: number; rows: number }[] = [];
  const pending: (() => void)[] = [];
  let failNext = '';
  const loader = (query: { q: string }, paging: { page: number; rows: number }): Promise<Loaded<Page<string>>> => {
    calls.push({ query, ...paging });
    const failure = failNext;
    failNext = '';
    return new Promise((resolve) => {
      pending.push(() => {
        if (failure) return resolve({ ok: false, message: failure });
        const start = (paging.page - 1) * paging.rows;
        const rows = Array.from(
          { length: Math.max(0, Math.min(paging.rows, total - start)) },
          (_, i) => `${query.q}${start + i + 1}`,
        );
        resolve({ ok: true, value: { rows, total } });
      });
    });
  };
  return {
    calls,
    loader,
    failNext(message: string) {
      failNext = message;
    },
    async release() {
      while (pending.length) pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

// ---

const List = suite('ListStore');

List('loads page 1 with page/rows and exposes status, rows and total', async () => {
  const server = fakeServer();
  const list = new ListStore(server.loader, { pageSize: 20 });
  assert.is(list.status, 'idle');
  const done = list.ensure({ q: 'a' });
  assert.is(list.status, 'loading');
  await server.release();
  await done;
  assert.is(list.status, 'ready');
  assert.is(list.rows.length, 20);
  assert.is(list.total, 45);
  assert.equal(server.calls, [{ query: { q: 'a' }, page: 1, rows: 20 }]);
  assert.ok(list.hasMore);
});

List('ensure does not refetch fresh data; refetches when stale or for another query', async () => {
  let now = 1000;
  const server = fakeServer();
  const list = new ListStore(server.loader, { now: () => now });
  const first = list.ensure({ q: 'a' }, 60_000);
  await server.release();
  await first;
  await list.ensure({ q: 'a' }, 60_000); // a kept-alive page shown again
  assert.is(server.calls.length, 1);
  now += 61_000;
  const stale = list.ensure({ q: 'a' }, 60_000);
  await server.release();
  await stale;
  assert.is(server.calls.length, 2);
  const other = list.ensure({ q: 'b' }, 60_000);
  assert.is(list.rows.length, 0, 'another query does not show the old rows');
  await server.release();
  await other;
  assert.is(list.rows[0], 'b1');
});

List('remove takes rows out and from the total; invalidate makes even a forever-fresh list reload', async () => {
  const server = fakeServer();
  const list = new ListStore(server.loader);
  const first = list.ensure({ q: 'a' });
  await server.release();
  await first;
  list.remove((row) => row === 'a2' || row === 'a3');
  assert.equal([list.rows.slice(0, 2), list.rows.length, list.total], [['a1', 'a4'], 18, 43]);
  await list.ensure({ q: 'a' });
  assert.is(server.calls.length, 1, 'fresh forever: no reload');
  list.invalidate();
  assert.is(list.rows.length, 18, 'the rows stay on screen');
  const again = list.ensure({ q: 'a' });
  await server.release();
  await again;
  assert.equal([server.calls.length, list.rows[1], list.total], [2, 'a2', 45]);
  await list.ensure({ q: 'a' });
  assert.is(server.calls.length, 2, 'fresh again after the reload');
  list.prepend('new', (row) => row === 'new');
  list.prepend('new', (row) => row === 'new');
  assert.equal([list.rows.slice(0, 2), list.total], [['new', 'a1'], 46]);
});

List(
  'a list invalidated while page 1 is on its way reloads: the answer asked before the change is not fresh',
  async () => {
    const server = fakeServer();
    const list = new ListStore(server.loader);
    const before = list.ensure({ q: 'a' });
    list.invalidate();
    const after = list.ensure({ q: 'a' });
    assert.is.not(after, before, 'a second request, asked after the change');
    assert.is(server.calls.length, 2);
    await server.release();
    await Promise.all([before, after]);
    assert.is(list.stale, false, 'the later answer is fresh');
    // Invalidated with nobody asking again: the answer shows, but the next ensure reloads.
    const third = list.refresh();
    list.invalidate();
    await server.release();
    await third;
    assert.equal([list.status, list.rows.length, list.stale], ['ready', 20, true]);
    const fourth = list.ensure({ q: 'a' });
    await server.release();
    await fourth;
    assert.equal([server.calls.length, list.stale], [4, false]);
  },
);

List('concurrent ensure calls share one request', async () => {
  const server = fakeServer();
  const list = new ListStore(server.loader);
  const a = list.ensure({ q: 'a' });
  const b = list.ensure({ q: 'a' });
  assert.is(a, b);
  await server.release();
  await Promise.all([a, b]);
  assert.is(server.calls.length, 1);
});

List('loadMore appends pages until total; a failed page keeps the rows', async () => {
  const server = fakeServer(45);
  const list = new ListStore(server.loader, { pageSize: 20 });
  const first = list.ensure({ q: 'x' });
  await server.release();
  await first;
  server.failNext('网络异常，请检查网络后重试');
  const failing = list.loadMore();
  await server.release();
  await failing;
  assert.is(list.moreStatus, 'error');
  assert.is(list.moreError, '网络异常，请检查网络后重试');
  assert.is(list.rows.length, 20);
  for (let i = 0; i < 2; i++) {
    const more = list.loadMore();
    await server.release();
    await more;
  }
  assert.is(list.rows.length, 45);
  assert.is(list.rows[44], 'x45');
  assert.not.ok(list.hasMore);
  await list.loadMore();
  assert.is(server.calls.length, 4, 'no call past the end');
});

List('a failed first load is an error with its message; refresh recovers', async () => {
  const server = fakeServer();
  const list = new ListStore(server.loader);
  server.failNext('服务暂时不可用，请稍后重试');
  const first = list.ensure({ q: 'a' });
  await server.release();
  await first;
  assert.is(list.status, 'error');
  assert.is(list.error, '服务暂时不可用，请稍后重试');
  const again = list.refresh();
  await server.release();
  await again;
  assert.is(list.status, 'ready');
  assert.is(list.error, '');
});

List('refresh keeps the rows on screen, and a failed refresh keeps them too', async () => {
  const server = fakeServer();
  const list = new ListStore(server.loader);
  const first = list.ensure({ q: 'a' });
  await server.release();
  await first;
  server.failNext('请求超时，请稍后重试');
  const again = list.refresh();
  assert.ok(list.refreshing);
  assert.is(list.rows.length, 20);
  await server.release();
  await again;
  assert.is(list.status, 'ready');
  assert.is(list.rows.length, 20);
  assert.is(list.error, '请求超时，请稍后重试');
});

List('clear drops an answer still on its way', async () => {
  const server = fakeServer();
  const list = new ListStore(server.loader);
  const pending = list.ensure({ q: 'a' });
  list.clear();
  await server.release();
  await pending;
  assert.is(list.status, 'idle');
  assert.equal(list.rows, []);
});

List('a loader that throws becomes an error, never a rejection', async () => {
  const list = new ListStore<string, object>(async () => {
    throw new Error('boom');
  });
  const original = console.error;
  console.error = () => {};
  await list.ensure({});
  console.error = original;
  assert.is(list.status, 'error');
  assert.is(list.error, '操作失败，请稍后重试');
});

List.run();

// ---

const Detail = suite('DetailStore');

Detail('loads by key, keeps fresh data, reloads another key', async () => {
  const keys: string[] = [];
  const detail = new DetailStore<string>(async (key) => {
    keys.push(key);
    return key === 'missing' ? { ok: false, message: '记录不存在' } : { ok: true, value: `book ${key}` };
  });
  await detail.ensure('1');
  await detail.ensure('1');
  assert.equal(keys, ['1']);
  assert.is(detail.value, 'book 1');
  await detail.ensure('missing');
  assert.is(detail.status, 'error');
  assert.is(detail.error, '记录不存在');
  assert.is(detail.value, null);
  detail.clear();
  assert.is(detail.status, 'idle');
});

Detail('a record the server says does not exist is missing, whatever was on screen', async () => {
  let gone = false;
  const detail = new DetailStore<string>(async (key) =>
    gone ? { ok: false, message: '书目不存在', missing: true } : { ok: true, value: `book ${key}` },
  );
  await detail.ensure('1');
  assert.is(detail.status, 'ready');
  gone = true;
  await detail.refresh();
  assert.is(detail.status, 'missing');
  assert.is(detail.error, '书目不存在');
  assert.is(detail.value, null);
});

Detail.run();

// ---

const Act = suite('Action');

Act('busy while running; a second run is refused without calling the body', async () => {
  let calls = 0;
  let finish!: () => void;
  const action = new Action(async () => {
    calls += 1;
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    return succeeded('续借成功');
  });
  const first = action.run();
  assert.ok(action.busy);
  assert.equal(await action.run(), failed(BUSY_MESSAGE));
  finish();
  assert.equal(await first, { ok: true, message: '续借成功' });
  assert.not.ok(action.busy);
  assert.is(calls, 1);
  assert.equal(action.result, { ok: true, message: '续借成功' });
});

Act('never throws: an exception becomes a failed result', async () => {
  const action = new Action(async (_n: number) => {
    throw new Error('boom');
  });
  const original = console.error;
  console.error = () => {};
  const result = await action.run(1);
  console.error = original;
  assert.equal(result, { ok: false, message: '操作失败，请稍后重试' });
  assert.not.ok(action.busy);
});

Act.run();

// ---

const Features = suite('RootStore.feature');

class LoansFake {
  cleared = 0;
  constructor(readonly root: RootStore) {}
  clearReaderData() {
    this.cleared += 1;
  }
}

Features('a feature store is made on first use, once', () => {
  const root = new RootStore(fakeEnv());
  assert.is(root.featureCount, 0);
  const a = root.feature(LoansFake);
  assert.is(root.feature(LoansFake), a);
  assert.is(a.root, root);
  assert.is(root.featureCount, 1);
});

Features('changing or unbinding the active card clears every feature store', () => {
  const root = new RootStore(fakeEnv());
  const loans = root.feature(LoansFake);
  root.reader.setRdrnos([{ id: 1, openid: 'o', rdrno: 'A1', libcode: 'L', remark: '', select: 1 }]);
  assert.is(loans.cleared, 1);
  root.reader.setRdrnos([
    { id: 1, openid: 'o', rdrno: 'A1', libcode: 'L', remark: '', select: 0 },
    { id: 2, openid: 'o', rdrno: 'B2', libcode: 'L', remark: '', select: 1 },
  ]);
  assert.is(loans.cleared, 2);
  root.reader.setRdrnos([]);
  assert.is(loans.cleared, 3);
});

Features.run();
