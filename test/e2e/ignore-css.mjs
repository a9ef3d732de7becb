// Preloaded by `npm run test:e2e`: the sweep reads the route table, whose home screen (in the
// first download) imports stylesheets; in Node a `.css` import becomes an empty module.
import { createRequire, register } from 'node:module';

register('../css-loader.mjs', import.meta.url);
createRequire(import.meta.url).extensions['.css'] = () => undefined;
