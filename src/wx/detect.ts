/** Which client the page runs in, from the user agent. */
export const isWechat = (userAgent: string) => /MicroMessenger/i.test(userAgent);
export const isIOS = (userAgent: string) => /iPhone|iPad|iPod/i.test(userAgent);

let landing = typeof location === 'undefined' ? '' : location.href.split('#')[0];

/**
 * The URL the page was entered with. WeChat on iOS checks JS-SDK signatures against this URL for
 * the whole life of the page, whatever pushState did since; Android checks the current URL.
 */
export function landingUrl(): string {
  return landing;
}

/** For tests and for a full reload: record a new landing URL. */
export function setLandingUrl(url: string) {
  landing = url.split('#')[0];
}

/** The URL to sign for wx.config on this device. */
export function signatureUrl(userAgent: string, currentHref: string): string {
  return (isIOS(userAgent) ? landingUrl() : currentHref).split('#')[0];
}
