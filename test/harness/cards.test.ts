/**
 * The card services over HTTP: each change made once, every refusal leaving every table as it was
 * (checksum over the database), ownership, and two calls at once.
 */
import { clearPasswordFailures } from '../../harness/server/platform/attempts.js';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import * as assert from 'uvu/assert';
import { cstDateOffset } from '../../harness/server/infra/util.js';
import { verifyPassword } from '../../harness/server/platform/passwords.js';
import { BAD_IDS, validId } from '../helpers/idcards.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, OPENID, harnessSuite, signedInClient } from './helpers.js';

const Cards = harnessSuite('card services');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

/** Calls `name` and asserts it was refused with `message` and changed nothing. */
async function refused(
  server: { db: never } | any,
  client: Client,
  name: ElibName,
  params: Record<string, string>,
  message: string,
) {
  const before = checksum(server.db);
  const body = await elib(client, name, params);
  assert.is(body.status, '1', `${name} ${JSON.stringify(params)}: ${body.message}`);
  assert.is(body.message, message);
  assert.is(checksum(server.db), before, `${name}: nothing changed`);
}

const stateOf = (server: any, rdrno: string) =>
  server.db.prepare('SELECT state, enddate FROM readers WHERE rdrno = ?').get(rdrno) as {
    state: string;
    enddate: string;
  };

Cards(
  'lostCard then cancelLostCard: each changes the state once, a repeat is refused unchanged',
  async ({ as, server }) => {
    const reader = await as('reader');
    const lost = await elib(reader, 'lostCard', { rdrno: 'SX100001' });
    assert.is(lost.status, '0', lost.message);
    assert.is(lost.message, '挂失成功');
    assert.is(lost.rows[0].state, 'lost');
    assert.is(lost.rows[0].statename, '挂失');
    assert.match(lost.rows[0].idcard, /^\d{6}\*{8}\d{3}[\dX]$/);
    assert.is(lost.rows[0].password, undefined);
    await refused(server, reader, 'lostCard', { rdrno: 'SX100001' }, '读者证已挂失，无需重复挂失');
    await refused(server, reader, 'delayCard', { rdrno: 'SX100001' }, '读者证已挂失，请先取消挂失，再办理延期');
    const back = await elib(reader, 'cancelLostCard', { rdrno: 'SX100001' });
    assert.is(back.status, '0');
    assert.is(back.message, '已取消挂失');
    assert.is(stateOf(server, 'SX100001').state, 'valid');
    await refused(server, reader, 'cancelLostCard', { rdrno: 'SX100001' }, '读者证未挂失，无需取消挂失');
  },
);

Cards(
  'expired and cancelled cards: lost and cancel-lost refused, nothing changed (延期: card-delay.test.ts)',
  async ({ as, server }) => {
    await refused(server, await as('expired'), 'lostCard', { rdrno: 'SX400001' }, '读者证已过期，请先办理延期');
    await refused(server, await as('expired'), 'cancelLostCard', { rdrno: 'SX400001' }, '读者证已过期，请先办理延期');
    const other = await signedInClient(server.url, 'newcomer');
    assert.is((await elib(other, 'checkReader', { rdrno: 'SX900001', password: '123456' })).message, '读者证已注销');
  },
);

Cards(
  'the desk changes a card: the state the reader meets, the WeChat binding forgotten; bad input refused, nothing changed',
  async ({ as, client, server }) => {
    const newcomer = await signedInClient(server.url, 'newcomer');
    const before = checksum(server.db);
    for (const [path, body, message] of [
      ['DEMO0002', {}, '缺少参数：证状态 state 或解除微信绑定 unbindWechat'],
      ['DEMO0002', { state: 'gone' }, '证状态 state 只能是 valid、lost、expired 或 cancelled'],
      ['DEMO0002', { unbindWechat: 'yes' }, '解除微信绑定 unbindWechat 须为 true 或 false'],
      ['NOPE0001', { state: 'lost' }, '读者证号不存在'],
    ] as const) {
      const answer = await client.post(`/__harness/api/cards/${path}`, body);
      assert.equal([answer.code, answer.message], [0, message], JSON.stringify(body));
    }
    assert.is(checksum(server.db), before);
    const cancelled = await client.post('/__harness/api/cards/DEMO0002', { state: 'cancelled' });
    assert.equal([cancelled.code, cancelled.message, cancelled.data.statename], [1, '读者证已更新', '注销']);
    const check = (rdrno: string) => elib(newcomer, 'checkReader', { rdrno, password: '123456' });
    assert.is((await check('DEMO0002')).message, '读者证已注销');
    await client.post('/__harness/api/cards/DEMO0002', { state: 'valid' });
    assert.is((await check('DEMO0002')).status, '0');
    const bound = async () =>
      (await elib(await as('reader'), 'getReaderByOpenid', { openid: OPENID.reader })).rows.map((r: any) => r.rdrno);
    assert.equal(await bound(), ['SX100001']);
    const released = await client.post('/__harness/api/cards/SX100001', { unbindWechat: true });
    assert.equal([released.code, released.data.openid, released.data.state], [1, null, 'valid']);
    assert.equal(await bound(), []);
  },
);

