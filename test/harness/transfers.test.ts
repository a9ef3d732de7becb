/**
 * /v1/elib 图书转借 (listTransferLoans, releaseTransferLoanList, createCirculation,
 * cancelCirculation, applyCirculation, doCirculation), against the in-process harness. The
 * server's clock is the suite's: a code's 10 minutes pass when the test says so.
 */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { TRANSFER_CODE_PATTERN, TRANSFER_QR_PREFIX } from '../../src/api/contract/transfer.js';
import { cstDate, cstDateTime } from '../../harness/server/infra/util.js';
import { addDays } from '../../harness/server/ils/dates.js';
import { returnLoan } from '../../harness/server/ils/loans.js';
import { checksum } from './fuzz/snapshot.js';
import { type Client, harnessSuite, rawRequest } from './helpers.js';

const clock = { now: Date.now() };
const Transfer = harnessSuite('transfer', { now: () => clock.now });
// Signed in before the suite's clock moves (a login is signed with the real time).
Transfer.before(async (ctx) => {
  await Promise.all(['reader', 'multicard', 'lostcard', 'expired', 'fined', 'newcomer'].map(ctx.as));
});

type Db = import('better-sqlite3').Database;
type Row = Record<string, any>;
type Answer = { status: string; message: string; rows: Row[]; total: number };

const TEN_MINUTES = 10 * 60_000;

const elib = (client: Client, name: ElibName, params: Record<string, string>) =>
  client.elib(name, params) as Promise<Answer>;

/** What an answer refuses with: a row's `reason` (applyCirculation, listTransferLoans) or the message. */
const refusalOf = (body: Answer) => (body.status === '0' ? (body.rows[0]?.reason ?? '') : body.message);

/** Where the main library is, as the phone reports it (for loanBook). */
function atMainLibrary(db: Db): { latitude: string; longitude: string } {
  const lib = db.prepare("SELECT latitude, longitude FROM libraries WHERE code = 'SXLIB'").get() as {
    latitude: number;
    longitude: number;
  };
  return { latitude: String(lib.latitude), longitude: String(lib.longitude) };
}

/**
 * Copies on the main library's shelf that nothing stands in the way of, one per title: held for
 * no one, their title queued for by no one, never handed on before (the yearly limit stays out of
 * the way).
 */
function freeCopies(db: Db, limit: number): string[] {
  return db
    .prepare(
      `SELECT MIN(barcode) FROM holdings h WHERE curlib = 'SXLIB' AND state = 1
       AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.barcode = h.barcode AND r.state = 'ready')
       AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.bookrecno = h.bookrecno AND r.state = 'queued')
       AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.barcode = h.barcode)
       GROUP BY bookrecno ORDER BY 1 LIMIT ?`,
    )
    .pluck()
    .all(limit) as string[];
}

/** Lends `rdrno` a free copy by phone (手机借书, at the main library); its barcode. */
async function freshLoan(db: Db, client: Client, rdrno: string, barcode = freeCopies(db, 1)[0]): Promise<string> {
  const lent = await elib(client, 'loanBook', { rdrno, barcode, ...atMainLibrary(db) });
  assert.is(lent.status, '0', `loanBook ${rdrno} ${barcode}: ${lent.message}`);
  return barcode;
}

/** Publishes the card's loan of `barcode`; the Transfer row. */
async function publish(client: Client, rdrno: string, barcode: string): Promise<Row> {
  const body = await elib(client, 'releaseTransferLoanList', { rdrno, barcode });
  assert.is(body.status, '0', `releaseTransferLoanList ${rdrno} ${barcode}: ${body.message}`);
  assert.is(body.message, '已生成转借码');
  return body.rows[0];
}

/** A current loan of the card with `barcode`, from listRdrCurLoan; undefined when none. */
async function currentLoan(client: Client, rdrno: string, barcode: string): Promise<Row | undefined> {
  const body = await elib(client, 'listRdrCurLoan', { rdrno });
  return body.rows.find((l) => l.barcode === barcode);
}

