/** What the WeChat client can do, by the version its user agent names (out of the first route). */
import { isWechat } from './detect';

/**
 * Whether the WeChat client in the user agent is version `min` (x.y.z) or later; true when the
 * user agent names no version (a client that does not say is taken as current).
 */
export function wechatAtLeast(userAgent: string, min: string): boolean {
  const version = /MicroMessenger\/(\d+)\.(\d+)\.(\d+)/i.exec(userAgent);
  if (!version) return true;
  const number = (parts: number[]) => parts[0] * 1_000_000 + parts[1] * 1_000 + parts[2];
  return number(version.slice(1).map(Number)) >= number(min.split('.').map(Number));
}

/** WeChat renders open tags (wx-open-launch-weapp, wx-open-subscribe) from 7.0.12 on. */
export const OPEN_TAG_MIN_VERSION = '7.0.12';

/** Whether this client can render open tags at all (WeChat 7.0.12 or later). */
export const supportsOpenTags = (userAgent: string) =>
  isWechat(userAgent) && wechatAtLeast(userAgent, OPEN_TAG_MIN_VERSION);
