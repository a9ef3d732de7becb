import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  analyzeMetafile,
  breakdown,
  type Budgets,
  budgetsFromEnv,
  formatReport,
  type Metafile,
  packageOf,
} from '../../scripts/size-report.mjs';

const KB = 1024;
/** These tests' budgets (the project's are in build.mjs). */
const budgets: Budgets = { firstKB: 160, routeKB: 40, cssKB: 15 };

// A small app: main statically imports react; routes.ts lazy-loads home, Bind and opac; main also
// lazy-loads eruda. Home shares `util` with Bind; Bind and opac share `form`.
const metafile: Metafile = {
  inputs: {
    'src/main.tsx': {
      imports: [
        { path: 'src/router/routes.ts', kind: 'import-statement' },
        { path: 'node_modules/eruda/eruda.js', kind: 'dynamic-import' },
      ],
    },
    'src/router/routes.ts': {
      imports: [
        { path: 'src/pages/home/index.tsx', kind: 'dynamic-import' },
        { path: 'src/pages/rdrnos/Bind.tsx', kind: 'dynamic-import' },
        { path: 'src/pages/opac/index.tsx', kind: 'dynamic-import' },
      ],
    },
  },
  outputs: {
    'dist/js/main-M.js': {
      bytes: 200 * KB,
      entryPoint: 'src/main.tsx',
      imports: [
        { path: 'dist/js/chunk-REACT.js', kind: 'import-statement' },
        { path: 'dist/js/home-H.js', kind: 'dynamic-import' },
        { path: 'dist/js/Bind-B.js', kind: 'dynamic-import' },
        { path: 'dist/js/opac-O.js', kind: 'dynamic-import' },
        { path: 'dist/js/eruda-E.js', kind: 'dynamic-import' },
        { path: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js', kind: 'import-statement', external: true },
      ],
    },
    'dist/js/main-M.js.map': { bytes: 500 * KB, imports: [] },
    'dist/js/chunk-REACT.js': { bytes: 190 * KB, imports: [] },
    'dist/js/home-H.js': {
      bytes: 10 * KB,
      entryPoint: 'src/pages/home/index.tsx',
      imports: [
        { path: 'dist/js/chunk-REACT.js', kind: 'import-statement' },
        { path: 'dist/js/chunk-UTIL.js', kind: 'import-statement' },
        { path: 'dist/assets/logo-L.svg', kind: 'file-loader' },
      ],
    },
    'dist/js/chunk-UTIL.js': { bytes: 5 * KB, imports: [] },
    'dist/js/Bind-B.js': {
      bytes: 30 * KB,
      entryPoint: 'src/pages/rdrnos/Bind.tsx',
      imports: [
        { path: 'dist/js/chunk-REACT.js', kind: 'import-statement' },
        { path: 'dist/js/chunk-UTIL.js', kind: 'import-statement' },
        { path: 'dist/js/chunk-FORM.js', kind: 'import-statement' },
      ],
    },
    'dist/js/chunk-FORM.js': {
      bytes: 60 * KB,
      imports: [{ path: 'dist/js/chunk-FORMDEP.js', kind: 'import-statement' }],
    },
    'dist/js/chunk-FORMDEP.js': { bytes: 8 * KB, imports: [] },
    'dist/js/opac-O.js': {
      bytes: 6 * KB,
      entryPoint: 'src/pages/opac/index.tsx',
      imports: [{ path: 'dist/js/chunk-FORM.js', kind: 'import-statement' }],
    },
    'dist/js/eruda-E.js': { bytes: 500 * KB, entryPoint: 'node_modules/eruda/eruda.js', imports: [] },
    'dist/assets/logo-L.svg': { bytes: 1 * KB, imports: [] },
    'dist/assets/app-C.css': { bytes: 40 * KB, imports: [] },
  },
};

/** gzip sizes in KB, per output. */
const gzipKB: Record<string, number> = {
  'dist/js/main-M.js': 60,
  'dist/js/chunk-REACT.js': 70,
  'dist/js/home-H.js': 4,
  'dist/js/chunk-UTIL.js': 2,
  'dist/js/Bind-B.js': 10,
  'dist/js/chunk-FORM.js': 25,
  'dist/js/chunk-FORMDEP.js': 3,
  'dist/js/opac-O.js': 2,
  'dist/js/eruda-E.js': 150,
  'dist/assets/logo-L.svg': 0.5,
  'dist/assets/app-C.css': 9,
};

const readSize = (p: string) => {
  if (!(p in gzipKB)) throw new Error(`readSize asked for ${p}`);
  return gzipKB[p] * KB;
};
// A feature-folder app: the route tables are routes.ts modules; the home is lazy from src/home/routes.ts.
const featureApp = (homeInFirst: string[] = []): Metafile => ({
  inputs: {
    'src/main.tsx': { imports: [{ path: 'src/router/routes.ts', kind: 'import-statement' }] },
    'src/router/routes.ts': {
      imports: [
        { path: 'src/features/loans/routes.ts', kind: 'import-statement' },
        { path: 'src/home/routes.ts', kind: 'import-statement' },
      ],
    },
    'src/home/routes.ts': { imports: [{ path: 'src/home/HomeScreen.tsx', kind: 'dynamic-import' }] },
    'src/features/loans/routes.ts': {
      imports: [
        { path: 'src/features/loans/LoansScreen.tsx', kind: 'dynamic-import' },
        { path: 'src/features/loans/FinesScreen.tsx', kind: 'dynamic-import' },
      ],
    },
  },
  outputs: {
    'dist/js/main.js': {
      bytes: 100 * KB,
      entryPoint: 'src/main.tsx',
      inputs: Object.fromEntries(
        ['src/main.tsx', 'src/router/routes.ts', 'src/features/loans/routes.ts', ...homeInFirst].map((p) => [
          p,
          { bytesInOutput: 1 },
        ]),
      ),
      imports: [
        { path: 'dist/js/Home.js', kind: 'dynamic-import' },
        { path: 'dist/js/Loans.js', kind: 'dynamic-import' },
        { path: 'dist/js/Fines.js', kind: 'dynamic-import' },
      ],
    },
    'dist/js/Home.js': { bytes: 2 * KB, entryPoint: 'src/home/HomeScreen.tsx', imports: [] },
    'dist/js/Loans.js': {
      bytes: 20 * KB,
      entryPoint: 'src/features/loans/LoansScreen.tsx',
      imports: [{ path: 'dist/js/chunk-LOANS.js', kind: 'import-statement' }],
    },
    'dist/js/Fines.js': {
      bytes: 10 * KB,
      entryPoint: 'src/features/loans/FinesScreen.tsx',
      imports: [{ path: 'dist/js/chunk-LOANS.js', kind: 'import-statement' }],
    },
    'dist/js/chunk-LOANS.js': { bytes: 8 * KB, imports: [] },
  },
});

const options = { homeEntry: 'src/pages/home/index.tsx', outdir: 'dist', readSize, budgets };
const paths = (files: { path: string }[]) => files.map((f) => f.path).sort();

// ---

const Features = suite('size report: feature folders');

Features('screens lazy-loaded by any routes.ts are budgeted routes; each feature sums its own chunks once', () => {
  const report = analyzeMetafile(featureApp(), {
    homeEntry: 'src/home/HomeScreen.tsx',
    outdir: 'dist',
    budgets,
    readSize: (p) => (featureApp().outputs[p].bytes ?? 0) / 2,
  });
  assert.equal(
    report.routes.map((r) => r.name),
    ['src/features/loans/FinesScreen.tsx', 'src/features/loans/LoansScreen.tsx'],
  );
  assert.equal(
    report.features.map((f) => [f.name, f.files.length, f.gzip]),
    [['loans', 3, 19 * KB]],
  );
  assert.ok(report.ok);
  assert.match(formatReport(report), /Features, own chunks of all their routes\n\s+loans \(3 chunks\)/);
});

Features("feature code in the first route fails the build; a feature's routes.ts does not", () => {
  const report = analyzeMetafile(featureApp(['src/features/loans/LoansStore.ts']), {
    homeEntry: 'src/home/HomeScreen.tsx',
    outdir: 'dist',
    budgets,
    readSize: () => 100,
  });
  assert.equal(report.featureCodeInFirst, ['src/features/loans/LoansStore.ts']);
  assert.not.ok(report.ok);
  assert.match(formatReport(report), /feature code in the first route \(src\/features\/loans\/LoansStore\.ts\)/);
});

Features.run();

const Analyze = suite('analyzeMetafile');

Analyze('the first route is the entry, its static imports and the home chunk with its closure', () => {
  const report = analyzeMetafile(metafile, options);
  assert.equal(paths(report.firstRoute.files), [
    'js/chunk-REACT.js',
    'js/chunk-UTIL.js',
    'js/home-H.js',
    'js/main-M.js',
  ]);
  assert.is(report.firstRoute.gzip, (60 + 70 + 4 + 2) * KB);
  assert.is(report.firstRoute.bytes, (200 + 190 + 10 + 5) * KB);
  assert.is(report.firstRoute.budgetKB, 160);
  assert.ok(report.firstRoute.ok);
});

Analyze('each other route counts its own chunks, not those the first route already loaded', () => {
  const report = analyzeMetafile(metafile, options);
  assert.equal(
    report.routes.map((r) => r.name),
    ['src/pages/opac/index.tsx', 'src/pages/rdrnos/Bind.tsx'],
  );
  const [opac, bind] = report.routes;
  assert.equal(paths(bind.files), ['js/Bind-B.js', 'js/chunk-FORM.js', 'js/chunk-FORMDEP.js']);
  assert.is(bind.gzip, (10 + 25 + 3) * KB);
  // A chunk shared by two later routes is counted in each: either may be the first visited.
  assert.equal(paths(opac.files), ['js/chunk-FORM.js', 'js/chunk-FORMDEP.js', 'js/opac-O.js']);
  assert.is(opac.gzip, (2 + 25 + 3) * KB);
});

Analyze('a lazy chunk that is not a page is reported apart and never budgeted', () => {
  const report = analyzeMetafile(metafile, options);
  assert.equal(
    report.lazy.map((l) => l.name),
    ['eruda/eruda.js'],
  );
  assert.is(report.lazy[0].gzip, 150 * KB);
  assert.is(report.lazy[0].budgetKB, null);
  assert.not.ok(report.firstRoute.files.some((f) => f.path.includes('eruda')));
  assert.not.ok(report.routes.some((r) => r.name.includes('eruda')));
});

Analyze('CSS counts every stylesheet; assets and source maps count nowhere', () => {
  const report = analyzeMetafile(metafile, options);
  assert.equal(paths(report.css.files), ['assets/app-C.css']);
  assert.is(report.css.gzip, 9 * KB);
  const all = [report.firstRoute, ...report.routes, ...report.lazy, report.css].flatMap((g) => paths(g.files));
  assert.not.ok(all.some((p) => p.endsWith('.svg') || p.endsWith('.map')));
});

Analyze('the sheet for engines without flex gap is a group of its own, outside the CSS budget', () => {
  const withFallback: Metafile = {
    ...metafile,
    outputs: { ...metafile.outputs, 'dist/assets/flexgap-F.css': { bytes: 30 * KB, imports: [] } },
  };
  const sizes = (p: string) => (p === 'dist/assets/flexgap-F.css' ? 4 * KB : readSize(p));
  const tight = { ...options, readSize: sizes, budgets: { ...budgets, cssKB: 10 } };
  const report = analyzeMetafile(withFallback, { ...tight, flexGapCss: ['dist/assets/flexgap-F.css'] });
  assert.equal(paths(report.css.files), ['assets/app-C.css']);
  assert.is(report.css.gzip, 9 * KB);
  assert.ok(report.css.ok, '9 KB of CSS within 10 KB: the 4 KB fallback is not counted');
  assert.equal(paths(report.flexGapCss.files), ['assets/flexgap-F.css']);
  assert.is(report.flexGapCss.gzip, 4 * KB);
  assert.is(report.flexGapCss.budgetKB, null);
  assert.ok(report.ok);
  const text = formatReport(report);
  assert.match(
    text,
    /\nCSS for engines without flex gap \(not budgeted\)\s+30\.0 KB\s+4\.0 KB\n\s+assets\/flexgap-F\.css/,
  );
  assert.ok(text.indexOf('CSS for engines without flex gap') > text.indexOf('assets/app-C.css'));
  // Not named as the fallback, it is CSS like any other (and here over budget).
  const unnamed = analyzeMetafile(withFallback, tight);
  assert.is(unnamed.css.gzip, 13 * KB);
  assert.not.ok(unnamed.ok);
  assert.equal(unnamed.flexGapCss.files, []);
  assert.not.match(formatReport(unnamed), /without flex gap/);
});

Analyze('flags each group against its budget', () => {
  const within = analyzeMetafile(metafile, options);
  assert.ok(within.ok);

  const tight = analyzeMetafile(metafile, { ...options, budgets: { firstKB: 136, routeKB: 35, cssKB: 8 } });
  assert.ok(tight.firstRoute.ok, '136 KB exactly is within a 136 KB budget');
  assert.equal(
    tight.routes.map((r) => [r.name, r.ok]),
    [
      ['src/pages/opac/index.tsx', true],
      ['src/pages/rdrnos/Bind.tsx', false],
    ],
  );
  assert.not.ok(tight.css.ok);
  assert.not.ok(tight.ok);

  const firstOver = analyzeMetafile(metafile, { ...options, budgets: { ...budgets, firstKB: 135 } });
  assert.not.ok(firstOver.firstRoute.ok);
  assert.not.ok(firstOver.ok);
});

Analyze('a lazy module under src/pages is a route even when the route table does not load it', () => {
  const withNotFound: Metafile = {
    inputs: metafile.inputs,
    outputs: {
      ...metafile.outputs,
      'dist/js/main-M.js': {
        ...metafile.outputs['dist/js/main-M.js'],
        imports: [
          ...(metafile.outputs['dist/js/main-M.js'].imports ?? []),
          { path: 'dist/js/NotFound-N.js', kind: 'dynamic-import' },
        ],
      },
      'dist/js/NotFound-N.js': { bytes: 1 * KB, entryPoint: 'src/pages/NotFound.tsx', imports: [] },
    },
  };
  const report = analyzeMetafile(withNotFound, {
    ...options,
    readSize: (p) => (p.includes('NotFound') ? KB : readSize(p)),
  });
  assert.ok(report.routes.some((r) => r.name === 'src/pages/NotFound.tsx'));
  assert.not.ok(report.lazy.some((l) => l.name === 'src/pages/NotFound.tsx'));
});

Analyze('warns when the home page is not part of the build', () => {
  const report = analyzeMetafile(metafile, { ...options, homeEntry: 'src/pages/start/index.tsx' });
  assert.equal(paths(report.firstRoute.files), ['js/chunk-REACT.js', 'js/main-M.js']);
  assert.match(report.warnings.join('\n'), 'src/pages/start/index.tsx');
});

Analyze.run();

// ---

const Format = suite('formatReport');

Format('prints every group with its verdict, lazy chunks in their own section', () => {
  const report = analyzeMetafile(metafile, { ...options, budgets: { firstKB: 160, routeKB: 35, cssKB: 15 } });
  const text = formatReport(report);
  const line = (start: string) => text.split('\n').find((l) => l.trimStart().startsWith(start)) ?? '';
  assert.match(line('First route JS'), /136\.0 KB\s+≤ 160 KB\s+OK$/);
  assert.match(line('src/pages/rdrnos/Bind.tsx'), /\(3 chunks\).*38\.0 KB\s+≤ 35 KB\s+OVER$/);
  assert.match(line('src/pages/opac/index.tsx'), /30\.0 KB\s+≤ 35 KB\s+OK$/);
  assert.match(line('CSS'), /9\.0 KB\s+≤ 15 KB\s+OK$/);
  const lazyAt = text.indexOf('Other lazy chunks (not budgeted)');
  assert.ok(lazyAt > 0);
  assert.ok(text.indexOf('eruda/eruda.js') > lazyAt);
  assert.not.match(line('eruda/eruda.js'), /OK|OVER/);
  assert.match(text, /Result: OVER budget: src\/pages\/rdrnos\/Bind\.tsx$/);
});

Format('says OK when every budget is met', () => {
  assert.match(formatReport(analyzeMetafile(metafile, options)), /Result: OK, every budget met$/);
});

Format.run();

// ---

// A first route whose chunks list their modules (esbuild's `inputs` with `bytesInOutput`); the
// app sits in a worktree whose node_modules is a link, so some paths start with ../main/.
const withModules = (lazyInputs: Record<string, number> = {}): Metafile => ({
  inputs: { 'src/main.tsx': { imports: [] } },
  outputs: {
    'dist/js/main.js': {
      bytes: 81 * KB,
      entryPoint: 'src/main.tsx',
      imports: [
        { path: 'dist/js/chunk-V.js', kind: 'import-statement' },
        { path: 'dist/js/toast.js', kind: 'dynamic-import' },
      ],
      inputs: {
        'src/main.tsx': { bytesInOutput: 10 * KB },
        'src/stores/AppStore.ts': { bytesInOutput: 20 * KB },
        'src/stores/ReaderStore.ts': { bytesInOutput: 10 * KB },
        '../main/node_modules/axios/lib/utils.js': { bytesInOutput: 40 * KB },
        'axios-without-fetch:axios-fetch-adapter': { bytesInOutput: 0 },
      },
    },
    'dist/js/chunk-V.js': {
      bytes: 90 * KB,
      inputs: {
        'node_modules/react-dom/cjs/react-dom-client.production.js': { bytesInOutput: 80 * KB },
        'node_modules/@noble/hashes/legacy.js': { bytesInOutput: 10 * KB },
      },
    },
    'dist/js/toast.js': {
      bytes: 5 * KB,
      entryPoint: 'node_modules/antd-mobile/es/components/toast/index.js',
      inputs: { 'node_modules/antd-mobile/es/components/toast/toast.js': { bytesInOutput: 5 * KB }, ...lazyInputs },
    },
  },
});
const moduleSizes: Record<string, number> = { 'dist/js/main.js': 40, 'dist/js/chunk-V.js': 30, 'dist/js/toast.js': 2 };
const moduleOptions = {
  homeEntry: 'src/home/HomeScreen.tsx',
  outdir: 'dist',
  budgets,
  readSize: (p: string) => moduleSizes[p] * KB,
};

const Breakdown = suite('first route breakdown');

Breakdown('packageOf: npm packages (scoped whole), src/ folders, plugin namespaces', () => {
  assert.is(packageOf('../main/node_modules/react-dom/cjs/react-dom-client.production.js'), 'react-dom');
  assert.is(packageOf('node_modules/@noble/hashes/legacy.js'), '@noble/hashes');
  assert.is(packageOf('node_modules/antd-mobile/node_modules/@react-spring/web/index.js'), '@react-spring/web');
  assert.is(packageOf('src/components/ui/ServiceGrid.tsx'), 'src/components/');
  assert.is(packageOf('src/main.tsx'), 'src/main.tsx');
  assert.is(packageOf('axios-without-fetch:axios-fetch-adapter'), 'axios-without-fetch');
});

Breakdown("each chunk's gzip is shared by its modules' minified bytes; largest first", () => {
  const { packages, modules } = breakdown(withModules().outputs, ['dist/js/main.js', 'dist/js/chunk-V.js'], (p) =>
    moduleOptions.readSize(p),
  );
  assert.equal(
    packages.map((p) => [p.name, p.bytes / KB, Number((p.gzip / KB).toFixed(2))]),
    [
      ['react-dom', 80, 26.67],
      ['axios', 40, 20],
      ['src/stores/', 30, 15],
      ['src/main.tsx', 10, 5],
      ['@noble/hashes', 10, 3.33],
    ],
  );
  assert.is(Math.round(packages.reduce((sum, p) => sum + p.gzip, 0)), 70 * KB, 'the shares add up to the gzip sizes');
  assert.equal(
    modules.slice(0, 2).map((m) => m.name),
    ['react-dom/cjs/react-dom-client.production.js', 'axios/lib/utils.js'],
  );
  assert.not.ok(
    modules.some((m) => m.name.includes('axios-fetch-adapter')),
    'modules with no bytes are left out',
  );
});

Breakdown('the report breaks down the first route only, and prints the top N with the rest summed', () => {
  const report = analyzeMetafile(withModules(), moduleOptions);
  assert.not.ok(report.firstRouteBreakdown.packages.some((p) => p.name === 'antd-mobile'));
  const text = formatReport(report, { top: 2 });
  const at = text.indexOf('Top 2 packages');
  assert.ok(at > text.indexOf('CSS'), 'after the budget table');
  const lines = text.slice(at).split('\n');
  assert.match(lines[2], /^ {2}react-dom\s+80\.0 KB\s+26\.7 KB\s+38\.1%$/);
  assert.match(lines[3], /^ {2}axios\s+40\.0 KB\s+20\.0 KB\s+28\.6%$/);
  assert.match(lines[4], /^ {2}\(3 more\)\s+50\.0 KB\s+23\.3 KB\s+33\.3%$/);
  assert.match(text, /Top 2 modules[^\n]*\n[^\n]*\n {2}react-dom\/cjs\/react-dom-client\.production\.js /);
});

Breakdown('a lazy-only package in the first route fails the build', () => {
  const fine = analyzeMetafile(withModules(), { ...moduleOptions, lazyOnly: ['antd-mobile'] });
  assert.ok(fine.ok, 'antd-mobile is only in a lazy chunk');
  const report = analyzeMetafile(withModules(), { ...moduleOptions, lazyOnly: ['antd-mobile', '@noble/hashes'] });
  assert.equal(report.lazyOnlyInFirst, ['@noble/hashes']);
  assert.not.ok(report.ok);
  assert.match(formatReport(report), /lazy-only packages in the first route \(@noble\/hashes\)/);
});

Breakdown("a dependency's development build anywhere fails the build; app folders named so do not", () => {
  const report = analyzeMetafile(
    withModules({
      '../main/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs': 1,
      'node_modules/react/cjs/react.development.js': 1,
      'src/development/tools.ts': 1,
    }),
    moduleOptions,
  );
  assert.equal(report.developmentBuilds, [
    'react-router/dist/development/chunk-6KYCQHYJ.mjs',
    'react/cjs/react.development.js',
  ]);
  assert.not.ok(report.ok);
  assert.match(formatReport(report), /development builds bundled \(react-router\/dist\/development\//);
  assert.equal(analyzeMetafile(withModules(), moduleOptions).developmentBuilds, []);
});

Breakdown.run();

// ---

const Env = suite('budgetsFromEnv');

Env('defaults to the budgets given, overridable per budget', () => {
  assert.equal(budgetsFromEnv({}, budgets), { firstKB: 160, routeKB: 40, cssKB: 15 });
  assert.equal(budgetsFromEnv({ BUDGET_FIRST_KB: '1', BUDGET_CSS_KB: '2.5' }, budgets), {
    firstKB: 1,
    routeKB: 40,
    cssKB: 2.5,
  });
});

Env('rejects a value that is not a number', () => {
  assert.throws(() => budgetsFromEnv({ BUDGET_ROUTE_KB: 'forty' }, budgets), /BUDGET_ROUTE_KB/);
});

Env.run();
