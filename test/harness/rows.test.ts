/**
 * harness/server/infra/rows.ts, the row type of every table, is what the schema says: each
 * table's columns, their types and whether they may be null, from a database with every
 * migration. After a schema change, write it afresh:
 *   ROWS_WRITE=1 npm run test:unit -- harness/rows
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from '../../harness/server/infra/db.js';
import { openDb } from '../../harness/server/schema/migrate.js';

const FILE = fileURLToPath(new URL('../../harness/server/infra/rows.ts', import.meta.url));

interface Column {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

/** readers → ReaderRow, rdrno_bindings → RdrnoBindingRow, libraries → LibraryRow, points_log → PointsLogRow. */
export function rowTypeName(table: string): string {
  const words = table.split('_');
  const last = words.length - 1;
  words[last] = words[last]
    .replace(/ies$/, 'y')
    .replace(/(ss|sh|ch|x)es$/, '$1')
    .replace(/([^s])s$/, '$1');
  return `${words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')}Row`;
}

const TS_TYPES: Record<string, string> = { INTEGER: 'number', TEXT: 'string', REAL: 'number', BLOB: 'Buffer' };

/** The text rows.ts should hold for the schema of `db`. */
export function rowTypes(db: Db): string {
  const tables = db
    .prepare(
      // The search index's FTS5 table and its shadow tables are the index's own business.
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE 'bib\\_fts%' ESCAPE '\\' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const blocks = tables.map((table) => {
    const columns = db.prepare(`PRAGMA table_info("${table}")`).all() as Column[];
    const fields = columns.map((c) => {
      const type = TS_TYPES[c.type.toUpperCase()] ?? 'unknown';
      const nullable = !c.notnull && !c.pk;
      return `  ${c.name}: ${type}${nullable ? ' | null' : ''};`;
    });
    return `/** A row of \`${table}\`. */\nexport interface ${rowTypeName(table)} {\n${fields.join('\n')}\n}\n`;
  });
  return [
    '/**',
    ' * The row of every table, as the migrations leave it (schema/): one interface per table, used',
    " * with infra/db.ts's typed statements (a query naming fewer columns takes a Pick of one).",
    ' * Generated from the schema by test/harness/rows.test.ts, which fails when the two differ:',
    ' * ROWS_WRITE=1 writes it afresh. A primary key is taken as never null.',
    ' */',
    '',
    blocks.join('\n'),
  ].join('\n');
}

const Rows = suite('row types');

Rows('infra/rows.ts has one interface per table, exactly its columns', () => {
  const db = openDb(':memory:');
  const expected = rowTypes(db);
  db.close();
  if (process.env.ROWS_WRITE) writeFileSync(FILE, expected);
  assert.fixture(readFileSync(FILE, 'utf8'), expected, 'infra/rows.ts differs from the schema: ROWS_WRITE=1 writes it');
});

Rows('row type names', () => {
  assert.equal(
    ['readers', 'rdrno_bindings', 'libraries', 'points_log', 'addresses', 'media', 'recommend_cata'].map(rowTypeName),
    ['ReaderRow', 'RdrnoBindingRow', 'LibraryRow', 'PointsLogRow', 'AddressRow', 'MediaRow', 'RecommendCataRow'],
  );
});

Rows.run();
