// Bundle size analysis against the budgets build.mjs passes in, computed from esbuild metafiles.
// `analyzeMetafile` is pure (sizes come from the `readSize` callback) so tests can feed it a
// synthetic metafile; `formatReport` turns its result into the tables `npm run build` prints.

import { gzipSync } from 'node:zlib';
import { NAMESPACE as LAZY_ENTRY } from './first-route-chunk.mjs';

/**
 * @typedef {{ path: string, kind: string, external?: boolean }} MetaImport
 * @typedef {{ bytes?: number, imports?: MetaImport[] }} MetaInput
 * @typedef {{ bytes?: number, imports?: MetaImport[], entryPoint?: string, inputs?: Record<string, { bytesInOutput: number }> }} MetaOutput
 * @typedef {{ inputs?: Record<string, MetaInput>, outputs: Record<string, MetaOutput> }} Metafile
 * @typedef {{ firstKB: number, routeKB: number, cssKB: number }} Budgets
 * @typedef {{ path: string, bytes: number, gzip: number }} FileSize
 * @typedef {{ name: string, files: FileSize[], bytes: number, gzip: number, budgetKB: number | null, ok: boolean }} SizeGroup
 * @typedef {{ name: string, bytes: number, gzip: number }} Share  one module or package: minified bytes, estimated gzip
 * @typedef {{ packages: Share[], modules: Share[] }} Breakdown
 * @typedef {{
 *   ok: boolean,
 *   budgets: Budgets,
 *   firstRoute: SizeGroup,
 *   firstRouteBreakdown: Breakdown,
 *   routes: SizeGroup[],
 *   features: SizeGroup[],
 *   lazy: SizeGroup[],
 *   css: SizeGroup,
 *   flexGapCss: SizeGroup,
 *   featureCodeInFirst: string[],
 *   lazyOnlyInFirst: string[],
 *   developmentBuilds: string[],
 *   warnings: string[],
 * }} SizeReport
 * @typedef {{
 *   homeEntry: string,
 *   outdir: string,
 *   readSize: (outputPath: string) => number,
 *   budgets: Budgets,
 *   entry?: string,
 *   pagesDir?: string,
 *   lazyOnly?: string[],
 *   flexGapCss?: string[],
 * }} AnalyzeOptions
 *   lazyOnly: packages that must never be in the first route (the build fails when one is);
 *   flexGapCss: the stylesheet only engines without flex gap load (output paths): reported on
 *   its own line, outside the CSS budget every reader's download is held to
 */

/** A route-table module: `routes.ts` anywhere under src/. */
const ROUTE_TABLE = /^src\/(?:.*\/)?routes\.ts$/;
/** A module of a feature folder; group 1 is the area. */
const FEATURE = /^src\/features\/([^/]+)\//;
/**
 * A dependency's development build: a `development/` folder or a `*.development.js` file inside
 * node_modules (react-router's dist/development, React's cjs/*.development.js ...).
 */
const DEVELOPMENT_BUILD = /(?:^|\/)node_modules\/(?:.+\/)?(?:development\/|[^/]*\.development\.[cm]?js$)/;

const KB = 1024;

/**
 * The module a lazy entry's wrapper stands for (first-route-chunk.mjs): routes and lazy chunks
 * are named, and matched against route tables, by the module itself.
 * @param {string} source a metafile input path
 */
const unwrapped = (source) => (source.startsWith(`${LAZY_ENTRY}:`) ? source.slice(LAZY_ENTRY.length + 1) : source);

/** @param {Uint8Array | string} data */
export function gzipSize(data) {
  return gzipSync(data, { level: 9 }).length;
}

/**
 * The given chunks plus every JS chunk they statically import, transitively. Dynamic imports are
 * where it stops (those load later, on demand); assets (file-loader URLs) are not followed.
 * @param {Record<string, MetaOutput>} outputs
 * @param {string[]} roots output paths
 * @returns {Set<string>}
 */
