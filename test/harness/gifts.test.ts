/**
 * /v1/elib the points mall (giftList, getGiftPage, getGiftInsert, getReaderGiftList,
 * cancelGiftOrder), against the in-process harness: redeeming takes the points and the stock in
 * one transaction, every refusal changes nothing, cancelling gives both back, and two readers on
 * the last gift: exactly one gets it.
 */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { seedDay } from '../../harness/server/seed/gifts.js';
import { getMeta } from '../../harness/server/infra/meta.js';
import { checksum } from './fuzz/snapshot.js';
import { APPID, type Client, harnessSuite, OPENID } from './helpers.js';

const Gifts = harnessSuite('points mall');

type Row = Record<string, any>;
type Answer = { status: string; message: string; rows: Row[]; total: number };
const elib = (client: Client, name: ElibName, params: Record<string, string>) =>
  client.elib(name, params) as Promise<Answer>;
type Db = import('better-sqlite3').Database;

const giftId = (db: Db, name: string) =>
  String(db.prepare('SELECT giftid FROM gifts WHERE name = ?').pluck().get(name));
const stockOf = (db: Db, giftid: string) => db.prepare('SELECT stock FROM gifts WHERE giftid = ?').pluck().get(giftid);
const balanceOf = (db: Db, rdrno: string) =>
  db.prepare('SELECT COALESCE(SUM(points), 0) FROM points_log WHERE rdrno = ?').pluck().get(rdrno) as number;

Gifts('the seeded periods are a library’s: none runs past next year; the festival one is next year’s', ({ server }) => {
  const seededAt = Number(getMeta(server.db, 'seeded_at'));
  const year = Number(new Date(seededAt + 8 * 3_600_000).toISOString().slice(0, 4));
  const periods = server.db.prepare('SELECT name, startdate, enddate FROM gifts').all() as Row[];
  for (const g of periods) {
    assert.ok(g.enddate <= `${year + 1}-12-31`, `${g.name} ends ${g.enddate}`);
    assert.ok(g.startdate <= g.enddate, `${g.name} starts before it ends`);
  }
  const festival = periods.find((g) => g.name === '新春限定书签')!;
  assert.equal([festival.startdate, festival.enddate], [`${year + 1}-01-20`, `${year + 1}-02-28`]);
  // A day of the seed's year or the next, whatever day the seed runs (China time).
  const newYearsEve = Date.parse('2026-12-31T20:00:00+08:00');
  assert.is(seedDay(newYearsEve, { years: 1, day: '02-28' }), '2027-02-28');
  assert.is(seedDay(Date.parse('2027-01-01T01:00:00+08:00'), { years: 0, day: '12-31' }), '2027-12-31');
  assert.is(seedDay(newYearsEve, 1), '2027-01-01');
});

Gifts(
  'the categories and a page of gifts, each with the card’s verdict; withdrawn and past gifts are not listed',
  async ({ as }) => {
    const reader = await as('reader');
    const categories = await elib(reader, 'giftList', {});
    assert.equal(
      categories.rows.map((c) => c.name),
      ['文创周边', '图书', '借阅特权'],
    );
    const all = await elib(reader, 'getGiftPage', { rdrno: 'SX100001', rows: '50' });
    const names = all.rows.map((g) => g.name);
    assert.is(all.total, 8);
    assert.not.ok(names.includes('旧版馆徽贴纸'), 'withdrawn');
    assert.not.ok(names.includes('世界读书日纪念徽章'), 'past its days');
    const byName = Object.fromEntries(all.rows.map((g) => [g.name, g]));
    assert.equal(
      [byName['书香市图书馆帆布袋'].reason, byName['书香市图书馆帆布袋'].deliveryname],
      ['', '到馆领取或邮寄'],
    );
    assert.is(byName['图书馆主题笔记本'].reason, '该礼品已兑完');
    assert.match(byName['新春限定书签'].reason, /^该礼品将于 \d{4}-\d{2}-\d{2} 开始兑换$/);
    assert.is(byName['《红楼梦》精装本'].reason, '积分不足，还差180分');
    assert.is(byName['图书馆定制书签'].redeemed, 1);
    assert.match(byName['藏书票套装'].picture, /^\/api\/gift-pictures\/\d+$/);
    const books = await elib(reader, 'getGiftPage', { cataid: String(categories.rows[1].cataid) });
    assert.equal(
      books.rows.map((g) => [g.name, g.reason]),
      [
        ['《红楼梦》精装本', ''],
        ['儿童绘本礼包', ''],
      ],
      'by category; without a card, no verdict',
    );
  },
);

