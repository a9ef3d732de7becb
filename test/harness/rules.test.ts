import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  bindRefusal,
  distanceMetres,
  cardStateRefusal,
  ITEM_STATE,
  type ItemFacts,
  type LoanFacts,
  loanRefusal,
  onSiteRefusal,
  openidRefusal,
  overdueDays,
  overdueFine,
  renewedDueDate,
  renewRefusal,
  reserveRefusal,
  type TitleFacts,
} from '../../harness/server/ils/rules/index.js';
import { copyStateRefusal } from '../../src/api/contract/catalogue.js';
import { policy, reader } from './ruleFixtures.js';

const item = (changes: Partial<ItemFacts> = {}): ItemFacts => ({
  state: ITEM_STATE.onShelf,
  reservedForOther: false,
  ...changes,
});
/** Due in 5 days, today being 2024-03-10. */
const loan = (changes: Partial<LoanFacts> = {}): LoanFacts => ({
  returndate: '2024-03-15',
  today: '2024-03-10',
  renewcount: 0,
  reservedForOther: false,
  ...changes,
});
const title = (changes: Partial<TitleFacts> = {}): TitleFacts => ({
  lendableCopies: 2,
  reservedByReader: false,
  borrowedByReader: false,
  pickup: { libname: '书香市图书馆', lendableCopies: 1, onShelf: 0 },
  ...changes,
});

// ---

const Card = suite('rules: card state and openid binding');

Card('a valid card passes; lost, expired and cancelled cards are refused', () => {
  assert.is(cardStateRefusal('valid'), '');
  assert.is(cardStateRefusal('lost'), '读者证已挂失，请先到馆办理');
  assert.is(cardStateRefusal('expired'), '读者证已过期，请先办理延期');
  assert.is(cardStateRefusal('cancelled'), '读者证已注销');
});

Card('a card bound to another openid is refused; unbound or same openid passes', () => {
  assert.is(openidRefusal('oOTHER', 'oME'), '该读者证已绑定其他微信，请先解绑');
  assert.is(openidRefusal(null, 'oME'), '');
  assert.is(openidRefusal('oME', 'oME'), '');
});

Card("binding: someone else's card and cancelled cards are refused, lost and expired ones pass", () => {
  assert.is(bindRefusal({ state: 'valid', openid: 'oOTHER' }, 'oME'), '该读者证已绑定其他微信，请先解绑');
  assert.is(bindRefusal({ state: 'cancelled', openid: null }, 'oME'), '读者证已注销');
  assert.is(bindRefusal({ state: 'lost', openid: null }, 'oME'), '');
  assert.is(bindRefusal({ state: 'expired', openid: 'oME' }, 'oME'), '');
  // Ownership is checked before the card's state.
  assert.is(bindRefusal({ state: 'cancelled', openid: 'oOTHER' }, 'oME'), '该读者证已绑定其他微信，请先解绑');
});

Card.run();

// ---

const Loan = suite('rules: borrowing');

Loan('a reader in good standing borrows a copy on the shelf', () => {
  assert.is(loanRefusal(reader(), item(), policy), '');
});

Loan('the card must be usable', () => {
  assert.is(loanRefusal(reader({ state: 'lost' }), item(), policy), '读者证已挂失，请先到馆办理');
  assert.is(loanRefusal(reader({ state: 'expired' }), item(), policy), '读者证已过期，请先办理延期');
});

Loan('unpaid fines above the limit stop borrowing; at the limit they do not', () => {
  assert.is(loanRefusal(reader({ fine: 1001 }), item(), policy), '未缴罚款超过限额，请先缴纳');
  assert.is(loanRefusal(reader({ fine: 1000 }), item(), policy), '');
  assert.is(loanRefusal(reader({ fine: 1 }), item(), { ...policy, maxUnpaidFine: 0 }), '未缴罚款超过限额，请先缴纳');
});

Loan('an overdue loan does not stop borrowing (its fine, once charged, may)', () => {
  assert.is(loanRefusal(reader({ overduecount: 1 }), item(), policy), '');
});

Loan("the reader type's loan limit", () => {
  assert.is(loanRefusal(reader({ loancount: 10 }), item(), policy), '已借满10本，请先归还');
  assert.is(loanRefusal(reader({ loancount: 9 }), item(), policy), '');
});

Loan('only a copy on the shelf, not held for someone else, can be borrowed', () => {
  assert.is(loanRefusal(reader(), item({ state: ITEM_STATE.onLoan }), policy), '该书已借出');
  const refusals: [number, string][] = [
    [ITEM_STATE.cataloguing, '该书正在编目，暂不可借'],
    [ITEM_STATE.locked, '该书已锁定，暂不可借'],
    [ITEM_STATE.lost, '该书已登记丢失，不能借阅'],
    [9, '该书暂不可借'],
  ];
  for (const [state, message] of refusals) {
    assert.is(loanRefusal(reader(), item({ state }), policy), message, `state ${state}`);
  }
  assert.is(loanRefusal(reader(), item({ reservedForOther: true }), policy), '该书已为其他读者预留');
});

