/** The library system's seeded reader cards and the personas' platform bindings (seed/readers.ts seeds them). */

export interface CardDef {
  rdrno: string;
  password: string;
  name: string;
  sex: 1 | 2;
  rdrtype: string;
  libcode: string;
  state: 'valid' | 'lost' | 'expired' | 'cancelled';
  birth: string;
  /** Card validity relative to the seed day, in days. */
  start: number;
  end: number;
  /** Persona whose openid the library system has bound to this card. */
  ilsPersona?: string;
}

export const CARDS: CardDef[] = [
  {
    rdrno: 'SX100001',
    password: '123456',
    name: '林书远',
    sex: 1,
    rdrtype: 'PT',
    libcode: 'SXLIB',
    state: 'valid',
    birth: '19900315',
    start: -400,
    end: 1060,
    ilsPersona: 'reader',
  },
  {
    rdrno: 'SX200001',
    password: '123456',
    name: '王建国',
    sex: 1,
    rdrtype: 'PT',
    libcode: 'SXLIB',
    state: 'valid',
    birth: '19820708',
    start: -900,
    end: 560,
    ilsPersona: 'multicard',
  },
  {
    rdrno: 'SX200002',
    password: '123456',
    name: '王小雨',
    sex: 2,
    rdrtype: 'XS',
    libcode: 'SXLIB-CN',
    state: 'valid',
    birth: '20080921',
    start: -300,
    end: 1160,
  },
  {
    rdrno: 'SX200003',
    password: '123456',
    name: '王朵朵',
    sex: 2,
    rdrtype: 'SE',
    libcode: 'SXLIB-ET',
    state: 'valid',
    birth: '20160512',
    start: -200,
    end: 1260,
  },
  {
    rdrno: 'SX300001',
    password: '123456',
    name: '陈杰',
    sex: 1,
    rdrtype: 'PT',
    libcode: 'SXLIB-HX',
    state: 'lost',
    birth: '19951102',
    start: -700,
    end: 760,
    ilsPersona: 'lostcard',
  },
  {
    rdrno: 'SX400001',
    password: '123456',
    name: '许静',
    sex: 2,
    rdrtype: 'PT',
    libcode: 'SXLIB',
    state: 'expired',
    birth: '19780224',
    start: -1900,
    end: -75,
    ilsPersona: 'expired',
  },
  {
    rdrno: 'SX500001',
    password: '123456',
    name: '赵大伟',
    sex: 1,
    rdrtype: 'VIP',
    libcode: 'SXLIB',
    state: 'valid',
    birth: '19870617',
    start: -1200,
    end: 260,
    ilsPersona: 'fined',
  },
  {
    rdrno: 'DEMO0001',
    password: '123456',
    name: '体验读者',
    sex: 2,
    rdrtype: 'PT',
    libcode: 'SXLIB',
    state: 'valid',
    birth: '19930809',
    start: -30,
    end: 1430,
  },
  {
    rdrno: 'DEMO0002',
    password: '123456',
    name: '体验学生',
    sex: 1,
    rdrtype: 'XS',
    libcode: 'SXLIB-CN',
    state: 'valid',
    birth: '20050130',
    start: -30,
    end: 1430,
  },
  {
    rdrno: 'SX900001',
    password: '123456',
    name: '刘已销',
    sex: 1,
    rdrtype: 'PT',
    libcode: 'SXLIB',
    state: 'cancelled',
    birth: '19700101',
    start: -3000,
    end: 650,
  },
];

/** Platform bindings (rdrno_bindings): persona → cards, `selected` marks the active one. */
export const BINDINGS: { persona: string; rdrno: string; selected: 0 | 1; remark: string }[] = [
  { persona: 'reader', rdrno: 'SX100001', selected: 1, remark: '本人' },
  { persona: 'multicard', rdrno: 'SX200001', selected: 0, remark: '本人' },
  { persona: 'multicard', rdrno: 'SX200002', selected: 1, remark: '女儿' },
  { persona: 'multicard', rdrno: 'SX200003', selected: 0, remark: '小女儿' },
  { persona: 'lostcard', rdrno: 'SX300001', selected: 1, remark: '本人' },
  { persona: 'expired', rdrno: 'SX400001', selected: 1, remark: '本人' },
  { persona: 'fined', rdrno: 'SX500001', selected: 1, remark: '本人' },
];