const seconds = (datetime: string) => Date.parse(`${datetime.replace(' ', 'T')}+08:00`) / 1000;

/** A valid 普通读者 card of no persona, with no loans: a second borrower for another WeChat user. */
function spareCard(db: Db): string {
  return db
    .prepare(
      `SELECT rdrno FROM readers r WHERE rdrno LIKE 'SX7%' AND rdrtype = 'PT' AND state = 'valid' AND enddate > ?
       AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.rdrno = r.rdrno AND l.returned_at IS NULL)
       AND NOT EXISTS (SELECT 1 FROM fines f WHERE f.rdrno = r.rdrno AND f.paid = 0)
       ORDER BY rdrno LIMIT 1`,
    )
    .pluck()
    .get(cstDate(clock.now)) as string;
}

/** The newcomer's WeChat user, with a spare card proven by its password in this session. */
async function newcomerWithCard(ctx: { as(persona: string): Promise<Client> }, db: Db) {
  const client = await ctx.as('newcomer');
  const rdrno = spareCard(db);
  const checked = await elib(client, 'checkReader', { rdrno, password: '123456' });
  assert.is(checked.status, '0', checked.message);
  return { client, rdrno };
}

Transfer('a loan handed on: listed, published, previewed and taken; both readers see a transfer', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const family = await ctx.as('multicard');

  const list = await elib(reader, 'listTransferLoans', { rdrno: 'SX100001' });
  assert.is(list.status, '0', list.message);
  assert.is(list.total, 6);
  const overdue = list.rows.filter((l) => l.overduedays > 0);
  assert.is(overdue.length, 1);
  assert.equal(
    [overdue[0].transferable, overdue[0].reason, overdue[0].code],
    [false, '该书已过期，不能转借，请先归还', ''],
  );
  // SX200002 is queued for the title of the seed's "wanted" loan.
  assert.equal(
    list.rows.filter((l) => !l.transferable).map((l) => l.reason),
    ['该书已过期，不能转借，请先归还', '该书已被其他读者预约，不能转借'],
  );
  const loan = list.rows.find((l) => l.transferable) as Row;
  assert.equal([loan.reason, loan.code], ['', '']);

  const published = await publish(reader, 'SX100001', loan.barcode);
  assert.match(published.code, TRANSFER_CODE_PATTERN);
  assert.is(published.qrtext, TRANSFER_QR_PREFIX + published.code);
  assert.equal(
    [published.state, published.statename, published.expiresin, published.borrowername, published.closetime],
    ['open', '等待对方扫码', 600, '', null],
  );
  assert.equal(
    [published.loanid, published.barcode, published.title, published.bookrecno],
    [loan.loanid, loan.barcode, loan.title, loan.bookrecno],
  );
  assert.is(published.createtime, cstDateTime(clock.now));
  assert.is(seconds(published.expiretime) - seconds(published.createtime), 600);

  // A minute on, publishing again gives the same code, its time not renewed.
  clock.now += 60_000;
  const again = await publish(reader, 'SX100001', loan.barcode);
  assert.equal([again.code, again.createtime, again.expiresin], [published.code, published.createtime, 540]);
  const listed = await elib(reader, 'listTransferLoans', { rdrno: 'SX100001' });
  assert.is(listed.rows.find((l) => l.barcode === loan.barcode)?.code, published.code);
  const watched = await elib(reader, 'createCirculation', { rdrno: 'SX100001', code: published.code });
  assert.equal([watched.rows[0].state, watched.rows[0].expiresin], ['open', 540]);

  // The borrower scans it (the code is read case-blind, as typed).
  const today = cstDate(clock.now);
  const offer = await elib(family, 'applyCirculation', { rdrno: 'SX200001', code: published.code.toLowerCase() });
  assert.is(offer.status, '0', offer.message);
  const offered = offer.rows[0];
  assert.equal(
    [offered.code, offered.barcode, offered.title, offered.lendername, offered.takeable, offered.reason],
    [published.code, loan.barcode, loan.title, '林**', true, ''],
  );
  assert.ok(offered.libname && offered.callno);
  // 王建国 is a 普通读者: 30 days from today, whatever was left of the lender's loan.
  assert.is(offered.duedate, addDays(today, 30));

  const took = await elib(family, 'doCirculation', { rdrno: 'SX200001', code: published.code });
  assert.equal([took.status, took.message], ['0', '转借成功']);
  const taken = took.rows[0];
  assert.equal(
    [taken.barcode, taken.lentvia, taken.loandate, taken.returndate, taken.renewcount],
    [loan.barcode, 'transfer', today, offered.duedate, 0],
  );
  assert.equal(await currentLoan(family, 'SX200001', loan.barcode), taken);
  assert.is(await currentLoan(reader, 'SX100001', loan.barcode), undefined);
  const history = await elib(reader, 'listCirHistory', { rdrno: 'SX100001' });
  assert.equal(
    [history.rows[0].loanid, history.rows[0].barcode, history.rows[0].backdate, history.rows[0].returnedvia],
    [loan.loanid, loan.barcode, today, 'transfer'],
  );
  assert.is(history.rows[0].lentvia, loan.lentvia);

  // The lender's screen, polling, sees it taken.
  const after = (await elib(reader, 'createCirculation', { rdrno: 'SX100001', code: published.code })).rows[0];
  assert.equal(
    [after.state, after.statename, after.borrowername, after.expiresin, after.closetime],
    ['taken', '已转借', '王**', 0, cstDateTime(clock.now)],
  );
  // The copy never went back on the shelf.
  assert.is(db.prepare('SELECT state FROM holdings WHERE barcode = ?').pluck().get(loan.barcode), 2);
  const remaining = await elib(reader, 'listTransferLoans', { rdrno: 'SX100001' });
  assert.is(remaining.total, 5);
  assert.not.ok(remaining.rows.some((l) => l.barcode === loan.barcode));

  // The borrower returns it at the desk: their history says it came by transfer.
  returnLoan(db, loan.barcode, clock.now);
  const theirs = (await elib(family, 'listCirHistory', { rdrno: 'SX200001' })).rows[0];
  assert.equal(
    [theirs.loanid, theirs.barcode, theirs.lentvia, theirs.returnedvia],
    [taken.loanid, loan.barcode, 'transfer', 'desk'],
  );
});

