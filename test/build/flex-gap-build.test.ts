// The build's sheet for engines without flex gap, on a tiny app in a temp folder: written beside
// the two sheets in release and watch mode, linked by nothing in index.html, its URL defined for
// the inline script, and reported apart from the CSS budget.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildRelease, startDev } from '../../build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const files: Record<string, string> = {
  'src/main.tsx': `import './main.css';\nvoid import('./app');`,
  'src/main.css': `.row { display: flex; gap: 8px }`,
  'src/app.tsx': `import './features/x/x.css';\nexport const app = 1;`,
  // A container whose display is in the first sheet and its gap in the second.
  'src/features/x/x.css': `.row { align-items: center }\n.list { display: grid; gap: 4px }\n.col { gap: 2px }`,
  'src/styles/late.css': `.col { display: flex; flex-direction: column }`,
  'src/boot/inline.ts': `import { FLEX_GAP_SHEET } from './flexGap';\nconsole.log('sheet:' + FLEX_GAP_SHEET);`,
};

let root = '';
const quiet = { log: () => {} };

const Build = suite('flex gap fallback: the build');

Build.before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'flex-gap-build-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  cpSync(path.join(repo, 'src/boot/flexGap.ts'), path.join(root, 'src/boot/flexGap.ts'));
  cpSync(path.join(repo, 'public/index.html'), path.join(root, 'public/index.html'));
});

Build.after(() => {
  rmSync(root, { recursive: true, force: true });
});

const assets = () => readdirSync(path.join(root, 'dist/assets')).sort();
const read = (file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');

Build(
  'release: assets/flexgap-[hash].css from both sheets, linked by nothing, its URL in the inline script',
  async () => {
    const result = await buildRelease({ root, ...quiet });
    assert.ok(result.ok);
    const sheet = assets().find((f) => /^flexgap-[A-Z0-9]{8}\.css$/.test(f));
    assert.ok(sheet, assets().join(','));
    const css = read(`assets/${sheet}`);
    assert.match(css, /\.no-flex-gap \.row>\*\{--no-flex-gap-right: ?8px;margin-right:var\(--no-flex-gap-right\)\}/);
    assert.match(css, /\.no-flex-gap \.col>\*\{--no-flex-gap-bottom: ?2px/);
    assert.not.match(css, /\.list/);
    const html = read('index.html');
    assert.not.match(html, /<link[^>]+flexgap/, 'no link: the inline script adds it where it is needed');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.ok(inline.includes(`"/assets/${sheet}"`) && inline.includes('sheet:'), inline);
    // Reported on its own line, not in the CSS every reader downloads.
    assert.equal(
      result.report?.flexGapCss.files.map((f) => f.path),
      [`assets/${sheet}`],
    );
    assert.not.ok(result.report?.css.files.some((f) => f.path.includes('flexgap')));
  },
);

Build('the report prints its size apart', async () => {
  const logs: string[] = [];
  await buildRelease({ root, log: (line) => logs.push(line) });
  assert.match(logs.join('\n'), /CSS for engines without flex gap \(not budgeted\)\s+\d+\.\d KB\s+\d+\.\d KB/);
});

Build('no flex container with a gap: no sheet, and an empty URL', async () => {
  writeFileSync(path.join(root, 'src/main.css'), '.row { display: flex }');
  writeFileSync(path.join(root, 'src/styles/late.css'), '.col { display: grid }');
  try {
    const result = await buildRelease({ root, ...quiet });
    assert.ok(result.ok);
    assert.not.ok(assets().some((f) => f.startsWith('flexgap-')));
    assert.equal(result.report?.flexGapCss.files, []);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(read('index.html'))?.[1] ?? '';
    assert.ok(inline.includes('sheet:'), inline);
    assert.not.ok(inline.includes('flexgap'), 'FLEX_GAP_SHEET is ""');
  } finally {
    writeFileSync(path.join(root, 'src/main.css'), files['src/main.css']);
    writeFileSync(path.join(root, 'src/styles/late.css'), files['src/styles/late.css']);
  }
});

Build('watch mode writes it too', async () => {
  let built = 0;
  const dev = await startDev({ root, ...quiet, onBuilt: () => (built += 1) });
  try {
    assert.ok(built >= 1);
    const sheet = assets().find((f) => /^flexgap-[A-Z0-9]{8}\.css$/.test(f));
    assert.ok(sheet, assets().join(','));
    assert.match(read(`assets/${sheet}`), /\.no-flex-gap \.row ?> ?\*/);
    assert.ok(read('index.html').includes(`/assets/${sheet}`));
  } finally {
    await dev.dispose();
  }
});

Build.run();
