/**
 * What the emulated client remembers of one document's sharing set-up, as WeChat does: the latest
 * 发送给朋友 card and 分享到朋友圈 card (updateAppMessageShareData / updateTimelineShareData, or
 * the card the old onMenuShare* listeners hand over when the person shares), and the hidden items
 * of the ··· menu (hideMenuItems / hideAllNonBaseMenuItem, undone by the show* calls; hideOptionMenu
 * hides the ··· button itself). A new
 * document starts afresh (the bridge is installed per document); an SPA route change keeps it.
 *
 * A card's link must be on the page's own domain (the JS safe domain): since 2017 the client
 * refuses any other ("调用失败"). A missing title is the page's title, a missing link the page's
 * URL, as the SDK's old APIs fill them in.
 */

export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export type TimelineCard = Omit<ShareCard, 'desc'>;

export type ShareKind = 'appMessage' | 'timeline';

/** What the client shares when the person picks 发送给朋友 / 分享到朋友圈. */
export interface SharedCard extends ShareCard {
  kind: ShareKind;
  /** Where the card came from: the new API, an old listener, or none (the page's title and URL). */
  source: 'api' | 'legacy' | 'bare';
}

export interface ShareSnapshot {
  /** The document's URL when the snapshot was taken (without #fragment). */
  pageUrl: string;
  /** The document's id (drawn when the bridge is installed): tells documents apart. */
  documentId: string;
  /** Counts the document's changes (0: as it started): a late report of an older state is ignored. */
  seq: number;
  appMessage: ShareCard | null;
  timeline: TimelineCard | null;
  /** Old onMenuShare* listeners the page registered (they hand over the card on sharing). */
  legacy: ShareKind[];
  /** Hidden ··· menu items, by the JS-SDK's names, sorted. */
  hiddenMenuItems: string[];
  /** hideOptionMenu: the ··· button itself is gone (nothing can be shared or copied). */
  optionMenuHidden: boolean;
}

/** The JS-SDK's 基本类 items: hideAllNonBaseMenuItem leaves these. */
export const BASE_MENU_ITEMS = [
  'menuItem:exposeArticle',
  'menuItem:setFont',
  'menuItem:dayMode',
  'menuItem:nightMode',
  'menuItem:refresh',
  'menuItem:profile',
  'menuItem:addContact',
];

/** 传播类 and 保护类: everything hideAllNonBaseMenuItem hides. */
export const NON_BASE_MENU_ITEMS = [
  'menuItem:share:appMessage',
  'menuItem:share:timeline',
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:favorite',
  'menuItem:share:facebook',
  'menuItem:share:QZone',
  'menuItem:editTag',
  'menuItem:delete',
  'menuItem:copyUrl',
  'menuItem:originPage',
  'menuItem:readMode',
  'menuItem:openWithQQBrowser',
  'menuItem:openWithSafari',
  'menuItem:share:email',
  'menuItem:share:brand',
];

export const MENU_ITEM_OF: Record<ShareKind, string> = {
  appMessage: 'menuItem:share:appMessage',
  timeline: 'menuItem:share:timeline',
};

/** The client event an old onMenuShare* listener waits for. */
export const LEGACY_EVENT: Record<ShareKind, string> = {
  appMessage: 'menu:share:appmessage',
  timeline: 'menu:share:timeline',
};

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const text = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';

/**
 * A card as the client accepts it from `args` on `page` (the page's URL and title), or why not.
 * `imgKey`: the new APIs send imgUrl, the old ones img_url.
 */
export function checkCard(
  args: Record<string, unknown>,
  page: { url: string; title: string },
  imgKey: 'imgUrl' | 'img_url' = 'imgUrl',
): Checked<ShareCard> {
  const { title, desc, link } = args;
  const imgUrl = args[imgKey];
  if (!text(title) || !text(desc) || !text(link) || !text(imgUrl)) return { ok: false, reason: 'invalid arguments' };
  let target: URL;
  let here: URL;
  try {
    here = new URL(page.url);
    target = new URL(link || page.url, here);
  } catch {
    return { ok: false, reason: 'invalid link' };
  }
  if (!/^https?:$/.test(target.protocol) || target.host !== here.host) {
    return { ok: false, reason: 'the link domain is not a JS safe domain' };
  }
  let picture = imgUrl ?? '';
  if (picture) {
    try {
      picture = new URL(picture, here).href;
    } catch {
      picture = '';
    }
  }
  return { ok: true, value: { title: title || page.title, desc: desc ?? '', link: target.href, imgUrl: picture } };
}

/** Menu item names from hideMenuItems / showMenuItems' menuList (anything else is ignored). */
export function menuList(args: Record<string, unknown>): string[] {
  const list = Array.isArray(args.menuList) ? args.menuList : [];
  return list.filter((item): item is string => typeof item === 'string' && item.length > 0 && item.length <= 100);
}

export class ShareState {
  appMessage: ShareCard | null = null;
  timeline: TimelineCard | null = null;
  readonly legacy = new Set<ShareKind>();
  readonly hidden = new Set<string>();
  optionMenuHidden = false;
  /** Which of the new API's card and an old listener came last, per kind. */
  private readonly latest: Record<ShareKind, 'api' | 'legacy' | null> = { appMessage: null, timeline: null };
  /** Changes so far. */
  seq = 0;

  setCard(kind: ShareKind, card: ShareCard): void {
    if (kind === 'appMessage') this.appMessage = card;
    else this.timeline = { title: card.title, link: card.link, imgUrl: card.imgUrl };
    this.latest[kind] = 'api';
  }

  /** An old onMenuShare* listener was registered: it hands over its card when the person shares. */
  addLegacy(kind: ShareKind): void {
    this.legacy.add(kind);
    this.latest[kind] = 'legacy';
  }

  /** Whether sharing `kind` asks the page's old listener for the card. */
  asksLegacy(kind: ShareKind): boolean {
    return this.latest[kind] === 'legacy';
  }

  hide(items: string[]): void {
    for (const item of items) this.hidden.add(item);
  }

  show(items: string[]): void {
    for (const item of items) this.hidden.delete(item);
  }

  isHidden(item: string): boolean {
    return this.optionMenuHidden || this.hidden.has(item);
  }

  /** The card sharing `kind` sends now (without asking an old listener): the set card, else the bare link. */
  cardFor(kind: ShareKind, page: { url: string; title: string }): SharedCard {
    const card = kind === 'appMessage' ? this.appMessage : this.timeline;
    if (card && this.latest[kind] === 'api') return { desc: '', ...card, kind, source: 'api' };
    return { kind, source: 'bare', title: page.title || page.url, desc: page.url, link: page.url, imgUrl: '' };
  }

  snapshot(pageUrl: string, documentId: string): ShareSnapshot {
    return {
      pageUrl,
      documentId,
      seq: this.seq,
      appMessage: this.appMessage ? { ...this.appMessage } : null,
      timeline: this.timeline ? { ...this.timeline } : null,
      legacy: [...this.legacy].sort(),
      hiddenMenuItems: [...this.hidden].sort(),
      optionMenuHidden: this.optionMenuHidden,
    };
  }
}
