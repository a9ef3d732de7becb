// Types for scripts/size-report.mjs (the project does not type-check JS; TS callers use these).

export interface MetaImport {
  path: string;
  kind: string;
  external?: boolean;
}
export interface MetaInput {
  bytes?: number;
  imports?: MetaImport[];
}
export interface MetaOutput {
  bytes?: number;
  imports?: MetaImport[];
  entryPoint?: string;
  /** Source modules in this output. */
  inputs?: Record<string, { bytesInOutput: number }>;
}
/** The subset of esbuild's Metafile the analysis reads. */
export interface Metafile {
  inputs?: Record<string, MetaInput>;
  outputs: Record<string, MetaOutput>;
}
export interface Budgets {
  firstKB: number;
  routeKB: number;
  cssKB: number;
}
export interface FileSize {
  /** Relative to outdir, e.g. `js/main-ABCD1234.js`. */
  path: string;
  bytes: number;
  gzip: number;
}
export interface SizeGroup {
  /** A route's or lazy chunk's source entry point, e.g. `src/pages/rdrnos/Bind.tsx`. */
  name: string;
  files: FileSize[];
  bytes: number;
  gzip: number;
  /** null: not budgeted. */
  budgetKB: number | null;
  ok: boolean;
}
/** One module or package: its minified bytes, and its share of its chunks' gzip size (estimated). */
export interface Share {
  name: string;
  bytes: number;
  gzip: number;
}
export interface Breakdown {
  /** By npm package, or by folder under src/ for the app's own code; largest first. */
  packages: Share[];
  /** By module, node_modules/ dropped from the path; largest first. */
  modules: Share[];
}
export interface SizeReport {
  ok: boolean;
  budgets: Budgets;
  firstRoute: SizeGroup;
  /** Where the first route's bytes come from. */
  firstRouteBreakdown: Breakdown;
  routes: SizeGroup[];
  /** One per `src/features/<area>/`: the own chunks of all its routes, each counted once. */
  features: SizeGroup[];
  lazy: SizeGroup[];
  /** Every stylesheet but `flexGapCss`, against the CSS budget. */
  css: SizeGroup;
  /** The stylesheet only engines without flex gap load (Chrome 80–83): reported, not budgeted. */
  flexGapCss: SizeGroup;
  /** Feature modules (other than their routes.ts) found in the first route: the build fails. */
  featureCodeInFirst: string[];
  /** `lazyOnly` packages found in the first route: the build fails. */
  lazyOnlyInFirst: string[];
  /** Dependencies' development builds bundled anywhere (node_modules paths): the build fails. */
  developmentBuilds: string[];
  warnings: string[];
}
export interface AnalyzeOptions {
  /** The home page's source path as the metafile names it, e.g. `src/pages/home/index.tsx`. */
  homeEntry: string;
  /** The outdir as the metafile names outputs, e.g. `dist`. */
  outdir: string;
  /** gzip size in bytes of an output (path as the metafile names it). */
  readSize: (outputPath: string) => number;
  /** The app's entry point; default: every entry output that nothing imports dynamically. */
  entry?: string;
  /** Lazy modules under this folder count as routes too; default `src/pages`. */
  pagesDir?: string;
  budgets: Budgets;
  /** Packages that must never be in the first route (the build fails when one is). */
  lazyOnly?: string[];
  /** Output paths of the stylesheet only engines without flex gap load: a group of its own, outside the CSS budget. */
  flexGapCss?: string[];
}

export declare function gzipSize(data: Uint8Array | string): number;
export declare function staticClosure(outputs: Record<string, MetaOutput>, roots: string[]): Set<string>;
export declare function packageOf(input: string): string;
export declare function breakdown(
  outputs: Record<string, MetaOutput>,
  paths: Iterable<string>,
  readSize: (outputPath: string) => number,
): Breakdown;
export declare function budgetsFromEnv(env: Record<string, string | undefined>, defaults: Budgets): Budgets;
export declare function analyzeMetafile(metafile: Metafile, options: AnalyzeOptions): SizeReport;
/** top: how many packages and modules the breakdown lists (default 12). */
export declare function formatReport(report: SizeReport, options?: { top?: number }): string;
