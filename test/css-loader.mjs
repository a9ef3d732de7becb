// Node ESM loader hook for tests: a `.css` import (antd-mobile and page styles) becomes an empty
// module, and a JSON module (`import data from 'x.json' with { type: 'json' }`) is Node's own, as
// when the code runs without tsx: tsx would turn it into a script for V8 to compile (MDN's 30 MB
// browser-compat-data, which scripts/compat-check.mjs imports, took 5 s of CPU a process).
import { readFile } from 'node:fs/promises';

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  if (context.importAttributes?.type === 'json' && url.startsWith('file:')) {
    return { format: 'json', source: await readFile(new URL(url), 'utf8'), shortCircuit: true };
  }
  return nextLoad(url, context);
}
