// Types for scripts/compat-check.mjs (TS callers: the build's tests).

/** One use of what a served browser lacks, where it is. */
export interface Finding {
  file: string;
  line: number;
  column: number;
  message: string;
}
export interface SourceFile {
  name: string;
  code: string;
}
export declare const POLYFILLED: Readonly<Record<string, string>>;
export declare const GUARDED: Readonly<Record<string, string>>;
export declare const CSS_HANDLED: Readonly<Record<string, string>>;
export declare function newMembers(oldest: Record<string, number>): Map<string, string>;
export declare function inlineScripts(html: string): string[];
export declare function checkScripts(
  files: SourceFile[],
  options?: { queries?: string[]; cwd?: string },
): Promise<Finding[]>;
export declare function checkSources(root: string, options?: { queries?: string[] }): Promise<Finding[]>;
export declare function checkStyles(files: SourceFile[], options?: { queries?: string[] }): Promise<Finding[]>;
export declare function checkBuild(root: string, options?: { queries?: string[]; outdir?: string }): Promise<Finding[]>;
export declare function formatFindings(findings: Finding[], queries?: string[]): string;
