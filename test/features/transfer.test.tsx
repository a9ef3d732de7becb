/**
 * 图书转借 as both readers see it, against the harness's library system: the app signed in the
 * app's own way as one reader, the other reader an API client beside it. The lender publishes and
 * the screen follows the code to 已转借 without a reload; the borrower scans (on 图书转借, or on
 * 手机借书 which hands the code over), sees the book and takes it; refusals keep everything.
 */
import { suite } from 'uvu';
import { ELIB_CALLS, type ElibName } from '../../src/api/contract/endpoints';
import * as assert from 'uvu/assert';
import { PhoneLoanStore } from '../../src/features/borrow/PhoneLoanStore';
import TransferScreen from '../../src/features/borrow/TransferScreen';
import { TransferStore } from '../../src/features/borrow/TransferStore';
import { LoansStore } from '../../src/features/loans/LoansStore';
import { installWx } from '../../src/wx/sdk';
import { fakeScans } from '../helpers/wx';
import { checksum } from '../harness/fuzz/snapshot';
import { APPID, signInAs, withHarness } from '../helpers/harness';
import { byText, click, render, text, waitFor, withQuickIntervals } from '../helpers/page';
import { signInWechatUser, type WechatUser } from '../helpers/wechatUsers';

const Transfer = suite('图书转借 against the harness');
const server = withHarness(Transfer);

const scans = fakeScans;

const elib = (user: WechatUser, name: ElibName, params: Record<string, string>) => {
  const all = { authorizer_appid: APPID, ...params };
  return ELIB_CALLS[name].method === 'GET'
    ? user.get(`/api/v1/elib/${name}`, all)
    : user.post(`/api/v1/elib/${name}`, all);
};

/** The lender's first loan that may be handed on, published by the API: its barcode and QR text. */
async function published(
  lender: WechatUser,
  rdrno: string,
): Promise<{ barcode: string; qrtext: string; code: string }> {
  const loans = await elib(lender, 'listTransferLoans', { rdrno });
  const loan = loans.rows.find((row: { transferable: boolean }) => row.transferable);
  const res = await elib(lender, 'releaseTransferLoanList', { rdrno, barcode: loan.barcode });
  assert.is(res.status, '0', res.message);
  return { barcode: loan.barcode, qrtext: res.rows[0].qrtext, code: res.rows[0].code };
}

const holder = (barcode: string) =>
  server.db.prepare('SELECT rdrno FROM loans WHERE barcode = ? AND returned_at IS NULL').pluck().get(barcode);

Transfer(
  'the borrower scans on 手机借书, lands on 图书转借 with the book and the lender masked, and takes it',
  async () => {
    const lender = await signInWechatUser(server, 'reader');
    const offer = await published(lender, 'SX100001');
    installWx(null);
    const { root, env } = await signInAs(server, 'multicard');
    const rdrno = root.reader.readerNumber;
    // 手机借书 recognises a transfer code and hands it over.
    scans([offer.qrtext]);
    const phoneLoan = root.feature(PhoneLoanStore);
    assert.equal(await phoneLoan.scan.run(), { ok: true, message: '' });
    assert.is(phoneLoan.transferCode, offer.code);
    assert.is(phoneLoan.current, null, 'not looked up as a barcode');

    const loans = root.feature(LoansStore);
    await loans.loadCurrent();
    const page = await render(<TransferScreen />, root, `/switch?code=${offer.code}`);
    await waitFor(() => text(page.container).includes('可转入，转入后应还日期'));
    assert.match(text(page.container), /转出读者 林\*\*/);
    await click(byText(page.container, '确认转借', 'button'));
    // The result page: the book, from whom, when it is due, and what next; no toast.
    await waitFor(() => !!page.container.querySelector('.ui-result'));
    const result = page.container.querySelector('.ui-result') as Element;
    assert.is(text(result.querySelector('h2') as Element), '转借成功');
    assert.match(text(result), /转出读者林\*\*/);
    assert.match(text(result), /应还日期\d{4}-\d{2}-\d{2}/);
    assert.equal(
      [...result.querySelectorAll('button')].map((b) => text(b)),
      ['查看借阅信息', '返回图书转借'],
    );
    assert.is(env.toasts.length, 0);
    assert.is(holder(offer.barcode), rdrno);
    // 借阅信息 was fresh a moment ago; it shows the new loan, marked as a transfer.
    await loans.loadCurrent();
    const taken = loans.loans.find(({ loan }) => loan.barcode === offer.barcode);
    assert.is(taken?.loan.lentvia, 'transfer');
    await click(byText(page.container, '返回图书转借', 'button'));
    await waitFor(() => text(page.container).includes('转借所得'));
    await page.unmount();
  },
);

