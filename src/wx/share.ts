/**
 * What WeChat shows when the reader passes a page on (发送给朋友, 分享到朋友圈), and which pages may
 * not be passed on at all. Pure: wx/shareApply.ts applies it through the JS-SDK.
 */
import { config } from '../config';
import { wechatConfig } from '../wechatConfig';
import { wechatAtLeast } from './version';

/** A share card as the JS-SDK takes it (the timeline card has no description). */
export interface ShareCard {
  title: string;
  desc: string;
  /** The page's public address: absolute, without any token, code or card number. */
  link: string;
  /** An absolute picture URL (JPEG or PNG: WeChat shows no SVG). */
  imgUrl: string;
}

/** What a screen may say of its card; the rest comes from the page (shareCardFor). */
export type ShareCardParts = Partial<Pick<ShareCard, 'title' | 'desc' | 'imgUrl'>>;

/**
 * The query parameters a shared address keeps: the ones that say which record or view a public
 * page shows. Anything else (`code`, `state`, tokens, card numbers, `redirect_uri`, `debug` ...)
 * is dropped, so a shared link never carries the sharer's session or card.
 */
export const SHARED_PARAMS = [
  'id',
  'lib',
  'libcode',
  'tab',
  'sort',
  'type',
  'shelf',
  'q',
  'period',
  'days',
  'contest',
  'cata',
  'bookrecno',
] as const;

/** The page's public address for a share card. */
export function shareLink(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const name of SHARED_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** An address made absolute against the page (pictures come as `/api/...`). */
export function absoluteUrl(href: string, pageHref: string): string {
  try {
    return new URL(href, pageHref).href;
  } catch {
    return '';
  }
}

/**
 * The card for a page: what its screen said, else the page's title under the library's name, the
 * library's line and its logo.
 */
export function shareCardFor(pageTitle: string, href: string, parts: ShareCardParts | null): ShareCard {
  const library = config.libraryName;
  const title = parts?.title || (pageTitle && pageTitle !== library ? `${pageTitle} - ${library}` : library);
  return {
    title,
    desc: parts?.desc || wechatConfig.share.description,
    link: shareLink(href),
    imgUrl: absoluteUrl(parts?.imgUrl || wechatConfig.share.logo, href),
  };
}

/** The menu items a private page hides: every way of passing it on or opening it elsewhere. */
export const PRIVATE_MENU_ITEMS = [
  'menuItem:share:appMessage',
  'menuItem:share:timeline',
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:share:QZone',
  'menuItem:favorite',
  'menuItem:copyUrl',
  'menuItem:openWithQQBrowser',
  'menuItem:openWithSafari',
] as const;

/**
 * Whether this client has the share APIs of JS-SDK 1.4 (`updateAppMessageShareData`,
 * `updateTimelineShareData`: WeChat 6.7.2 and later); older clients take `onMenuShare*`.
 */
export function hasNewShareApi(userAgent: string): boolean {
  return wechatAtLeast(userAgent, '6.7.2');
}