Transfer('every refusal says why and changes nothing', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const family = await ctx.as('multicard');
  const lost = await ctx.as('lostcard');
  const expired = await ctx.as('expired');
  const fined = await ctx.as('fined');

  const loans = (await elib(reader, 'listTransferLoans', { rdrno: 'SX100001' })).rows;
  const overdue = loans.find((l) => l.overduedays > 0)?.barcode as string;
  const wanted = loans.find((l) => l.reason === '该书已被其他读者预约，不能转借')?.barcode as string;
  const lostLoan = (await elib(lost, 'listTransferLoans', { rdrno: 'SX300001' })).rows[0];
  assert.equal([lostLoan.transferable, lostLoan.reason], [false, '读者证已挂失，请先到馆办理']);

  const copies = freeCopies(db, 6);
  // open: waiting to be scanned.
  const open = (await publish(reader, 'SX100001', await freshLoan(db, reader, 'SX100001', copies[0]))).code;
  // wanted: another reader queued for its title after it was published.
  const queued = await publish(reader, 'SX100001', await freshLoan(db, reader, 'SX100001', copies[1]));
  db.prepare(
    `INSERT INTO reservations (rdrno, bookrecno, libcode, reservedate, enddate, state)
     VALUES ('SX200002', ?, 'SXLIB', ?, ?, 'queued')`,
  ).run(queued.bookrecno, cstDate(clock.now), addDays(cstDate(clock.now), 60));
  // withdrawn by its lender (取消转借).
  const withdrawn = (await publish(reader, 'SX100001', await freshLoan(db, reader, 'SX100001', copies[2]))).code;
  const cancelled = await elib(reader, 'cancelCirculation', { rdrno: 'SX100001', code: withdrawn });
  assert.equal([cancelled.status, cancelled.message], ['0', '已取消转借']);
  assert.equal([cancelled.rows[0].state, cancelled.rows[0].statename], ['withdrawn', '已取消']);
  assert.is(cancelled.rows[0].closetime, cstDateTime(clock.now));
  // taken by SX200001.
  const taken = (await publish(reader, 'SX100001', await freshLoan(db, reader, 'SX100001', copies[3]))).code;
  assert.is((await elib(family, 'doCirculation', { rdrno: 'SX200001', code: taken })).status, '0');
  // returned at the desk while published: its code is withdrawn with it.
  const returnedCopy = await freshLoan(db, reader, 'SX100001', copies[4]);
  const returned = (await publish(reader, 'SX100001', returnedCopy)).code;
  returnLoan(db, returnedCopy, clock.now);
  const afterReturn = (await elib(reader, 'createCirculation', { rdrno: 'SX100001', code: returned })).rows[0];
  assert.equal([afterReturn.state, afterReturn.statename], ['withdrawn', '已取消']);
  // 王朵朵 (SX200003) is a 少儿读者: fill her loans up to the limit.
  const limit = db
    .prepare("SELECT t.loanlimit FROM readers r JOIN rdrtypes t ON t.code = r.rdrtype WHERE r.rdrno = 'SX200003'")
    .pluck()
    .get() as number;
  const current = db
    .prepare("SELECT count(*) FROM loans WHERE rdrno = 'SX200003' AND returned_at IS NULL")
    .pluck()
    .get() as number;
  const filled: string[] = [];
  for (const barcode of freeCopies(db, limit - current)) filled.push(await freshLoan(db, family, 'SX200003', barcode));

  const forbidden = '无权访问该读者证，请先验证密码绑定';
  const takes: [Client, Record<string, string>, string][] = [
    [reader, { rdrno: 'SX100001', code: open }, '不能转借给自己'],
    [lost, { rdrno: 'SX300001', code: open }, '读者证已挂失，请先到馆办理'],
    [expired, { rdrno: 'SX400001', code: open }, '读者证已过期，请先办理延期'],
    [fined, { rdrno: 'SX500001', code: open }, '未缴罚款超过限额，请先缴纳'],
    [family, { rdrno: 'SX200003', code: open }, `已借满${limit}本，请先归还`],
    [family, { code: queued.code }, '该书已被其他读者预约，不能转借'],
    [family, { code: withdrawn }, '转借已取消'],
    [family, { code: taken }, '已被其他读者转借'],
    [family, { code: returned }, '转借已取消'],
    [family, { code: 'ABCDEFGHJKMN' }, '没有找到该转借码'],
    [family, { code: 'ABC' }, '转借码格式错误'],
    [family, { code: 'ABCDEFGHJKM0' }, '转借码格式错误'],
    [family, { code: `${TRANSFER_QR_PREFIX}${open}` }, '转借码格式错误'],
    [family, { code: '' }, '缺少参数：转借码'],
    [family, { rdrno: 'SX100001', code: open }, forbidden],
  ];
  const publishes: [Client, Record<string, string>, string][] = [
    [reader, { barcode: overdue }, '该书已过期，不能转借，请先归还'],
    [reader, { barcode: wanted }, '该书已被其他读者预约，不能转借'],
    [reader, { barcode: copies[5] }, '没有找到该书的在借记录'],
    [reader, { barcode: returnedCopy }, '没有找到该书的在借记录'],
    [reader, { barcode: 'a_b' }, '图书条码格式错误'],
    [reader, {}, '缺少参数：图书条码'],
    [lost, { rdrno: 'SX300001', barcode: lostLoan.barcode }, '读者证已挂失，请先到馆办理'],
    [reader, { rdrno: 'SX200001', barcode: overdue }, forbidden],
  ];
  // The lender's own calls: someone else's code is as good as none.
  const watches: [ElibName, Client, Record<string, string>, string][] = [
    ['createCirculation', family, { rdrno: 'SX200001', code: open }, '没有找到该转借码'],
    ['cancelCirculation', family, { rdrno: 'SX200001', code: open }, '没有找到该转借码'],
    ['createCirculation', reader, { code: 'ABCDEFGHJKMN' }, '没有找到该转借码'],
    ['cancelCirculation', reader, { code: 'ABCDEFGHJKMN' }, '没有找到该转借码'],
    ['createCirculation', reader, { code: 'abc' }, '转借码格式错误'],
    ['cancelCirculation', reader, { code: '' }, '缺少参数：转借码'],
    ['cancelCirculation', reader, { code: taken }, '该书已被对方借走，不能取消'],
    ['createCirculation', reader, { rdrno: 'SX200001', code: open }, forbidden],
    ['cancelCirculation', reader, { rdrno: 'SX200001', code: open }, forbidden],
    ['listTransferLoans', reader, { rdrno: 'SX200001' }, forbidden],
  ];

  const before = checksum(db);
  for (const [client, params, message] of takes) {
    for (const name of ['applyCirculation', 'doCirculation'] as const) {
      const body = await elib(client, name, { rdrno: 'SX200001', ...params });
      if (name === 'applyCirculation' && body.status === '0') assert.is(body.rows[0].takeable, false);
      assert.is(refusalOf(body), message, `${name} ${JSON.stringify(params)}`);
    }
  }
  for (const [client, params, message] of publishes) {
    const body = await elib(client, 'releaseTransferLoanList', { rdrno: 'SX100001', ...params });
    assert.is.not(body.status, '0');
    assert.is(body.message, message, `releaseTransferLoanList ${JSON.stringify(params)}`);
  }
  for (const [name, client, params, message] of watches) {
    const body = await elib(client, name, { rdrno: 'SX100001', ...params });
    assert.is(body.message, message, `${name} ${JSON.stringify(params)}`);
  }
  assert.is(checksum(db), before);

  // The refused codes are as they were: open is still open, and the borrower may still take it.
  const still = await elib(family, 'applyCirculation', { rdrno: 'SX200001', code: open });
  assert.equal([still.rows[0].takeable, still.rows[0].reason], [true, '']);
  for (const barcode of [...filled, ...copies.slice(0, 3)]) returnLoan(db, barcode, clock.now);
});

