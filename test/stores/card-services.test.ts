/** The card services' stores against the in-process harness, signed in the way the app signs in. */
import { clearPasswordFailures } from '../../harness/server/platform/attempts.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CardApplyStore } from '../../src/features/cards/CardApplyStore';
import { CardQrcodeStore, QRCODE_CACHE_KEY } from '../../src/features/cards/CardQrcodeStore';
import { CardServicesStore } from '../../src/features/cards/CardServicesStore';
import { storage } from '../../src/lib/storage';
import { checksum } from '../harness/fuzz/snapshot';
import { bootAt, signInAs, withHarness } from '../helpers/harness';
import { BAD_IDS, validId } from '../helpers/idcards';

const Stores = suite('card service stores');
const server = withHarness(Stores);

const state = (rdrno: string) => server.db.prepare('SELECT state FROM readers WHERE rdrno = ?').pluck().get(rdrno);

Stores('report lost, refused repeat unchanged, cancel: the active card shows each state', async () => {
  const { root } = await signInAs(server, 'reader');
  const services = root.feature(CardServicesStore);
  const lost = await services.lost.run();
  assert.equal(lost, { ok: true, message: '挂失成功' });
  assert.is(root.reader.elibUserBase?.state, 'lost');
  assert.is(root.reader.elibUserBase?.statename, '挂失');
  const before = checksum(server.db);
  const again = await services.lost.run();
  assert.equal(again, { ok: false, message: '读者证已挂失，无需重复挂失' });
  assert.is(checksum(server.db), before);
  const back = await services.cancelLost.run();
  assert.equal(back, { ok: true, message: '已取消挂失' });
  assert.is(root.reader.elibUserBase?.state, 'valid');
  assert.is(state('SX100001'), 'valid');
});

Stores(
  'password: form problems send nothing; a wrong old one is refused unchanged; then it works after a restart',
  async () => {
    const { root } = await signInAs(server, 'multicard');
    const services = root.feature(CardServicesStore);
    const rdrno = root.reader.readerNumber;
    const before = checksum(server.db);
    const cases: [Record<string, string>, string][] = [
      [{ oldPassword: '', newPassword: 'abc12345', repeat: 'abc12345' }, '请输入原密码'],
      [{ oldPassword: '123456', newPassword: 'abc', repeat: 'abc' }, '密码须为6-20位字母或数字'],
      [{ oldPassword: '123456', newPassword: 'abc12345', repeat: 'abc1234' }, '两次输入的新密码不一致'],
      [{ oldPassword: '123456', newPassword: '123456', repeat: '123456' }, '新密码不能与原密码相同'],
      [{ oldPassword: '654321', newPassword: 'abc12345', repeat: 'abc12345' }, '原密码错误，还可尝试4次'],
    ];
    for (const [form, message] of cases) {
      const result = await services.password.run(form as never);
      assert.equal(result, { ok: false, message });
    }
    assert.is(checksum(server.db), before);
    clearPasswordFailures(server.db);
    const done = await services.password.run({ oldPassword: '123456', newPassword: 'abc12345', repeat: 'abc12345' });
    assert.equal(done, { ok: true, message: '密码修改成功' });

    // The app opened again (a returning reader with a new session): the card works, and switching
    // to another card and back needs no password.
    const { root: again } = await bootAt(`${server.url}/`);
    assert.is(again.reader.readerNumber, rdrno);
    assert.is(again.reader.infoStatus, 'ready');
    const other = again.reader.rdrnos.find((r) => r.rdrno !== rdrno)!.rdrno;
    assert.equal(await again.reader.switchTo(other), { ok: true, message: '切换成功' });
    assert.equal(await again.reader.switchTo(rdrno), { ok: true, message: '切换成功' });
  },
);

Stores('contact details: checked first, saved, shown on the card', async () => {
  const { root } = await signInAs(server, 'fined');
  const services = root.feature(CardServicesStore);
  const before = checksum(server.db);
  assert.equal(await services.contact.run({ phone: '139', email: '', address: '' }), {
    ok: false,
    message: '请输入正确的11位手机号码',
  });
  assert.is(checksum(server.db), before);
  const done = await services.contact.run({ phone: ' 13911112222 ', email: 'zhao@example.com', address: '河西路8号' });
  assert.equal(done, { ok: true, message: '修改成功' });
  assert.is(root.reader.elibUserBase?.phone, '13911112222');
  assert.is(root.reader.elibUserBase?.address, '河西路8号');
});

Stores(
  'apply as a newcomer: each bad ID number refused with SPEC’s message, nothing sent; then a card, active',
  async () => {
    const { root } = await signInAs(server, 'newcomer', '/rdrnos/create');
    const apply = root.feature(CardApplyStore);
    assert.equal(apply.defaults, { rdrtype: 'PT', libcode: 'SXLIB' });
    const form = {
      name: '初来乍到',
      idcard: validId('20010101', '456'),
      phone: '13600001234',
      rdrtype: 'XS',
      libcode: 'SXLIB-CN',
      password: '',
      guardian: '',
      guardianphone: '',
      agreement: '1',
    };
    const before = checksum(server.db);
    for (const [idcard, message] of BAD_IDS)
      assert.equal(await apply.apply.run({ ...form, idcard }), { ok: false, message });
    assert.equal(await apply.apply.run({ ...form, agreement: '' }), {
      ok: false,
      message: '请先阅读并同意《读者服务协议》',
    });
    assert.is(checksum(server.db), before);
    const done = await apply.apply.run(form);
    assert.ok(done.ok, done.message);
    assert.match(done.message, /^办证成功，读者证号 WX\d{6}$/);
    assert.is(root.reader.readerNumber, apply.issued?.rdrno);
    assert.is(root.reader.elibUserBase?.rdrtypename, '学生读者');
    assert.match(root.reader.elibUserBase?.libname ?? '', /城南分馆$/);
    const twice = await apply.apply.run(form);
    assert.not.ok(twice.ok);
    assert.match(twice.message, /^该身份证号已在.*城南分馆办理过读者证，请勿重复办理$/);
  },
);

Stores('QR code: a fresh code with its countdown; offline, the saved one marked; a lost card gets none', async () => {
  let clock = Date.now();
  const { root } = await signInAs(server, 'lostcard');
  root.feature(CardServicesStore); // the lost card: a refusal, not a code
  const lostQr = new CardQrcodeStore(root, () => clock);
  await lostQr.load();
  assert.is(lostQr.refusal, '读者证已挂失。找回读者证后，可在卡证详情中取消挂失，即可出示二维码');
  assert.is(lostQr.code, null);

  const reader = await signInAs(server, 'reader');
  const qr = new CardQrcodeStore(reader.root, () => clock);
  await qr.load();
  assert.is(qr.code?.rdrno, 'SX100001');
  assert.is(qr.fromCache, false);
  qr.now = clock + 20_000;
  assert.is(qr.secondsLeft, 40);
  assert.is(storage.getJSON<{ payload: string }>(QRCODE_CACHE_KEY)?.payload, qr.code?.payload);

  server.state.faults = { offline: true };
  const offline = new CardQrcodeStore(reader.root, () => clock);
  await offline.load();
  server.state.faults = {};
  assert.is(offline.fromCache, true);
  assert.is(offline.code?.payload, qr.code?.payload);
  assert.is(offline.secondsLeft, 0);
  clock += 1;
});

Stores.run();
