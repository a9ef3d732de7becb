import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../harness/server/index';
import type { RdrnoBinding } from '../../src/api/contract';
import { RootStore } from '../../src/stores/RootStore';
import { fakeEnv } from '../helpers/dom';
import { OPENID, signInAs, startHarness } from '../helpers/harness';

const binding = (rdrno: string, select: number): RdrnoBinding => ({
  id: 1, openid: 'o', rdrno, password: 'p', libcode: 'SXLIB', remark: '', select,
});

// ---

const rules = suite('reader list rules');

rules('the flagged card becomes the active reader number', () => {
  const root = new RootStore(fakeEnv());
  assert.ok(root.reader.setRdrnos([binding('A', 0), binding('B', 1)]));
  assert.is(root.reader.select_rdrno, 'B');
});

rules('without a flag the first card is active; without cards there is none', () => {
  const root = new RootStore(fakeEnv());
  assert.not.ok(root.reader.setRdrnos([binding('A', 0), binding('B', 0)]));
  assert.is(root.reader.select_rdrno, 'A');
  root.reader.setRdrnos([]);
  assert.is(root.reader.select_rdrno, '');
});

rules('a reader number comes from the store, the base record or the selected card', () => {
  const root = new RootStore(fakeEnv());
  assert.is(root.reader.readerNumber, '');
  root.reader.rdrnos = [binding('C', 1)];
  assert.is(root.reader.readerNumber, 'C');
  root.reader.elibUserBase = { rdrno: 'B' } as RootStore['reader']['elibUserBase'];
  assert.is(root.reader.readerNumber, 'B');
  root.reader.select_rdrno = 'A';
  assert.is(root.reader.readerNumber, 'A');
});

rules.run();

// ---

let server: RunningServer;
const actions = suite('card actions against the harness');
actions.before(async () => { server = await startHarness(); });
actions.after(() => server.close());

actions('binding checks the card: unknown, wrong password, lost, expired are refused and change nothing', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const cases: [string, string, RegExp][] = [
    ['', '123456', /请输入读者证号/],
    ['DEMO0001', '', /请输入密码/],
    ['NOPE0001', '123456', /不存在/],
    ['DEMO0001', '654321', /密码错误/],
    ['SX300001', '123456', /挂失/],
    ['SX400001', '123456', /过期/],
  ];
  for (const [rdrno, password, message] of cases) {
    const result = await root.reader.bind({ rdrno, password });
    assert.not.ok(result.ok, rdrno);
    if (!result.ok) assert.match(result.message, message);
  }
  assert.equal(root.reader.rdrnos, []);
  const rows = server.db.prepare('SELECT COUNT(*) AS n FROM rdrno_bindings WHERE openid = ?').get(OPENID.newcomer);
  assert.equal(rows, { n: 0 });
});

actions('binding DEMO0001 saves, selects and binds it in the library system', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const result = await root.reader.bind({ rdrno: ' DEMO0001 ', password: '123456' });
  assert.equal(result, { ok: true });
  assert.is(root.reader.select_rdrno, 'DEMO0001');
  assert.is(root.reader.elibUserBase?.rdrno, 'DEMO0001');
  assert.ok(root.reader.elibUserExtra, 'extended info loaded');
  assert.not.ok(root.reader.busy);
  const ils = server.db.prepare('SELECT openid FROM readers WHERE rdrno = ?').get('DEMO0001');
  assert.equal(ils, { openid: OPENID.newcomer });
});

actions('switching and unbinding cards keep the library system on the selected card', async () => {
  const { root } = await signInAs(server, 'multicard');
  assert.equal(await root.reader.switchTo('SX200003'), { ok: true });
  assert.is(root.reader.select_rdrno, 'SX200003');
  const bound = () => server.db.prepare('SELECT rdrno FROM readers WHERE openid = ?').all(OPENID.multicard);
  assert.equal(bound(), [{ rdrno: 'SX200003' }]);

  assert.equal(await root.reader.unbind('SX200003'), { ok: true });
  assert.equal(root.reader.rdrnos.map((r) => r.rdrno), ['SX200001', 'SX200002']);
  assert.ok(root.reader.select_rdrno, 'another card became active');
  assert.equal(bound(), [{ rdrno: root.reader.select_rdrno }]);
});

actions.run();