Transfer("the borrower's own reservation of the title does not stop it", async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const family = await ctx.as('multicard');
  const published = await publish(reader, 'SX100001', await freshLoan(db, reader, 'SX100001'));
  db.prepare(
    `INSERT INTO reservations (rdrno, bookrecno, libcode, reservedate, enddate, state)
     VALUES ('SX200001', ?, 'SXLIB', ?, ?, 'queued')`,
  ).run(published.bookrecno, cstDate(clock.now), addDays(cstDate(clock.now), 60));
  const offer = await elib(family, 'applyCirculation', { rdrno: 'SX200001', code: published.code });
  assert.equal([offer.rows[0].takeable, offer.rows[0].reason], [true, '']);
  // Anyone else is told the title is wanted.
  const other = await elib(family, 'applyCirculation', { rdrno: 'SX200002', code: published.code });
  assert.equal([other.rows[0].takeable, other.rows[0].reason], [false, '该书已被其他读者预约，不能转借']);
  const took = await elib(family, 'doCirculation', { rdrno: 'SX200001', code: published.code });
  assert.equal([took.status, took.message], ['0', '转借成功']);
  returnLoan(db, published.barcode, clock.now);
});

Transfer('a code lasts 10 minutes; then it is refused as expired and the loan may be published anew', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const family = await ctx.as('multicard');
  const barcode = await freshLoan(db, reader, 'SX100001');
  const published = await publish(reader, 'SX100001', barcode);
  const code = { rdrno: 'SX100001', code: published.code };

  clock.now += TEN_MINUTES;
  const last = await elib(family, 'applyCirculation', { rdrno: 'SX200001', code: published.code });
  assert.is(last.rows[0].takeable, true, 'still open at exactly 10 minutes');
  assert.equal([(await elib(reader, 'createCirculation', code)).rows[0].state, last.rows[0].reason], ['open', '']);

  clock.now += 60_000;
  const before = checksum(db);
  for (const name of ['applyCirculation', 'doCirculation'] as const) {
    const body = await elib(family, name, { rdrno: 'SX200001', code: published.code });
    assert.is(refusalOf(body), '转借码已过期，请对方重新生成', name);
  }
  const watched = (await elib(reader, 'createCirculation', code)).rows[0];
  assert.equal(
    [watched.state, watched.statename, watched.expiresin, watched.closetime],
    ['expired', '已过期', 0, published.expiretime],
  );
  assert.is(refusalOf(await elib(reader, 'cancelCirculation', code)), '转借码已过期，无需取消');
  const row = (await elib(reader, 'listTransferLoans', { rdrno: 'SX100001' })).rows.find((l) => l.barcode === barcode);
  assert.equal([row?.code, row?.transferable], ['', true]);
  assert.is(checksum(db), before);

  // Published again: a new code with 10 fresh minutes; the old one stays refused.
  const renewed = await publish(reader, 'SX100001', barcode);
  assert.is.not(renewed.code, published.code);
  assert.equal([renewed.state, renewed.expiresin], ['open', 600]);
  const old = await elib(family, 'applyCirculation', { rdrno: 'SX200001', code: published.code });
  assert.is(old.rows[0].takeable, false);
  assert.is(old.rows[0].reason, '转借码已过期，请对方重新生成');
  const listed = (await elib(reader, 'listTransferLoans', { rdrno: 'SX100001' })).rows;
  assert.is(listed.find((l) => l.barcode === barcode)?.code, renewed.code);
  returnLoan(db, barcode, clock.now);
  assert.is(
    (await elib(reader, 'createCirculation', { rdrno: 'SX100001', code: renewed.code })).rows[0].state,
    'withdrawn',
  );
  assert.is(
    (await elib(reader, 'createCirculation', code)).rows[0].state,
    'expired',
    'returned at the desk, an expired code still reads expired',
  );
});

