/**
 * The loans feature's stores against the harness's library system, signed in the app's own way:
 * renewals with each loan's own outcome (and only those renewed changed), the history by range,
 * cancelling a reservation, and paying fines through a pay sheet that confirms like WeChat Pay.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WX_PAY } from '../../harness/bridge/protocol';
import { FinesStore } from '../../src/features/loans/FinesStore';
import { LoansStore } from '../../src/features/loans/LoansStore';
import { ReservesStore } from '../../src/features/loans/ReservesStore';
import { BUSY_MESSAGE } from '../../src/stores/base/Action';
import { installFakeWx } from '../helpers/wx';
import { APPID, signInAs, withHarness } from '../helpers/harness';

const Loans = suite('loans stores against the library system');
const server = withHarness(Loans);

const renewCounts = (rdrno: string) =>
  Object.fromEntries(
    server.db
      .prepare('SELECT barcode, renewcount FROM loans WHERE rdrno = ? AND returned_at IS NULL')
      .all(rdrno)
      .map((row) => {
        const { barcode, renewcount } = row as { barcode: string; renewcount: number };
        return [barcode, renewcount];
      }),
  );

Loans('the library says which loans can be renewed and why not, before any tap', async () => {
  const { root } = await signInAs(server, 'reader');
  const loans = root.feature(LoansStore);
  await loans.loadCurrent();
  assert.equal(
    loans.loans.map(({ loan, status }) => [status.text, loan.renewable, loan.renewnote]),
    [
      ['过期', false, '该书已过期，不能续借，请尽快归还'],
      ['临期', false, '已续借1次，不能再续借。可到馆办理或按时归还'],
      ['临期', true, ''],
      ['借阅中', true, ''],
      ['借阅中', false, '已续借1次，不能再续借。可到馆办理或按时归还'],
      ['借阅中', false, '该书已被其他读者预约，不能续借，请按时归还'],
    ],
  );
  assert.is(loans.renewable.length, 2);
  assert.equal(loans.renewAllQuestion.title, '续借 2 本可续借的图书？');
  assert.equal([loans.renewAllQuestion.confirmText, loans.renewAllQuestion.cancelText], ['全部续借', '暂不']);
});

Loans('续借: the renewed loan keeps its place, takes its new due date and loses its button', async () => {
  const { root } = await signInAs(server, 'reader');
  const loans = root.feature(LoansStore);
  await loans.loadCurrent();
  const order = () => loans.loans.map(({ loan }) => loan.barcode);
  const before = order();
  const nearlyDue = loans.loans[2].loan;
  assert.ok(nearlyDue.renewable);
  const result = await loans.renew(nearlyDue.barcode);
  assert.ok(result.ok, result.message);
  assert.equal(order(), before, 'no row moved: the next tap in the same place is on the same book');
  const renewed = loans.loans[2].loan;
  assert.is(renewed.barcode, nearlyDue.barcode);
  assert.is(renewed.returndate, loans.renewResults[renewed.barcode].message.slice(-10));
  assert.equal([renewed.renewable, renewed.renewnote], [false, '已续借1次，不能再续借。可到馆办理或按时归还']);
  assert.is(loans.loans[2].status.text, '借阅中', 'due in 30 days now, yet still third');
  await loans.current.refresh();
  assert.is.not(order()[2], nearlyDue.barcode, 'loaded again, the list is in SPEC order once more');
});

Loans(
  '全部续借 (after the renewal above): only the renewable one is renewed; the summary says why not the others',
  async () => {
    const { root } = await signInAs(server, 'reader');
    const loans = root.feature(LoansStore);
    await loans.loadCurrent();
    const before = renewCounts('SX100001');
    const order = loans.loans.map(({ loan }) => loan.barcode);
    assert.equal(
      loans.renewable.map((loan) => loan.returndate),
      [loans.loans.find(({ status }) => status.daysLeft === 10)!.loan.returndate],
      'only the loan due in 10 days is left to renew',
    );
    const target = loans.renewable[0].barcode;

    const running = loans.renewAll();
    assert.is((await loans.renewAll()).message, BUSY_MESSAGE, 'one 全部续借 at a time');
    const outcome = await running;
    assert.equal(outcome, { ok: true, message: '成功 1 本，未续借 5 本' });
    const after = renewCounts('SX100001');
    for (const { loan } of loans.loans) {
      const renewed = loans.summary!.renewed.some((row) => row.barcode === loan.barcode);
      assert.is(after[loan.barcode], before[loan.barcode] + (renewed ? 1 : 0), loan.title);
    }
    assert.is(loans.summary!.renewed.length, 1);
    assert.is(loans.summary!.renewed[0].barcode, target);
    const limit = '已续借1次，不能再续借。可到馆办理或按时归还';
    assert.equal(
      loans.summary!.notRenewed.map((row) => row.reason),
      ['该书已过期，不能续借，请尽快归还', limit, limit, '该书已被其他读者预约，不能续借，请按时归还', limit],
      'each with the reason, in the order of the list (the one renewed before, now due in 30 days, last)',
    );
    assert.equal(
      loans.loans.map(({ loan }) => loan.barcode),
      order,
      'the list keeps its order',
    );
    assert.is(loans.renewable.length, 0, 'nothing left to renew');
    assert.is((await loans.renewAll()).message, '没有可续借的图书');
    loans.dismissSummary();
    assert.is(loans.summary, null);
  },
);

Loans(
  '借阅历史: pages of 30 from over a thousand; a range keeps returns inside it; a reversed one is refused',
  async () => {
    const { root } = await signInAs(server, 'reader');
    const loans = root.feature(LoansStore);
    await loans.loadHistory();
    assert.is(loans.history.rows.length, 30);
    assert.ok(loans.history.total > 1000, String(loans.history.total));
    const dates = loans.history.rows.map((row) => row.backdate);
    assert.equal(dates, [...dates].sort().reverse(), 'newest return first');

    assert.is(loans.setRange({ startdate: '2026-05-01', enddate: '2026-04-01' }), '开始日期不能晚于结束日期');
    assert.equal(loans.range, { startdate: '', enddate: '' }, 'refused: the range is unchanged');
    const [to, from] = [dates[0], dates[29]];
    assert.is(loans.setRange({ startdate: from, enddate: to }), '');
    await loans.loadHistory();
    assert.ok(loans.history.rows.length > 0);
    assert.ok(loans.history.rows.every((row) => row.backdate >= from && row.backdate <= to));
  },
);

Loans('取消预约: the queued reservation is cancelled in the library system and on screen', async () => {
  const { root } = await signInAs(server, 'reader');
  const reserves = root.feature(ReservesStore);
  await reserves.load();
  const queued = reserves.list.rows.find((row) => row.state === 'queued')!;
  assert.ok(queued.queue && queued.queue > 1, 'behind another reader');
  const result = await reserves.cancel.run(queued);
  assert.ok(result.ok, result.message);
  assert.is(reserves.list.rows.find((row) => row.reserveid === queued.reserveid)?.statename, '已取消');
  const stored = server.db.prepare('SELECT state FROM reservations WHERE id = ?').pluck().get(queued.reserveid);
  assert.is(stored, 'cancelled');
  assert.not.ok((await reserves.cancel.run(queued)).ok, 'a cancelled one cannot be cancelled again');
});

/** A pay sheet that, on ok, hands the request to WeChat Pay as the client does (bridge/pay.ts). */
function paySheet(outcome: 'ok' | 'cancel') {
  installFakeWx({
    chooseWXPay: async (
      args: Record<string, unknown> & { success?: (r: object) => void; cancel?: (r: object) => void },
    ) => {
      if (outcome === 'cancel') return args.cancel?.({ errMsg: 'chooseWXPay:cancel' });
      const response = await fetch(`${server.url}${WX_PAY.confirm}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          appId: APPID,
          timeStamp: String(args.timestamp),
          nonceStr: args.nonceStr,
          package: args.package,
          signType: args.signType,
          paySign: args.paySign,
        }),
      });
      const body = (await response.json()) as { errcode: number };
      if (body.errcode === 0) args.success?.({ errMsg: 'chooseWXPay:ok' });
    },
  });
}

const unpaid = (rdrno: string) =>
  server.db.prepare('SELECT COALESCE(SUM(amount), 0) FROM fines WHERE rdrno = ? AND paid = 0').pluck().get(rdrno);

Loans(
  '去缴费: a cancelled sheet pays nothing; a paid one pays exactly what was owed and shows the receipt',
  async () => {
    const { root } = await signInAs(server, 'fined');
    const fines = root.feature(FinesStore);
    await fines.load();
    const owed = fines.owed;
    assert.ok(owed > 0);
    assert.is(unpaid('SX500001'), owed);

    paySheet('cancel');
    const cancelled = await fines.pay.run();
    assert.equal(cancelled, { ok: false, message: '支付已取消，罚款仍未缴纳。需要时可再点“去缴费”，或到馆缴纳。' });
    assert.is(unpaid('SX500001'), owed, 'nothing paid');
    assert.is(fines.receipt, null);

    paySheet('ok');
    const paid = await fines.pay.run();
    assert.ok(paid.ok, paid.message);
    assert.is(fines.receipt?.state, 'paid');
    assert.is(fines.receipt?.amount, owed);
    assert.is(unpaid('SX500001'), 0);
    await fines.list.refresh();
    assert.is(fines.owed, 0);
    fines.dismissReceipt();
    assert.is(fines.receipt, null);

    // Paid meanwhile on another phone: nothing to pay, said as the library says it.
    assert.equal(await fines.pay.run(), { ok: false, message: '没有需要缴纳的罚款' });
  },
);

Loans.run();
