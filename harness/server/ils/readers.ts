/** The library system's reader records, as Interlib-style rows. */
import type { CardState, ReaderBase, ReaderExtend } from '../../../src/api/contract/index.js';
import type { Db } from '../infra/db.js';
import { cstDate } from '../infra/util.js';

const STATE_NAMES: Record<CardState, string> = { valid: '有效', lost: '挂失', expired: '过期', cancelled: '注销' };

interface ReaderRow extends Omit<ReaderBase, 'statename'> {
  openid: string | null;
  deposit: number;
}

const SELECT_READER = `
  SELECT r.rdrno, r.password, r.name, r.sex, r.rdrtype, t.name AS rdrtypename, r.libcode,
         l.name AS libname, r.idcard, r.phone, r.startdate, r.enddate, r.state, r.deposit, r.openid
  FROM readers r JOIN rdrtypes t ON t.code = r.rdrtype JOIN libraries l ON l.code = r.libcode`;

/** A valid card past its end date counts as expired. */
function effectiveState(row: ReaderRow, now: number): CardState {
  return row.state === 'valid' && row.enddate < cstDate(now) ? 'expired' : row.state;
}

function toBase(row: ReaderRow, now: number): ReaderBase {
  const state = effectiveState(row, now);
  return {
    rdrno: row.rdrno, password: row.password, name: row.name, sex: row.sex, rdrtype: row.rdrtype,
    rdrtypename: row.rdrtypename, libcode: row.libcode, libname: row.libname, idcard: row.idcard,
    phone: row.phone, startdate: row.startdate, enddate: row.enddate, state, statename: STATE_NAMES[state],
  };
}

export function findReader(db: Db, rdrno: string, now: number): ReaderBase | undefined {
  const row = db.prepare(`${SELECT_READER} WHERE r.rdrno = ?`).get(rdrno) as ReaderRow | undefined;
  return row && toBase(row, now);
}

export function findReaderByOpenid(db: Db, openid: string, now: number): ReaderBase | undefined {
  const row = db.prepare(`${SELECT_READER} WHERE r.openid = ?`).get(openid) as ReaderRow | undefined;
  return row && toBase(row, now);
}

export function readerOpenid(db: Db, rdrno: string): string | null | undefined {
  const row = db.prepare('SELECT openid FROM readers WHERE rdrno = ?').get(rdrno) as { openid: string | null } | undefined;
  return row ? row.openid : undefined;
}

/** Why a card cannot be used, or '' when it can (checkReader's order: lost, expired, cancelled). */
export function stateRefusal(state: CardState): string {
  switch (state) {
    case 'lost':
      return '读者证已挂失，请先到馆办理';
    case 'expired':
      return '读者证已过期，请到馆续期';
    case 'cancelled':
      return '读者证已注销';
    default:
      return '';
  }
}

export function readerExtend(db: Db, rdrno: string): ReaderExtend {
  const scalar = (sql: string) => (db.prepare(sql).get(rdrno) as { n: number | null }).n ?? 0;
  return {
    rdrno,
    loancount: scalar('SELECT COUNT(*) AS n FROM loans WHERE rdrno = ? AND returned_at IS NULL'),
    loanlimit: scalar('SELECT t.loanlimit AS n FROM readers r JOIN rdrtypes t ON t.code = r.rdrtype WHERE r.rdrno = ?'),
    reservecount: scalar("SELECT COUNT(*) AS n FROM reservations WHERE rdrno = ? AND state = 'active'"),
    fine: scalar('SELECT SUM(amount) AS n FROM fines WHERE rdrno = ? AND paid = 0'),
    points: scalar('SELECT SUM(points) AS n FROM points_log WHERE rdrno = ?'),
    deposit: scalar('SELECT deposit AS n FROM readers WHERE rdrno = ?'),
  };
}