Gifts('every refusal says why and changes nothing', async ({ as, server }) => {
  const { db } = server;
  const reader = await as('reader');
  const lost = await as('lostcard');
  const fined = await as('fined');
  const before = checksum(db);
  const startOf = (name: string) => db.prepare('SELECT startdate FROM gifts WHERE name = ?').pluck().get(name);
  const pickup = (name: string) => ({
    rdrno: 'SX100001',
    giftid: giftId(db, name),
    delivery: 'pickup',
    libcode: 'SXLIB',
  });
  const cases: [Client, Record<string, string>, string][] = [
    [reader, pickup('图书馆主题笔记本'), '该礼品已兑完'],
    [reader, pickup('新春限定书签'), `该礼品将于 ${startOf('新春限定书签')} 开始兑换`],
    [reader, pickup('世界读书日纪念徽章'), '该礼品已过兑换期'],
    [reader, pickup('旧版馆徽贴纸'), '该礼品已下架'],
    [reader, { ...pickup('书香市图书馆帆布袋'), libcode: 'NOPE' }, '请选择领取礼品的图书馆'],
    [reader, { ...pickup('《红楼梦》精装本') }, '积分不足，还差180分'],
    [reader, { ...pickup('藏书票套装'), delivery: 'post' }, '该礼品只能到馆领取'],
    [reader, { ...pickup('书香市图书馆帆布袋'), delivery: 'fly' }, '领取方式 delivery 须为 pickup 或 post'],
    [reader, { ...pickup('书香市图书馆帆布袋'), giftid: '99999' }, '礼品不存在'],
    [reader, { ...pickup('书香市图书馆帆布袋'), giftid: 'x' }, '礼品编号 giftid 格式错误'],
    [
      reader,
      { ...pickup('书香市图书馆帆布袋'), delivery: 'post', addressid: '9999', openid: OPENID.reader },
      '地址不存在',
    ],
    [lost, { ...pickup('书香市图书馆帆布袋'), rdrno: 'SX300001' }, '读者证已挂失，请先到馆办理'],
    [reader, { ...pickup('书香市图书馆帆布袋'), rdrno: 'SX200001' }, '无权访问该读者证，请先验证密码绑定'],
  ];
  for (const [client, params, message] of cases) {
    const body = await elib(client, 'getGiftInsert', params);
    assert.is.not(body.status, '0', JSON.stringify(params));
    assert.is(body.message, message, JSON.stringify(params));
  }
  assert.is(checksum(db), before, 'refusals wrote nothing');
  const ready = db.prepare("SELECT id FROM redemptions WHERE rdrno = 'SX500001' AND state = 'shipped'").pluck().get();
  assert.is(
    (await elib(fined, 'cancelGiftOrder', { rdrno: 'SX500001', id: String(ready) })).message,
    '礼品已发货，不能取消',
  );
  assert.is(
    (await elib(reader, 'cancelGiftOrder', { rdrno: 'SX100001', id: String(ready) })).message,
    '兑换记录不存在',
  );
  assert.is(checksum(db), before);
});

Gifts(
  'redeeming: collected at a library with a pickup code, or posted to an address; the points and stock go',
  async ({ as, server }) => {
    const { db } = server;
    const reader = await as('reader');
    const bag = giftId(db, '书香市图书馆帆布袋');
    const [points, stock] = [balanceOf(db, 'SX100001'), stockOf(db, bag)];
    const got = await elib(reader, 'getGiftInsert', {
      rdrno: 'SX100001',
      giftid: bag,
      delivery: 'pickup',
      libcode: 'SXLIB',
    });
    assert.equal([got.status, got.message], ['0', '兑换成功']);
    const r = got.rows[0];
    assert.equal([r.state, r.statename, r.libname, r.points], ['ready', '待领取', '书香市图书馆', 200]);
    assert.match(r.pickupcode, /^\d{10}$/);
    assert.equal([balanceOf(db, 'SX100001'), stockOf(db, bag)], [points - 200, (stock as number) - 1]);
    const log = await elib(reader, 'ListReaderBonusLog', { rdrno: 'SX100001', rows: '1' });
    assert.equal(
      [log.rows[0].kind, log.rows[0].points, log.rows[0].reason],
      ['redeem', -200, '兑换礼品《书香市图书馆帆布袋》'],
    );
    const mine = await elib(reader, 'getReaderGiftList', { rdrno: 'SX100001' });
    assert.equal([mine.rows[0].id, mine.rows[0].state], [r.id, 'ready']);

    // Posted, to an address of the WeChat user's.
    const address = await reader.post('/api/v1/address/save', {
      authorizer_appid: APPID,
      openid: OPENID.reader,
      name: '林书远',
      phone: '13812345678',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 100 号',
    });
    assert.is(address.code, 1, address.message);
    db.prepare(
      "INSERT INTO points_log (rdrno, points, reason, createdate, kind) VALUES ('SX100001', 1000, 'test', '2000-01-01 00:00:00', 'other')",
    ).run();
    const book = { rdrno: 'SX100001', giftid: giftId(db, '《红楼梦》精装本'), delivery: 'post' };
    assert.is((await elib(reader, 'getGiftInsert', book)).message, '请选择收货地址');
    const sent = await elib(reader, 'getGiftInsert', {
      ...book,
      openid: OPENID.reader,
      addressid: String(address.data.id),
    });
    assert.is(sent.status, '0', sent.message);
    const p = sent.rows[0];
    assert.equal(
      [p.state, p.statename, p.consignee, p.address, p.pickupcode],
      ['pending', '待发货', '林书远', '浙江省 杭州市 西湖区 文三路 100 号', ''],
    );
  },
);

