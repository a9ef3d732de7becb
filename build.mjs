// Builds the reader app in src/ into dist/: `node build.mjs` (release, with the size report) and
// `startDev()` (watch mode, used by the harness server for live reload). Dev and release share one
// options object; the HTML is made from the metafile (the way jlfwong/speedscope's build does it).
//
// CSS: antd-mobile's per-component modules `import './x.css'` from JS, and lazy route chunks import
// components too. Left to esbuild, that CSS would land in per-chunk .css files that nothing loads
// (esbuild does not inject CSS for lazy chunks). So the JS pass resolves every `.css` imported
// from JS to an empty JS module and remembers its absolute path (see scripts/css-collector.mjs);
// a second pass then bundles them, in the order the imports evaluate, into two stylesheets:
// `assets/app-[hash].css`, the CSS the entry and the home page import statically (what the first
// paint needs; it blocks rendering), and `assets/lazy-[hash].css`, everything else (the UI kit,
// the lazy routes), followed by src/styles/*.css that no module imports, so app styles win. The
// lazy sheet is fetched at once but does not block rendering (scripts/html.mjs says why that is
// safe); together the two keep the cascade order of one sheet, and no route can flash unstyled.
// A third sheet, `assets/flexgap-[hash].css`, is made from those two by scripts/flex-gap-fallback.mjs:
// margins standing in for flexbox `gap` where the engine lacks it (Chrome 80–83). index.html does
// not link it; the inline script loads it there only (src/boot/flexGap.ts, which learns its URL
// through the `__FLEX_GAP_SHEET__` define), and the size report counts it apart from the CSS budget.
//
// Release builds take every dependency's production build: `process.env.NODE_ENV` is defined,
// the `production` export condition is on, and a package that publishes its development build as
// its only entry (react-router 7: every condition of its "exports" points at dist/development)
// is redirected to the production twin (productionEntries). The size report fails the build if a
// development build is bundled all the same.

import * as esbuild from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectCss } from './scripts/css-collector.mjs';
import { flexGapFallback } from './scripts/flex-gap-fallback.mjs';
import { firstRouteInOneChunk } from './scripts/first-route-chunk.mjs';
import { firstScreenTemplates } from './scripts/first-screen.mjs';
import { inlineStart } from './scripts/inline-start.mjs';
import { renderHtml, readLibraryName } from './scripts/html.mjs';
import { analyzeMetafile, budgetsFromEnv, formatReport, gzipSize } from './scripts/size-report.mjs';
import { esbuildTargets } from './scripts/targets.mjs';
import { checkBuild, formatFindings } from './scripts/compat-check.mjs';

/**
 * The budgets (gzip KB): the first route (entry + home, what a landing on / runs before the grid
 * paints), each other route's own chunks, all CSS. `npm run build` fails over any of them.
 * @type {import('./scripts/size-report.mjs').Budgets}
 */
export const BUDGETS = Object.freeze({ firstKB: 140, routeKB: 40, cssKB: 15 });

/**
 * Packages the home never runs: each is loaded on demand (a route, the JS-SDK on first use, a
 * debug console, the kit's pickers and sheets); the build fails if one reaches the first route.
 */
export const LAZY_ONLY = Object.freeze([
  'antd-mobile',
  'weixin-js-sdk',
  'dayjs',
  'qrcode',
  'dompurify',
  '@tanstack/react-virtual',
  'eruda',
  'vconsole',
]);

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ENTRY = 'src/main.tsx';
// The first route's lazy part: the app the tiny entry loads at once (home is in its closure).
const HOME_ENTRY = 'src/app.tsx';
const OUTDIR = 'dist';
/** Absolute URLs: under history mode, a page at /opac/index must still load /js/... */
const PUBLIC_PATH = '/';
/** Hashed output folders, safe to cache forever (docs/DEPLOY.md). */
const HASHED_DIRS = ['js', 'assets'];

/** @typedef {'release' | 'development'} Mode */
/**
 * @typedef {{ js: esbuild.Metafile, css: esbuild.Metafile | null, flexGapCss: string[] }} BuildMeta
 *   css: all three sheets; flexGapCss: the output path of the sheet only engines without flex gap load
 */
