/**
 * Reader cards a WeChat user keeps on the vendor platform (independent of the library system's
 * own openid binding). One row per openid + rdrno; a user with cards has exactly one selected.
 */
import type { RdrnoBinding } from '../../../src/api/contract/index.js';
import { harnessConfig } from '../infra/config.js';
import { type Db, select, prepare } from '../infra/db.js';
import { InputError } from '../infra/envelope.js';

// Never the password hash: it stays on the server.
const COLUMNS = 'id, openid, rdrno, libcode, remark, selected AS "select"';

export function listBindings(db: Db, openid: string): RdrnoBinding[] {
  return select<RdrnoBinding>(db, `SELECT ${COLUMNS} FROM rdrno_bindings WHERE openid = ? ORDER BY id`).all(openid);
}

function findBinding(db: Db, openid: string, rdrno: string): RdrnoBinding | undefined {
  return select<RdrnoBinding>(db, `SELECT ${COLUMNS} FROM rdrno_bindings WHERE openid = ? AND rdrno = ?`).get(
    openid,
    rdrno,
  );
}

function requireBinding(db: Db, openid: string, rdrno: string): RdrnoBinding {
  const binding = findBinding(db, openid, rdrno);
  if (!binding) throw new InputError('未绑定该读者证');
  return binding;
}

/** Keeps "a user with cards has one selected": selects the oldest card when none is. */
function ensureSelection(db: Db, openid: string): void {
  const selected = prepare(db, 'SELECT 1 FROM rdrno_bindings WHERE openid = ? AND selected = 1').get(openid);
  if (!selected) {
    prepare(
      db,
      'UPDATE rdrno_bindings SET selected = 1 WHERE id = (SELECT MIN(id) FROM rdrno_bindings WHERE openid = ?)',
    ).run(openid);
  }
}

export interface SaveBindingInput {
  openid: string;
  rdrno: string;
  /** scrypt hash of the verified password (platform/passwords.ts); '' keeps the one stored. */
  passwordHash: string;
  libcode: string;
  remark: string;
  appid: string;
}

/** Adds the card to the user's list, or updates it when already there. */
export function saveBinding(db: Db, input: SaveBindingInput, now: number): { binding: RdrnoBinding; created: boolean } {
  const { openid, rdrno } = input;
  const existing = findBinding(db, openid, rdrno);
  if (!existing && listBindings(db, openid).length >= harnessConfig.maxBindingsPerOpenid) {
    throw new InputError(`最多只能绑定${harnessConfig.maxBindingsPerOpenid}张读者证`);
  }
  db.transaction(() => {
    prepare(
      db,
      `INSERT INTO rdrno_bindings (openid, rdrno, password_hash, libcode, remark, selected, authorizer_appid, created_at)
       VALUES (?, ?, ?, ?, ?, 0, ?, ?)
       ON CONFLICT (openid, rdrno) DO UPDATE SET
         password_hash = CASE WHEN excluded.password_hash = '' THEN password_hash ELSE excluded.password_hash END,
         libcode = excluded.libcode, remark = excluded.remark, authorizer_appid = excluded.authorizer_appid`,
    ).run(openid, rdrno, input.passwordHash, input.libcode, input.remark, input.appid, now);
    ensureSelection(db, openid);
  })();
  return { binding: requireBinding(db, openid, rdrno), created: !existing };
}

/** Makes the card the user's selected one. */
export function selectBinding(db: Db, openid: string, rdrno: string): RdrnoBinding {
  requireBinding(db, openid, rdrno);
  prepare(db, 'UPDATE rdrno_bindings SET selected = CASE WHEN rdrno = ? THEN 1 ELSE 0 END WHERE openid = ?').run(
    rdrno,
    openid,
  );
  return requireBinding(db, openid, rdrno);
}

/** Removes the card; when it was the selected one, the oldest remaining card is selected. */
export function removeBinding(db: Db, openid: string, rdrno: string): void {
  requireBinding(db, openid, rdrno);
  db.transaction(() => {
    prepare(db, 'DELETE FROM rdrno_bindings WHERE openid = ? AND rdrno = ?').run(openid, rdrno);
    ensureSelection(db, openid);
  })();
}

/** The password hash saved with the user's card follows a password change (made in this session). */
export function rehashBinding(db: Db, openid: string, rdrno: string, passwordHash: string): void {
  prepare(db, 'UPDATE rdrno_bindings SET password_hash = ? WHERE openid = ? AND rdrno = ?').run(
    passwordHash,
    openid,
    rdrno,
  );
}
