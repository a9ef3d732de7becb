/**
 * The WeChat client emulation, served as /__harness/bridge.js and injected as the very first
 * script of the app page when emulation is on. It must run before the JS-SDK is evaluated: the
 * SDK reads navigator.userAgent once, at load.
 */
import { currentDevice, installDevice, muteSdkBeacon, pageUrl } from './device.js';
import { createBridge, type HarnessBridge } from './jsbridge.js';

/** Globals the emulation adds (typed here, not on Window: the app declares its own view). */
const host = window as unknown as { WeixinJSBridge?: unknown; __harnessBridge?: HarnessBridge };

(function install() {
  if (host.__harnessBridge) return;
  const device = currentDevice();
  const landingUrl = pageUrl();
  installDevice(device);
  muteSdkBeacon();
  const { bridge, harness } = createBridge(device, landingUrl);
  host.WeixinJSBridge = bridge;
  host.__harnessBridge = harness;
  // The client announces its bridge after the page's first scripts ran.
  setTimeout(() => document.dispatchEvent(new Event('WeixinJSBridgeReady')), 0);
})();
