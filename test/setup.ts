// Loaded once before every uvu suite: happy-dom's browser globals, and `.css` imports ignored.
import { register } from 'node:module';
import { createRequire } from 'node:module';
import { GlobalRegistrator } from '@happy-dom/global-registrator';

register('./css-loader.mjs', import.meta.url);
const require = createRequire(import.meta.url);
require.extensions['.css'] = () => undefined;

if (!(globalThis as { window?: unknown }).window) {
  GlobalRegistrator.register({ url: 'http://127.0.0.1/', width: 390, height: 844 });
}
// React checks this flag to allow act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
