/**
 * The browser check `npm run build` runs (scripts/compat-check.mjs) against package.json's
 * "browserslist": what it reports in built scripts, in the app's own sources and in stylesheets,
 * and what it lets through (a fallback, a guard, a provided built-in).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CSS_HANDLED, checkScripts, checkSources, checkStyles, inlineScripts } from '../../scripts/compat-check.mjs';
import { esbuildTargets, minimumVersions } from '../../scripts/targets.mjs';

const check = suite('browser check');

const js = (code: string) => checkScripts([{ name: 'js/chunk.js', code }]);
const css = (code: string) => checkStyles([{ name: 'assets/app.css', code }]);
const messages = (found: { message: string }[]) => found.map((f) => f.message).join('\n');

check('one list of browsers: esbuild targets and the oldest versions come from package.json', () => {
  assert.equal(esbuildTargets(), ['chrome80', 'ios15', 'safari15']);
  assert.equal(minimumVersions(), { chrome: 80, ios_saf: 15, safari: 15 });
});

check('built scripts: globals and static members the browsers lack are reported', async () => {
  const found = await js('export const copy = structuredClone({ a: 1 }); new WeakRef({}); Promise.any([]);');
  assert.match(messages(found), /structuredClone/);
  assert.match(messages(found), /WeakRef/);
  assert.match(messages(found), /Promise\.any/);
  assert.is((await js('export const a = Object.fromEntries([]); Promise.allSettled([]);')).length, 0);
});

check('built scripts: a provided built-in (Object.hasOwn, the shim) or a guarded one passes', async () => {
  assert.is((await js('export const own = Object.hasOwn({}, "a");')).length, 0);
  assert.is((await js('export const r = new FinalizationRegistry(() => {});')).length, 0);
});

check("index.html's inline script is found for the check", () => {
  const html = '<head><script>console.log(1)</script><script type="module" src="/js/main.js"></script></head>';
  assert.equal(inlineScripts(html), ['console.log(1)']);
});

/** A throw-away project with src/ files. */
async function sources(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'compat-src-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, 'src', name)), { recursive: true });
      writeFileSync(path.join(root, 'src', name), text);
    }
    return messages(await checkSources(root));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

check("the app's own sources: instance methods the browsers lack are reported, with the file", async () => {
  const found = await sources({
    'a.ts': 'export const last = (xs: number[]) => xs.at(-1);',
    'b.tsx': 'export const clear = (el: Element) => el.replaceChildren();',
    'c.ts': "export const own = (o: object) => Object.hasOwn(o, 'k');",
    'd.ts': "export const all = (s: string) => s.replaceAll('a', 'b');",
  });
  assert.match(found, /\.at\(\) is not supported in Chrome 80 \(added in 92\)/);
  assert.match(found, /\.replaceChildren\(\) is not supported in Chrome 80 \(added in 86\)/);
  assert.match(found, /\.hasOwn\(\) is not supported in Chrome 80 \(added in 93\)/);
  assert.match(found, /\.replaceAll\(\) is not supported in Chrome 80 \(added in 85\)/);
});

check("the app's own sources: old methods and a method another interface has had long pass", async () => {
  const found = await sources({
    'a.ts': 'export const f = (xs: number[], el: Element) => { el.append(); el.remove(); return xs.includes(1); };',
    'b.ts': 'export const media = () => navigator.mediaDevices.getUserMedia({ audio: true });',
  });
  assert.is(found, '');
});

check('stylesheets: properties, values, pseudo-classes and at-rules the browsers lack are reported', async () => {
  const found = messages(
    await css(`
      .a { field-sizing: content }
      .b:has(input:disabled) { opacity: .5 }
      .c { container-type: inline-size }
      @container (max-width: 18rem) { .d { display: none } }
      .e { overflow-wrap: anywhere }
      .f { display: flex; gap: 8px }
      .g { aspect-ratio: 1 }
    `),
  );
  for (const feature of [
    'field-sizing',
    ':has',
    'container-type',
    '@container',
    'overflow-wrap: anywhere',
    'aspect-ratio',
  ]) {
    assert.ok(found.includes(`${feature} is not supported in`), feature);
  }
  // Flexbox gap (Chrome 84) is provided by a stylesheet of its own for Chrome 80–83.
  assert.not.match(found, /gap/);
  assert.match(CSS_HANDLED['gap in a flex container'], /flexgap/);
});

check('stylesheets: a fallback before, an @supports guard, a -webkit- twin, a grid gap pass', async () => {
  const found = await css(`
    .a { overflow-wrap: break-word; overflow-wrap: anywhere }
    @supports (aspect-ratio: 1) { .b { aspect-ratio: 2 } }
    @supports not (aspect-ratio: 1) { .b { height: 50vw } }
    @supports selector(:has(input:focus-visible)) { .c:not(:has(input:focus-visible)) { outline: none } }
    .d { -webkit-mask-image: url(a.svg); mask-image: url(a.svg) }
    .e { display: grid; gap: 8px }
    .f { font-family: ui-monospace, Menlo, monospace; cursor: pointer }
  `);
  assert.equal(found, []);
});

check('stylesheets: `@supports not` is no guard', async () => {
  assert.match(messages(await css('@supports not (aspect-ratio: 1) { .b { aspect-ratio: 2 } }')), /aspect-ratio/);
});

check.run();
