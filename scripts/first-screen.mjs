// The module `virtual:first-screen` of the app's build: the templates of home's first screen
// (src/home/firstScreen/templates.tsx renders them from the app's own views with react-dom/server),
// as a JSON object the entry paints with before React runs. The templates module is bundled for
// Node with the dependencies left as imports (so it shares node_modules' React), written next to
// node_modules for their resolution, imported once and deleted.

import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MODULE = 'virtual:first-screen';
const NAMESPACE = 'first-screen';
const SOURCE = 'src/home/firstScreen/templates.tsx';

/**
 * Renders the templates now.
 * @param {string} root
 * @returns {Promise<{ templates: unknown, inputs: string[] }>} the templates and the source files they came from
 */
export async function renderFirstScreen(root) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    packages: 'external',
    loader: { '.css': 'empty' },
    metafile: true,
    logLevel: 'silent',
  });
  const dir = path.join(root, 'node_modules', '.cache', 'first-screen');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `templates-${process.pid}-${Date.now()}.mjs`);
  await writeFile(file, result.outputFiles[0].contents);
  try {
    const mod = await import(pathToFileURL(file).href);
    const inputs = Object.keys(result.metafile.inputs).map((input) => path.join(root, input));
    return { templates: mod.renderFirstScreenTemplates(), inputs };
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Serves `virtual:first-screen`, rendered afresh on every build (watch mode reruns it when one of
 * the views changes).
 * @param {string} root
 * @returns {esbuild.Plugin}
 */
export function firstScreenTemplates(root) {
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /^virtual:first-screen$/ }, () => ({ path: MODULE, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async () => {
        const { templates, inputs } = await renderFirstScreen(root);
        return { contents: `export default ${JSON.stringify(templates)};`, loader: 'js', watchFiles: inputs };
      });
    },
  };
}