Cards('two lostCard calls at once: one changes the card, the other is refused', async ({ as, server }) => {
  const multicard = await as('multicard');
  const [a, b] = await Promise.all([
    elib(multicard, 'lostCard', { rdrno: 'SX200001' }),
    elib(multicard, 'lostCard', { rdrno: 'SX200001' }),
  ]);
  assert.equal([a.status, b.status].sort(), ['0', '1']);
  assert.is((a.status === '1' ? a : b).message, '读者证已挂失，无需重复挂失');
  assert.is(stateOf(server, 'SX200001').state, 'lost');
  assert.is((await elib(multicard, 'cancelLostCard', { rdrno: 'SX200001' })).status, '0');
});

Cards(
  'delayCard: refused (unchanged) until 30 days before the end date, then one year more, once',
  async ({ as, server }) => {
    const multicard = await as('multicard');
    const { enddate } = stateOf(server, 'SX200002');
    await refused(
      server,
      multicard,
      'delayCard',
      { rdrno: 'SX200002' },
      `读者证有效期至${enddate}，到期前30天内方可延期`,
    );
    const soon = cstDateOffset(Date.now(), 20);
    server.db.prepare('UPDATE readers SET enddate = ? WHERE rdrno = ?').run(soon, 'SX200002');
    const delayed = await elib(multicard, 'delayCard', { rdrno: 'SX200002' });
    assert.is(delayed.status, '0', delayed.message);
    assert.is(delayed.message, '延期成功');
    const next = `${Number(soon.slice(0, 4)) + 1}${soon.slice(4)}`;
    assert.is(delayed.rows[0].enddate, next);
    await refused(server, multicard, 'delayCard', { rdrno: 'SX200002' }, `读者证有效期至${next}，到期前30天内方可延期`);
  },
);

Cards("another reader's card: every card service refused with 403, nothing changed", async ({ as, server }) => {
  const attacker = await as('newcomer');
  const before = checksum(server.db);
  const calls: [ElibName, Record<string, string>][] = [
    ['lostCard', { rdrno: 'SX100001' }],
    ['cancelLostCard', { rdrno: 'SX300001' }],
    ['delayCard', { rdrno: 'SX500001' }],
    ['modifyPassword', { rdrno: 'SX100001', oldpassword: '123456', newpassword: 'abc12345' }],
    ['modifyReaderInfo', { rdrno: 'SX100001', phone: '13900000000' }],
    ['getReaderQrcode', { rdrno: 'SX100001' }],
    [
      'addReader',
      { openid: OPENID.reader, name: '冒名', idcard: validId(), phone: '13900000000', rdrtype: 'PT', libcode: 'SXLIB' },
    ],
  ];
  for (const [name, params] of calls) {
    const body = await elib(attacker, name, params);
    assert.is(body.status, '403', `${name}: ${JSON.stringify(body)}`);
  }
  assert.is(checksum(server.db), before);
});

Cards(
  'modifyPassword: refusals unchanged; success moves the library password and the saved hash',
  async ({ as, server }) => {
    const fined = await as('fined');
    const p = (oldpassword: string, newpassword: string) => ({ rdrno: 'SX500001', oldpassword, newpassword });
    await refused(server, fined, 'modifyPassword', p('123456', '123'), '密码须为6-20位字母或数字');
    await refused(server, fined, 'modifyPassword', p('123456', '123456'), '新密码不能与原密码相同');
    await refused(server, fined, 'modifyPassword', p('000000', 'abc12345'), '原密码错误，还可尝试4次');
    await refused(server, fined, 'modifyPassword', { rdrno: 'SX500001', oldpassword: '123456' }, '缺少参数：新密码');
    const done = await elib(fined, 'modifyPassword', p('123456', 'abc12345'));
    assert.is(done.status, '0', done.message);
    assert.is(done.message, '密码修改成功');
    const row = server.db
      .prepare('SELECT password_hash FROM rdrno_bindings WHERE openid = ? AND rdrno = ?')
      .get(OPENID.fined, 'SX500001') as { password_hash: string };
    assert.ok(verifyPassword('abc12345', row.password_hash), 'the platform hash follows');
    // A new session of the same WeChat user proves the card with the saved hash (switching, binding).
    const again = await signedInClient(server.url, 'fined');
    assert.is((await elib(again, 'bindOpenid', { rdrno: 'SX500001', openid: OPENID.fined })).status, '0');
    assert.is(
      (await elib(again, 'checkReader', { rdrno: 'SX500001', password: '123456' })).message,
      '读者证密码错误，还可尝试4次',
    );
    assert.is((await elib(again, 'checkReader', { rdrno: 'SX500001', password: 'abc12345' })).status, '0');
  },
);

