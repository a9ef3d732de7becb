/** Each library's pickup shelf and the personas' seeded points entries (seed/circulation.ts seeds them). */

/** Where held copies wait at each library (the pickup shelf a ready reservation names). */
export const PICKUP_SHELVES: Record<string, string> = {
  SXLIB: '1F 总服务台 预约取书架',
  'SXLIB-CN': '1F 社区服务台 预约取书架',
  'SXLIB-HX': '1F 自助借还区 预约取书柜',
  'SXLIB-ET': '1F 服务台 预约取书架',
};

export const POINTS: {
  rdrno: string;
  points: number;
  reason: string;
  day: number;
  kind: 'bind' | 'redeem' | 'other';
}[] = [
  { rdrno: 'SX100001', points: 200, reason: '绑定读者证赠送', day: -400, kind: 'bind' },
  { rdrno: 'SX100001', points: 100, reason: '借阅奖励', day: -60, kind: 'other' },
  { rdrno: 'SX100001', points: 50, reason: '参加朗读比赛', day: -20, kind: 'other' },
  { rdrno: 'SX100001', points: -30, reason: '积分商城兑换', day: -10, kind: 'redeem' },
  { rdrno: 'SX200001', points: 120, reason: '借阅奖励', day: -30, kind: 'other' },
  { rdrno: 'SX500001', points: 860, reason: '借阅奖励', day: -300, kind: 'other' },
];
