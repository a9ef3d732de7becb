import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RdrnoBinding } from '../../src/api/contract';
import { RootStore } from '../../src/stores/RootStore';
import { fakeEnv, waitFor } from '../helpers/page';
import { CARDS_RETRY_MS } from '../../src/stores/ReaderStore';
import { APPID, control, OPENID, signInAs, withHarness } from '../helpers/harness';
import { clearBrowserState } from '../helpers/origin';

const binding = (rdrno: string, select: number): RdrnoBinding => ({
  id: 1,
  openid: 'o',
  rdrno,
  libcode: 'SXLIB',
  remark: '',
  select,
});

// ---

const rules = suite('reader list rules');
// No card summary of an earlier suite's reader on this page.
rules.before.each(() => clearBrowserState());

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

const actions = suite('card actions against the harness');
const server = withHarness(actions);

/** Every platform binding and every library-system openid, to compare before and after. */
const snapshot = () =>
  JSON.stringify([
    server.db.prepare('SELECT openid, rdrno, libcode, remark, selected FROM rdrno_bindings ORDER BY id').all(),
    server.db.prepare('SELECT rdrno, openid, state FROM readers ORDER BY rdrno').all(),
  ]);

actions('a refused bind leaves the platform and the library system exactly as they were', async () => {
  const { root } = await signInAs(server, 'newcomer');
  // Lost and expired cards that no WeChat holds, so their own refusal is the one met.
  await control(server, '/cards/SX300001', { unbindWechat: true });
  await control(server, '/cards/SX400001', { unbindWechat: true });
  await control(server, '/cards/DEMO0002', { state: 'cancelled' });
  const cases: [string, string, RegExp][] = [
    ['', '123456', /请输入读者证号/],
    ['DEMO0001', '', /请输入密码/],
    ['NOPE0001', '123456', /不存在/],
    ['DEMO0001', '654321', /密码错误/],
    ['SX100001', '123456', /已绑定其他微信/],
    ['SX300001', '123456', /挂失/],
    ['SX400001', '123456', /过期/],
    ['DEMO0002', '123456', /注销/],
  ];
  for (const [rdrno, password, message] of cases) {
    const before = snapshot();
    const result = await root.reader.bind({ rdrno, password });
    assert.not.ok(result.ok, rdrno);
    assert.match(result.message, message);
    assert.is(snapshot(), before, `${rdrno}: nothing changed`);
  }
  assert.equal(root.reader.rdrnos, []);
  assert.is(root.reader.readerNumber, '');
  await control(server, '/cards/DEMO0002', { state: 'valid' });
});

actions('the limit of cards reached: refused, nothing changed', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const insert = server.db.prepare(
    "INSERT INTO rdrno_bindings (openid, rdrno, password_hash, libcode, remark, selected, authorizer_appid, created_at) VALUES (?, ?, 'x', 'SXLIB', '', 0, ?, 0)",
  );
  for (let i = 0; i < 10; i++) insert.run(OPENID.newcomer, `FULL${i}`, APPID);
  const before = snapshot();
  const result = await root.reader.bind({ rdrno: 'DEMO0001', password: '123456' });
  assert.not.ok(result.ok);
  assert.match(result.message, /最多只能绑定10张读者证/);
  assert.is(snapshot(), before);
  server.db.prepare("DELETE FROM rdrno_bindings WHERE rdrno LIKE 'FULL%'").run();
});

actions('a bind refused at the last step (the library system) removes the card it saved', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const before = snapshot();
  // The library system refuses the binding itself (as if another WeChat took the card meanwhile).
  server.state.faults = { endpoints: { '/v1/elib/bindOpenid': { failureRate: 1 } } };
  const result = await root.reader.bind({ rdrno: 'DEMO0001', password: '123456' });
  server.state.faults = {};
  assert.not.ok(result.ok);
  assert.is(snapshot(), before);
  assert.equal(root.reader.rdrnos, []);
});

actions('绑定成功 stays when the card list then fails: the card is active, and the list is asked again', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const delays = [...CARDS_RETRY_MS];
  CARDS_RETRY_MS.splice(0, delays.length, 50, 50, 50);
  server.state.faults = { endpoints: { '/v1/rdrno/list': { failureRate: 1 } } };
  try {
    const result = await root.reader.bind({ rdrno: 'DEMO0001', password: '123456' });
    assert.equal(result, { ok: true, message: '绑定成功' });
    assert.is(root.reader.readerNumber, 'DEMO0001', 'no page asks the reader to bind again');
    assert.is(root.reader.cardsStatus, 'ready');
    server.state.faults = {};
    await waitFor(() => root.reader.rdrnos.find((r) => r.rdrno === 'DEMO0001')?.id, 3000, 'the real list');
    assert.is(root.reader.select_rdrno, 'DEMO0001');
  } finally {
    server.state.faults = {};
    CARDS_RETRY_MS.splice(0, 3, ...delays);
  }
});