/** @typedef {ReturnType<typeof collectCss>} CssCollector */

/**
 * The one options object both modes share. The CSS pass spreads it too and overrides the entry.
 * @param {string} root
 * @param {Mode} mode
 * @param {esbuild.LogLevel} [logLevel]
 * @returns {esbuild.BuildOptions}
 */
function sharedOptions(root, mode, logLevel = 'warning') {
  const release = mode === 'release';
  return {
    absWorkingDir: root,
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    // The browsers the app serves: package.json's "browserslist" (scripts/targets.mjs).
    target: esbuildTargets(),
    jsx: 'automatic',
    outdir: OUTDIR,
    publicPath: PUBLIC_PATH,
    // Hashed in both modes: entry names collide otherwise (every pages/<area>/index.tsx is
    // "index"), and a dev reload can never pick up a stale chunk.
    entryNames: 'js/[name]-[hash]',
    chunkNames: 'js/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    loader: {
      '.png': 'file',
      '.jpg': 'file',
      '.jpeg': 'file',
      '.gif': 'file',
      '.webp': 'file',
      '.svg': 'file',
      '.woff2': 'file',
      '.woff': 'file',
    },
    define: { 'process.env.NODE_ENV': JSON.stringify(release ? 'production' : 'development') },
    // Custom conditions replace esbuild's implicit `module`, so it is named again.
    conditions: ['module', release ? 'production' : 'development'],
    charset: 'utf8',
    minify: release,
    legalComments: release ? 'none' : 'eof',
    sourcemap: release ? false : 'linked',
    metafile: true,
    logLevel,
  };
}

/**
 * axios's adapter table imports its fetch adapter (≈2.5 KB gzip) although the app always uses
 * XHR (`adapter: 'xhr'` in src/api/http.ts). A release replaces that module with a stub, so it
 * stays out of the first route.
 * @returns {esbuild.Plugin}
 */
export function axiosWithoutFetch() {
  return {
    name: 'axios-without-fetch',
    setup(build) {
      build.onResolve({ filter: /^\.\/fetch\.js$/ }, (args) =>
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(args.importer)
          ? { path: 'axios-fetch-adapter', namespace: 'axios-without-fetch' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'axios-without-fetch' }, () => ({
        contents: 'export const getFetch = () => null; export default null;',
        loader: 'js',
      }));
    },
  };
}

const PRODUCTION_ENTRIES = 'production-entries';

/**
 * A dependency file's production twin: `…/development/…` → `…/production/…`, or
 * `x.development.js` → `x.production.js`, when that file exists.
 * @param {string} file absolute path
 * @returns {string | null}
 */
export function productionTwin(file) {
  const at = Math.max(file.lastIndexOf('node_modules/'), file.lastIndexOf('node_modules\\'));
  if (at < 0) return null;
  const inPackage = file.slice(at);
  const twin = inPackage
    .replace(/([\\/])development([\\/])(?!.*[\\/]development[\\/])/, '$1production$2')
    .replace(/\.development\.([cm]?js)$/, '.production.$1');
  return twin !== inPackage && existsSync(file.slice(0, at) + twin) ? file.slice(0, at) + twin : null;
}

/**
 * Release only: a bare import that resolves into a dependency's development build is sent to its
 * production twin (see the header). Imports inside the twin are relative and stay in it.
 * @returns {esbuild.Plugin}
 */
export function productionEntries() {
  return {
    name: PRODUCTION_ENTRIES,
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === PRODUCTION_ENTRIES || args.path.endsWith('.css')) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: PRODUCTION_ENTRIES,
        });
        if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file') return undefined;
        const twin = productionTwin(resolved.path);
        return twin ? { path: twin, sideEffects: resolved.sideEffects } : undefined;
      });
    },
  };
}

/**
 * The two stylesheets' inputs, in evaluation order (see the header): what the entry and the home
 * page import statically, and the rest, followed by src/styles/*.css that no module imports.
 * @param {string} root
 * @param {CssCollector} collector
 * @param {esbuild.Metafile} js the JS pass's metafile
 * @returns {Promise<{ firstPaint: string[], deferred: string[] }>} absolute paths
 */
