/**
 * The library system's dictionaries: libraries (with address and position), reader types, and
 * locations (the catalogue's shelving plan, so every holding's curlocal is in the dictionary).
 */
import { type Db, select } from '../infra/db.js';
import { LOCATIONS } from './catalogue.js';

export const LIBRARIES = [
  {
    code: 'SXLIB',
    name: '书香市图书馆',
    address: '书香市文华路1号',
    phone: '0571-88000001',
    latitude: 30.274085,
    longitude: 120.15507,
  },
  {
    code: 'SXLIB-CN',
    name: '书香市图书馆城南分馆',
    address: '书香市城南区南湖路88号',
    phone: '0571-88000002',
    latitude: 30.245113,
    longitude: 120.170374,
  },
  {
    code: 'SXLIB-HX',
    name: '书香市图书馆河西分馆',
    address: '书香市河西区滨河大道216号',
    phone: '0571-88000003',
    latitude: 30.281541,
    longitude: 120.121892,
  },
  {
    code: 'SXLIB-ET',
    name: '书香市少年儿童图书馆',
    address: '书香市文华路3号',
    phone: '0571-88000004',
    latitude: 30.275302,
    longitude: 120.157841,
  },
];

/** Loan limit (items), loan period (days), renewals, reservations, deposit (cents). */
export const RDRTYPES = [
  { code: 'PT', name: '普通读者', loanlimit: 10, loandays: 30, renewlimit: 1, reservelimit: 3, deposit: 10000 },
  { code: 'XS', name: '学生读者', loanlimit: 15, loandays: 30, renewlimit: 2, reservelimit: 5, deposit: 5000 },
  { code: 'SE', name: '少儿读者', loanlimit: 5, loandays: 21, renewlimit: 1, reservelimit: 2, deposit: 5000 },
  { code: 'VIP', name: 'VIP读者', loanlimit: 30, loandays: 60, renewlimit: 3, reservelimit: 10, deposit: 0 },
];

export function seedLibrary(db: Db): void {
  const lib = db.prepare(
    'INSERT INTO libraries (code, name, address, phone, latitude, longitude, sortnum) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  LIBRARIES.forEach((l, i) => {
    lib.run(l.code, l.name, l.address, l.phone, l.latitude, l.longitude, i);
  });
  const type = db.prepare(
    'INSERT INTO rdrtypes (code, name, loanlimit, loandays, renewlimit, reservelimit, deposit, sortnum) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  RDRTYPES.forEach((t, i) => {
    type.run(t.code, t.name, t.loanlimit, t.loandays, t.renewlimit, t.reservelimit, t.deposit, i);
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