export function staticClosure(outputs, roots) {
  const seen = new Set(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift());
    for (const imp of outputs[current]?.imports ?? []) {
      const isChunk = imp.path.endsWith('.js') && imp.path in outputs;
      if (imp.kind === 'dynamic-import' || imp.external || !isChunk || seen.has(imp.path)) continue;
      seen.add(imp.path);
      queue.push(imp.path);
    }
  }
  return seen;
}

/**
 * An input's package: the npm package for anything under node_modules (scoped names whole), the
 * folder under src/ for the app's own code (`src/stores/`), else the input itself; a plugin's
 * virtual module (`namespace:path`) counts as its namespace.
 * @param {string} input a metafile input path
 * @returns {string}
 */
export function packageOf(input) {
  const at = input.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [scope, name] = input.slice(at + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const namespace = /^([a-z][\w-]*):/.exec(input);
  if (namespace) return namespace[1];
  const own = /^src\/([^/]+)\//.exec(input);
  return own ? `src/${own[1]}/` : input;
}

/** @param {string} input a metafile input path, shown from its package on (node_modules/ dropped) */
function moduleName(input) {
  const at = input.lastIndexOf('node_modules/');
  return at >= 0 ? input.slice(at + 'node_modules/'.length) : input;
}

/**
 * Where a group's bytes come from, by module and by package, largest first. esbuild gives each
 * module's minified bytes in its chunk (`bytesInOutput`); gzip cannot be split exactly, so each
 * chunk's gzip size is shared among its modules in proportion to their minified bytes (an
 * estimate: the shares add up to the chunk's real gzip size).
 * @param {Record<string, MetaOutput>} outputs
 * @param {Iterable<string>} paths output paths of the group
 * @param {(outputPath: string) => number} readSize gzip size of an output
 * @returns {Breakdown}
 */
export function breakdown(outputs, paths, readSize) {
  /** @type {Map<string, Share>} */
  const modules = new Map();
  /** @type {Map<string, Share>} */
  const packages = new Map();
  /** @param {Map<string, Share>} map @param {string} name @param {number} bytes @param {number} gzip */
  const add = (map, name, bytes, gzip) => {
    const share = map.get(name) ?? { name, bytes: 0, gzip: 0 };
    share.bytes += bytes;
    share.gzip += gzip;
    map.set(name, share);
  };
  for (const path of paths) {
    const inputs = Object.entries(outputs[path]?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0);
    const total = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    if (total === 0) continue;
    const gzip = readSize(path);
    for (const [input, { bytesInOutput }] of inputs) {
      const share = (gzip * bytesInOutput) / total;
      add(modules, moduleName(input), bytesInOutput, share);
      add(packages, packageOf(input), bytesInOutput, share);
    }
  }
  /** @param {Map<string, Share>} map */
  const sorted = (map) => [...map.values()].sort((a, b) => b.gzip - a.gzip || a.name.localeCompare(b.name));
  return { packages: sorted(packages), modules: sorted(modules) };
}

/**
 * Budgets with optional overrides from the environment (BUDGET_FIRST_KB, BUDGET_ROUTE_KB,
 * BUDGET_CSS_KB), e.g. to check that an over-budget build really fails.
 * @param {Record<string, string | undefined>} env
 * @param {Budgets} defaults the project's budgets (build.mjs)
 * @returns {Budgets}
 */
export function budgetsFromEnv(env, defaults) {
  /** @param {string} name @param {number} fallback */
  const read = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of KB, got "${raw}"`);
    return value;
  };
  return {
    firstKB: read('BUDGET_FIRST_KB', defaults.firstKB),
    routeKB: read('BUDGET_ROUTE_KB', defaults.routeKB),
    cssKB: read('BUDGET_CSS_KB', defaults.cssKB),
  };
}

/**
 * Splits the build's outputs into the budgeted groups:
 * - first route: the entry plus its static-import closure, plus the chunk of `homeEntry` (the app
 *   the entry loads at once, home included) and its closure: what a reader landing on `/`
 *   downloads before anything paints;
 * - one group per other route (a dynamic import made by a route table, a `routes.ts` module):
 *   its closure minus what the first route already loaded;
 * - other lazy chunks (dynamic imports that are not routes, e.g. `import('eruda')`), not budgeted;
 * - CSS: every `.css` output but `flexGapCss`, which is a group of its own, not budgeted.
 * It also lists what fails a release besides a budget: feature code or a `lazyOnly` package in
 * the first route, and a dependency's development build anywhere.
 * @param {Metafile} metafile  outputs of the JS pass, optionally merged with the CSS pass's
 * @param {AnalyzeOptions} options
 * @returns {SizeReport}
 */
export function analyzeMetafile(metafile, options) {
  const { homeEntry, readSize, budgets } = options;
  const outdir = options.outdir.replace(/\/+$/, '');
  const outputs = metafile.outputs;
  const inputs = metafile.inputs ?? {};
  const jsOutputs = Object.keys(outputs).filter((p) => p.endsWith('.js'));
  /** @type {string[]} */
  const warnings = [];

  /** @param {string} p */
  const isChunk = (p) => p.endsWith('.js') && p in outputs;

  const dynamicTargets = new Set();
  for (const out of jsOutputs) {
    for (const imp of outputs[out].imports ?? []) {
      if (imp.kind === 'dynamic-import' && !imp.external && isChunk(imp.path)) dynamicTargets.add(imp.path);
    }
  }

  /** @param {string[]} roots */
  const closure = (roots) => staticClosure(outputs, roots);

  const entries = jsOutputs.filter((p) => {
    const source = outputs[p].entryPoint;
    if (!source) return false;
    return options.entry ? source === options.entry : !dynamicTargets.has(p);
  });
  if (entries.length === 0) {
    warnings.push(
      options.entry ? `entry ${options.entry} not found among the outputs` : 'no entry point among the outputs',
    );
  }

  const homeChunk = jsOutputs.find((p) => outputs[p].entryPoint === homeEntry);
  const firstSet = closure(homeChunk ? [...entries, homeChunk] : entries);
  // A home page imported statically is already in the entry's closure; only a missing one is worth a word.
  if (!homeChunk && !(homeEntry in inputs)) {
    warnings.push(`home page ${homeEntry} is not part of the build: first route counts the entry only`);
  }

  // A route is a lazily loaded page: anything a route table (a `routes.ts` module) lazy-loads,
  // and any lazy module under pagesDir.
  const routeSources = new Set();
  for (const [source, input] of Object.entries(inputs)) {
    if (!ROUTE_TABLE.test(source)) continue;
    for (const imp of input.imports ?? []) if (imp.kind === 'dynamic-import') routeSources.add(unwrapped(imp.path));
  }
  const pagesDir = `${(options.pagesDir ?? 'src/pages').replace(/\/+$/, '')}/`;
  /** @param {string} source */
  const isRoute = (source) => routeSources.has(source) || source.startsWith(pagesDir);

  /** @param {string} p */
  const displayPath = (p) => (p.startsWith(`${outdir}/`) ? p.slice(outdir.length + 1) : p);
  /** @param {string} name @param {Iterable<string>} paths @param {number | null} budgetKB @returns {SizeGroup} */
  const group = (name, paths, budgetKB) => {
    const files = [...paths]
      .map((p) => ({ path: displayPath(p), bytes: outputs[p]?.bytes ?? 0, gzip: readSize(p) }))
      .sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    return { name, files, bytes, gzip, budgetKB, ok: budgetKB === null || gzip <= budgetKB * KB };
  };

  /** @type {SizeGroup[]} */
  const routes = [];
  /** @type {SizeGroup[]} */
  const lazy = [];
  const targets = [...dynamicTargets]
    .filter((p) => p !== homeChunk)
    .map((p) => ({ path: p, source: unwrapped(outputs[p].entryPoint ?? displayPath(p)) }))
    .sort((a, b) => a.source.localeCompare(b.source));
  for (const { path, source } of targets) {
    const own = [...closure([path])].filter((p) => !firstSet.has(p));
    if (isRoute(source)) routes.push(group(source, own, budgets.routeKB));
    else lazy.push(group(moduleName(source), own, null));
  }

  // One group per feature folder: the own chunks of all its routes, counted once.
  /** @type {Map<string, Set<string>>} */
  const byFeature = new Map();
  for (const { path, source } of targets) {
    const area = FEATURE.exec(source)?.[1];
    if (!area || !isRoute(source)) continue;
    const own = byFeature.get(area) ?? new Set();
    for (const p of closure([path])) if (!firstSet.has(p)) own.add(p);
    byFeature.set(area, own);
  }
  const features = [...byFeature].sort(([a], [b]) => a.localeCompare(b)).map(([area, own]) => group(area, own, null));

  // No feature code in the first route (a feature's routes.ts is route-table data, allowed).
  const featureCodeInFirst = [...new Set([...firstSet].flatMap((p) => Object.keys(outputs[p]?.inputs ?? {})))]
    .filter((source) => FEATURE.test(source) && !ROUTE_TABLE.test(source))
    .sort();

  const firstRouteBreakdown = breakdown(outputs, firstSet, readSize);
  const lazyOnly = new Set(options.lazyOnly ?? []);
  const lazyOnlyInFirst = firstRouteBreakdown.packages.map((p) => p.name).filter((name) => lazyOnly.has(name));
  lazyOnlyInFirst.sort();

  const developmentBuilds = [
    ...new Set(jsOutputs.flatMap((p) => Object.keys(outputs[p].inputs ?? {})).filter((i) => DEVELOPMENT_BUILD.test(i))),
  ]
    .map(moduleName)
    .sort();

  const flexGapPaths = new Set(options.flexGapCss ?? []);
  const cssOutputs = Object.keys(outputs).filter((p) => p.endsWith('.css') && !flexGapPaths.has(p));
  const firstRoute = group('First route JS (entry + home)', firstSet, budgets.firstKB);
  const css = group('CSS', cssOutputs, budgets.cssKB);
  const flexGapCss = group(
    'CSS for engines without flex gap',
    [...flexGapPaths].filter((p) => p in outputs),
    null,
  );
  const ok =
    firstRoute.ok &&
    css.ok &&
    routes.every((r) => r.ok) &&
    featureCodeInFirst.length === 0 &&
    lazyOnlyInFirst.length === 0 &&
    developmentBuilds.length === 0;
  return {
    ok,
    budgets,
    firstRoute,
    firstRouteBreakdown,
    routes,
    features,
    lazy,
    css,
    flexGapCss,
    featureCodeInFirst,
    lazyOnlyInFirst,
    developmentBuilds,
    warnings,
  };
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Plain-text table: the first column left-aligned, the others right-aligned unless `left` says
 * otherwise; trailing blanks trimmed.
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {Set<number>} [left] indexes of further left-aligned columns
 * @returns {string[]} lines, a rule under the header and after the rows
 */
function table(header, rows, left = new Set()) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  /** @param {readonly string[]} cells */
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || left.has(i) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const rule = '─'.repeat(widths.reduce((sum, w) => sum + w + 2, -2));
  return [line(header), rule, ...rows.map(line), rule];
}

/**
 * The first route's bytes by package and by module: the `top` largest of each, the rest summed.
 * @param {SizeReport} report
 * @param {number} top
 * @returns {string[]}
 */
function formatBreakdown(report, top) {
  const total = report.firstRoute.gzip;
  /** @param {Share} s */
  const share = (s) => (total > 0 ? `${((100 * s.gzip) / total).toFixed(1)}%` : '');
  /** @param {string} title @param {Share[]} items */
  const section = (title, items) => {
    const rows = items.slice(0, top).map((s) => [`  ${s.name}`, kb(s.bytes), kb(s.gzip), share(s)]);
    const rest = items.slice(top);
    if (rest.length > 0) {
      const sum = rest.reduce((acc, s) => ({ name: '', bytes: acc.bytes + s.bytes, gzip: acc.gzip + s.gzip }), {
        name: '',
        bytes: 0,
        gzip: 0,
      });
      rows.push([`  (${rest.length} more)`, kb(sum.bytes), kb(sum.gzip), share(sum)]);
    }
    return table([title, 'minified', '~gzip', 'share'], rows);
  };
  return [
    '',
    'First route by package and by module (~gzip: each chunk gzip shared by minified bytes)',
    ...section(`Top ${top} packages`, report.firstRouteBreakdown.packages),
    ...section(`Top ${top} modules`, report.firstRouteBreakdown.modules),
  ];
}

/**
 * The report as plain-text tables: every group against its budget, then where the first route's
 * bytes come from.
 * @param {SizeReport} report
 * @param {{ top?: number }} [options] top: how many packages and modules the breakdown lists (default 12)
 * @returns {string}
 */
export function formatReport(report, { top = 12 } = {}) {
  /** @type {string[][]} */
  const rows = [];
  /** @param {string} label @param {SizeGroup | FileSize} item @param {number | null} budgetKB @param {boolean | null} ok */
  const row = (label, item, budgetKB, ok) =>
    rows.push([
      label,
      kb(item.bytes),
      kb(item.gzip),
      budgetKB === null ? '' : `≤ ${budgetKB} KB`,
      ok === null ? '' : ok ? 'OK' : 'OVER',
    ]);
  /** @param {string} label */
  const heading = (label) => rows.push([label, '', '', '', '']);
  /** @param {SizeGroup} g */
  const chunkCount = (g) => (g.files.length === 1 ? '' : ` (${g.files.length} chunks)`);

  row(report.firstRoute.name, report.firstRoute, report.firstRoute.budgetKB, report.firstRoute.ok);
  for (const f of report.firstRoute.files) row(`  ${f.path}`, f, null, null);
  heading(`Other routes, own chunks (each ≤ ${report.budgets.routeKB} KB)`);
  if (report.routes.length === 0) heading('  (none)');
  for (const r of report.routes) row(`  ${r.name}${chunkCount(r)}`, r, r.budgetKB, r.ok);
  heading('Features, own chunks of all their routes');
  if (report.features.length === 0) heading('  (none)');
  for (const f of report.features) row(`  ${f.name}${chunkCount(f)}`, f, null, null);
  heading('Other lazy chunks (not budgeted)');
  if (report.lazy.length === 0) heading('  (none)');
  for (const l of report.lazy) row(`  ${l.name}${chunkCount(l)}`, l, null, null);
  row(report.css.name, report.css, report.css.budgetKB, report.css.ok);
  for (const f of report.css.files) row(`  ${f.path}`, f, null, null);
  // Loaded by Chrome 80–83 only (src/boot/flexGap.ts): not part of what every reader downloads.
  if (report.flexGapCss.files.length > 0) {
    row(`${report.flexGapCss.name} (not budgeted)`, report.flexGapCss, null, null);
    for (const f of report.flexGapCss.files) row(`  ${f.path}`, f, null, null);
  }

  const over = [report.firstRoute, ...report.routes, report.css].filter((g) => !g.ok).map((g) => g.name);
  if (report.featureCodeInFirst.length > 0)
    over.push(`feature code in the first route (${report.featureCodeInFirst.join(', ')})`);
  if (report.lazyOnlyInFirst.length > 0)
    over.push(`lazy-only packages in the first route (${report.lazyOnlyInFirst.join(', ')})`);
  if (report.developmentBuilds.length > 0)
    over.push(`development builds bundled (${report.developmentBuilds.join(', ')})`);
  const verdict = report.ok ? 'Result: OK, every budget met' : `Result: OVER budget: ${over.join(', ')}`;
  return [
    'Bundle size (gzip -9, 1 KB = 1024 bytes)',
    ...table(['', 'raw', 'gzip', 'budget', ''], rows, new Set([3, 4])),
    ...formatBreakdown(report, top),
    '',
    ...report.warnings.map((w) => `Warning: ${w}`),
    verdict,
  ].join('\n');
}