Transfer('a copy is handed on at most twice a calendar year', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const family = await ctx.as('multicard');
  const third = await newcomerWithCard(ctx, db);
  const barcode = await freshLoan(db, reader, 'SX100001');
  const first = await publish(reader, 'SX100001', barcode);
  assert.is((await elib(family, 'doCirculation', { rdrno: 'SX200001', code: first.code })).status, '0');
  const second = await publish(family, 'SX200001', barcode);
  assert.is((await elib(third.client, 'doCirculation', { rdrno: third.rdrno, code: second.code })).status, '0');

  const before = checksum(db);
  const row = (await elib(third.client, 'listTransferLoans', { rdrno: third.rdrno })).rows.find(
    (l) => l.barcode === barcode,
  );
  assert.equal([row?.transferable, row?.reason], [false, '该书今年已转借2次，不能再转借']);
  const refused = await elib(third.client, 'releaseTransferLoanList', { rdrno: third.rdrno, barcode });
  assert.equal([refused.status, refused.message], ['1', '该书今年已转借2次，不能再转借']);
  assert.is(checksum(db), before);

  // Last year's transfers do not count.
  const lastYear = `${Number(cstDate(clock.now).slice(0, 4)) - 1}-12-31`;
  db.prepare('UPDATE transfers SET takendate = ? WHERE code = ?').run(lastYear, first.code);
  const now = (await elib(third.client, 'listTransferLoans', { rdrno: third.rdrno })).rows.find(
    (l) => l.barcode === barcode,
  );
  assert.equal([now?.transferable, now?.reason], [true, '']);
  returnLoan(db, barcode, clock.now);
});

