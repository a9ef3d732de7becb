/**
 * The points mall as seeded: three categories; gifts on offer, one with the last of its stock,
 * one gone, one not yet on offer, one past its days, one taken off the shelf; and redemptions in
 * every state, each paid for by an entry in the card's points log (so the balance adds up).
 * Periods are a library's: days from the seed moment (China time), or a day of this year or the
 * next (the seed's year), so none runs years ahead.
 */
import type { Db } from '../infra/db.js';
import { cstDate, cstDateOffset, cstDateTime } from '../infra/util.js';

const DAY = 86_400_000;

const CATEGORIES = ['文创周边', '图书', '借阅特权'];

/** A day of a gift's period: days from the seed moment, or a day (MM-DD) of the seed's year plus `years`. */
type SeedDay = number | { years: 0 | 1; day: string };

interface SeedGift {
  cataid: number;
  name: string;
  summary: string;
  points: number;
  stock: number;
  from: SeedDay;
  until: SeedDay;
  perreader: number;
  delivery: 'pickup' | 'post' | 'both';
  withdrawn?: boolean;
  color: string;
}

export const GIFTS: SeedGift[] = [
  {
    cataid: 1,
    name: '书香市图书馆帆布袋',
    summary: '加厚帆布，印馆徽与馆训，可装 10 本书',
    points: 200,
    stock: 50,
    from: -30,
    until: 365,
    perreader: 1,
    delivery: 'both',
    color: '#2f6f4f',
  },
  {
    cataid: 1,
    name: '藏书票套装',
    summary: '馆藏古籍版画藏书票 6 枚',
    points: 120,
    stock: 1,
    from: -30,
    until: 365,
    perreader: 2,
    delivery: 'pickup',
    color: '#8a4b2a',
  },
  {
    cataid: 1,
    name: '图书馆主题笔记本',
    summary: 'A5 线装，内页印馆藏插图',
    points: 150,
    stock: 0,
    from: -60,
    until: 365,
    perreader: 1,
    delivery: 'both',
    color: '#35507a',
  },
  {
    cataid: 2,
    name: '《红楼梦》精装本',
    summary: '人民文学出版社精装版，邮寄到家',
    points: 500,
    stock: 5,
    from: -30,
    until: 365,
    perreader: 1,
    delivery: 'post',
    color: '#9b2335',
  },
  {
    cataid: 2,
    name: '儿童绘本礼包',
    summary: '精选绘本 3 册，在少儿馆领取',
    points: 400,
    stock: 10,
    from: -30,
    until: 365,
    perreader: 1,
    delivery: 'pickup',
    color: '#d98b2b',
  },
  {
    cataid: 3,
    name: '读者证免费延期一年',
    summary: '到馆出示兑换码，读者证有效期延长一年',
    points: 300,
    stock: 999,
    from: -90,
    until: { years: 1, day: '12-31' },
    perreader: 1,
    delivery: 'pickup',
    color: '#1f6fb2',
  },
  {
    cataid: 1,
    name: '图书馆定制书签',
    summary: '金属镂空书签 1 枚',
    points: 30,
    stock: 100,
    from: -400,
    until: 365,
    perreader: 3,
    delivery: 'pickup',
    color: '#6b5b95',
  },
  {
    cataid: 1,
    name: '新春限定书签',
    summary: '新春活动期间开放兑换',
    points: 80,
    stock: 20,
    // Next year's Spring Festival weeks: not on offer yet, whatever the seed's day.
    from: { years: 1, day: '01-20' },
    until: { years: 1, day: '02-28' },
    perreader: 1,
    delivery: 'pickup',
    color: '#c0392b',
  },
  {
    cataid: 1,
    name: '世界读书日纪念徽章',
    summary: '读书日活动纪念品',
    points: 60,
    stock: 5,
    from: -60,
    until: -1,
    perreader: 1,
    delivery: 'pickup',
    color: '#7f8c8d',
  },
  {
    cataid: 1,
    name: '旧版馆徽贴纸',
    summary: '已停止兑换',
    points: 20,
    stock: 30,
    from: -400,
    until: 365,
    perreader: 5,
    delivery: 'pickup',
    withdrawn: true,
    color: '#95a5a6',
  },
];

