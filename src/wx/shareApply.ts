/**
 * Sets WeChat's share card and menu for the page shown: a private page (RouteSpec.private) hides
 * every way of passing it on, and the next page shows them again; any other page gets its card
 * (the one its screen gave with useShareCard, else the page's default). Loaded lazily, once the
 * JS-SDK is configured; run again after each route change and each new wx.config (Android signs
 * every new URL, and a new configuration forgets the card).
 */
import { config } from '../config';
import { callWx } from './api';
import { configOutcome, loadWx, type Wx } from './sdk';
import { hasNewShareApi, PRIVATE_MENU_ITEMS, type ShareCard, type ShareCardParts, shareCardFor } from './share';

/** The cards screens gave, by page (path and query). */
const cards = new Map<string, ShareCardParts>();
/** The private page's menu items are hidden now. */
let hidden = false;
/** The latest request: an older one still waiting for wx.config does nothing. */
let latest = 0;

const pageKey = (href: string): string => {
  const url = new URL(href);
  return url.pathname + url.search;
};

/** A screen's card for its page (null: the page's default again). */
export function setPageCard(href: string, parts: ShareCardParts | null): void {
  if (parts) cards.set(pageKey(href), parts);
  else cards.delete(pageKey(href));
}

/**
 * The route shown, as far as sharing goes (the Shell reads it from the route table; this module
 * does not import the table, whose screens import this module); null for an address it lacks.
 */
export interface SharedPage {
  title: string;
  private: boolean;
}

/** What is shared from `href` now: null on a private page; home's card from an address the app does not have. */
export function cardForPage(href: string, page: SharedPage | null): ShareCard | null {
  if (!page) return shareCardFor(config.libraryName, new URL(href).origin, null);
  if (page.private) return null;
  return shareCardFor(page.title, href, cards.get(pageKey(href)) ?? null);
}

/** The page the Shell applied last, for a screen whose card came later (reapplyShare). */
let shown: { href: string; userAgent: string; page: SharedPage | null } | null = null;

/** Applies the last page's card again (a screen's card came); nothing before the Shell applied one. */
export function reapplyShare(): Promise<void> {
  return shown ? applyShare(shown.href, shown.userAgent, shown.page) : Promise.resolve();
}

/** Applies the page's card or hides the menu; nothing when the JS-SDK is not configured. */
export async function applyShare(href: string, userAgent: string, page: SharedPage | null): Promise<void> {
  shown = { href, userAgent, page };
  const request = ++latest;
  const configured = await configOutcome();
  if (request !== latest || !configured?.ok) return;
  const card = cardForPage(href, page);
  if (!card) {
    hidden = true;
    await callWx('hideMenuItems', { menuList: [...PRIVATE_MENU_ITEMS] }, () => undefined);
    return;
  }
  if (hidden) {
    hidden = false;
    await callWx('showMenuItems', { menuList: [...PRIVATE_MENU_ITEMS] }, () => undefined);
  }
  if (hasNewShareApi(userAgent)) {
    const { desc: _desc, ...timeline } = card;
    await Promise.all([
      callWx('updateAppMessageShareData', { ...card }, () => undefined),
      callWx('updateTimelineShareData', { ...timeline }, () => undefined),
    ]);
    return;
  }
  // Older clients: these only register the card; their callbacks come when the reader shares.
  const wx: Wx = await loadWx();
  const old = wx as unknown as Record<string, ((card: object) => void) | undefined>;
  old.onMenuShareAppMessage?.({ ...card });
  old.onMenuShareTimeline?.({ title: card.title, link: card.link, imgUrl: card.imgUrl });
}