Loan('a copy off the shelf is refused in the words 手机借书 shows from getHoldingInfo alone', () => {
  for (const state of [...Object.values(ITEM_STATE), 9]) {
    assert.is(copyStateRefusal(state), loanRefusal(reader(), item({ state }), policy), `state ${state}`);
  }
  assert.is(copyStateRefusal(ITEM_STATE.onShelf), '');
});

Loan('the reader is checked before the copy', () => {
  assert.is(
    loanRefusal(reader({ state: 'lost', fine: 5000 }), item({ state: ITEM_STATE.onLoan }), policy),
    '读者证已挂失，请先到馆办理',
  );
  assert.is(loanRefusal(reader({ fine: 5000, overduecount: 2 }), item(), policy), '未缴罚款超过限额，请先缴纳');
});

Loan('on site: within the distance of the copy’s library, else 请在图书馆内使用手机借书', () => {
  const library = { latitude: 30.2741, longitude: 120.1551 };
  // 0.001° of latitude is about 111 m.
  assert.is(Math.round(distanceMetres(library, { latitude: 30.2751, longitude: 120.1551 })), 111);
  assert.is(distanceMetres(library, library), 0);
  assert.is(onSiteRefusal({ latitude: 30.2745, longitude: 120.1551 }, library, 200), '');
  assert.is(onSiteRefusal({ latitude: 30.2761, longitude: 120.1551 }, library, 200), '请在图书馆内使用手机借书');
  assert.is(onSiteRefusal({ latitude: 30.2761, longitude: 120.1551 }, library, 300), '');
  assert.is(onSiteRefusal({ latitude: -30.2741, longitude: -59.8449 }, library, 200), '请在图书馆内使用手机借书');
});

Loan.run();

// ---

const Renew = suite('rules: renewing');

Renew('a loan within its renewals renews', () => {
  assert.is(renewRefusal(reader(), loan(), policy), '');
});

Renew('card state and fines come first, each with what to do', () => {
  assert.is(renewRefusal(reader({ state: 'lost' }), loan(), policy), '读者证已挂失，请先到馆办理');
  assert.is(renewRefusal(reader({ state: 'expired' }), loan(), policy), '读者证已过期，请先办理延期');
  assert.is(renewRefusal(reader({ state: 'cancelled' }), loan(), policy), '读者证已注销');
  assert.is(renewRefusal(reader({ fine: 5820 }), loan(), policy), '未缴罚款超过限额，请先缴纳');
  assert.is(renewRefusal(reader({ fine: 1000 }), loan(), policy), '', 'at the limit, not over it');
  assert.is(
    renewRefusal(reader({ state: 'lost' }), loan({ returndate: '2024-03-01', renewcount: 1 }), policy),
    '读者证已挂失，请先到馆办理',
    'the card before the loan',
  );
});

Renew('an overdue loan cannot be renewed; one due today still can', () => {
  assert.is(
    renewRefusal(reader({ overduecount: 1 }), loan({ returndate: '2024-03-09' }), policy),
    '该书已过期，不能续借，请尽快归还',
  );
  assert.is(renewRefusal(reader(), loan({ returndate: '2024-03-10' }), policy), '');
});

Renew('another overdue loan does not stop renewing this one', () => {
  assert.is(renewRefusal(reader({ overduecount: 1 }), loan(), policy), '');
});

Renew("the reader type's renewal limit", () => {
  assert.is(renewRefusal(reader(), loan({ renewcount: 1 }), policy), '已续借1次，不能再续借。可到馆办理或按时归还');
  const vip = reader({ limits: { loanlimit: 30, loandays: 60, renewlimit: 3, reservelimit: 10 } });
  assert.is(renewRefusal(vip, loan({ renewcount: 2 }), policy), '');
});

Renew('a title another reader reserved cannot be renewed', () => {
  assert.is(
    renewRefusal(reader(), loan({ reservedForOther: true }), policy),
    '该书已被其他读者预约，不能续借，请按时归还',
  );
});

Renew('the checks in order: overdue, then the limit, then a reservation', () => {
  const everything = loan({ returndate: '2024-03-01', renewcount: 1, reservedForOther: true });
  assert.is(renewRefusal(reader(), everything, policy), '该书已过期，不能续借，请尽快归还');
  assert.is(
    renewRefusal(reader(), { ...everything, returndate: '2024-03-15' }, policy),
    '已续借1次，不能再续借。可到馆办理或按时归还',
  );
});

