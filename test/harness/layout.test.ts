import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const Layout = suite('harness server layout');

const SERVER = fileURLToPath(new URL('../../harness/server', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Files that register HTTP handlers: they translate, the domain modules decide and store. */
function isRouteFile(path: string): boolean {
  const rel = relative(SERVER, path);
  return rel.includes('/routes/') || rel.endsWith('routes.ts') || rel.startsWith('control/') || rel === 'app.ts';
}

Layout('route handler files run no SQL', () => {
  const routeFiles = sources(SERVER).filter(isRouteFile);
  assert.ok(routeFiles.length >= 10, `only ${routeFiles.length} route files found`);
  for (const file of routeFiles) {
    const text = readFileSync(file, 'utf8');
    assert.not.match(text, /\.(prepare|exec|transaction)\(/, relative(SERVER, file));
  }
});

Layout('the server prepares its statements through infra/db (cached), apart from the seed and the migrations', () => {
  const once = (rel: string) => rel.startsWith('seed/') || rel.startsWith('schema/') || rel === 'infra/db.ts';
  const files = sources(SERVER).filter((file) => !once(relative(SERVER, file)));
  assert.ok(files.length >= 50, `only ${files.length} files found`);
  for (const file of files) assert.not.match(readFileSync(file, 'utf8'), /\.prepare\s*[<(]/, relative(SERVER, file));
});

Layout.run();
