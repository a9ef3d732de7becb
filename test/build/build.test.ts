// buildRelease() end to end on a tiny app in a temp folder, with the real public/index.html
// template and a few made-up packages in its own node_modules.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUDGETS, buildRelease, LAZY_ONLY, productionTwin } from '../../build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const files: Record<string, string> = {
  'src/config.ts': `export const config = { libraryName: '测试<市>图书馆' };`,
  // The entry sends the login and loads the app at once (the real app's shape: src/main.tsx).
  'src/main.tsx': [`import { shared } from './shared';`, `console.log(shared('entry'));`, `void import('./app');`].join(
    '\n',
  ),
  'src/app.tsx': [
    `import './main.css';`,
    `import { routes } from './router/routes';`,
    `import { shared } from './shared';`,
    `import { mode } from 'devfirst';`,
    `import { which } from 'conditional';`,
    `import { format } from './lib/format';`,
    `console.log(shared('main'), routes.length, mode, which, format('app'));`,
    `if (location.search.includes('debug')) void import('./debug/console');`,
  ].join('\n'),
  'src/main.css': `.from-main { color: red }`,
  // What index.html runs while it is parsed (the real one starts the login).
  'src/boot/inline.ts': `console.log('inline-start-marker', '</script>');`,
  'src/shared.ts': `export const shared = (name: string) => 'shared:' + name;`,
  'src/router/routes.ts': [
    `import Home from '../home/HomeScreen';`,
    `export const routes = [Home, () => import('../features/cards/BindScreen'), () => import('../features/user/UserScreen')];`,
  ].join('\n'),
  'src/home/HomeScreen.tsx': `import './home.css';\nexport default () => 'home';`,
  'src/home/home.css': `.from-home { color: green }`,
  'src/features/cards/BindScreen.tsx': `import './bind.css';\nimport { shared } from '../../shared';\nexport default () => shared('bind');`,
  'src/features/cards/bind.css': `.from-bind { color: blue }`,
  // Shared by the app and another lazy route than \`shared\`: esbuild alone gives it a chunk of its own.
  'src/lib/format.ts': `export const format = (s: string) => 'format-marker:' + s;`,
  'src/features/user/UserScreen.tsx': `import { format } from '../../lib/format';\nexport default () => format('user');`,
  'src/debug/console.ts': `export const consoleName = 'x'.repeat(100);`,
  'src/styles/overrides.css': `.from-styles { color: black }`,
  'public/MP_verify_abc123.txt': 'abc123',
  // Publishes its development build as its only entry, like react-router 7; a production twin exists.
  'node_modules/devfirst/package.json': JSON.stringify({
    name: 'devfirst',
    exports: { '.': { import: './dist/development/index.mjs', default: './dist/development/index.mjs' } },
  }),
  'node_modules/devfirst/dist/development/index.mjs': `export { mode } from './chunk.mjs';`,
  'node_modules/devfirst/dist/development/chunk.mjs': `export const mode = 'devfirst-' + 'development-build';`,
  'node_modules/devfirst/dist/production/index.mjs': `export { mode } from './chunk.mjs';`,
  'node_modules/devfirst/dist/production/chunk.mjs': `export const mode = 'devfirst-' + 'production-build';`,
  // Export conditions for both.
  'node_modules/conditional/package.json': JSON.stringify({
    name: 'conditional',
    exports: { '.': { development: './dev.js', production: './prod.js', default: './dev.js' } },
  }),
  'node_modules/conditional/dev.js': `export const which = 'conditional-' + 'development-build';`,
  'node_modules/conditional/prod.js': `export const which = 'conditional-' + 'production-build';`,
  // Only a development build.
  'node_modules/devonly/package.json': JSON.stringify({ name: 'devonly', main: './development/index.js' }),
  'node_modules/devonly/development/index.js': `export const only = 'devonly';`,
  // A package the home never runs (build.mjs, LAZY_ONLY).
  'node_modules/weixin-js-sdk/index.js': `export default { config() {} };`,
};

/** Every JS file of dist/js, concatenated. */
const allJs = () =>
  readdirSync(path.join(root, 'dist/js'))
    .map((f) => readFileSync(path.join(root, 'dist/js', f), 'utf8'))
    .join('\n');

/** Runs `body` with src/main.tsx given `lines` more at its top, then puts it back. */
async function withMainPrefix(lines: string[], body: () => Promise<void>) {
  writeFileSync(path.join(root, 'src/main.tsx'), `${lines.join('\n')}\n${files['src/main.tsx']}`);
  try {
    await body();
  } finally {
    writeFileSync(path.join(root, 'src/main.tsx'), files['src/main.tsx']);
  }
}

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