Gifts('cancelling a redemption not yet collected gives the points and the stock back, once', async ({ as, server }) => {
  const { db } = server;
  const fined = await as('fined');
  const id = String(
    db.prepare("SELECT id FROM redemptions WHERE rdrno = 'SX500001' AND state = 'ready'").pluck().get(),
  );
  const giftid = String(db.prepare('SELECT giftid FROM redemptions WHERE id = ?').pluck().get(id));
  const [points, stock] = [balanceOf(db, 'SX500001'), stockOf(db, giftid) as number];
  const [a, b] = await Promise.all([
    elib(fined, 'cancelGiftOrder', { rdrno: 'SX500001', id }),
    elib(fined, 'cancelGiftOrder', { rdrno: 'SX500001', id }),
  ]);
  assert.equal([a.message, b.message].sort(), ['已取消兑换，积分已退回', '该兑换已取消'].sort());
  assert.equal([balanceOf(db, 'SX500001'), stockOf(db, giftid)], [points + 200, stock + 1]);
});

Gifts(
  'the last one, two readers at the same moment, 50 times: exactly one gets it, the other is told',
  async ({ as, server }) => {
    const { db } = server;
    const reader = await as('reader');
    const fined = await as('fined');
    const giftid = giftId(db, '藏书票套装');
    for (let trial = 0; trial < 50; trial += 1) {
      db.prepare('UPDATE gifts SET stock = 1, perreader = 1000 WHERE giftid = ?').run(giftid);
      const before = { reader: balanceOf(db, 'SX100001'), fined: balanceOf(db, 'SX500001') };
      const answers = await Promise.all([
        elib(reader, 'getGiftInsert', { rdrno: 'SX100001', giftid, delivery: 'pickup', libcode: 'SXLIB' }),
        elib(fined, 'getGiftInsert', { rdrno: 'SX500001', giftid, delivery: 'pickup', libcode: 'SXLIB' }),
      ]);
      const won = answers.filter((x) => x.status === '0');
      assert.is(won.length, 1, `trial ${trial}`);
      assert.is(answers.find((x) => x.status !== '0')?.message, '该礼品已兑完');
      assert.is(stockOf(db, giftid), 0);
      const spent = before.reader - balanceOf(db, 'SX100001') + (before.fined - balanceOf(db, 'SX500001'));
      assert.is(spent, 120, 'one price paid, once');
      // Give the points back so both can go on.
      db.prepare(
        "INSERT INTO points_log (rdrno, points, reason, createdate, kind) VALUES (?, 120, 'test', '2000-01-01 00:00:00', 'other')",
      ).run(won[0] === answers[0] ? 'SX100001' : 'SX500001');
    }
  },
);