Transfer('the harness page offers the codes waiting to be scanned, newest first', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const family = await ctx.as('multicard');
  const samples = async () =>
    (await (await rawRequest(`${ctx.server.url}/__harness/page-api/samples`)).json()).data.transfers as Row[];
  const copies = freeCopies(db, 3);
  const expiring = await publish(reader, 'SX100001', await freshLoan(db, reader, 'SX100001', copies[0]));
  clock.now += 4 * 60_000;
  const older = await publish(reader, 'SX100001', await freshLoan(db, reader, 'SX100001', copies[1]));
  clock.now += 60_000;
  const newer = await publish(reader, 'SX100001', await freshLoan(db, reader, 'SX100001', copies[2]));
  const shown = await samples();
  assert.equal(
    shown.map((t) => t.qrtext),
    [newer.qrtext, older.qrtext, expiring.qrtext],
  );
  assert.equal(shown[0], {
    code: newer.code,
    qrtext: newer.qrtext,
    title: newer.title,
    lendername: '林**',
    expiresin: 600,
  });
  assert.is(shown[2].expiresin, 300);

  // Expired, taken and withdrawn codes are not offered.
  clock.now += 5 * 60_000 + 1;
  assert.equal(
    (await samples()).map((t) => t.code),
    [newer.code, older.code],
  );
  assert.is((await elib(family, 'doCirculation', { rdrno: 'SX200001', code: older.code })).status, '0');
  assert.is((await elib(reader, 'cancelCirculation', { rdrno: 'SX100001', code: newer.code })).status, '0');
  assert.equal(await samples(), []);
  for (const barcode of copies) returnLoan(db, barcode, clock.now);
});

