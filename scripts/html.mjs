// dist/index.html from public/index.html and the JS pass's metafile.

import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { staticClosure } from './size-report.mjs';

const FALLBACK_TITLE = '首页';

/**
 * @typedef {{
 *   metafile: import('esbuild').Metafile,
 *   styles: { firstPaint: string[], deferred: string[] },
 *   entry: string,
 *   homeEntry: string,
 *   outdir: string,
 *   publicPath: string,
 *   title: string,
 *   inline?: string,
 * }} HtmlOptions
 *   styles: CSS output paths; `firstPaint` blocks rendering, `deferred` does not
 */

/**
 * The JS chunks a landing on `/` runs before the app is up, besides the entry itself: the entry's
 * own static imports (it runs, sends the login and paints home's first screen as soon as they are
 * in), and the app's (the home page's static-import closure), which the entry loads itself.
 * @param {import('esbuild').Metafile} metafile
 * @param {string} entryOut the entry's output path
 * @param {string} homeEntry the home page's source path
 * @returns {{ entry: string[], app: string[] }}
 */
function firstRouteChunks(metafile, entryOut, homeEntry) {
  const outputs = metafile.outputs;
  const homeOut = Object.keys(outputs).find((p) => p.endsWith('.js') && outputs[p].entryPoint === homeEntry);
  const entry = new Set(staticClosure(outputs, [entryOut]));
  entry.delete(entryOut);
  const app = [...staticClosure(outputs, homeOut ? [homeOut] : [])].filter((p) => !entry.has(p) && p !== entryOut);
  return { entry: [...entry], app };
}

/**
 * Fills the template's markers: `<!-- inline -->` gets the script that starts the login while the
 * page is parsed (`inline`, scripts/inline-start.mjs), if any; `<!-- styles -->` gets the first
 * paint's stylesheet;
 * `<!-- scripts -->` gets the entry's module script, a `modulepreload` link for each of its own
 * imports, and what the app needs besides, for the entry to load when it loads the app: the app's
 * first-route chunks (`<meta name="app-chunks">`, preloaded all at once, so the app's waterfall is
 * one round trip deep) and the deferred stylesheet (`<meta name="app-styles">`). The entry loads
 * them at once on most pages, and on home only once its first screen is painted, so they take
 * neither the bandwidth its answers and banner need nor the main thread before it paints.
 * `%LIBRARY_NAME%` becomes the title.
 *
 * Only the first paint's stylesheet blocks rendering. The deferred one (the UI kit and the lazy
 * routes' CSS) is added with the app: it lands before any lazy chunk can render (those are
 * requested only after the app has run), and it follows the first sheet in the document, so the
 * cascade order is the single sheet's.
 * @param {string} template
 * @param {HtmlOptions} options
 * @returns {string}
 */
export function renderHtml(template, options) {
  const { metafile, entry, homeEntry, outdir, publicPath } = options;
  const outputs = metafile.outputs;
  const entryOut = Object.keys(outputs).find((p) => p.endsWith('.js') && outputs[p].entryPoint === entry);
  if (!entryOut) throw new Error(`index.html: no output for the entry ${entry}`);

  /** @param {string} output */
  const url = (output) => publicPath + path.relative(outdir, output).split(path.sep).join('/');
  const styles = options.styles.firstPaint.map((p) => `<link rel="stylesheet" href="${url(p)}" />`);
  const chunks = firstRouteChunks(metafile, entryOut, homeEntry);
  const scripts = [
    // Home hides 加载中 for the first screen the entry paints (src/boot/inline.ts): back if it cannot.
    `<script type="module" src="${url(entryOut)}" onerror="document.documentElement.classList.remove('first-screen')"></script>`,
    ...chunks.entry.map((p) => `<link rel="modulepreload" href="${url(p)}" />`),
    `<meta name="app-chunks" content="${chunks.app.map(url).join(' ')}" />`,
    `<meta name="app-styles" content="${options.styles.deferred.map(url).join(' ')}" />`,
  ];

  let html = fillMarker(template, 'inline', options.inline ? [`<script>${options.inline}</script>`] : []);
  html = fillMarker(html, 'styles', styles);
  html = fillMarker(html, 'scripts', scripts);
  return html.replaceAll('%LIBRARY_NAME%', escapeHtml(options.title));
}

/**
 * @param {string} html
 * @param {string} name
 * @param {string[]} lines
 */
function fillMarker(html, name, lines) {
  const marker = new RegExp(`^([ \\t]*)<!-- ${name} -->`, 'm');
  const match = marker.exec(html);
  if (!match) throw new Error(`public/index.html has no <!-- ${name} --> marker`);
  const indent = match[1];
  return html.replace(marker, () => lines.map((l) => indent + l).join('\n'));
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * `config.libraryName` from src/config.ts, for the title shown before any JS runs (DESIGN: the
 * home title is the library name, else 首页). config.ts is bundled on its own and evaluated here;
 * if that ever fails (it grows browser-only imports), the fallback title is used.
 * @param {string} root
 * @returns {Promise<string>}
 */
export async function readLibraryName(root) {
  const file = path.join(root, 'src/config.ts');
  if (!existsSync(file)) return FALLBACK_TITLE;
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
    });
    const code = Buffer.from(result.outputFiles[0].contents).toString('base64');
    const mod = await import(`data:text/javascript;base64,${code}`);
    const name = mod.config?.libraryName;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : FALLBACK_TITLE;
  } catch {
    return FALLBACK_TITLE;
  }
}