Gifts(
  'the desk hands gifts over: collected by the pickup code, posted by id; every refusal writes nothing',
  async ({ as, client, server }) => {
    const reader = await as('reader');
    // Earlier cases spent points and stock: the card gets enough for two gifts here.
    server.db
      .prepare(
        "INSERT INTO points_log (rdrno, points, reason, createdate) VALUES ('SX100001', 500, '馆员补录', '2026-11-01 10:00:00')",
      )
      .run();
    const made = await elib(reader, 'getGiftInsert', {
      rdrno: 'SX100001',
      giftid: giftId(server.db, '图书馆定制书签'),
      delivery: 'pickup',
      libcode: 'SXLIB',
    });
    assert.is(made.status, '0', made.message);
    const { pickupcode, id } = made.rows[0];
    const collected = await client.post('/__harness/api/gifts/collect', { pickupcode });
    assert.equal([collected.code, collected.message, collected.data.state], [1, '礼品已领取', 'collected']);
    const listed = await elib(reader, 'getReaderGiftList', { rdrno: 'SX100001' });
    assert.equal([listed.rows[0].id, listed.rows[0].statename], [id, '已领取']);
    assert.ok(listed.rows[0].closetime);

    const pending = server.db
      .prepare("SELECT id FROM redemptions WHERE rdrno = 'SX500001' AND state = 'shipped'")
      .pluck()
      .get() as number;
    const before = checksum(server.db);
    const refusals: [string, object, string][] = [
      ['collect', { pickupcode }, '该礼品已领取'],
      ['collect', { pickupcode: '0000000000' }, '领取码不存在'],
      ['collect', { pickupcode: '12345' }, '领取码应为10位数字'],
      ['ship', { id }, '该礼品为到馆领取，不能邮寄'],
      ['ship', { id: pending }, '该礼品已发货'],
      ['ship', { id: 99999 }, '兑换记录不存在'],
      ['ship', { id: '1' }, '兑换记录编号 id 须为正整数'],
    ];
    for (const [action, body, message] of refusals) {
      const res = await client.post(`/__harness/api/gifts/${action}`, body);
      assert.equal([res.code, res.message], [0, message], `${action} ${JSON.stringify(body)}`);
    }
    assert.is(checksum(server.db), before, 'refusals wrote nothing');

    const address = await reader.post('/api/v1/address/save', {
      authorizer_appid: APPID,
      openid: OPENID.reader,
      name: '林书远',
      phone: '13812345678',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 100 号',
    });
    server.db.prepare("UPDATE gifts SET stock = 5 WHERE name = '图书馆主题笔记本'").run();
    const bag = await elib(reader, 'getGiftInsert', {
      rdrno: 'SX100001',
      giftid: giftId(server.db, '图书馆主题笔记本'),
      delivery: 'post',
      openid: OPENID.reader,
      addressid: String(address.data.id),
    });
    assert.is(bag.rows[0].state, 'pending', bag.message);
    const shipped = await client.post('/__harness/api/gifts/ship', { id: bag.rows[0].id });
    assert.equal([shipped.code, shipped.message, shipped.data.statename], [1, '礼品已发货', '已发货']);
    const cancel = await elib(reader, 'cancelGiftOrder', { rdrno: 'SX100001', id: String(bag.rows[0].id) });
    assert.is(cancel.message, '礼品已发货，不能取消');
  },
);

Gifts(
  'the desk counts a gift again: the stock the reader meets; bad input refused, nothing changed',
  async ({ server, client, as }) => {
    const giftid = Number(giftId(server.db, '藏书票套装'));
    const before = checksum(server.db);
    for (const [body, message] of [
      [{ giftid: 'x', stock: 1 }, '礼品编号 giftid 须为正整数'],
      [{ giftid: 999999, stock: 1 }, '礼品不存在'],
      [{ giftid, stock: -1 }, '库存 stock 须为0到9999的整数'],
      [{ giftid, stock: 1.5 }, '库存 stock 须为0到9999的整数'],
      [{ giftid, stock: '3' }, '库存 stock 须为0到9999的整数'],
    ] as const) {
      const answer = await client.post('/__harness/api/gifts/stock', body);
      assert.equal([answer.code, answer.message], [0, message], JSON.stringify(body));
    }
    assert.is(checksum(server.db), before);
    const set = await client.post('/__harness/api/gifts/stock', { giftid, stock: 0 });
    assert.equal([set.code, set.message, set.data.stock], [1, '库存已更新', 0]);
    const refused = await elib(await as('reader'), 'getGiftInsert', {
      rdrno: 'SX100001',
      giftid: String(giftid),
      delivery: 'pickup',
      libcode: 'SXLIB',
    });
    assert.is(refused.message, '该礼品已兑完');
    const again = await client.post('/__harness/api/gifts/stock', { giftid, stock: 5 });
    assert.equal([again.code, again.data.stock, stockOf(server.db, String(giftid))], [1, 5, 5]);
  },
);

Gifts.run();
