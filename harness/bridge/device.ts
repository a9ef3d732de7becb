/**
 * The emulated phone: which device (cookie harness_device: ios, default, or android), its WeChat
 * user agent, and the landing URL (the URL the page was first loaded at, which iOS WeChat signs).
 */

export type Device = 'ios' | 'android';

export const USER_AGENTS: Record<Device, string> = {
  ios:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN',
  android:
    'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1300289 MMWEBSDK/20240404 MMWEBID/1234 ' +
    'MicroMessenger/8.0.50.2701(0x28003237) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
};

const PLATFORMS: Record<Device, string> = { ios: 'iPhone', android: 'Linux armv8l' };

export function readCookie(name: string): string {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

export function currentDevice(): Device {
  return readCookie('harness_device') === 'android' ? 'android' : 'ios';
}

/** location.href without its #fragment. */
export function pageUrl(): string {
  return location.href.split('#')[0];
}

function define(name: string, value: string): void {
  try {
    Object.defineProperty(navigator, name, { get: () => value, configurable: true });
  } catch {
    // A browser that refuses: the page keeps the desktop value.
  }
}

/** Makes the page see a WeChat client on the given device. */
export function installDevice(device: Device): void {
  const ua = USER_AGENTS[device];
  define('userAgent', ua);
  define('appVersion', ua.replace(/^Mozilla\//, ''));
  define('platform', PLATFORMS[device]);
}

/**
 * The JS-SDK reports each wx.config to open.weixin.qq.com with an image beacon; the harness is
 * offline, so that one URL is swallowed instead of failing in the console.
 */
export function muteSdkBeacon(): void {
  const proto = (window as { HTMLImageElement?: { prototype: HTMLImageElement } }).HTMLImageElement?.prototype;
  const descriptor = proto && Object.getOwnPropertyDescriptor(proto, 'src');
  if (!proto || !descriptor?.set || !descriptor.get) return;
  const { get, set } = descriptor;
  Object.defineProperty(proto, 'src', {
    configurable: true,
    enumerable: descriptor.enumerable,
    get() {
      return get.call(this);
    },
    set(value: string) {
      if (String(value).startsWith('https://open.weixin.qq.com/sdk/report')) return;
      set.call(this, value);
    },
  });
}
