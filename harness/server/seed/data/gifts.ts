/** The points mall as seeded: categories, gifts and readers' redemptions (seed/gifts.ts seeds them). */

export const CATEGORIES = ['文创周边', '图书', '借阅特权'];

/** A day of a gift's period: days from the seed moment, or a day (MM-DD) of the seed's year plus `years`. */
export type SeedDay = number | { years: 0 | 1; day: string };

export interface SeedGift {
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

export interface SeedRedemption {
  rdrno: string;
  gift: number;
  state: 'ready' | 'pending' | 'collected' | 'shipped' | 'cancelled';
  /** Days from the seed moment it was redeemed (and closed, when closed). */
  day: number;
  closed?: number;
}

export const REDEMPTIONS: SeedRedemption[] = [
  // The reader's seeded 积分商城兑换 (−30): a bookmark, collected.
  { rdrno: 'SX100001', gift: 7, state: 'collected', day: -10, closed: -8 },
  { rdrno: 'SX500001', gift: 1, state: 'ready', day: -3 },
  { rdrno: 'SX500001', gift: 4, state: 'shipped', day: -20, closed: -18 },
  { rdrno: 'SX500001', gift: 6, state: 'cancelled', day: -40, closed: -39 },
];

/** Where the seeded gifts sent by post went (the fined reader's address). */
export const POSTED_TO = {
  name: '赵大伟',
  phone: '13700001234',
  address: '浙江省 杭州市 上城区 解放路 58 号 3 单元 502',
};