Cards('wrong old passwords count toward the lockout', async ({ server }) => {
  const lost = await signedInClient(server.url, 'lostcard');
  for (let i = 0; i < 5; i += 1)
    await elib(lost, 'modifyPassword', { rdrno: 'SX300001', oldpassword: `bad${i}00`, newpassword: 'abc12345' });
  const locked = await elib(lost, 'modifyPassword', {
    rdrno: 'SX300001',
    oldpassword: '123456',
    newpassword: 'abc12345',
  });
  assert.match(locked.message, /^该读者证密码错误次数过多，已暂时锁定，请于 \d\d:\d\d 后再试$/);
  assert.is(stateOf(server, 'SX300001').state, 'lost');
  clearPasswordFailures(server.db);
});

Cards('modifyReaderInfo: validated, refusals unchanged, empty email and address clear them', async ({ as, server }) => {
  const reader = await as('reader');
  const p = (phone: string, email = '', address = '') => ({ rdrno: 'SX100001', phone, email, address });
  await refused(server, reader, 'modifyReaderInfo', p('1380571'), '请输入正确的11位手机号码');
  await refused(server, reader, 'modifyReaderInfo', p('13805710001', 'not-an-email'), '邮箱格式不正确');
  await refused(
    server,
    reader,
    'modifyReaderInfo',
    p('13805710001', '', '书'.repeat(101)),
    '地址不能超过100个字，且不能换行',
  );
  await refused(
    server,
    reader,
    'modifyReaderInfo',
    p('13805710001', '', '一行\n两行'),
    '地址不能超过100个字，且不能换行',
  );
  const done = await elib(reader, 'modifyReaderInfo', p('13912345678', 'lin@example.com', '文华路1号'));
  assert.is(done.status, '0', done.message);
  assert.is(done.message, '修改成功');
  assert.equal(
    { phone: done.rows[0].phone, email: done.rows[0].email, address: done.rows[0].address },
    { phone: '13912345678', email: 'lin@example.com', address: '文华路1号' },
  );
  const cleared = await elib(reader, 'modifyReaderInfo', p('13912345678'));
  assert.is(cleared.rows[0].email, '');
  assert.is(cleared.rows[0].address, '');
});

