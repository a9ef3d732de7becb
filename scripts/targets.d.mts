// Types for scripts/targets.mjs.
export declare function browserQueries(root?: string): string[];
export declare function minimumVersions(queries?: string[]): Record<string, number>;
export declare function esbuildTargets(queries?: string[]): string[];
