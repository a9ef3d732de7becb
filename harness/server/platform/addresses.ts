/**
 * The WeChat user's postal addresses (我的地址), by openid. The checks are the contract's
 * (addressProblem, run on the phone too), with China's divisions for the region; the address is
 * kept as cleanAddress makes it (trimmed, the phone normalised), never cut. The limit, the one
 * default and another user's address are checked here, each change in one transaction.
 */
import {
  ADDRESS_RULES,
  type Address,
  type AddressInput,
  addressProblem,
  cleanAddress,
} from '../../../src/api/contract/address.js';
import { type Db, scalar, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';
import { chinaRegions } from './regions.js';

type Stored = Omit<Address, 'isdefault'> & { isdefault: number };

const shown = (row: Stored): Address => ({ ...row, isdefault: row.isdefault === 1 });

const SELECT = 'SELECT id, name, phone, province, city, district, detail, postalcode, isdefault FROM addresses';

/** The user's addresses: the default first, then the newest. */
export function listAddresses(db: Db, openid: string): Address[] {
  return select<Stored>(db, `${SELECT} WHERE openid = ? ORDER BY isdefault DESC, created_at DESC, id DESC`)
    .all(openid)
    .map(shown);
}

/** One of the user's addresses, or a refusal (another user's reads as not there). */
export function requireAddress(db: Db, openid: string, id: number): Address {
  const row = select<Stored>(db, `${SELECT} WHERE openid = ? AND id = ?`).get(openid, id);
  if (!row) throw new InputError('地址不存在');
  return shown(row);
}

function setDefault(db: Db, openid: string, id: number): void {
  prepare(db, 'UPDATE addresses SET isdefault = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE openid = ?').run(id, openid);
}

/** Adds an address (no id) or changes one; the first address, or one marked so, is the default. */
export function saveAddress(
  db: Db,
  openid: string,
  change: { id: number | null; input: AddressInput; makeDefault: boolean },
  now: number,
): Address {
  const problem = addressProblem(change.input, chinaRegions());
  if (problem) throw new InputError(problem);
  const a = cleanAddress(change.input);
  return db.transaction(() => {
    let id = change.id;
    if (id === null) {
      const count = scalar<number>(db, 'SELECT COUNT(*) FROM addresses WHERE openid = ?', openid)!;
      if (count >= ADDRESS_RULES.perUser) {
        throw new InputError(`最多保存${ADDRESS_RULES.perUser}个地址，请先删除不用的地址`);
      }
      id = Number(
        prepare(
          db,
          `INSERT INTO addresses (openid, name, phone, province, city, district, detail, postalcode, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(openid, a.name, a.phone, a.province, a.city, a.district, a.detail, a.postalcode, now).lastInsertRowid,
      );
      if (count === 0) setDefault(db, openid, id);
    } else {
      requireAddress(db, openid, id);
      prepare(
        db,
        `UPDATE addresses SET name = ?, phone = ?, province = ?, city = ?, district = ?, detail = ?, postalcode = ?
         WHERE id = ? AND openid = ?`,
      ).run(a.name, a.phone, a.province, a.city, a.district, a.detail, a.postalcode, id, openid);
    }
    if (change.makeDefault) setDefault(db, openid, id);
    return requireAddress(db, openid, id);
  })();
}

/** Makes one of the user's addresses the default. */
export function makeDefaultAddress(db: Db, openid: string, id: number): Address {
  return db.transaction(() => {
    requireAddress(db, openid, id);
    setDefault(db, openid, id);
    return requireAddress(db, openid, id);
  })();
}

/** Deletes one of the user's addresses; when it was the default, the newest left takes its place. */
export function removeAddress(db: Db, openid: string, id: number): { id: number } {
  db.transaction(() => {
    const address = requireAddress(db, openid, id);
    prepare(db, 'DELETE FROM addresses WHERE id = ? AND openid = ?').run(id, openid);
    if (!address.isdefault) return;
    const next = scalar<number>(
      db,
      'SELECT id FROM addresses WHERE openid = ? ORDER BY created_at DESC, id DESC LIMIT 1',
      openid,
    );
    if (next !== undefined) setDefault(db, openid, next);
  })();
  return { id };
}