Transfer('the lender publishes; the screen counts down and learns of the borrower without a reload', () =>
  withQuickIntervals(async () => {
    installWx(null);
    const { root } = await signInAs(server, 'reader');
    const page = await render(<TransferScreen />, root, '/switch');
    await waitFor(() => text(page.container).includes('该书已过期，不能转借，请先归还'));
    const store = root.feature(TransferStore);
    const row = store.loans.rows.find((loan) => loan.transferable && !loan.code);
    assert.ok(row, 'a loan that may be handed on');
    const button = page.container.querySelector(`button[aria-label="转借 ${row.title}"]`);
    assert.ok(button, 'its 转借 button');
    await click(button);
    await waitFor(() => !!store.ticket);
    const ticket = store.ticket!;
    assert.match(text(page.container), /剩余 (10:00|09:5\d)/);
    assert.ok(page.container.querySelector(`[data-payload="${ticket.qrtext}"]`), 'the QR code holds the code');

    const borrower = await signInWechatUser(server, 'multicard');
    const cards = await borrower.cards();
    const borrowerCard = cards.rows.find((c) => c.select)?.rdrno as string;
    const took = await elib(borrower, 'doCirculation', { rdrno: borrowerCard, code: ticket.code });
    assert.is(took.message, '转借成功');
    // The screen polls every 2 s (every 100 ms here): no reload, no tap.
    await waitFor(() => text(page.container).includes('已转借给 王**'));
    assert.not.ok(
      store.loans.rows.some((loan) => loan.loanid === ticket.loanid),
      'the loan left the lender’s list',
    );
    await page.unmount();
  }),
);

Transfer('refusals: own code, a withdrawn code, not a transfer code; each changes nothing', async () => {
  installWx(null);
  const { root } = await signInAs(server, 'reader');
  const store = root.feature(TransferStore);
  await store.loadLoans(0);
  const row = store.loans.rows.find((loan) => loan.transferable && !loan.code)!;
  assert.equal(await store.publish.run(row.barcode), { ok: true, message: '' });
  const ticket = store.ticket!;
  const before = checksum(server.db);

  scans([ticket.qrtext, 'CODE_128,A100000001', 'https://example.com/x']);
  assert.equal(await store.scan.run(), { ok: true, message: '' });
  assert.equal([store.offer?.takeable, store.offer?.reason], [false, '不能转借给自己']);
  assert.equal(await store.take.run(), { ok: false, message: '不能转借给自己' });
  for (const _ of [1, 2]) {
    assert.equal(await store.scan.run(), {
      ok: false,
      message: '这不是图书转借码，请扫描对方手机上的转借二维码',
    });
  }
  assert.is(checksum(server.db), before, 'refusals wrote nothing');

  assert.equal(await store.withdraw.run(), { ok: true, message: '' });
  assert.equal([store.ticket?.state, store.waiting], ['withdrawn', false]);
  assert.is(store.loans.rows.find((loan) => loan.barcode === row.barcode)?.code, '');
  const afterWithdraw = checksum(server.db);
  // Typed in as read out: lower case, in groups of four.
  const typed = ticket.code.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ');
  assert.equal(await store.apply.run(typed), { ok: true, message: '' });
  assert.equal([store.offer?.takeable, store.offer?.reason], [false, '转借已取消']);
  assert.equal(await store.apply.run('ABC123'), { ok: false, message: '请输入正确的转借码（12位字母和数字）' });
  assert.is(checksum(server.db), afterWithdraw);
  assert.equal(await store.apply.run('22222222222X'.replace('X', '2')), { ok: false, message: '没有找到该转借码' });
});

Transfer(
  'withdrawn between the look and the take: 确认转借 is refused, the offer says why, nothing moves',
  async () => {
    const lender = await signInWechatUser(server, 'reader');
    const offer = await published(lender, 'SX100001');
    installWx(null);
    const { root } = await signInAs(server, 'multicard');
    const store = root.feature(TransferStore);
    assert.equal(await store.apply.run(offer.code), { ok: true, message: '' });
    assert.is(store.offer?.takeable, true);
    const withdrawn = await elib(lender, 'cancelCirculation', { rdrno: 'SX100001', code: offer.code });
    assert.is(withdrawn.rows[0].state, 'withdrawn');
    const before = checksum(server.db);
    assert.equal(await store.take.run(), { ok: false, message: '转借已取消' });
    assert.equal([store.offer?.takeable, store.offer?.reason], [false, '转借已取消']);
    assert.is(checksum(server.db), before);
    assert.is(holder(offer.barcode), 'SX100001');
  },
);

Transfer('no answer from the server: 确认转借 fails with the network’s message and may be tried again', async () => {
  const lender = await signInWechatUser(server, 'reader');
  const offer = await published(lender, 'SX100001');
  installWx(null);
  const { root } = await signInAs(server, 'multicard');
  const store = root.feature(TransferStore);
  assert.equal(await store.apply.run(offer.code), { ok: true, message: '' });
  server.state.faults = { endpoints: { '/v1/elib/doCirculation': { failureRate: 1 } } };
  try {
    const failedTake = await store.take.run();
    assert.is(failedTake.ok, false);
    assert.is(store.offer?.takeable, true, 'still offered');
    assert.is(holder(offer.barcode), 'SX100001');
  } finally {
    server.state.faults = {};
  }
  assert.match((await store.take.run()).message, /^转借成功/);
  assert.is(holder(offer.barcode), root.reader.readerNumber);
});

Transfer.run();