Cards('addReader: every refusal unchanged; success issues a card bound, saved and selected', async ({ server }) => {
  const newcomer = await signedInClient(server.url, 'newcomer');
  const id = validId('19950612', '234');
  const application = {
    openid: OPENID.newcomer,
    name: '初来',
    idcard: id,
    phone: '13700001111',
    rdrtype: 'PT',
    libcode: 'SXLIB',
    agreement: '1',
  };
  for (const [bad, message] of BAD_IDS)
    await refused(server, newcomer, 'addReader', { ...application, idcard: bad }, message);
  await refused(server, newcomer, 'addReader', { ...application, name: 'x' }, '姓名须为2-20个汉字或字母');
  await refused(server, newcomer, 'addReader', { ...application, phone: '12345' }, '请输入正确的11位手机号码');
  await refused(server, newcomer, 'addReader', { ...application, rdrtype: 'XX' }, '读者类型不存在');
  await refused(server, newcomer, 'addReader', { ...application, libcode: 'NOPE' }, '图书馆代码不存在');
  await refused(server, newcomer, 'addReader', { ...application, password: '12' }, '密码须为6-20位字母或数字');
  await refused(server, newcomer, 'addReader', { ...application, idcard: '' }, '缺少参数：身份证号码');
  // The terms ticked, not implied by the button.
  await refused(server, newcomer, 'addReader', { ...application, agreement: '' }, '请先阅读并同意《读者服务协议》');
  await refused(server, newcomer, 'addReader', { ...application, agreement: 'yes' }, '请先阅读并同意《读者服务协议》');
  // A desk-only type (the dictionary's online: 0) is refused with the reason, whatever the form offered.
  await refused(server, newcomer, 'addReader', { ...application, rdrtype: 'VIP' }, 'VIP读者需到馆办理，不能在线申请');
  // A child's card names its guardian.
  const child = { ...application, rdrtype: 'SE' };
  await refused(server, newcomer, 'addReader', child, '少儿读者证请填写监护人姓名');
  await refused(server, newcomer, 'addReader', { ...child, guardian: 'x' }, '监护人姓名须为2-20个汉字或字母');
  await refused(server, newcomer, 'addReader', { ...child, guardian: '初爸爸' }, '请输入监护人的11位手机号码');

  const made = await elib(newcomer, 'addReader', application);
  assert.is(made.status, '0', made.message);
  assert.is(made.message, '办证成功');
  const card = made.rows[0];
  assert.match(card.rdrno, /^WX\d{6}$/);
  assert.is(card.state, 'valid');
  assert.is(card.idcard, `${id.slice(0, 6)}********${id.slice(-4)}`);
  assert.is(card.password, undefined);
  const bound = await elib(newcomer, 'getReaderByOpenid', { openid: OPENID.newcomer });
  assert.is(bound.rows[0].rdrno, card.rdrno);
  const list = await newcomer.get('/api/v1/rdrno/list', { openid: OPENID.newcomer, authorizer_appid: APPID });
  assert.equal(
    list.data.rows.map((r: any) => [r.rdrno, r.select, r.remark]),
    [[card.rdrno, 1, '在线办证']],
  );
  // The default password is the ID number's last six.
  assert.is((await elib(newcomer, 'checkReader', { rdrno: card.rdrno, password: id.slice(-6) })).status, '0');
  await refused(server, newcomer, 'addReader', application, '该身份证号已在书香市图书馆办理过读者证，请勿重复办理');
  const other = await elib(newcomer, 'addReader', { ...application, libcode: 'SXLIB-CN' });
  assert.is(other.status, '0', 'another library may issue a card for the same ID number');
});

Cards(
  'addReader: a child’s card keeps its guardian; the dictionary says which types are applied for online',
  async ({ server }) => {
    const types = await elib(await signedInClient(server.url, 'newcomer'), 'getDictionary', { key: 'rdrtype' });
    assert.equal(
      types.rows.map((t: any) => [t.code, t.online, t.guardian]),
      [
        ['PT', 1, 0],
        ['XS', 1, 0],
        ['SE', 1, 1],
        ['VIP', 0, 0],
      ],
    );
    const parent = await signedInClient(server.url, 'expired');
    const made = await elib(parent, 'addReader', {
      openid: OPENID.expired,
      name: '许小静',
      idcard: validId('20160224', '345'),
      phone: '13700003333',
      rdrtype: 'SE',
      libcode: 'SXLIB',
      guardian: ' 许静 ',
      guardianphone: '13700002222',
      agreement: '1',
    });
    assert.is(made.status, '0', made.message);
    const row = server.db
      .prepare('SELECT guardian, guardianphone FROM readers WHERE rdrno = ?')
      .get(made.rows[0].rdrno) as { guardian: string; guardianphone: string };
    assert.equal(row, { guardian: '许静', guardianphone: '13700002222' });
    // An adult's card keeps no guardian, whatever was sent.
    const adult = await elib(parent, 'addReader', {
      openid: OPENID.expired,
      name: '许静',
      idcard: validId('19780225', '346'),
      phone: '13700002222',
      rdrtype: 'PT',
      libcode: 'SXLIB-CN',
      guardian: '某某',
      guardianphone: '13700002222',
      agreement: '1',
    });
    assert.is(adult.status, '0', adult.message);
    assert.equal(
      server.db.prepare('SELECT guardian, guardianphone FROM readers WHERE rdrno = ?').get(adult.rows[0].rdrno),
      { guardian: '', guardianphone: '' },
    );
  },
);

Cards('two applications at once for one ID number and library: one card', async ({ server }) => {
  const user = await signedInClient(server.url, 'expired');
  const application = {
    openid: OPENID.expired,
    name: '许静',
    idcard: validId('19780224', '345'),
    phone: '13700002222',
    rdrtype: 'XS',
    libcode: 'SXLIB-HX',
    agreement: '1',
  };
  const answers = await Promise.all([elib(user, 'addReader', application), elib(user, 'addReader', application)]);
  assert.equal(answers.map((a) => a.status).sort(), ['0', '1']);
  const n = server.db.prepare('SELECT COUNT(*) FROM readers WHERE idcard = ?').pluck().get(application.idcard);
  assert.is(n, 1);
});

Cards.run();
