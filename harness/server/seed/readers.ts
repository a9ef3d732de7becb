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
import { BINDINGS, CARDS } from './data/readers.js';

/** A valid 18-character ID number (region 330106, the given birth date, sequence from index). */
function idcard(birth: string, index: number, sex: 1 | 2): string {
  const seq = String(100 + index * 2 + (sex === 1 ? 1 : 0)).padStart(3, '0');
  const body = `330106${birth}${seq}`;
  return body + idCheckChar(body);
}

/**
 * The bound cards' password hashes made so far in this process, each with its own salt: a reseed
 * (tests seed many databases) reuses them, as scrypt costs milliseconds a card.
 */
const bindingHashes = new Map<string, string>();

function bindingHash(rdrno: string, password: string): string {
  const key = `${rdrno} ${password}`;
  let hash = bindingHashes.get(key);
  if (!hash) {
    hash = hashPassword(password);
    bindingHashes.set(key, hash);
  }
  return hash;
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
      bindingHash(b.rdrno, card.password),
      card.libcode,
      b.remark,
      b.selected,
      harnessConfig.authorizerAppid,
      now - (100 - i) * 86400000,
    );
  });
  seedCirculation(db, now);
}
