/** /v1/elib points (ListReaderBonusLog, addReaderBonusLog, getParameter), against the in-process harness. */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { cstDateOffset } from '../../harness/server/infra/util.js';
import { returnLoan } from '../../harness/server/ils/loans.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID } from './helpers.js';

const Points = harnessSuite('points');

type Row = Record<string, any>;
type Answer = { status: string; message: string; rows: Row[]; total: number };
const elib = (client: Client, name: ElibName, params: Record<string, string>) =>
  client.elib(name, params) as Promise<Answer>;

const balanceOf = async (client: Client, rdrno: string) =>
  (await elib(client, 'ListReaderBonusLog', { rdrno, rows: '1' })).rows[0]?.balance ?? 0;

Points('the log: newest first, each entry with the balance after it, in pages', async ({ as }) => {
  const reader = await as('reader');
  const log = await elib(reader, 'ListReaderBonusLog', { rdrno: 'SX100001' });
  assert.is(log.status, '0');
  assert.is(log.total, 4);
  assert.equal(
    log.rows.map((r) => [r.kind, r.points, r.balance]),
    [
      ['redeem', -30, 320],
      ['other', 50, 350],
      ['other', 100, 300],
      ['bind', 200, 200],
    ],
  );
  assert.match(log.rows[0].createtime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const second = await elib(reader, 'ListReaderBonusLog', { rdrno: 'SX100001', page: '2', rows: '3' });
  assert.equal([second.total, second.rows.length, second.rows[0].kind], [4, 1, 'bind']);
  const extra = await elib(reader, 'getReaderExtendInfo', { rdrno: 'SX100001' });
  assert.is(extra.rows[0].points, 320, 'the same balance as the card’s extended info');
  assert.is((await elib(reader, 'ListReaderBonusLog', { rdrno: 'SX100001', rows: '0' })).status, '1');
});

Points('a loan returned on time at the desk earns its points once; a late one earns none', async ({ as, server }) => {
  const reader = await as('reader');
  const before = await balanceOf(reader, 'SX100001');
  const due = (late: boolean) =>
    server.db
      .prepare(
        `SELECT barcode FROM loans WHERE rdrno = 'SX100001' AND returned_at IS NULL AND returndate ${late ? '<' : '>='} ? LIMIT 1`,
      )
      .pluck()
      .get(cstDateOffset(Date.now(), 0)) as string;
  const onTime = due(false);
  const late = due(true);
  const loanid = String(
    server.db.prepare('SELECT id FROM loans WHERE barcode = ? AND returned_at IS NULL').pluck().get(onTime),
  );
  returnLoan(server.db, onTime, Date.now());
  const log = await elib(reader, 'ListReaderBonusLog', { rdrno: 'SX100001' });
  assert.equal([log.rows[0].kind, log.rows[0].points, log.rows[0].balance], ['ontime', 2, before + 2]);
  assert.match(log.rows[0].reason, /^按时还书《.+》$/);
  const again = await elib(reader, 'addReaderBonusLog', { rdrno: 'SX100001', kind: 'ontime', ref: loanid });
  assert.is(again.message, '该项积分已经发放过了');
  returnLoan(server.db, late, Date.now());
  assert.is(await balanceOf(reader, 'SX100001'), before + 2, 'a late return earns nothing');
});

Points(
  'asking for points: once for a thing of the card’s that happened; every refusal changes nothing',
  async ({ as, server }) => {
    const reader = await as('reader');
    const family = await as('multicard');
    const lost = await as('lostcard');
    const foreignLoan = String(
      server.db.prepare("SELECT id FROM loans WHERE rdrno = 'SX200001' LIMIT 1").pluck().get(),
    );
    const before = checksum(server.db);
    const cases: [Client, Record<string, string>, string][] = [
      [reader, { rdrno: 'SX100001', kind: 'bind', ref: 'SX100001' }, '该项积分已经发放过了'],
      [reader, { rdrno: 'SX100001', kind: 'ontime', ref: foreignLoan }, '没有找到可以获得积分的记录'],
      [reader, { rdrno: 'SX100001', kind: 'comment', ref: '999999' }, '没有找到可以获得积分的记录'],
      [reader, { rdrno: 'SX100001', kind: 'aloud', ref: '1' }, '没有找到可以获得积分的记录'],
      [reader, { rdrno: 'SX100001', kind: 'bind', ref: 'SX200001' }, '没有找到可以获得积分的记录'],
      [
        reader,
        { rdrno: 'SX100001', kind: 'gift', ref: '1' },
        '积分类型 kind 须为 bind、ontime、comment、aloud 或 photo',
      ],
      [reader, { rdrno: 'SX100001', kind: 'bind' }, '缺少参数：积分对应的记录'],
      [reader, { rdrno: 'SX100001', kind: 'bind', ref: 'x'.repeat(33) }, '积分对应的记录 ref 过长'],
      [reader, { rdrno: 'SX200001', kind: 'bind', ref: 'SX200001' }, '无权访问该读者证，请先验证密码绑定'],
      [lost, { rdrno: 'SX300001', kind: 'bind', ref: 'SX300001' }, '读者证已挂失，请先到馆办理'],
    ];
    for (const [client, params, message] of cases) {
      const body = await elib(client, 'addReaderBonusLog', params);
      assert.is(body.message, message, JSON.stringify(params));
      assert.is.not(body.status, '0');
    }
    assert.is(checksum(server.db), before, 'refusals wrote nothing');

    // The family's first card was bound before points were given for it: it may ask once.
    const [first, second] = await Promise.all([
      elib(family, 'addReaderBonusLog', { rdrno: 'SX200001', kind: 'bind', ref: 'SX200001' }),
      elib(family, 'addReaderBonusLog', { rdrno: 'SX200001', kind: 'bind', ref: 'SX200001' }),
    ]);
    assert.equal([first.message, second.message].sort(), ['积分已发放', '该项积分已经发放过了'].sort());
    const given = [first, second].find((b) => b.status === '0')!.rows[0];
    assert.equal([given.kind, given.points, given.reason], ['bind', 50, '绑定读者证']);
    assert.is(
      server.db.prepare("SELECT COUNT(*) FROM points_log WHERE rdrno = 'SX200001' AND kind = 'bind'").pluck().get(),
      1,
    );
  },
);

Points(
  'a comment earns its points when the card asks, up to the daily cap; the comment is kept either way',
  async ({ as, server }) => {
    const reader = await as('reader');
    const before = await balanceOf(reader, 'SX100001');
    const books = server.db.prepare('SELECT bookrecno FROM books ORDER BY bookrecno LIMIT 4 OFFSET 40').pluck().all();
    const answers: string[] = [];
    for (const [index, bookrecno] of books.entries()) {
      const saved = await reader.post('/api/v1/comment/save', {
        authorizer_appid: APPID,
        openid: OPENID.reader,
        rdrno: 'SX100001',
        bookrecno: String(bookrecno),
        content: `第${index + 1}次读这本书，很有收获，推荐给大家。`,
      });
      assert.is(saved.code, 1, saved.message);
      assert.is(await balanceOf(reader, 'SX100001'), before + index * 5, 'nothing by itself');
      const ref = String(saved.data.id);
      const [first, second] = await Promise.all([
        elib(reader, 'addReaderBonusLog', { rdrno: 'SX100001', kind: 'comment', ref }),
        elib(reader, 'addReaderBonusLog', { rdrno: 'SX100001', kind: 'comment', ref }),
      ]);
      answers.push([first.message, second.message].sort().join(' / '));
    }
    const once = ['积分已发放', '该项积分已经发放过了'].sort().join(' / ');
    const capped = '每天最多3条书评获得积分，明天再来吧';
    assert.equal(answers, [once, once, once, `${capped} / ${capped}`]);
    const log = await elib(reader, 'ListReaderBonusLog', { rdrno: 'SX100001', rows: '10' });
    assert.is(log.rows.filter((r) => r.kind === 'comment').length, 3, 'three a day');
    assert.equal([log.rows[0].points, log.rows[0].balance], [5, before + 15]);
    assert.match(log.rows[0].reason, /^发表书评《.+》$/);
  },
);

Points('a card bound to WeChat for the first time earns its points; binding it again does not', async ({ as }) => {
  const newcomer = await as('newcomer');
  const checked = await elib(newcomer, 'checkReader', { rdrno: 'DEMO0001', password: '123456' });
  assert.is(checked.status, '0', checked.message);
  const openid = OPENID.newcomer;
  const bind = () => elib(newcomer, 'bindOpenid', { rdrno: 'DEMO0001', openid });
  assert.is((await bind()).message, '绑定成功');
  assert.is(await balanceOf(newcomer, 'DEMO0001'), 50);
  assert.is((await elib(newcomer, 'unbindOpenid', { rdrno: 'DEMO0001', openid })).status, '0');
  assert.is((await bind()).message, '绑定成功');
  assert.is(await balanceOf(newcomer, 'DEMO0001'), 50, 'once per card');
});

Points('getParameter pointrules: how points are earned and spent, as configured', async ({ client }) => {
  const rules = await elib(client, 'getParameter', { key: 'pointrules' });
  assert.equal(
    rules.rows.map((r) => [r.kind, r.points]),
    [
      ['bind', 50],
      ['ontime', 2],
      ['comment', 5],
      ['aloud', 20],
      ['photo', 10],
      ['redeem', 0],
    ],
  );
  assert.is(rules.rows[2].note, '每天最多3条');
  assert.is((await elib(client, 'getParameter', { key: 'x' })).message, '参数名 key 须为 pointrules');
});

Points.run();
