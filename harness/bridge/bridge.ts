/**
 * The WeChat client emulation, served as /__harness/bridge.js and injected as the very first
 * script of the app page when emulation is on. It must run before the JS-SDK is evaluated: the
 * SDK reads navigator.userAgent once, at load.
 */
// First: its listeners record errors of everything after it (the rest of the bridge, the app).
import { pageErrors } from './pageErrors.js';
import { installDisplay } from './display.js';
import { clientVersion, currentDevice, installDevice, muteSdkBeacon, pageUrl } from './device.js';
import { createBridge, type HarnessBridge } from './jsbridge.js';
import { defineOpenTags } from './opentag.js';
import { toDataUrl } from './images.js';

/** Globals the emulation adds (typed here, not on Window: the app declares its own view). */
const host = window as unknown as { WeixinJSBridge?: unknown; __harnessBridge?: HarnessBridge };

/** XWeb shows weixin://resourceid/ pictures itself; a desktop browser cannot, so swap in the data. */
function showAndroidLocalImages(harness: HarnessBridge): void {
  document.addEventListener(
    'error',
    (event) => {
      const img = event.target as HTMLImageElement | null;
      const src = img && img.tagName === 'IMG' ? (img.getAttribute('src') ?? '') : '';
      const image = src.startsWith('weixin://resourceid/') ? harness.images.get(src) : undefined;
      if (image) img!.src = toDataUrl(image);
    },
    true,
  );
}

(function install() {
  if (host.__harnessBridge) return;
  // Before the app's first paint: its root font size and what matchMedia says of dark mode.
  const display = installDisplay();
  const device = currentDevice();
  const version = clientVersion();
  const landingUrl = pageUrl();
  installDevice(device, version);
  muteSdkBeacon();
  const { bridge, harness, writeLog } = createBridge(device, landingUrl);
  host.WeixinJSBridge = bridge;
  harness.display = display;
  harness.pageErrors = pageErrors;
  host.__harnessBridge = harness;
  defineOpenTags(harness, version, writeLog);
  if (device === 'android') showAndroidLocalImages(harness);
  // A new document: the client forgot the last page's share cards and hidden menu items.
  harness.sharing.publish();
  // The client announces its bridge after the page's first scripts ran.
  setTimeout(() => document.dispatchEvent(new Event('WeixinJSBridgeReady')), 0);
})();
