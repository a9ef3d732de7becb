// One chunk for the first route, however many lazy routes share its code.

import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The wrappers' namespace: the metafile names a wrapper `lazy-entry:<path of the module it wraps>`. */
export const NAMESPACE = 'lazy-entry';

/**
 * esbuild splits shared code by the set of entry points that reach each module: a helper that
 * the app and three lazy screens use lands in a chunk of its own, another one used by the app and
 * two other screens in another. The first route ends up as many small files, and over HTTP/1.1's
 * six connections per host each costs the phone a round trip.
 *
 * Every lazy entry (each `import()` but the entry's own `import('./app')`) is therefore loaded
 * through a wrapper that also imports the app: "this chunk runs inside the app that loaded it",
 * which is always true. Every module of the first route is then reached by the same set of entry
 * points and esbuild emits the first route as one chunk beside the app's entry file. Nothing
 * changes at run time: the app has already been evaluated when a lazy chunk loads, and a module
 * is evaluated once.
 * @param {{ entry: string, appEntry: string }} options the entry and the app module it loads,
 *   relative to the build's working directory
 * @returns {import('esbuild').Plugin}
 */
export function firstRouteInOneChunk({ entry, appEntry }) {
  return {
    name: 'first-route-in-one-chunk',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      const app = path.resolve(root, appEntry);
      const start = path.resolve(root, entry);
      build.onResolve({ filter: /.*/ }, async (args) => {
        // The entry's own imports (the app, and what it evaluates before it) are not lazy entries.
        if (args.kind !== 'dynamic-import' || args.importer === start) return undefined;
        // Resolved as a static import (the same conditions): this callback ignores that kind, so
        // neither it nor another plugin's nested resolve comes back here.
        const resolved = await build.resolve(args.path, {
          kind: 'import-statement',
          importer: args.importer,
          resolveDir: args.resolveDir,
        });
        if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file' || resolved.path === app) {
          return resolved.errors.length > 0 ? { errors: resolved.errors } : resolved;
        }
        // Relative to the project, as the metafile names files (the size report's route names).
        return { path: path.relative(root, resolved.path).split(path.sep).join('/'), namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = path.resolve(root, args.path);
        const source = await readFile(file, 'utf8');
        // A CommonJS module (no import or export statement) has a default through esbuild's interop.
        const commonJs = !/^\s*(import|export)\b/m.test(source);
        const hasDefault = commonJs || /\bexport\s+default\b|\bas\s+default\b/.test(source);
        const real = JSON.stringify(file);
        return {
          contents: [
            `import ${JSON.stringify(app)};`,
            `export * from ${real};`,
            hasDefault ? `export { default } from ${real};` : '',
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(file),
        };
      });
    },
  };
}
