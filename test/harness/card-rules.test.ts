import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { READER_INPUT_RULES } from '../../src/api/contract/cards.js';
import { checkIdCard } from '../../src/lib/idcard.js';
import { BAD_IDS, validId, wrongCheckDigit } from '../helpers/idcards.js';
import { addYears } from '../../harness/server/ils/cardServices.js';
import { idcardRefusal, sexOf } from '../../harness/server/ils/idcard.js';
import {
  addReaderRefusal,
  CARD_POLICY,
  cancelLostRefusal,
  delayRefusal,
  lostCardRefusal,
  newPasswordRefusal,
} from '../../harness/server/ils/rules/index.js';

const Rules = suite('card service rules');

Rules('lostCard: only a valid card', () => {
  assert.is(lostCardRefusal('valid'), '');
  assert.is(lostCardRefusal('lost'), '读者证已挂失，无需重复挂失');
  assert.is(lostCardRefusal('expired'), '读者证已过期，请先办理延期');
  assert.is(lostCardRefusal('cancelled'), '读者证已注销');
});

Rules('cancelLostCard: only a lost card', () => {
  assert.is(cancelLostRefusal('lost'), '');
  assert.is(cancelLostRefusal('valid'), '读者证未挂失，无需取消挂失');
  assert.is(cancelLostRefusal('expired'), '读者证已过期，请先办理延期');
  assert.is(cancelLostRefusal('cancelled'), '读者证已注销');
});

Rules('delayCard: a valid card within 30 days of its end date; an expired one within the grace', () => {
  const card = (daysLeft: number, state: 'valid' | 'lost' | 'expired' | 'cancelled' = 'valid', fine = 0) => ({
    state,
    enddate: '2026-03-31',
    daysLeft,
    fine,
    maxUnpaidFine: 1000,
  });
  assert.is(delayRefusal(card(30)), '');
  assert.is(delayRefusal(card(0)), '', 'on the last day');
  assert.is(delayRefusal(card(31)), '读者证有效期至2026-03-31，到期前30天内方可延期');
  assert.is(delayRefusal(card(5, 'lost')), '读者证已挂失，请先取消挂失，再办理延期');
  assert.is(delayRefusal(card(5, 'cancelled')), '读者证已注销');
  assert.is(delayRefusal(card(45), { ...CARD_POLICY, delayWindowDays: 60 }), '', 'the window is the policy');
  // Expired: online within 180 days of the end date, fines within the limit.
  assert.is(delayRefusal(card(-1, 'expired')), '');
  assert.is(delayRefusal(card(-180, 'expired', 1000)), '', 'the last day of the grace, fines at the limit');
  assert.is(delayRefusal(card(-181, 'expired')), '读者证已过期超过180天，不能在线延期，请携带身份证到馆办理');
  assert.is(delayRefusal(card(-75, 'expired', 1001)), '未缴罚款超过限额，请先在财经记录中缴纳罚款，再办理延期');
  assert.is(
    delayRefusal(card(-200, 'expired'), { ...CARD_POLICY, expiredGraceDays: 365 }),
    '',
    'the grace is the policy',
  );
});

Rules('an extension adds whole years; 29 February becomes 28 February', () => {
  assert.is(addYears('2026-03-31', 1), '2027-03-31');
  assert.is(addYears('2028-02-29', 1), '2029-02-28');
  assert.is(addYears('2027-02-28', 1), '2028-02-28');
  assert.is(addYears('2025-12-31', 3), '2028-12-31');
});

Rules('a new password: 6–20 letters or digits, not the old one', () => {
  assert.is(newPasswordRefusal('abc123', '123456'), '');
  assert.is(newPasswordRefusal('a'.repeat(20), '123456'), '');
  for (const bad of ['12345', 'a'.repeat(21), '12 3456', '密码123456', 'abc-123'])
    assert.is(newPasswordRefusal(bad, '123456'), '密码须为6-20位字母或数字', bad);
  assert.is(newPasswordRefusal('123456', '123456'), '新密码不能与原密码相同');
  assert.is(READER_INPUT_RULES.password.message, '密码须为6-20位字母或数字', 'the same rule as the form');
});

Rules('addReader: one card per ID number per library', () => {
  assert.is(addReaderRefusal({ existingCardLibrary: '' }), '');
  assert.is(addReaderRefusal({ existingCardLibrary: '城南分馆' }), '该身份证号已在城南分馆办理过读者证，请勿重复办理');
  const child = { name: '少儿读者', online: true, guardian: true };
  const facts = { existingCardLibrary: '', agreed: true, type: child, guardian: '许静', guardianPhone: '13700002222' };
  assert.is(addReaderRefusal(facts), '');
  assert.is(addReaderRefusal({ ...facts, agreed: false }), '请先阅读并同意《读者服务协议》');
  assert.is(
    addReaderRefusal({ ...facts, type: { name: 'VIP读者', online: false, guardian: false } }),
    'VIP读者需到馆办理，不能在线申请',
  );
  assert.is(addReaderRefusal({ ...facts, guardian: '' }), '少儿读者证请填写监护人姓名');
  assert.is(addReaderRefusal({ ...facts, guardian: '1' }), '监护人姓名须为2-20个汉字或字母');
  assert.is(addReaderRefusal({ ...facts, guardianPhone: '2370000222' }), '请输入监护人的11位手机号码');
  assert.is(
    addReaderRefusal({ ...facts, type: { ...child, guardian: false }, guardian: '' }),
    '',
    'an adult names none',
  );
});

Rules("the server's ID check agrees with the app's, message for message", () => {
  const now = Date.parse('2026-05-01T04:00:00Z');
  const today = new Date(2026, 4, 1);
  const cases = [
    validId(),
    validId('20000229'),
    wrongCheckDigit(validId()),
    validId('19900230'), // no such day
    validId('20300101'), // in the future
    validId('19900307', '123', '990106'), // no such province
    validId().slice(0, 17), // too short
    `${validId().slice(0, 17)}x`,
    'ABCDEFGHIJKLMNOPQR',
    '',
  ];
  for (const id of cases) {
    const app = checkIdCard(id, today);
    const server = idcardRefusal(id, now);
    assert.is(server, app.ok ? '' : app.message, id);
  }
  for (const [id, message] of BAD_IDS) assert.is(idcardRefusal(id, now), message, id);
  assert.is(idcardRefusal(validId('19900307', '123', '990106'), now), '身份证号码不合规');
});

Rules('sex from the 17th digit', () => {
  assert.is(sexOf(validId('19900307', '121')), 1);
  assert.is(sexOf(validId('19900307', '122')), 2);
});

Rules.run();