actions('binding DEMO0001 saves, selects and binds it in the library system', async () => {
  const { root } = await signInAs(server, 'newcomer');
  const result = await root.reader.bind({ rdrno: ' DEMO0001 ', password: '123456' });
  assert.equal(result, { ok: true, message: '绑定成功' });
  assert.is(root.reader.select_rdrno, 'DEMO0001');
  assert.is(root.reader.elibUserBase?.rdrno, 'DEMO0001');
  assert.ok(root.reader.elibUserExtra, 'extended info loaded');
  assert.not.ok(root.reader.busy);
  const ils = server.db.prepare('SELECT openid FROM readers WHERE rdrno = ?').get('DEMO0001');
  assert.equal(ils, { openid: OPENID.newcomer });
});

actions('switching and unbinding cards keep the library system on the selected card', async () => {
  const { root } = await signInAs(server, 'multicard');
  assert.equal(await root.reader.switchTo('SX200003'), { ok: true, message: '切换成功' });
  assert.is(root.reader.select_rdrno, 'SX200003');
  const bound = () => server.db.prepare('SELECT rdrno FROM readers WHERE openid = ?').all(OPENID.multicard);
  assert.equal(bound(), [{ rdrno: 'SX200003' }]);

  assert.equal(await root.reader.unbind('SX200003'), { ok: true, message: '已解绑' });
  assert.equal(
    root.reader.rdrnos.map((r) => r.rdrno),
    ['SX200001', 'SX200002'],
  );
  assert.ok(root.reader.select_rdrno, 'another card became active');
  assert.equal(bound(), [{ rdrno: root.reader.select_rdrno }]);
});

actions('an expired session logs in again once and the card change still goes through', async () => {
  const { root } = await signInAs(server, 'multicard');
  const { expireTokens } = await import('../../harness/server/platform/auth');
  assert.ok(expireTokens(server.db, Date.now()) > 0, 'the bearer token expired');
  const valid = () =>
    (server.db.prepare('SELECT COUNT(*) AS n FROM tokens WHERE expires_at > ?').get(Date.now()) as { n: number }).n;
  assert.is(valid(), 0);
  assert.equal(await root.reader.switchTo('SX200002'), { ok: true, message: '切换成功' });
  assert.is(root.reader.select_rdrno, 'SX200002');
  assert.is(valid(), 1, 'exactly one new login, shared by the calls that met the 401');
  const proven = server.db.prepare('SELECT openid FROM tokens WHERE expires_at > ?').pluck().get(Date.now());
  assert.is(proven, OPENID.multicard, 'the new session proved the stored WeChat identity');
});

actions('an expired session whose WeChat access token expired too: the reader authorizes again', async () => {
  const { root, env } = await signInAs(server, 'multicard');
  const { expireTokens } = await import('../../harness/server/platform/auth');
  const { expireAccessTokens } = await import('../../harness/server/wechat/oauth');
  expireTokens(server.db, Date.now());
  expireAccessTokens(server.db, Date.now());
  const redirects = env.redirects.length;
  const result = await root.reader.switchTo('SX200001');
  assert.is(result.ok, false);
  assert.is(env.redirects.length, redirects + 1);
  assert.match(env.redirects.at(-1) ?? '', /\/__wx\/connect\/oauth2\/authorize/);
  assert.is(root.reader.select_rdrno, 'SX200002', 'nothing changed');
});

actions('a failed extended-info load is shown in place (with 重试), not toasted; 重试 recovers', async () => {
  const { root, env } = await signInAs(server, 'reader');
  const toasts = env.toasts.length;
  server.state.faults = { endpoints: { '/v1/elib/getReaderExtendInfo': { failureRate: 1 } } };
  try {
    await root.reader.loadReaderInfo('SX100001');
  } finally {
    server.state.faults = {};
  }
  assert.is(root.reader.infoStatus, 'error');
  assert.match(root.reader.infoError, /模拟故障/);
  assert.is(env.toasts.length, toasts, 'no toast');
  await root.reader.retry();
  assert.is(root.reader.infoStatus, 'ready');
  assert.is(root.reader.elibUserExtra?.rdrno, 'SX100001');
});

actions.run();
