// Registers happy-dom's browser globals once for every uvu suite (loaded with `-r`).
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!(globalThis as { window?: unknown }).window) {
  GlobalRegistrator.register({ url: 'http://127.0.0.1/', width: 390, height: 844 });
}
// React checks this flag to allow act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
