/** The seeded read-aloud contests and readers' works: titles, rules, texts, review states (seed/aloud.ts seeds them). */

export interface SeedContest {
  title: string;
  summary: string;
  rules: string;
  prizes: string;
  /** Days from the seed moment. */
  from: number;
  until: number;
  minseconds: number;
  maxseconds: number;
  maxentries: number;
}

export const CONTESTS: SeedContest[] = [
  {
    title: '冬日诗会：诗歌里的家乡',
    summary: '朗读一首写家乡的诗，古今中外均可。',
    rules: '1. 每位读者最多提交2件作品；\n2. 作品时长5秒至3分钟；\n3. 作品经审核后参加排名，按投票数评奖。',
    prizes: '一等奖1名：定制朗读礼盒\n二等奖3名：图书馆主题笔记本\n优秀奖10名：藏书票套装',
    from: -20,
    until: 40,
    minseconds: 5,
    maxseconds: 180,
    maxentries: 2,
  },
  {
    title: '读书日特别活动：经典名篇朗读',
    summary: '世界读书日前夕，一起朗读经典名篇。',
    rules: '1. 每位读者限提交1件作品；\n2. 作品时长30秒至5分钟。',
    prizes: '优秀作品将在图书馆公众号展播。',
    from: 15,
    until: 60,
    minseconds: 30,
    maxseconds: 300,
    maxentries: 1,
  },
  {
    title: '秋韵朗读季',
    summary: '用声音分享秋天的故事。',
    rules: '1. 每位读者最多提交2件作品；\n2. 作品时长10秒至3分钟。',
    prizes: '一等奖1名、二等奖2名、三等奖3名，颁发证书及礼品。',
    from: -100,
    until: -40,
    minseconds: 10,
    maxseconds: 180,
    maxentries: 2,
  },
];

export interface SeedWork {
  contest: number;
  persona: string;
  rdrno: string;
  name: string;
  title: string;
  text: string;
  seconds: number;
  /** Days from the seed moment. */
  at: number;
  state: 'pending' | 'approved' | 'rejected';
  reason?: string;
  votes: number;
  plays: number;
  /** The tune's base note (Hz). */
  note: number;
}

export const WORKS: SeedWork[] = [
  {
    contest: 1,
    persona: 'multicard',
    rdrno: 'SX200001',
    name: '王建国',
    title: '《乡愁》',
    text: '小时候，乡愁是一枚小小的邮票，我在这头，母亲在那头。',
    seconds: 12,
    at: -15,
    state: 'approved',
    votes: 18,
    plays: 64,
    note: 262,
  },
  {
    contest: 1,
    persona: 'fined',
    rdrno: 'SX500001',
    name: '赵大伟',
    title: '《静夜思》',
    text: '床前明月光，疑是地上霜。举头望明月，低头思故乡。',
    seconds: 8,
    at: -12,
    state: 'approved',
    votes: 9,
    plays: 81,
    note: 294,
  },
  {
    contest: 1,
    persona: 'reader',
    rdrno: 'SX100001',
    name: '林书远',
    title: '《我爱这土地》',
    text: '假如我是一只鸟，我也应该用嘶哑的喉咙歌唱。',
    seconds: 10,
    at: -10,
    state: 'approved',
    votes: 12,
    plays: 37,
    note: 330,
  },
  {
    contest: 1,
    persona: 'expired',
    rdrno: 'SX400001',
    name: '许静',
    title: '《故乡的云》',
    text: '天边飘过故乡的云，它不停地向我召唤。',
    seconds: 9,
    at: -6,
    state: 'approved',
    votes: 4,
    plays: 12,
    note: 349,
  },
  {
    contest: 1,
    persona: 'reader',
    rdrno: 'SX100001',
    name: '林书远',
    title: '《回乡偶书》',
    text: '少小离家老大回，乡音无改鬓毛衰。',
    seconds: 6,
    at: -2,
    state: 'rejected',
    reason: '录音有明显杂音，请在安静环境重新录制',
    votes: 0,
    plays: 0,
    note: 392,
  },
  {
    contest: 3,
    persona: 'multicard',
    rdrno: 'SX200001',
    name: '王建国',
    title: '《秋颂》',
    text: '秋天，是收获的季节，也是思念的季节。',
    seconds: 11,
    at: -60,
    state: 'approved',
    votes: 21,
    plays: 90,
    note: 220,
  },
  {
    contest: 3,
    persona: 'fined',
    rdrno: 'SX500001',
    name: '赵大伟',
    title: '《秋夜》',
    text: '在我的后园，可以看见墙外有两株树。',
    seconds: 10,
    at: -55,
    state: 'approved',
    votes: 15,
    plays: 58,
    note: 247,
  },
];

/** The reader's work waiting for review is added last: it is the newest of its works. */
export const PENDING: SeedWork = {
  contest: 1,
  persona: 'reader',
  rdrno: 'SX100001',
  name: '林书远',
  title: '《望庐山瀑布》',
  text: '日照香炉生紫烟，遥看瀑布挂前川。',
  seconds: 7,
  at: 0,
  state: 'pending',
  votes: 0,
  plays: 0,
  note: 440,
};
