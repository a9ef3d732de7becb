// Types for build.mjs (the project does not type-check JS; TS callers such as the harness use these).
import type { Finding } from './scripts/compat-check.mjs';
import type { Budgets, SizeReport } from './scripts/size-report.mjs';

/** The budgets `npm run build` enforces (gzip KB). */
export declare const BUDGETS: Readonly<Budgets>;
/** Packages that must never be in the first route. */
export declare const LAZY_ONLY: readonly string[];
/** A dependency file's production twin (`…/development/…` → `…/production/…`), if it exists. */
export declare function productionTwin(file: string): string | null;

export interface BuildReleaseOptions {
  /** Project folder holding src/, public/ and dist/; default: build.mjs's folder. */
  root?: string;
  /** Where the report goes; default console.log. */
  log?: (line: string) => void;
  /** esbuild's own diagnostics on stderr; default 'warning'. */
  logLevel?: 'verbose' | 'debug' | 'info' | 'warning' | 'error' | 'silent';
  /** Check the output against package.json's "browserslist" (`npm run build` does); default false. */
  checkBrowsers?: boolean;
}
export interface BuildReleaseResult {
  /** false when over budget, when the browser check found something, or when the build failed. */
  ok: boolean;
  /** null when the build failed. */
  report: SizeReport | null;
  error?: unknown;
  /** With checkBrowsers: what the output uses that those browsers lack. */
  findings?: Finding[];
}
export declare function buildRelease(options?: BuildReleaseOptions): Promise<BuildReleaseResult>;

export interface StartDevOptions {
  /** Called after every successful build (the first included), once dist/ is complete. */
  onBuilt?: () => void;
  root?: string;
  log?: (line: string) => void;
}
/** Resolves once the first build has finished, successfully or not. */
export declare function startDev(options?: StartDevOptions): Promise<{ dispose(): Promise<void> }>;
