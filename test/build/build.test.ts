// buildRelease() end to end on a tiny dependency-free app in a temp folder, with the real
// public/index.html template.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildRelease } from '../../build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const files: Record<string, string> = {
  'src/config.ts': `export const config = { libraryName: '测试<市>图书馆' };`,
  'src/main.tsx': [
    `import './main.css';`,
    `import { routes } from './router/routes';`,
    `import { shared } from './shared';`,
    `console.log(shared('main'), routes.length);`,
    `if (location.search.includes('debug')) void import('./debug/console');`,
  ].join('\n'),
  'src/main.css': `.from-main { color: red }`,
  'src/shared.ts': `export const shared = (name: string) => 'shared:' + name;`,
  'src/router/routes.ts': [
    `export const routes = [`,
    `  () => import('../home/HomeScreen'),`,
    `  () => import('../features/cards/BindScreen'),`,
    `];`,
  ].join('\n'),
  'src/home/HomeScreen.tsx': `import './home.css';\nexport default () => 'home';`,
  'src/home/home.css': `.from-home { color: green }`,
  'src/features/cards/BindScreen.tsx': `import './bind.css';\nimport { shared } from '../../shared';\nexport default () => shared('bind');`,
  'src/features/cards/bind.css': `.from-bind { color: blue }`,
  'src/debug/console.ts': `export const consoleName = 'x'.repeat(100);`,
  'src/styles/overrides.css': `.from-styles { color: black }`,
  'public/MP_verify_abc123.txt': 'abc123',
};

let root = '';

const Build = suite('buildRelease', {});

Build.before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-test-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  cpSync(path.join(repo, 'public/index.html'), path.join(root, 'public/index.html'));
  cpSync(path.join(repo, 'public/favicon.svg'), path.join(root, 'public/favicon.svg'));
});

Build.after(() => {
  rmSync(root, { recursive: true, force: true });
});

const quiet = { log: () => {} };

Build('builds dist/ with hashed JS, one stylesheet and the public files', async () => {
  const result = await buildRelease({ root, ...quiet });
  assert.ok(result.ok);
  const js = readdirSync(path.join(root, 'dist/js'));
  assert.ok(
    js.some((f) => /^main-[A-Z0-9]{8}\.js$/.test(f)),
    js.join(','),
  );
  assert.not.ok(js.some((f) => f.endsWith('.css') || f.endsWith('.map')));
  const css = readdirSync(path.join(root, 'dist/assets')).filter((f) => f.endsWith('.css'));
  assert.equal(css.length, 1);
  assert.match(css[0], /^app-[A-Z0-9]{8}\.css$/);
  assert.ok(existsSync(path.join(root, 'dist/favicon.svg')));
  assert.is(readFileSync(path.join(root, 'dist/MP_verify_abc123.txt'), 'utf8'), 'abc123');
});

Build('the stylesheet holds CSS from the entry, every lazy route and src/styles, in evaluation order', async () => {
  await buildRelease({ root, ...quiet });
  const name = readdirSync(path.join(root, 'dist/assets')).find((f) => f.endsWith('.css'))!;
  const text = readFileSync(path.join(root, 'dist/assets', name), 'utf8');
  const order = ['from-main', 'from-home', 'from-bind', 'from-styles'].map((c) => text.indexOf(c));
  assert.ok(
    order.every((i) => i >= 0),
    text,
  );
  assert.equal(
    [...order].sort((a, b) => a - b),
    order,
  );
});

Build('index.html links the stylesheet, the entry module and its preloads with absolute URLs', async () => {
  await buildRelease({ root, ...quiet });
  const html = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
  assert.match(html, /<link rel="stylesheet" href="\/assets\/app-[A-Z0-9]{8}\.css" \/>/);
  assert.match(html, /<script type="module" src="\/js\/main-[A-Z0-9]{8}\.js"><\/script>/);
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(
    preloads.some((href) => /^\/js\/HomeScreen-/.test(href)),
    preloads.join(','),
  );
  assert.not.ok(preloads.some((href) => /Bind|console/.test(href)));
  assert.match(html, '<title>测试&#60;市&#62;图书馆</title>');
  assert.match(html, '加载中...');
  assert.not.match(html, /<!-- (styles|scripts) -->|%LIBRARY_NAME%/);
});

Build('reports routes and the non-route lazy chunk apart, and fails over budget', async () => {
  const ok = await buildRelease({ root, ...quiet });
  assert.equal(
    ok.report?.routes.map((r) => r.name),
    ['src/features/cards/BindScreen.tsx'],
  );
  assert.equal(
    ok.report?.lazy.map((l) => l.name),
    ['src/debug/console.ts'],
  );

  process.env.BUDGET_FIRST_KB = '0.1';
  try {
    const over = await buildRelease({ root, ...quiet });
    assert.not.ok(over.ok);
    assert.not.ok(over.report?.firstRoute.ok);
  } finally {
    delete process.env.BUDGET_FIRST_KB;
  }
});

Build('a compile error gives ok: false and no report', async () => {
  writeFileSync(path.join(root, 'src/broken.ts'), 'export const = ;');
  writeFileSync(path.join(root, 'src/main.tsx'), `import './broken';\n${files['src/main.tsx']}`);
  try {
    const logs: string[] = [];
    const result = await buildRelease({ root, log: (line) => logs.push(line), logLevel: 'silent' });
    assert.not.ok(result.ok);
    assert.is(result.report, null);
    assert.match(logs.join('\n'), /Build failed/);
  } finally {
    writeFileSync(path.join(root, 'src/main.tsx'), files['src/main.tsx']);
  }
});

Build.run();
