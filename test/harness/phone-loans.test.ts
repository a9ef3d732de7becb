/** /v1/elib checkLoanBook and loanBook (手机借书), against the in-process harness. */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { returnLoan } from '../../harness/server/ils/loans.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite } from './helpers.js';

const Borrow = harnessSuite('borrowing with the phone');

type Db = import('better-sqlite3').Database;
const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

/** Where a library is, as strings (the phone's position in the library). */
function at(db: Db, libcode: string): { latitude: string; longitude: string } {
  const lib = db.prepare('SELECT latitude, longitude FROM libraries WHERE code = ?').get(libcode) as {
    latitude: number;
    longitude: number;
  };
  return { latitude: String(lib.latitude), longitude: String(lib.longitude) };
}

/** Copies on the shelf at `libcode`, held for no one. */
function onShelf(db: Db, libcode: string, limit: number): string[] {
  return db
    .prepare(
      `SELECT barcode FROM holdings h WHERE curlib = ? AND state = 1
       AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.barcode = h.barcode AND r.state = 'ready')
       ORDER BY barcode LIMIT ?`,
    )
    .pluck()
    .all(libcode, limit) as string[];
}

Borrow('checkLoanBook shows the copy and says yes; loanBook lends it, due after the loan period', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const [barcode] = onShelf(db, 'SXLIB', 1);
  const here = at(db, 'SXLIB');
  const check = await elib(reader, 'checkLoanBook', { rdrno: 'SX100001', barcode, ...here });
  assert.is(check.status, '0');
  const row = check.rows[0];
  assert.equal([row.barcode, row.statename, row.loanable, row.reason], [barcode, '在馆', true, '']);
  assert.match(row.duedate, /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(row.title && row.libname);
  const lent = await elib(reader, 'loanBook', { rdrno: 'SX100001', barcode, ...here });
  assert.equal(
    [lent.status, lent.message, lent.rows[0].barcode, lent.rows[0].returndate],
    ['0', '借阅成功', barcode, row.duedate],
  );
  const loans = await elib(reader, 'listRdrCurLoan', { rdrno: 'SX100001' });
  assert.ok(loans.rows.some((l: { barcode: string }) => l.barcode === barcode));
  assert.is(db.prepare('SELECT state FROM holdings WHERE barcode = ?').pluck().get(barcode), 2);
  const again = await elib(reader, 'checkLoanBook', { rdrno: 'SX100001', barcode, ...here });
  assert.equal([again.rows[0].loanable, again.rows[0].reason], [false, '该书已借出']);
});

Borrow(
  'a barcode typed in lower case, with spaces, is the copy (check, lend; the catalogue’s lookup too)',
  async (ctx) => {
    const { db } = ctx.server;
    const reader = await ctx.as('reader');
    const [barcode] = onShelf(db, 'SXLIB', 1);
    const typed = ` ${barcode.toLowerCase().slice(0, 4)} ${barcode.toLowerCase().slice(4)} `;
    const here = at(db, 'SXLIB');
    const check = await elib(reader, 'checkLoanBook', { rdrno: 'SX100001', barcode: typed, ...here });
    assert.equal([check.status, check.rows[0].barcode, check.rows[0].loanable], ['0', barcode, true]);
    const lent = await elib(reader, 'loanBook', { rdrno: 'SX100001', barcode: barcode.toLowerCase(), ...here });
    assert.equal([lent.status, lent.message, lent.rows[0].barcode], ['0', '借阅成功', barcode]);
    assert.is(db.prepare('SELECT state FROM holdings WHERE barcode = ?').pluck().get(barcode), 2);
    const copy = await reader.get('/api/v1/elib/getHoldingInfo', { authorizer_appid: APPID, barcode: typed });
    assert.equal([copy.status, copy.rows[0].barcode], ['0', barcode]);
  },
);

