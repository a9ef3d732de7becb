/** /v1/elib current loans, renewal and the loan history against the in-process harness. */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { cstDate, cstDateOffset } from '../../harness/server/infra/util.js';
import { returnLoan } from '../../harness/server/ils/loans.js';
import { checksum } from './fuzz/snapshot.js';
import { type Client, harnessSuite } from './helpers.js';

const Loans = harnessSuite('loans');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

const CUR_LOAN_KEYS = [
  'loanid',
  'barcode',
  'bookrecno',
  'title',
  'author',
  'isbn',
  'libcode',
  'libname',
  'curlocal',
  'curlocalname',
  'callno',
  'loandate',
  'returndate',
  'renewcount',
  'lentvia',
  'renewlimit',
  'overduedays',
  'fine',
  'renewable',
  'renewnote',
].sort();

/** The reader's current loan due `days` from the seed day. */
function loanDueIn(server: { db: any }, rdrno: string, days: number): { barcode: string; renewcount: number } {
  return server.db
    .prepare('SELECT barcode, renewcount FROM loans WHERE rdrno = ? AND returned_at IS NULL AND returndate = ?')
    .get(rdrno, cstDateOffset(Date.now(), days));
}

Loans('listRdrCurLoan: every current loan of the card, due date first, as the contract', async ({ as }) => {
  const body = await elib(await as('reader'), 'listRdrCurLoan', { rdrno: 'SX100001' });
  assert.is(body.status, '0');
  assert.is(body.rows.length, 6);
  assert.equal(Object.keys(body.rows[0]).sort(), CUR_LOAN_KEYS);
  const dues = body.rows.map((r: { returndate: string }) => r.returndate);
  assert.equal(dues, [...dues].sort());
  const overdue = body.rows[0];
  assert.is(overdue.returndate, cstDateOffset(Date.now(), -5));
  assert.is(overdue.overduedays, 5);
  assert.is(overdue.fine, 50, '10 fen a day, charged on return');
  assert.ok(body.rows.slice(1).every((r: { fine: number; overduedays: number }) => r.fine === 0 && !r.overduedays));
  assert.ok(body.rows.every((r: { renewlimit: number; title: string }) => r.renewlimit === 1 && r.title));
});

Loans(
  'renewBook: a loan nearly due gets the loan period from today (its barcode in any case)',
  async ({ as, server }) => {
    const client = await as('reader');
    const { barcode } = loanDueIn(server, 'SX100001', 2);
    // Typed by hand: lower case, with spaces.
    const typed = ` ${barcode.toLowerCase().replace(/(\d{4})/, '$1 ')} `;
    const body = await elib(client, 'renewBook', { rdrno: 'SX100001', barcode: typed });
    assert.is(body.status, '0', body.message);
    assert.is(body.message, '续借成功');
    assert.equal(body.rows, [
      {
        barcode,
        returndate: cstDateOffset(Date.now(), 30),
        renewcount: 1,
        renewable: false,
        renewnote: '已续借1次，不能再续借。可到馆办理或按时归还',
      },
    ]);
    const list = await elib(client, 'listRdrCurLoan', { rdrno: 'SX100001' });
    const renewed = list.rows.find((r: { barcode: string }) => r.barcode === barcode);
    assert.equal([renewed.returndate, renewed.renewcount], [cstDateOffset(Date.now(), 30), 1]);
    assert.equal([renewed.renewable, renewed.renewnote], [false, '已续借1次，不能再续借。可到馆办理或按时归还']);
  },
);

Loans('renewBook: every refusal says why and changes nothing', async ({ as, server }) => {
  const reader = await as('reader');
  const other = server.db
    .prepare("SELECT barcode FROM loans WHERE rdrno = 'SX200001' AND returned_at IS NULL")
    .pluck()
    .get() as string;
  const lost = server.db
    .prepare("SELECT barcode FROM loans WHERE rdrno = 'SX300001' AND returned_at IS NULL")
    .pluck()
    .get() as string;
  const cases: [Client, Record<string, string>, string][] = [
    [reader, { barcode: loanDueIn(server, 'SX100001', -5).barcode }, '该书已过期，不能续借，请尽快归还'],
    [reader, { barcode: loanDueIn(server, 'SX100001', 15).barcode }, '已续借1次，不能再续借。可到馆办理或按时归还'],
    [reader, { barcode: loanDueIn(server, 'SX100001', 20).barcode }, '该书已被其他读者预约，不能续借，请按时归还'],
    [reader, { barcode: other }, '没有找到该书的在借记录'],
    [reader, { barcode: 'NOSUCH0001' }, '没有找到该书的在借记录'],
    [reader, { barcode: '../etc' }, '图书条码格式错误'],
    [reader, {}, '缺少参数：图书条码'],
    [await as('lostcard'), { rdrno: 'SX300001', barcode: lost }, '读者证已挂失，请先到馆办理'],
    [
      await as('fined'),
      { rdrno: 'SX500001', barcode: loanDueIn(server, 'SX500001', -30).barcode },
      '未缴罚款超过限额，请先缴纳',
    ],
  ];
  for (const [client, params, message] of cases) {
    const before = checksum(server.db);
    const body = await elib(client, 'renewBook', { rdrno: 'SX100001', ...params });
    assert.is(body.status, '1', message);
    assert.is(body.message, message);
    assert.is(checksum(server.db), before, `${message}: nothing changed`);
  }
});