async function cssInputs(root, collector, js) {
  const stylesDir = path.join(root, 'src/styles');
  const own = existsSync(stylesDir)
    ? (await readdir(stylesDir))
        .filter((f) => f.endsWith('.css'))
        .sort()
        .map((f) => path.join(stylesDir, f))
    : [];
  const ordered = collector.ordered(js, ENTRY);
  const first = collector.reachable(js, [ENTRY, HOME_ENTRY]);
  return {
    firstPaint: ordered.filter((f) => first.has(f)),
    deferred: [...new Set([...ordered.filter((f) => !first.has(f)), ...own.filter((f) => !first.has(f))])],
  };
}

/**
 * Bundles CSS files into one stylesheet.
 * @param {esbuild.BuildOptions} shared
 * @param {string} root
 * @param {string[]} files absolute paths, in evaluation order
 * @param {string} name the sheet's name under assets/
 * @returns {Promise<esbuild.Metafile | null>} null when there are no files
 */
async function buildSheet(shared, root, files, name) {
  if (files.length === 0) return null;
  return bundleSheet(shared, root, files.map((f) => `@import ${JSON.stringify(f)};`).join('\n'), name);
}

/**
 * Writes CSS text as `assets/<name>-[hash].css`, minified in release like the other sheets.
 * @param {esbuild.BuildOptions} shared
 * @param {string} root
 * @param {string} contents
 * @param {string} name
 * @returns {Promise<esbuild.Metafile | null>}
 */
async function bundleSheet(shared, root, contents, name) {
  const result = await esbuild.build({
    ...shared,
    entryPoints: undefined,
    splitting: false,
    format: undefined,
    stdin: { contents, loader: 'css', resolveDir: root, sourcefile: `${name}.css` },
    entryNames: `assets/${name}-[hash]`,
  });
  return result.metafile ?? null;
}

/** The define through which src/boot/flexGap.ts learns the fallback sheet's URL. */
const FLEX_GAP_DEFINE = '__FLEX_GAP_SHEET__';

/**
 * The sheet for engines without flex gap, made from the two built sheets read in cascade order
 * (scripts/flex-gap-fallback.mjs); null when no flex container has a gap.
 * @param {esbuild.BuildOptions} shared
 * @param {string} root
 * @param {(esbuild.Metafile | null)[]} sheets the first-paint and the deferred sheet's metafiles
 * @returns {Promise<esbuild.Metafile | null>}
 */
async function buildFlexGapSheet(shared, root, sheets) {
  const built = sheets.flatMap(cssOutputsOf);
  const text = await Promise.all(built.map((p) => readFile(path.join(root, p), 'utf8')));
  const { css } = flexGapFallback(text.join('\n'));
  return css ? bundleSheet(shared, root, css, 'flexgap') : null;
}

/** @param {esbuild.Metafile | null} meta */
const cssOutputsOf = (meta) => (meta ? Object.keys(meta.outputs).filter((p) => p.endsWith('.css')) : []);

/**
 * Everything after the JS pass: the CSS pass (two sheets), index.html, public/ files.
 * @param {{ root: string, mode: Mode, js: esbuild.Metafile, collector: CssCollector, logLevel?: esbuild.LogLevel }} args
 * @returns {Promise<BuildMeta>}
 */
