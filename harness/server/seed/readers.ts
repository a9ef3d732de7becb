/**
 * Reader cards of the library system and the personas' platform bindings; their loans,
 * reservations, fines and points come from circulation.ts. Dates are relative to the seed moment.
 */
import { harnessConfig } from '../infra/config.js';
import { type Db, select } from '../infra/db.js';
import { cstDateOffset } from '../infra/util.js';
import { idCheckChar } from '../ils/idcard.js';
import { hashPassword } from '../platform/passwords.js';
import { personaOpenid } from '../wechat/personas.js';
import { seedCirculation } from './circulation.js';
import type { RdrtypeRow } from '../infra/rows.js';

interface CardDef {
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
const BINDINGS: { persona: string; rdrno: string; selected: 0 | 1; remark: string }[] = [
  { persona: 'reader', rdrno: 'SX100001', selected: 1, remark: '本人' },
  { persona: 'multicard', rdrno: 'SX200001', selected: 0, remark: '本人' },
  { persona: 'multicard', rdrno: 'SX200002', selected: 1, remark: '女儿' },
  { persona: 'multicard', rdrno: 'SX200003', selected: 0, remark: '小女儿' },
  { persona: 'lostcard', rdrno: 'SX300001', selected: 1, remark: '本人' },
  { persona: 'expired', rdrno: 'SX400001', selected: 1, remark: '本人' },
  { persona: 'fined', rdrno: 'SX500001', selected: 1, remark: '本人' },
];

/** A valid 18-character ID number (region 330106, the given birth date, sequence from index). */
function idcard(birth: string, index: number, sex: 1 | 2): string {
  const seq = String(100 + index * 2 + (sex === 1 ? 1 : 0)).padStart(3, '0');
  const body = `330106${birth}${seq}`;
  return body + idCheckChar(body);
}

export function seedReaders(db: Db, now: number): void {
  const deposit = select<Pick<RdrtypeRow, 'deposit'>>(db, 'SELECT deposit FROM rdrtypes WHERE code = ?');
  const insert = db.prepare(
    `INSERT INTO readers (rdrno, password, name, sex, rdrtype, libcode, idcard, phone, startdate, enddate, state, deposit, openid)
     VALUES (@rdrno, @password, @name, @sex, @rdrtype, @libcode, @idcard, @phone, @startdate, @enddate, @state, @deposit, @openid)`,
  );
  CARDS.forEach((card, i) => {
    insert.run({
      rdrno: card.rdrno,
      password: card.password,
      name: card.name,
      sex: card.sex,
      rdrtype: card.rdrtype,
      libcode: card.libcode,
      state: card.state,
      idcard: idcard(card.birth, i, card.sex),
      phone: `1380571${String(1000 + i * 37).padStart(4, '0')}`,
      startdate: cstDateOffset(now, card.start),
      enddate: cstDateOffset(now, card.end),
      deposit: deposit.get(card.rdrtype)!.deposit,
      openid: card.ilsPersona ? personaOpenid(card.ilsPersona) : null,
    });
  });
  const bind = db.prepare(
    `INSERT INTO rdrno_bindings (openid, rdrno, password_hash, libcode, remark, selected, authorizer_appid, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  BINDINGS.forEach((b, i) => {
    const card = CARDS.find((c) => c.rdrno === b.rdrno)!;
    bind.run(
      personaOpenid(b.persona),
      b.rdrno,
      hashPassword(card.password),
      card.libcode,
      b.remark,
      b.selected,
      harnessConfig.authorizerAppid,
      now - (100 - i) * 86400000,
    );
  });
  seedCirculation(db, now);
}