Loans("renewBook on another reader's card: 403, nothing changed", async ({ as, server }) => {
  const before = checksum(server.db);
  const barcode = server.db
    .prepare("SELECT barcode FROM loans WHERE rdrno = 'SX200001' AND returned_at IS NULL")
    .pluck()
    .get() as string;
  const body = await elib(await as('reader'), 'renewBook', { rdrno: 'SX200001', barcode });
  assert.is(body.status, '403');
  assert.is(checksum(server.db), before);
});

Loans('two renewals of one loan at once: exactly one is counted', async ({ as, server }) => {
  const client = await as('reader');
  const { barcode } = loanDueIn(server, 'SX100001', 10);
  const answers = await Promise.all([1, 2].map(() => elib(client, 'renewBook', { rdrno: 'SX100001', barcode })));
  assert.equal(answers.map((a) => a.status).sort(), ['0', '1']);
  const row = server.db.prepare('SELECT renewcount, returndate FROM loans WHERE barcode = ? AND returned_at IS NULL');
  assert.equal(row.get(barcode), { renewcount: 1, returndate: cstDateOffset(Date.now(), 30) });
});

// --- history

Loans('listCirHistory: pages of returned loans, newest return first, with the total', async ({ as }) => {
  const client = await as('reader');
  const first = await elib(client, 'listCirHistory', { rdrno: 'SX100001' });
  assert.is(first.status, '0');
  assert.ok(first.total >= 1000, `total ${first.total}`);
  assert.is(first.rows.length, 20);
  assert.equal(Object.keys(first.rows[0]).sort(), [
    'author',
    'backdate',
    'barcode',
    'bookrecno',
    'lentvia',
    'libname',
    'loandate',
    'loanid',
    'renewcount',
    'returnedvia',
    'title',
  ]);
  const dates = first.rows.map((r: { backdate: string }) => r.backdate);
  assert.equal(dates, [...dates].sort().reverse());
  assert.ok(dates[0] <= cstDate(Date.now()));
  const lastPage = Math.ceil(first.total / 100);
  const last = await elib(client, 'listCirHistory', { rdrno: 'SX100001', page: String(lastPage), rows: '100' });
  assert.is(last.rows.length, first.total - (lastPage - 1) * 100);
  const beyond = await elib(client, 'listCirHistory', {
    rdrno: 'SX100001',
    page: String(lastPage + 1),
    rows: '100',
  });
  assert.equal([beyond.status, beyond.rows, beyond.total], ['0', [], first.total]);
});

Loans('listCirHistory: a date range is inclusive at both ends', async ({ as }) => {
  const client = await as('reader');
  const day = cstDateOffset(Date.now(), -3);
  const one = await elib(client, 'listCirHistory', { rdrno: 'SX100001', startdate: day, enddate: day });
  assert.ok(one.total >= 1);
  assert.ok(one.rows.every((r: { backdate: string }) => r.backdate === day));
  const week = await elib(client, 'listCirHistory', {
    rdrno: 'SX100001',
    startdate: cstDateOffset(Date.now(), -9),
    enddate: day,
  });
  assert.is(week.total, 4, 'returned on days -3, -5, -7, -9');
  const from = await elib(client, 'listCirHistory', { rdrno: 'SX100001', startdate: cstDateOffset(Date.now(), -9) });
  assert.is(from.total, 4);
});