Borrow('every refusal says why and changes nothing', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const [free] = onShelf(db, 'SXLIB', 1);
  const here = at(db, 'SXLIB');
  const far = at(db, 'SXLIB-CN');
  const stateOf = (state: number) =>
    String(
      db.prepare('SELECT barcode FROM holdings WHERE state = ? AND curlib = ? LIMIT 1').pluck().get(state, 'SXLIB'),
    );
  const cases: [Client, Record<string, string>, string][] = [
    [reader, { barcode: free, ...far }, '请在图书馆内使用手机借书'],
    [reader, { barcode: free }, '无法获取您的位置，请开启定位后重试'],
    [reader, { barcode: free, latitude: '北纬30', longitude: '120' }, '位置信息格式错误'],
    [reader, { barcode: free, latitude: '91', longitude: '120' }, '位置信息格式错误'],
    [reader, { barcode: 'NOPE0000', ...here }, '没有找到该条码的馆藏'],
    [reader, { barcode: 'a_b', ...here }, '图书条码格式错误'],
    [reader, { barcode: stateOf(2), ...here }, '该书已借出'],
    [reader, { barcode: stateOf(4), ...here }, '该书已登记丢失，不能借阅'],
    [await ctx.as('lostcard'), { rdrno: 'SX300001', barcode: free, ...here }, '读者证已挂失，请先到馆办理'],
    [await ctx.as('expired'), { rdrno: 'SX400001', barcode: free, ...here }, '读者证已过期，请先办理延期'],
    [await ctx.as('fined'), { rdrno: 'SX500001', barcode: free, ...here }, '未缴罚款超过限额，请先缴纳'],
    [reader, { rdrno: 'SX200001', barcode: free, ...here }, '无权访问该读者证，请先验证密码绑定'],
  ];
  const before = checksum(db);
  for (const [client, params, message] of cases) {
    for (const name of ['checkLoanBook', 'loanBook'] as const) {
      const body = await elib(client, name, { rdrno: 'SX100001', ...params });
      const said = body.status === '0' ? body.rows[0].reason : body.message;
      if (name === 'checkLoanBook' && body.status === '0') assert.is(body.rows[0].loanable, false);
      assert.is(said, message, `${name} ${JSON.stringify(params)}`);
    }
  }
  assert.is(checksum(db), before);
});

Borrow('the loan limit, a copy held for another reader, and one held for the reader', async (ctx) => {
  const { db } = ctx.server;
  const family = await ctx.as('multicard');
  const here = at(db, 'SXLIB');
  const copies = onShelf(db, 'SXLIB', 12);
  // 王朵朵 (SX200003) is a 少儿读者: 5 at once.
  const limit = db
    .prepare("SELECT t.loanlimit FROM readers r JOIN rdrtypes t ON t.code = r.rdrtype WHERE r.rdrno = 'SX200003'")
    .pluck()
    .get() as number;
  const current = db
    .prepare("SELECT count(*) FROM loans WHERE rdrno = 'SX200003' AND returned_at IS NULL")
    .pluck()
    .get() as number;
  for (const barcode of copies.slice(0, limit - current)) {
    assert.is((await elib(family, 'loanBook', { rdrno: 'SX200003', barcode, ...here })).status, '0');
  }
  const full = await elib(family, 'loanBook', { rdrno: 'SX200003', barcode: copies[11], ...here });
  assert.is(full.message, `已借满${limit}本，请先归还`);

  // A copy set aside for SX200002's ready reservation: refused to SX200001, lent to SX200002.
  const held = copies[10];
  const bookrecno = db.prepare('SELECT bookrecno FROM holdings WHERE barcode = ?').pluck().get(held);
  db.prepare(
    "INSERT INTO reservations (rdrno, bookrecno, libcode, reservedate, enddate, state, barcode, pickupdeadline) VALUES ('SX200002', ?, 'SXLIB', '2020-01-01', '2099-01-01', 'ready', ?, '2099-01-01')",
  ).run(bookrecno, held);
  const other = await elib(family, 'loanBook', { rdrno: 'SX200001', barcode: held, ...here });
  assert.is(other.message, '该书已为其他读者预留');
  assert.is((await elib(family, 'loanBook', { rdrno: 'SX200002', barcode: held, ...here })).status, '0');
  const reserves = await elib(family, 'listRdrCurReserves', { rdrno: 'SX200002' });
  const fulfilled = reserves.rows.find((r: { bookrecno: number }) => r.bookrecno === bookrecno);
  assert.equal([fulfilled.state, fulfilled.statename], ['fulfilled', '已借阅']);
});

Borrow('two readers borrowing one copy at the same moment: exactly one gets it, 50 times over', async (ctx) => {
  const { db } = ctx.server;
  const reader = await ctx.as('reader');
  const family = await ctx.as('multicard');
  const here = at(db, 'SXLIB');
  const [barcode] = onShelf(db, 'SXLIB', 1);
  for (let trial = 0; trial < 50; trial += 1) {
    const answers = await Promise.all([
      elib(reader, 'loanBook', { rdrno: 'SX100001', barcode, ...here }),
      elib(family, 'loanBook', { rdrno: 'SX200001', barcode, ...here }),
    ]);
    const won = answers.filter((a) => a.status === '0');
    assert.is(won.length, 1, `trial ${trial}: ${answers.map((a) => a.message).join(' / ')}`);
    assert.is(answers.find((a) => a.status !== '0')?.message, '该书已借出');
    const open = db
      .prepare('SELECT count(*) FROM loans WHERE barcode = ? AND returned_at IS NULL')
      .pluck()
      .get(barcode);
    assert.is(open, 1, `trial ${trial}: one current loan`);
    returnLoan(db, barcode, Date.now());
  }
});

Borrow.run();