Build('builds dist/ with hashed JS, two stylesheets and the public files', async () => {
  const result = await buildRelease({ root, ...quiet });
  assert.ok(result.ok);
  const js = readdirSync(path.join(root, 'dist/js'));
  assert.ok(
    js.some((f) => /^main-[A-Z0-9]{8}\.js$/.test(f)),
    js.join(','),
  );
  assert.not.ok(js.some((f) => f.endsWith('.css') || f.endsWith('.map')));
  const css = readdirSync(path.join(root, 'dist/assets'))
    .filter((f) => f.endsWith('.css'))
    .sort();
  assert.equal(css.length, 2, css.join(','));
  assert.match(css[0], /^app-[A-Z0-9]{8}\.css$/);
  assert.match(css[1], /^lazy-[A-Z0-9]{8}\.css$/);
  assert.ok(existsSync(path.join(root, 'dist/favicon.svg')));
  assert.is(readFileSync(path.join(root, 'dist/MP_verify_abc123.txt'), 'utf8'), 'abc123');
});

/** The text of dist/assets/<prefix>-*.css. */
const sheet = (prefix: string) => {
  const name = readdirSync(path.join(root, 'dist/assets')).find(
    (f) => f.startsWith(`${prefix}-`) && f.endsWith('.css'),
  );
  return name ? readFileSync(path.join(root, 'dist/assets', name), 'utf8') : '';
};

Build(
  "the first paint's sheet holds the entry's and the home's CSS; the lazy sheet the rest, src/styles last",
  async () => {
    await buildRelease({ root, ...quiet });
    const app = sheet('app');
    const lazy = sheet('lazy');
    assert.ok(app.includes('from-main') && app.includes('from-home'), app);
    assert.not.ok(app.includes('from-bind') || app.includes('from-styles'), app);
    assert.ok(lazy.includes('from-bind') && lazy.includes('from-styles'), lazy);
    assert.not.ok(lazy.includes('from-main') || lazy.includes('from-home'), lazy);
    // One after the other, the two sheets keep the evaluation order of a single sheet.
    const text = app + lazy;
    const order = ['from-main', 'from-home', 'from-bind', 'from-styles'].map((c) => text.indexOf(c));
    assert.equal(
      [...order].sort((a, b) => a - b),
      order,
    );
  },
);

Build(
  'index.html: the inline start first, the first sheet blocks rendering, the lazy one is named for the entry to add with the app; the title',
  async () => {
    await buildRelease({ root, ...quiet });
    const html = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
    const app = /<link rel="stylesheet" href="\/assets\/app-[A-Z0-9]{8}\.css" \/>/.exec(html);
    const lazy = /<meta name="app-styles" content="\/assets\/lazy-[A-Z0-9]{8}\.css" \/>/.exec(html);
    assert.ok(app && lazy, html);
    assert.is(html.match(/rel="stylesheet"/g)?.length, 1, 'only one sheet blocks rendering');
    assert.not.match(html, /rel="preload"/);
    assert.match(html, '<title>测试&#60;市&#62;图书馆</title>');
    assert.match(html, '加载中...');
    assert.not.match(html, /<!-- (inline|styles|scripts) -->|%LIBRARY_NAME%/);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html);
    assert.ok(inline?.[1].includes('inline-start-marker'), 'the inline start is in the page');
    assert.ok(inline && inline.index < app.index, 'ahead of the stylesheet, which would hold it up');
    assert.ok(inline?.[1].includes('<\\/script>'), 'nothing in it ends the element early');
  },
);