Loans('listCirHistory: bad paging and dates are refused in Chinese', async ({ as }) => {
  const client = await as('reader');
  const cases: [Record<string, string>, string][] = [
    [{ startdate: '2024-02-30' }, '开始日期格式错误，应为 YYYY-MM-DD'],
    [{ startdate: '2024/01/01' }, '开始日期格式错误，应为 YYYY-MM-DD'],
    [{ enddate: '20240101' }, '结束日期格式错误，应为 YYYY-MM-DD'],
    [{ startdate: '2024-03-02', enddate: '2024-03-01' }, '开始日期不能晚于结束日期'],
    [{ page: '0' }, '页码 page 须为正整数'],
    [{ page: '1.5' }, '页码 page 须为正整数'],
    [{ rows: '101' }, '每页条数 rows 须为 1 到 100 的整数'],
    [{ rows: '-1' }, '每页条数 rows 须为 1 到 100 的整数'],
  ];
  for (const [params, message] of cases) {
    const body = await elib(client, 'listCirHistory', { rdrno: 'SX100001', ...params });
    assert.equal([body.status, body.message], ['1', message], JSON.stringify(params));
  }
});

// --- one loan's history

Loans('getLoanInfoHistory: one loan from lending to its end, with its fine and its points', async ({ as, server }) => {
  const client = await as('reader');
  const info = async (loanid: number) => {
    const body = await elib(client, 'getLoanInfoHistory', { rdrno: 'SX100001', loanid: String(loanid) });
    assert.is(body.status, '0', body.message);
    return body.rows[0];
  };
  const open = (late: boolean) =>
    server.db
      .prepare(
        `SELECT id, barcode, returndate FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL
         AND returndate ${late ? '<' : '>='} ? ORDER BY id LIMIT 1`,
      )
      .get(cstDate(Date.now())) as { id: number; barcode: string; returndate: string };
  const late = open(true);
  const current = await info(late.id);
  assert.equal(
    [current.barcode, current.returndate, current.backdate, current.returnedvia, current.fine, current.points],
    [late.barcode, late.returndate, null, null, 0, 0],
  );
  assert.ok(current.overduedays > 0, 'late so far');
  assert.ok(current.title && current.libname && current.callno);

  const onTime = open(false);
  returnLoan(server.db, onTime.barcode, Date.now());
  const returned = await info(onTime.id);
  assert.equal(
    [returned.backdate, returned.returnedvia, returned.overduedays, returned.fine, returned.points],
    [cstDate(Date.now()), 'desk', 0, 0, 2],
  );
  const charged = returnLoan(server.db, late.barcode, Date.now());
  const fined = await info(late.id);
  assert.equal(
    [fined.returnedvia, fined.overduedays, fined.fine, fined.finepaid, fined.points],
    ['desk', current.overduedays, charged.fine, false, 0],
  );
  assert.ok(fined.fine > 0);

  const oldest = (await elib(client, 'listCirHistory', { rdrno: 'SX100001', rows: '1' })).rows[0];
  const fromHistory = await info(oldest.loanid);
  for (const key of ['loanid', 'barcode', 'title', 'loandate', 'backdate', 'renewcount', 'lentvia', 'returnedvia']) {
    assert.equal(fromHistory[key], oldest[key], key);
  }
});

Loans(
  'getLoanInfoHistory: another card’s loan and bad ids are refused in Chinese, changing nothing',
  async ({ as, server }) => {
    const client = await as('reader');
    const theirs = server.db.prepare("SELECT id FROM loans WHERE rdrno = 'SX200001' LIMIT 1").pluck().get() as number;
    const before = checksum(server.db);
    const cases: [Record<string, string>, string][] = [
      [{ loanid: String(theirs) }, '没有找到该借阅记录'],
      [{ loanid: '999999999' }, '没有找到该借阅记录'],
      [{ loanid: '0' }, '借阅记录号 loanid 须为正整数'],
      [{ loanid: '1.5' }, '借阅记录号 loanid 须为正整数'],
      [{ loanid: 'abc' }, '借阅记录号 loanid 须为正整数'],
      [{}, '缺少参数：借阅记录号'],
    ];
    for (const [params, message] of cases) {
      const body = await elib(client, 'getLoanInfoHistory', { rdrno: 'SX100001', ...params });
      assert.equal([body.status, body.message], ['1', message], JSON.stringify(params));
    }
    const foreign = await elib(client, 'getLoanInfoHistory', { rdrno: 'SX200001', loanid: String(theirs) });
    assert.is(foreign.message, '无权访问该读者证，请先验证密码绑定');
    assert.is(checksum(server.db), before);
  },
);

Loans.run();
