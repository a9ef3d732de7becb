/**
 * Builds the floor page (floor/main.tsx) into a folder of its own, the way build.mjs builds the
 * app: the same node_modules, esbuild, production React, minified ESM with a hashed name, served
 * under FLOOR_PREFIX by the same harness server (StartOptions.mounts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const FLOOR_PREFIX = '/__bench/floor';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The folder holding index.html and js/floor-[hash].js, and the script's gzip-less size. */
export async function buildFloor(): Promise<{ dir: string; scriptBytes: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { floor: 'bench/floor/main.tsx' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome80', 'safari15'],
    jsx: 'automatic',
    outdir: dir,
    entryNames: 'js/[name]-[hash]',
    publicPath: `${FLOOR_PREFIX}/`,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    charset: 'utf8',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const [script, info] = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('.js'))!;
  const src = `${FLOOR_PREFIX}/${relative(dir, join(ROOT, script)).split('\\').join('/')}`;
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover" />
    <title>floor</title>
    <script type="module" src="${src}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  return { dir, scriptBytes: info.bytes };
}