Build('the first route is the entry, its imports and one chunk, whatever lazy routes share with it', async () => {
  const result = await buildRelease({ root, ...quiet });
  const firstRoute = (result.report?.firstRoute.files ?? []).map((f) => f.path);
  const read = (file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');
  const holding = (marker: string) => firstRoute.filter((file) => read(file).includes(marker));
  // The home, the route table and a module the app shares with one lazy route: one file.
  const [home] = holding(`"home"`);
  assert.ok(home, firstRoute.join(','));
  assert.equal(holding('format-marker'), [home]);
  assert.equal(holding('../features/user/UserScreen'), [], 'the table imports the screen by its chunk');
  // entry, the chunk of what it shares with the app, the app's entry file, the app's chunk
  assert.ok(firstRoute.length <= 4, firstRoute.join(','));
  // The lazy routes still load by themselves, after the app (which their chunks import).
  const main = read(firstRoute.find((f) => /^js\/main-/.test(f)) ?? '');
  const app = /import\("\/js\/(app-[A-Z0-9]{8}\.js)"\)/.exec(main)?.[1];
  assert.ok(app, main);
  const user = readdirSync(path.join(root, 'dist/js')).find((f) => f.startsWith('UserScreen-'));
  assert.ok(user && read(`js/${user}`).includes(home.slice(3)), user);
  // The route is still named by its screen in the report.
  assert.ok(
    result.report?.routes.some((r) => r.name === 'src/features/user/UserScreen.tsx'),
    result.report?.routes.map((r) => r.name).join(','),
  );
});

Build(
  "index.html runs the entry, modulepreloads the entry's imports and names the app's first-route chunks for the entry to load",
  async () => {
    const result = await buildRelease({ root, ...quiet });
    const html = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
    const entry =
      /<script type="module" src="(\/js\/main-[A-Z0-9]{8}\.js)" onerror="[^"]*first-screen[^"]*"><\/script>/.exec(
        html,
      )?.[1];
    assert.ok(entry, html);
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    const named = (/<meta name="app-chunks" content="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
    const firstRoute = (result.report?.firstRoute.files ?? []).map((f) => `/${f.path}`);
    assert.ok(firstRoute.length > 2, firstRoute.join(','));
    assert.equal([...preloads, ...named].sort(), firstRoute.filter((f) => f !== entry).sort());
    assert.ok(
      named.some((href) => /^\/js\/app-/.test(href)),
      named.join(','),
    );
    assert.not.ok(
      preloads.some((href) => /^\/js\/app-/.test(href)),
      'the app waits for the entry',
    );
    assert.not.ok([...preloads, ...named].some((href) => /Bind|console/.test(href)));
  },
);

Build(
  "release builds take dependencies' production builds: export conditions and development-only entries",
  async () => {
    await buildRelease({ root, ...quiet });
    const js = allJs();
    assert.ok(js.includes('devfirst-production-build') && js.includes('conditional-production-build'), js);
    assert.not.ok(js.includes('development-build'), js);
    assert.is(
      productionTwin(path.join(root, 'node_modules/devfirst/dist/development/index.mjs')),
      path.join(root, 'node_modules/devfirst/dist/production/index.mjs'),
    );
    assert.is(productionTwin(path.join(root, 'node_modules/devonly/development/index.js')), null, 'no twin');
    assert.is(productionTwin(path.join(root, 'src/development/index.js')), null, 'only dependencies');
  },
);

Build('a development build with no production twin fails the build', async () => {
  await withMainPrefix([`import { only } from 'devonly';`, 'console.log(only);'], async () => {
    const result = await buildRelease({ root, ...quiet });
    assert.not.ok(result.ok);
    assert.equal(result.report?.developmentBuilds, ['devonly/development/index.js']);
  });
});

Build('the browser check: the fixture passes; structuredClone or Object.hasOwn in src/ fails the build', async () => {
  const clean = await buildRelease({ root, ...quiet, checkBrowsers: true });
  assert.ok(clean.ok);
  assert.equal(clean.findings, []);
  await withMainPrefix(['console.log(structuredClone({ a: 1 }));'], async () => {
    const logs: string[] = [];
    const result = await buildRelease({ root, log: (line) => logs.push(line), checkBrowsers: true });
    assert.not.ok(result.ok);
    assert.ok(result.findings?.some((f) => f.file.startsWith('dist/js/main-') && /structuredClone/.test(f.message)));
    assert.match(logs.join('\n'), /structuredClone is not supported in .*Chrome 80/);
  });
  await withMainPrefix(["console.log(Object.hasOwn({}, 'a'));"], async () => {
    const result = await buildRelease({ root, ...quiet, checkBrowsers: true });
    assert.not.ok(result.ok);
    assert.ok(result.findings?.some((f) => f.file === 'src/main.tsx' && /\.hasOwn\(\)/.test(f.message)));
  });
});

Build('a lazy-only package in the first route fails the build; loaded on demand it is fine', async () => {
  assert.ok(LAZY_ONLY.includes('weixin-js-sdk'));
  await withMainPrefix([`import wx from 'weixin-js-sdk';`, 'console.log(wx);'], async () => {
    const result = await buildRelease({ root, ...quiet });
    assert.not.ok(result.ok);
    assert.equal(result.report?.lazyOnlyInFirst, ['weixin-js-sdk']);
  });
  await withMainPrefix([`void import('weixin-js-sdk');`], async () => {
    const result = await buildRelease({ root, ...quiet });
    assert.ok(result.ok);
    assert.ok(result.report?.lazy.some((l) => l.name === 'weixin-js-sdk/index.js'));
  });
});

Build('prints the budgets table, then the first route by package and by module', async () => {
  const logs: string[] = [];
  const result = await buildRelease({ root, log: (line) => logs.push(line) });
  const text = logs.join('\n');
  assert.is(result.report?.budgets.firstKB, BUDGETS.firstKB);
  assert.is(BUDGETS.firstKB, 140);
  assert.match(text, /First route JS \(entry \+ home\).*≤ 140 KB\s+OK/);
  const packages = text.indexOf('Top 12 packages');
  assert.ok(packages > text.indexOf('CSS'), text);
  assert.ok(text.indexOf('src/router/') > packages, 'the route table counts under its folder');
  assert.ok(text.indexOf('devfirst') > packages);
  assert.ok(text.indexOf('Top 12 modules') > packages);
  assert.match(text, /Result: OK, every budget met$/);
});

Build('reports routes and the non-route lazy chunk apart, and fails over budget', async () => {
  const ok = await buildRelease({ root, ...quiet });
  assert.equal(
    ok.report?.routes.map((r) => r.name),
    ['src/features/cards/BindScreen.tsx', 'src/features/user/UserScreen.tsx'],
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
  await withMainPrefix([`import './broken';`], async () => {
    const logs: string[] = [];
    const result = await buildRelease({ root, log: (line) => logs.push(line), logLevel: 'silent' });
    assert.not.ok(result.ok);
    assert.is(result.report, null);
    assert.match(logs.join('\n'), /Build failed/);
  });
});

Build.run();
