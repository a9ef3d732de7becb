/**
 * The emulated phone: which device (cookie harness_device: ios, default, or android), its WeChat
 * version (cookie harness_client_version) and user agent, and the landing URL (the URL the page
 * was first loaded at, which iOS WeChat signs).
 */
import { CLIENT_VERSION_COOKIE, DEFAULT_CLIENT_VERSION } from './protocol.js';

export type Device = 'ios' | 'android';

/** `MicroMessenger/<version>(0x..)` as each client writes it: 0x17000c2c = iOS 7.0.12, 0x27.. = Android 7. */
function wechatToken(device: Device, version: string): string {
  const [major, minor, patch] = version.split('.').map(Number);
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  const build = device === 'ios' ? '2c' : '37';
  const code = `0x${hex((device === 'ios' ? 0x10 : 0x20) + major)}${hex(minor)}${hex(patch)}${build}`;
  return device === 'ios' ? `MicroMessenger/${version}(${code})` : `MicroMessenger/${version}.2701(${code})`;
}

/** The default version's user agents, exactly as those clients send them. */
export const USER_AGENTS: Record<Device, string> = {
  ios:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN',
  android:
    'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1300289 MMWEBSDK/20240404 MMWEBID/1234 ' +
    'MicroMessenger/8.0.50.2701(0x28003237) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
};

/** The user agent of `device` running WeChat `version`. */
export function userAgent(device: Device, version = DEFAULT_CLIENT_VERSION): string {
  const ua = USER_AGENTS[device];
  return version === DEFAULT_CLIENT_VERSION ? ua : ua.replace(/MicroMessenger\/\S+\)/, wechatToken(device, version));
}

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

/** The emulated WeChat version from cookie harness_client_version (x.y.z), default 8.0.50. */
export function clientVersion(): string {
  const value = readCookie(CLIENT_VERSION_COOKIE);
  return /^\d{1,2}\.\d{1,2}\.\d{1,3}$/.test(value) ? value : DEFAULT_CLIENT_VERSION;
}

/** Compares dotted versions numerically: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff) return diff;
  }
  return 0;
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
export function installDevice(device: Device, version = DEFAULT_CLIENT_VERSION): void {
  const ua = userAgent(device, version);
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
