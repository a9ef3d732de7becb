/**
 * After a loan changes (made with the phone, taken over by transfer, renewed) every list that
 * shows loans is read again once, however often its screen is shown: the calls are counted.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../harness/server/index';
import { http } from '../../src/api/http';
import { PhoneLoanStore } from '../../src/features/borrow/PhoneLoanStore';
import { TransferStore } from '../../src/features/borrow/TransferStore';
import { LoansStore } from '../../src/features/loans/LoansStore';
import { PointsStore } from '../../src/features/points/PointsStore';
import type { RootStore } from '../../src/stores/RootStore';
import { installWx } from '../../src/wx/sdk';
import { APPID, signInAs, startHarness } from '../helpers/harness';
import { signInWechatUser } from '../helpers/wechatUsers';
import { installFakeWx } from '../helpers/wx';

let server: RunningServer;
const Changes = suite('a loan changed: each list reloads once');
Changes.before(async () => {
  server = await startHarness();
});
Changes.after(async () => {
  installWx(null);
  await server.close();
});

const LISTS = {
  current: '/v1/elib/listRdrCurLoan',
  history: '/v1/elib/listCirHistory',
  transfer: '/v1/elib/listTransferLoans',
  points: '/v1/elib/ListReaderBonusLog',
  readerInfo: '/v1/elib/getReaderExtendInfo',
};
type ListName = keyof typeof LISTS;

/** Counts the app's calls to each list from now until `stop()`. */
function countLists() {
  const seen = Object.fromEntries(Object.keys(LISTS).map((name) => [name, 0])) as Record<ListName, number>;
  const id = http.interceptors.request.use((config) => {
    for (const [name, path] of Object.entries(LISTS)) if (config.url === path) seen[name as ListName] += 1;
    return config;
  });
  return {
    seen,
    stop: () => {
      http.interceptors.request.eject(id);
      return seen;
    },
  };
}

/** Every screen that shows loans, shown `times` times (kept-alive pages re-run their loads). */
async function showEveryScreen(root: RootStore, times = 3): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const loans = root.feature(LoansStore);
    await Promise.all([
      loans.loadCurrent(),
      loans.loadHistory(),
      root.feature(TransferStore).loadLoans(),
      root.feature(PointsStore).load(),
    ]);
  }
}

type Reply = { success?: (r: object) => void; cancel?: (r: object) => void };

Changes('手机借书: each list once, reader info once', async () => {
  installWx(null);
  const { root } = await signInAs(server, 'reader');
  await showEveryScreen(root, 1);
  const place = server.db.prepare("SELECT latitude, longitude FROM libraries WHERE code = 'SXLIB'").get() as object;
  installFakeWx({ getLocation: (args: Reply) => args.success?.({ errMsg: 'getLocation:ok', ...place, accuracy: 30 }) });
  const copy = server.db
    .prepare("SELECT barcode FROM holdings WHERE curlib = 'SXLIB' AND state = 1 ORDER BY barcode LIMIT 1")
    .pluck()
    .get() as string;
  const counter = countLists();
  const phone = root.feature(PhoneLoanStore);
  assert.equal(await phone.check.run(copy), { ok: true, message: '' });
  assert.match((await phone.borrow.run()).message, /^借阅成功/);
  await showEveryScreen(root);
  assert.equal(counter.stop(), { current: 1, history: 1, transfer: 1, points: 1, readerInfo: 1 });
  assert.ok(
    root.feature(LoansStore).current.rows.some((loan) => loan.barcode === copy),
    '借阅信息 shows the loan',
  );
  installWx(null);
});

Changes('续借: 借阅信息 shows it in place (no reload), 图书转借 reloads once', async () => {
  installWx(null);
  const { root } = await signInAs(server, 'reader');
  await showEveryScreen(root, 1);
  const loans = root.feature(LoansStore);
  const renewable = loans.renewable[0];
  assert.ok(renewable, 'a loan the library would renew');
  const counter = countLists();
  assert.ok((await loans.renew(renewable.barcode)).ok);
  await showEveryScreen(root);
  const seen = counter.stop();
  assert.equal([seen.current, seen.transfer], [0, 1]);
  const shown = root.feature(TransferStore).loans.rows.find((loan) => loan.barcode === renewable.barcode);
  assert.is(shown?.returndate, loans.current.rows.find((loan) => loan.barcode === renewable.barcode)?.returndate);
});

Changes('图书转借 taken: each list once, reader info once', async () => {
  const lender = await signInWechatUser(server, 'reader');
  const offered = await lender.get('/api/v1/elib/listTransferLoans', { authorizer_appid: APPID, rdrno: 'SX100001' });
  const loan = offered.rows.find((row: { transferable: boolean }) => row.transferable);
  const published = await lender.post('/api/v1/elib/releaseTransferLoanList', {
    authorizer_appid: APPID,
    rdrno: 'SX100001',
    barcode: loan.barcode,
  });
  installWx(null);
  const { root } = await signInAs(server, 'multicard');
  await showEveryScreen(root, 1);
  const transfer = root.feature(TransferStore);
  assert.equal(await transfer.apply.run(published.rows[0].code), { ok: true, message: '' });
  const counter = countLists();
  assert.match((await transfer.take.run()).message, /^转借成功/);
  await showEveryScreen(root);
  assert.equal(counter.stop(), { current: 1, history: 1, transfer: 1, points: 1, readerInfo: 1 });
  assert.ok(
    transfer.loans.rows.some((row) => row.barcode === loan.barcode),
    '图书转借 lists the loan taken',
  );
});

Changes.run();
