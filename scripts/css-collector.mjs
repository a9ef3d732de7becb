// The JS pass's CSS collector (why: see the header of build.mjs). Every `.css` imported from JS
// resolves to an empty module in the `collected-css` namespace; its absolute path is remembered.

/** @typedef {import('esbuild').Plugin} Plugin */
/** @typedef {import('esbuild').Metafile} Metafile */

const NAMESPACE = 'collected-css';

/**
 * @param {{ watchDirs?: string[] }} [options] extra folders for watch mode (e.g. src/styles)
 */
export function collectCss({ watchDirs = [] } = {}) {
  /** First-seen order of resolution; resolution runs in parallel, so only a fallback order. */
  const seen = new Set();
  /** @type {string[]} */
  let extraWatchFiles = [];

  /** @type {Plugin} */
  const plugin = {
    name: 'collect-css',
    setup(build) {
      build.onStart(() => {
        seen.clear();
      });
      build.onResolve({ filter: /\.css$/ }, async (args) => {
        if (args.pluginData === NAMESPACE) return undefined; // our own build.resolve() below
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        seen.add(resolved.path);
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: '',
        loader: 'js',
        // Watch mode: the JS pass owns the watcher, so a CSS edit triggers a rebuild (and with it
        // the CSS pass). Files only the later steps read (@imports of the CSS pass, the HTML
        // template) come from watch().
        watchFiles: [args.path, ...extraWatchFiles],
        watchDirs,
      }));
    },
  };

  return {
    plugin,
    /**
     * The collected files in the order the browser would evaluate their imports: depth-first
     * through static imports from the entry, then each lazy chunk's graph in discovery order.
     * Any file the walk misses (not expected) is appended in first-seen order.
     * @param {Metafile} metafile the JS pass's metafile
     * @param {string} entry the entry point as the metafile names it (relative to absWorkingDir)
     * @returns {string[]} absolute paths
     */
    ordered(metafile, entry) {
      const prefix = `${NAMESPACE}:`;
      /** @type {string[]} */
      const ordered = [];
      const visited = new Set();
      /** @type {string[]} */
      const lazy = [];
      /** @param {string} input */
      const visit = (input) => {
        if (visited.has(input)) return;
        visited.add(input);
        if (input.startsWith(prefix)) {
          ordered.push(input.slice(prefix.length));
          return;
        }
        for (const imp of metafile.inputs[input]?.imports ?? []) {
          if (imp.external) continue;
          if (imp.kind === 'dynamic-import') lazy.push(imp.path);
          else visit(imp.path);
        }
      };
      visit(entry);
      while (lazy.length > 0) visit(/** @type {string} */ (lazy.shift()));
      for (const file of seen) if (!ordered.includes(file)) ordered.push(file);
      return ordered;
    },
    /**
     * The collected files reachable from `roots` through static imports only: the CSS of the
     * first route (entry and home), which the first paint needs.
     * @param {Metafile} metafile the JS pass's metafile
     * @param {string[]} roots inputs as the metafile names them
     * @returns {Set<string>} absolute paths
     */
    reachable(metafile, roots) {
      const prefix = `${NAMESPACE}:`;
      /** @type {Set<string>} */
      const found = new Set();
      const visited = new Set();
      const queue = [...roots];
      while (queue.length > 0) {
        const input = /** @type {string} */ (queue.shift());
        if (visited.has(input)) continue;
        visited.add(input);
        if (input.startsWith(prefix)) found.add(input.slice(prefix.length));
        for (const imp of metafile.inputs[input]?.imports ?? []) {
          if (!imp.external && imp.kind !== 'dynamic-import') queue.push(imp.path);
        }
      }
      return found;
    },
    /** @param {string[]} files absolute paths watch mode should also rebuild for */
    watch(files) {
      extraWatchFiles = files;
    },
  };
}