Transfer('two readers taking one code at the same moment: exactly one gets it, 50 times over', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const family = await ctx.as('multicard');
  const other = await newcomerWithCard(ctx, db);
  const borrowers = [
    { client: family, rdrno: 'SX200001' },
    { client: other.client, rdrno: other.rdrno },
  ];
  const copies = freeCopies(db, 50);
  assert.is(copies.length, 50);
  for (const [trial, barcode] of copies.entries()) {
    await freshLoan(db, reader, 'SX100001', barcode);
    const { code, loanid } = await publish(reader, 'SX100001', barcode);
    const answers = await Promise.all(
      borrowers.map(({ client, rdrno }) => elib(client, 'doCirculation', { rdrno, code })),
    );
    const said = answers.map((a) => a.message).join(' / ');
    assert.equal(
      answers.map((a) => a.message).sort(),
      ['已被其他读者转借', '转借成功'].sort(),
      `trial ${trial}: ${said}`,
    );
    const winner = borrowers[answers.findIndex((a) => a.status === '0')].rdrno;
    const open = db
      .prepare('SELECT id, rdrno, lentvia FROM loans WHERE barcode = ? AND returned_at IS NULL')
      .all(barcode);
    assert.is(open.length, 1, `trial ${trial}: one current loan`);
    assert.equal(open[0], {
      id: answers.find((a) => a.status === '0')?.rows[0].loanid,
      rdrno: winner,
      lentvia: 'transfer',
    });
    const lenders = db.prepare('SELECT returned_at, returnedvia FROM loans WHERE id = ?').get(loanid) as Row;
    assert.equal(lenders, { returned_at: cstDate(clock.now), returnedvia: 'transfer' }, `trial ${trial}`);
    const record = db.prepare('SELECT state, borrower, newloanid FROM transfers WHERE code = ?').get(code);
    assert.equal(record, { state: 'taken', borrower: winner, newloanid: (open[0] as Row).id }, `trial ${trial}`);
    assert.is(db.prepare('SELECT state FROM holdings WHERE barcode = ?').pluck().get(barcode), 2);
    returnLoan(db, barcode, clock.now);
  }
});

Transfer.run();
