import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PATHS } from '../../src/router/paths';

const SRC = new URL('../../src/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A quoted in-app path: '/books/index', "/rdrnos/bind?x", `/opac/detail?id=${id}`. */
function literalsOf(code: string, path: string): boolean {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`['"\`]${escaped}(['"\`?#]|/['"\`])`).test(code);
}

const Paths = suite('in-app path literals');

Paths('no file but router/paths.ts spells an in-app path', () => {
  const offenders: string[] = [];
  const paths = Object.values(PATHS).filter((p) => p !== PATHS.home);
  for (const file of sourceFiles(SRC)) {
    const name = relative(SRC, file);
    if (name === 'router/paths.ts') continue;
    const code = readFileSync(file, 'utf8');
    for (const path of paths) if (literalsOf(code, path)) offenders.push(`${name}: ${path}`);
    // The home path '/' is a common string (cookie paths): flag it where it is used as a route.
    if (/(navigate|to=|path:|recordVisit\([^,]+,)\s*\(?\s*['"`]\/['"`]/.test(code)) offenders.push(`${name}: /`);
  }
  assert.equal(offenders, []);
});

Paths('the check finds a literal (it can fail)', () => {
  assert.ok(literalsOf(`navigate('/books/index')`, '/books/index'));
  assert.ok(literalsOf('`/opac/detail?id=${id}`', '/opac/detail'));
  assert.not.ok(literalsOf(`'/books/indexes'`, '/books/index'));
});

Paths.run();