async function finishBuild({ root, mode, js, collector, logLevel }) {
  const shared = sharedOptions(root, mode, logLevel);
  const inputs = await cssInputs(root, collector, js);
  const [firstPaint, deferred] = await Promise.all([
    buildSheet(shared, root, inputs.firstPaint, 'app'),
    buildSheet(shared, root, inputs.deferred, 'lazy'),
  ]);
  const flexGap = await buildFlexGapSheet(shared, root, [firstPaint, deferred]);
  const flexGapCss = cssOutputsOf(flexGap);
  const css =
    firstPaint || deferred
      ? {
          inputs: { ...firstPaint?.inputs, ...deferred?.inputs, ...flexGap?.inputs },
          outputs: { ...firstPaint?.outputs, ...deferred?.outputs, ...flexGap?.outputs },
        }
      : null;
  /** @param {string} output */
  const url = (output) => PUBLIC_PATH + path.relative(OUTDIR, output).split(path.sep).join('/');
  const publicDir = path.join(root, 'public');
  const template = await readFile(path.join(publicDir, 'index.html'), 'utf8');
  const html = renderHtml(template, {
    metafile: js,
    styles: { firstPaint: cssOutputsOf(firstPaint), deferred: cssOutputsOf(deferred) },
    entry: ENTRY,
    homeEntry: HOME_ENTRY,
    outdir: OUTDIR,
    publicPath: PUBLIC_PATH,
    title: await readLibraryName(root),
    inline: await inlineStart(root, {
      ...shared,
      define: { ...shared.define, [FLEX_GAP_DEFINE]: JSON.stringify(flexGapCss.map(url)[0] ?? '') },
    }),
  });
  // Write-then-rename: the harness may be reading index.html while watch mode rewrites it.
  const target = path.join(root, OUTDIR, 'index.html');
  await writeFile(`${target}.tmp`, html);
  await rename(`${target}.tmp`, target);
  for (const name of await readdir(publicDir)) {
    if (name === 'index.html') continue;
    await cp(path.join(publicDir, name), path.join(root, OUTDIR, name), { recursive: true, dereference: true });
  }
  return { js, css, flexGapCss };
}

/**
 * Release build: clean dist/, build, write index.html, print the size report and, when asked,
 * check the output against the browsers the app serves (scripts/compat-check.mjs).
 * Over budget, a use of what those browsers lack, or a failed build gives `ok: false` (esbuild has
 * printed its errors by then).
 * @param {{ root?: string, log?: (line: string) => void, logLevel?: esbuild.LogLevel, checkBrowsers?: boolean }} [options]
 *   root: the project folder (default: this file's folder; tests point it at a fixture app);
 *   logLevel: esbuild's own diagnostics (default 'warning');
 *   checkBrowsers: run the browser check (`npm run build` does; it takes 10–20 s, so the e2e run's
 *   build leaves it to CI's `npm run build`)
 * @returns {Promise<{ ok: boolean, report: import('./scripts/size-report.mjs').SizeReport | null, error?: unknown, findings?: import('./scripts/compat-check.mjs').Finding[] }>}
 */
