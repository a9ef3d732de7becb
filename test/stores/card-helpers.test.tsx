/**
 * The shared store helpers of card-scoped screens: KeyedAction (one busy state and one result
 * per row), CardList (loads once the card is known, again when it changes, not otherwise) and
 * useCardLoad (a screen's load, run when the card is known and when it changes).
 */
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Loaded, Page } from '../../src/api/result';
import { BUSY_MESSAGE, failed, KeyedAction, succeeded } from '../../src/stores/base/Action';
import { CardList } from '../../src/stores/base/CardList';
import { useCardLoad } from '../../src/stores/context';
import { RootStore } from '../../src/stores/RootStore';
import { fakeEnv, render } from '../helpers/page';

/** A body whose runs wait until `finish(key)`; each call is recorded. */
function slowBody() {
  const calls: string[] = [];
  const waiting = new Map<string, () => void>();
  return {
    calls,
    body: (key: string) => {
      calls.push(key);
      return new Promise<ReturnType<typeof succeeded>>((resolve) => {
        waiting.set(key, () => resolve(key === 'bad' ? failed(`${key} 不能续借`) : succeeded(`${key} 续借成功`)));
      });
    },
    async finish(key: string) {
      waiting.get(key)?.();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

const Keyed = suite('KeyedAction');

Keyed('two rows are busy independently; a second run of a busy row is refused without calling the body', async () => {
  const server = slowBody();
  const renew = new KeyedAction((barcode: string) => barcode, server.body);
  const first = renew.run('A1');
  const second = renew.run('B2');
  assert.equal(
    [renew.busyFor('A1'), renew.busyFor('B2'), renew.busyFor('C3'), renew.anyBusy],
    [true, true, false, true],
  );
  assert.equal(await renew.run('A1'), failed(BUSY_MESSAGE));
  assert.equal(server.calls, ['A1', 'B2']);
  await server.finish('A1');
  assert.equal(await first, succeeded('A1 续借成功'));
  assert.equal([renew.busyFor('A1'), renew.busyFor('B2'), renew.anyBusy], [false, true, true]);
  assert.equal(renew.resultFor('A1'), succeeded('A1 续借成功'));
  assert.is(renew.resultFor('B2'), null, 'no result before its run ends');
  await server.finish('B2');
  await second;
  assert.equal([renew.busyFor('B2'), renew.anyBusy], [false, false]);
  assert.equal(renew.resultFor('B2'), succeeded('B2 续借成功'));
});

Keyed('each row keeps its own last result; forget drops them and a run still on its way', async () => {
  const server = slowBody();
  const renew = new KeyedAction((barcode: string) => barcode, server.body);
  const refused = renew.run('bad');
  await server.finish('bad');
  assert.equal(await refused, failed('bad 不能续借'));
  const late = renew.run('A1');
  renew.forget();
  await server.finish('A1');
  assert.equal(await late, succeeded('A1 续借成功'), 'the caller still hears the result');
  assert.equal([renew.resultFor('bad'), renew.resultFor('A1'), renew.anyBusy], [null, null, false]);
});

Keyed('never throws: an exception is a failed result and the row is free again', async () => {
  const remove = new KeyedAction(
    (id: number) => id,
    async (_id: number) => {
      throw new Error('boom');
    },
  );
  const original = console.error;
  console.error = () => {};
  const result = await remove.run(7);
  console.error = original;
  assert.equal(result, failed('操作失败，请稍后重试'));
  assert.is(remove.busyFor(7), false);
});

Keyed.run();

// ---

/** A list server answering at once with rows named after the query; each call is recorded. */
function cardServer() {
  const calls: Record<string, unknown>[] = [];
  const loader = async (query: { rdrno: string; tab?: string }): Promise<Loaded<Page<string>>> => {
    calls.push({ ...query });
    return { ok: true, value: { rows: [`${query.rdrno}${query.tab ?? ''}-1`], total: 1 } };
  };
  return { calls, loader };
}

const Cards = suite('CardList');

Cards('nothing without a card; loaded once the card is known; fresh for the same card', async () => {
  const card = observable.box('');
  const server = cardServer();
  const list = new CardList<string>(() => card.get(), server.loader);
  await list.load();
  assert.equal([server.calls.length, list.status], [0, 'idle']);
  runInAction(() => card.set('A1'));
  await list.load();
  await list.load();
  assert.equal(server.calls, [{ rdrno: 'A1' }], 'the same card: one call');
  assert.equal(list.rows, ['A1-1']);
});

Cards('another card: reloaded for it; back to the first: reloaded again, never shown as fresh', async () => {
  const card = observable.box('A1');
  const server = cardServer();
  const list = new CardList<string>(() => card.get(), server.loader);
  await list.load();
  runInAction(() => card.set('B2'));
  await list.load();
  assert.equal(list.rows, ['B2-1']);
  await list.load();
  runInAction(() => card.set('A1'));
  await list.load();
  assert.equal(server.calls, [{ rdrno: 'A1' }, { rdrno: 'B2' }, { rdrno: 'A1' }]);
  assert.equal(list.rows, ['A1-1']);
});

Cards('the query besides the card: another one reloads; invalidate reloads once', async () => {
  const card = observable.box('A1');
  const server = cardServer();
  const list = new CardList<string, { tab: string }>(() => card.get(), server.loader);
  await list.load(Number.POSITIVE_INFINITY, { tab: 'x' });
  await list.load(Number.POSITIVE_INFINITY, { tab: 'x' });
  await list.load(Number.POSITIVE_INFINITY, { tab: 'y' });
  list.invalidate();
  await list.load(Number.POSITIVE_INFINITY, { tab: 'y' });
  await list.load(Number.POSITIVE_INFINITY, { tab: 'y' });
  assert.equal(server.calls, [
    { tab: 'x', rdrno: 'A1' },
    { tab: 'y', rdrno: 'A1' },
    { tab: 'y', rdrno: 'A1' },
  ]);
});

Cards.run();

// ---

const Hook = suite('useCardLoad');

const card = (rdrno: string, select = 1) => ({ id: 1, openid: 'o', rdrno, libcode: 'L', remark: '', select });

Hook('a screen loads once the card is known, again when it changes, and not on other renders', async () => {
  const root = new RootStore(fakeEnv());
  const loads: string[] = [];
  const tab = observable.box('current');
  const Screen = observer(function Screen() {
    const shown = tab.get();
    useCardLoad((rdrno) => loads.push(`${rdrno}:${shown}`), [shown]);
    return <p>{shown}</p>;
  });
  const page = await render(<Screen />, root);
  assert.equal(loads, [], 'no card yet: nothing loaded');
  await act(async () => root.reader.setRdrnos([card('A1')]));
  assert.equal(loads, ['A1:current']);
  await act(async () => root.reader.setRdrnos([card('A1')]));
  assert.equal(loads, ['A1:current'], 'the same card again: not reloaded');
  await act(async () => runInAction(() => tab.set('history')));
  await act(async () => root.reader.setRdrnos([card('A1', 0), { ...card('B2'), id: 2 }]));
  assert.equal(loads, ['A1:current', 'A1:history', 'B2:history']);
  await act(async () => root.reader.setRdrnos([]));
  assert.equal(loads.length, 3, 'unbound: nothing to load');
  await page.unmount();
});

Hook.run();
