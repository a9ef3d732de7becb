// The browsers the app serves, in one place: package.json's "browserslist" (docs/DECISIONS.md,
// "Support matrix"). Everything that depends on them reads it through this module: esbuild's
// `target` for the JS and CSS passes, the inline start script and the harness bridge
// (`esbuildTargets`), the compatibility check of the bundle (scripts/compat-check.mjs) and the
// e2e lane that removes the built-ins these browsers lack (`minimumVersions`).

import browserslist from 'browserslist';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** browserslist's family → esbuild's engine name. */
const ESBUILD_ENGINE = Object.freeze({ chrome: 'chrome', and_chr: 'chrome', safari: 'safari', ios_saf: 'ios' });

/**
 * The queries in package.json's "browserslist".
 * @param {string} [root] the project folder (default: this repository)
 * @returns {string[]}
 */
export function browserQueries(root = path.join(HERE, '..')) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const list = pkg.browserslist;
  if (!Array.isArray(list) || list.length === 0) throw new Error('package.json has no "browserslist" list');
  return list;
}

/**
 * The oldest version of each browser family the queries select, as browserslist spells the family
 * (`chrome`, `safari`, `ios_saf`) and as a number (`15.0-15.1` → 15).
 * @param {string[]} [queries]
 * @returns {Record<string, number>}
 */
export function minimumVersions(queries = browserQueries()) {
  /** @type {Record<string, number>} */
  const oldest = {};
  for (const entry of browserslist(queries)) {
    const [family, version] = entry.split(' ');
    const number = Number.parseFloat(version.split('-')[0]);
    if (!(family in oldest) || number < oldest[family]) oldest[family] = number;
  }
  return oldest;
}

/**
 * esbuild's `target` for the same browsers (`['chrome80', 'ios15', 'safari15']`). A family esbuild
 * does not know is refused rather than left out silently.
 * @param {string[]} [queries]
 * @returns {string[]}
 */
export function esbuildTargets(queries = browserQueries()) {
  return Object.entries(minimumVersions(queries))
    .map(([family, version]) => {
      const engine = ESBUILD_ENGINE[/** @type {keyof typeof ESBUILD_ENGINE} */ (family)];
      if (!engine) throw new Error(`esbuild has no target for the browser family "${family}"`);
      return `${engine}${version}`;
    })
    .sort();
}
