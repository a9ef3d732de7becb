/**
 * The library system's dictionaries: libraries (with address and position), reader types, and
 * locations (the catalogue's shelving plan, so every holding's curlocal is in the dictionary).
 */
import { type Db, select } from '../infra/db.js';
import { LIBRARIES, LOCATIONS, RDRTYPES } from './data/libraries.js';

export function seedLibrary(db: Db): void {
  const lib = db.prepare(
    'INSERT INTO libraries (code, name, address, phone, latitude, longitude, sortnum) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  LIBRARIES.forEach((l, i) => {
    lib.run(l.code, l.name, l.address, l.phone, l.latitude, l.longitude, i);
  });
  const type = db.prepare(
    `INSERT INTO rdrtypes (code, name, loanlimit, loandays, renewlimit, reservelimit, deposit, online, guardian, sortnum)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  RDRTYPES.forEach((t, i) => {
    type.run(t.code, t.name, t.loanlimit, t.loandays, t.renewlimit, t.reservelimit, t.deposit, t.online, t.guardian, i);
  });
  const loc = db.prepare('INSERT INTO locations (code, name, libcode, sortnum) VALUES (?, ?, ?, ?)');
  LOCATIONS.forEach((l, i) => {
    loc.run(l.code, l.name, l.libcode, i);
  });
}

/**
 * Locations the catalogue generator used that the dictionary does not name yet get an entry,
 * so every holding's curlocal resolves (named after its library).
 */
export function addMissingLocations(db: Db): void {
  const missing = select<{ code: string; libcode: string }>(
    db,
    `SELECT DISTINCT h.curlocal AS code, h.curlib AS libcode FROM holdings h
       LEFT JOIN locations l ON l.code = h.curlocal WHERE l.code IS NULL`,
  ).all();
  const names = new Map(LIBRARIES.map((l) => [l.code, l.name]));
  const insert = db.prepare('INSERT OR IGNORE INTO locations (code, name, libcode, sortnum) VALUES (?, ?, ?, ?)');
  missing.forEach((m, i) => {
    insert.run(m.code, `${names.get(m.libcode) ?? ''}${m.code}`, m.libcode, 100 + i);
  });
}