interface SeedRedemption {
  rdrno: string;
  gift: number;
  state: 'ready' | 'pending' | 'collected' | 'shipped' | 'cancelled';
  /** Days from the seed moment it was redeemed (and closed, when closed). */
  day: number;
  closed?: number;
}

const REDEMPTIONS: SeedRedemption[] = [
  // The reader's seeded 积分商城兑换 (−30): a bookmark, collected.
  { rdrno: 'SX100001', gift: 7, state: 'collected', day: -10, closed: -8 },
  { rdrno: 'SX500001', gift: 1, state: 'ready', day: -3 },
  { rdrno: 'SX500001', gift: 4, state: 'shipped', day: -20, closed: -18 },
  { rdrno: 'SX500001', gift: 6, state: 'cancelled', day: -40, closed: -39 },
];

/** A seed day as YYYY-MM-DD (China time). */
export function seedDay(now: number, when: SeedDay): string {
  if (typeof when === 'number') return cstDateOffset(now, when);
  const year = Number(cstDate(now).slice(0, 4)) + when.years;
  return `${year}-${when.day}`;
}

export function seedGifts(db: Db, now: number): void {
  const cata = db.prepare('INSERT INTO gift_cata (cataid, name, sortnum) VALUES (?, ?, ?)');
  for (const [i, name] of CATEGORIES.entries()) cata.run(i + 1, name, i + 1);
  const gift = db.prepare(
    `INSERT INTO gifts (giftid, cataid, name, summary, points, stock, startdate, enddate, perreader, delivery, withdrawn, color, sortnum)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [i, g] of GIFTS.entries()) {
    gift.run(
      i + 1,
      g.cataid,
      g.name,
      g.summary,
      g.points,
      g.stock,
      seedDay(now, g.from),
      seedDay(now, g.until),
      g.perreader,
      g.delivery,
      g.withdrawn ? 1 : 0,
      g.color,
      i + 1,
    );
  }
  const redeem = db.prepare(
    `INSERT INTO redemptions (rdrno, giftid, points, state, delivery, libcode, pickupcode, consignee, phone, address, created_at, closed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const points = db.prepare(
    'INSERT INTO points_log (rdrno, points, reason, createdate, kind, ref) VALUES (?, ?, ?, ?, ?, ?)',
  );
  REDEMPTIONS.forEach((r, i) => {
    const g = GIFTS[r.gift - 1];
    const at = now + r.day * DAY;
    const posted = g.delivery === 'post';
    const id = Number(
      redeem.run(
        r.rdrno,
        r.gift,
        g.points,
        r.state,
        posted ? 'post' : 'pickup',
        posted ? '' : 'SXLIB',
        posted ? '' : String(4_100_000_000 + i * 7919),
        posted ? '赵大伟' : '',
        posted ? '13700001234' : '',
        posted ? '浙江省 杭州市 上城区 解放路 58 号 3 单元 502' : '',
        at,
        r.closed === undefined ? null : now + r.closed * DAY,
      ).lastInsertRowid,
    );
    // The reader's bookmark is already in the log (seed/circulation.ts: 积分商城兑换 −30).
    if (r.rdrno === 'SX100001') return;
    points.run(r.rdrno, -g.points, `兑换礼品《${g.name}》`, cstDateTime(at), 'redeem', String(id));
    if (r.state === 'cancelled') {
      points.run(
        r.rdrno,
        g.points,
        `取消兑换退回《${g.name}》`,
        cstDateTime(now + (r.closed ?? r.day) * DAY),
        'refund',
        String(id),
      );
    }
  });
}