Renew('the new due date counts the loan period from the day of renewal', () => {
  assert.is(renewedDueDate('2024-03-10', '2024-03-15', 30), '2024-04-09');
  assert.is(renewedDueDate('2024-03-10', '2024-03-10', 30), '2024-04-09', 'due today');
  assert.is(renewedDueDate('2024-02-28', '2024-03-01', 1), '2024-03-01', 'never earlier than the current due date');
  assert.is(renewedDueDate('2024-02-10', '2024-02-20', 21), '2024-03-02', 'across February of a leap year');
});

Renew('a renewal that would not move the due date is refused (a second one on the same day)', () => {
  const vip = reader({ limits: { loanlimit: 30, loandays: 60, renewlimit: 3, reservelimit: 10 } });
  const renewed = renewedDueDate('2024-03-10', '2024-03-15', 60);
  assert.is(
    renewRefusal(vip, loan({ returndate: renewed, renewcount: 1 }), policy),
    '续借后应还日期不变，临近应还日期时再续借',
  );
  const tomorrow = loan({ returndate: renewed, renewcount: 1, today: '2024-03-11' });
  assert.is(renewRefusal(vip, tomorrow, policy), '', 'the next day it gains a day');
});

Renew.run();

// ---

const Fines = suite('rules: overdue fines');

Fines('days late count from the day after the due date', () => {
  assert.is(overdueDays('2024-03-10', '2024-03-09'), 0);
  assert.is(overdueDays('2024-03-10', '2024-03-10'), 0, 'returned on the due date');
  assert.is(overdueDays('2024-03-10', '2024-03-11'), 1);
  assert.is(overdueDays('2024-02-28', '2024-03-01'), 2, 'leap day');
});

Fines('10 fen a day per item, at most ¥20.00', () => {
  assert.is(overdueFine(0, policy), 0);
  assert.is(overdueFine(1, policy), 10);
  assert.is(overdueFine(45, policy), 450);
  assert.is(overdueFine(199, policy), 1990);
  assert.is(overdueFine(200, policy), 2000);
  assert.is(overdueFine(201, policy), 2000);
  assert.is(overdueFine(-3, policy), 0);
});

Fines.run();

// ---

const Reserve = suite('rules: reserving');

Reserve('a reader in good standing reserves a title that circulates', () => {
  assert.is(reserveRefusal(reader(), title(), policy), '');
});

Reserve('card state and fines come first', () => {
  assert.is(reserveRefusal(reader({ state: 'expired' }), title(), policy), '读者证已过期，请先办理延期');
  assert.is(reserveRefusal(reader({ fine: 1500 }), title(), policy), '未缴罚款超过限额，请先缴纳');
});

Reserve('no second reservation of the same title, nor of one the reader has out', () => {
  assert.is(reserveRefusal(reader(), title({ reservedByReader: true }), policy), '已预约该书，请勿重复预约');
  assert.is(reserveRefusal(reader(), title({ borrowedByReader: true }), policy), '您已借阅该书，不能预约');
});

Reserve("the reader type's reservation limit", () => {
  assert.is(reserveRefusal(reader({ reservecount: 3 }), title(), policy), '最多同时预约3本');
  assert.is(reserveRefusal(reader({ reservecount: 2 }), title(), policy), '');
});

Reserve('a title without a copy that circulates cannot be reserved', () => {
  assert.is(reserveRefusal(reader(), title({ lendableCopies: 0 }), policy), '该书暂无可借馆藏，不能预约');
});

Reserve('only at a pickup library that has copies, none of them on the shelf', () => {
  const at = (lendableCopies: number, onShelf: number) =>
    title({ pickup: { libname: '城南分馆', lendableCopies, onShelf } });
  assert.is(reserveRefusal(reader(), at(0, 0), policy), '城南分馆没有该书的可借馆藏，请选择其他取书馆');
  assert.is(reserveRefusal(reader(), at(2, 1), policy), '该书在城南分馆有在架图书，请直接到馆借阅');
  assert.is(reserveRefusal(reader(), at(2, 0), policy), '');
  // The title-wide checks come first.
  assert.is(reserveRefusal(reader(), { ...at(0, 0), lendableCopies: 0 }, policy), '该书暂无可借馆藏，不能预约');
  assert.is(reserveRefusal(reader({ reservecount: 3 }), at(2, 1), policy), '最多同时预约3本');
});

Reserve('an overdue loan does not stop reserving', () => {
  assert.is(reserveRefusal(reader({ overduecount: 1 }), title(), policy), '');
});

Reserve.run();
