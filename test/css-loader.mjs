// Node ESM loader hook for tests: a `.css` import (antd-mobile and page styles) becomes an empty module.
/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