export async function buildRelease({
  root = HERE,
  log = console.log,
  logLevel = 'warning',
  checkBrowsers = false,
} = {}) {
  const budgets = budgetsFromEnv(process.env, BUDGETS);
  const started = Date.now();
  await rm(path.join(root, OUTDIR), { recursive: true, force: true });
  const css = collectCss();
  /** @type {BuildMeta} */
  let meta;
  try {
    const result = await esbuild.build({
      ...sharedOptions(root, 'release', logLevel),
      plugins: [
        firstScreenTemplates(root),
        css.plugin,
        productionEntries(),
        axiosWithoutFetch(),
        firstRouteInOneChunk({ entry: ENTRY, appEntry: HOME_ENTRY }),
      ],
    });
    const js = /** @type {esbuild.Metafile} */ (result.metafile);
    meta = await finishBuild({ root, mode: 'release', js, collector: css, logLevel });
  } catch (error) {
    // esbuild has already printed its own errors with their source locations.
    const count = esbuildErrorCount(error);
    log(
      count > 0
        ? `Build failed with ${count} error(s).`
        : `Build failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return { ok: false, report: null, error };
  }
  const report = analyzeMetafile(
    { inputs: meta.js.inputs, outputs: { ...meta.js.outputs, ...meta.css?.outputs } },
    {
      entry: ENTRY,
      homeEntry: HOME_ENTRY,
      outdir: OUTDIR,
      budgets,
      lazyOnly: [...LAZY_ONLY],
      flexGapCss: meta.flexGapCss,
      readSize: (output) => gzipSize(readFileSync(path.join(root, output))),
    },
  );
  log(`Built ${OUTDIR}/ in ${Date.now() - started} ms\n`);
  log(formatReport(report));
  if (!checkBrowsers) return { ok: report.ok, report };
  const findings = await checkBuild(root, { outdir: OUTDIR });
  log(`\n${formatFindings(findings)}`);
  if (findings.length > 0) log('Result: uses what the browsers in package.json\'s "browserslist" lack');
  return { ok: report.ok && findings.length === 0, report, findings };
}

/**
 * Watch mode for the harness: writes dist/ (same hashed names as release, plus linked source
 * maps), rewrites dist/index.html after every build, deletes stale hashed files, and calls
 * `onBuilt()` after every successful build, the first included. A failed build leaves the last
 * good dist/ in place. Resolves once the first build has finished (successfully or not).
 * @param {{ onBuilt?: () => void, root?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ dispose(): Promise<void> }>}
 */
export async function startDev({ onBuilt, root = HERE, log = console.log } = {}) {
  await rm(path.join(root, OUTDIR), { recursive: true, force: true });
  await mkdir(path.join(root, OUTDIR), { recursive: true });
  const stylesDir = path.join(root, 'src/styles');
  const template = path.join(root, 'public/index.html');
  const css = collectCss({ watchDirs: [stylesDir] });
  // The JS pass owns the watcher; these extra files make it rebuild too. Until the first CSS pass
  // reports its inputs, the app's own stylesheets stand in for them.
  const ownStyles = existsSync(stylesDir) ? (await readdir(stylesDir)).map((f) => path.join(stylesDir, f)) : [];
  css.watch([template, ...ownStyles]);
  /** @type {() => void} */
  let firstDone = () => {};
  const firstBuild = new Promise((resolve) => (firstDone = () => resolve(undefined)));

  /** @type {esbuild.Plugin} */
  const afterBuild = {
    name: 'after-build',
    setup(build) {
      build.onEnd(async (result) => {
        try {
          if (result.errors.length > 0 || !result.metafile) return;
          const js = result.metafile;
          const meta = await finishBuild({ root, mode: 'development', js, collector: css });
          const cssInputs = meta.css ? Object.keys(meta.css.inputs).filter((p) => !p.startsWith('<')) : [];
          css.watch([template, ...cssInputs.map((p) => path.resolve(root, p))]);
          await pruneStale(root, meta);
          onBuilt?.();
        } catch (error) {
          log(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          firstDone();
        }
      });
    },
  };

  const ctx = await esbuild.context({
    ...sharedOptions(root, 'development'),
    plugins: [
      firstScreenTemplates(root),
      css.plugin,
      firstRouteInOneChunk({ entry: ENTRY, appEntry: HOME_ENTRY }),
      afterBuild,
    ],
  });
  await ctx.watch();
  await firstBuild;
  return { dispose: () => ctx.dispose() };
}

/**
 * Deletes files in the hashed folders that the latest build did not write.
 * @param {string} root
 * @param {BuildMeta} meta
 */
async function pruneStale(root, meta) {
  const keep = new Set(
    [...Object.keys(meta.js.outputs), ...Object.keys(meta.css?.outputs ?? {})].map((p) => path.join(root, p)),
  );
  for (const dir of HASHED_DIRS) {
    const abs = path.join(root, OUTDIR, dir);
    if (!existsSync(abs)) continue;
    for (const entry of await readdir(abs, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !keep.has(file)) await rm(file, { force: true });
    }
  }
}

/** @param {unknown} error @returns {number} */
function esbuildErrorCount(error) {
  const errors = error instanceof Error ? /** @type {{ errors?: unknown }} */ (error).errors : undefined;
  return Array.isArray(errors) ? errors.length : 0;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  // `node build.mjs [--root <dir>]`; budgets can be lowered with BUDGET_FIRST_KB, BUDGET_ROUTE_KB,
  // BUDGET_CSS_KB (e.g. to check that an over-budget build fails).
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1] ?? '.') : HERE;
  // No top-level await: test runners load this file through a CommonJS transform.
  buildRelease({ root, checkBrowsers: true }).then(
    ({ ok }) => {
      process.exitCode = ok ? 0 : 1;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
