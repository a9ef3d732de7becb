/**
 * The emulated client's sharing for one document: the ShareState (share.ts), its JS-SDK handlers,
 * the old onMenuShare* listeners, and what the ··· menu does when the person shares. Every change
 * (and the new document's empty state) is reported to the control API, which tests read.
 */
import type { Handler } from './apis.js';
import { pageUrl } from './device.js';
import { CONTROL } from './protocol.js';
import type { Reply } from './replies.js';
import {
  checkCard,
  LEGACY_EVENT,
  MENU_ITEM_OF,
  menuList,
  NON_BASE_MENU_ITEMS,
  type ShareCard,
  type SharedCard,
  type ShareKind,
  type ShareSnapshot,
  ShareState,
} from './share.js';

/** How long the menu waits for an old listener to hand over its card before sharing the bare link. */
const LEGACY_WAIT = 1500;

export interface Sharing {
  state: ShareState;
  snapshot(): ShareSnapshot;
  /** What the person shares with 发送给朋友 / 分享到朋友圈; null when the page hid that item. */
  share(kind: ShareKind): Promise<SharedCard | null>;
  handlers: Record<string, Handler>;
  /** The bridge saw `on(name)`: an old onMenuShare* listener registers that way. */
  listened(name: string): void;
  /** Reports the state to the control API (fire and forget). */
  publish(): void;
}

/** The page as the client sees it: its URL and its title. */
const page = () => ({ url: pageUrl(), title: document.title });

export function createSharing(emit: (name: string, data?: Record<string, unknown>) => void): Sharing {
  const state = new ShareState();
  const waiting: Partial<Record<ShareKind, (card: ShareCard) => void>> = {};
  const documentId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const snapshot = () => state.snapshot(pageUrl(), documentId);

  function publish(): void {
    try {
      void fetch(CONTROL.share, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(snapshot()),
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // No server: the phone keeps its state all the same.
    }
  }

  const changed = (name: string): Reply => {
    state.seq += 1;
    publish();
    return { err_msg: `${name}:ok` };
  };

  /** updateAppMessageShareData / updateTimelineShareData: the card for the next share. */
  const update =
    (kind: ShareKind, name: string): Handler =>
    (args) => {
      const card = checkCard(args, page());
      if (!card.ok) return { err_msg: `${name}:fail, ${card.reason}` };
      state.setCard(kind, card.value);
      return changed(name);
    };

  /** sendAppMessage / shareTimeline: an old listener hands over its card as the person shares. */
  const handOver =
    (kind: ShareKind, name: string): Handler =>
    (args) => {
      const card = checkCard(args, page(), 'img_url');
      if (!card.ok) return { err_msg: `${name}:fail, ${card.reason}` };
      const resolve = waiting[kind];
      delete waiting[kind];
      resolve?.(card.value);
      return { err_msg: `${name}:ok` };
    };

  const handlers: Record<string, Handler> = {
    updateAppMessageShareData: update('appMessage', 'updateAppMessageShareData'),
    updateTimelineShareData: update('timeline', 'updateTimelineShareData'),
    sendAppMessage: handOver('appMessage', 'sendAppMessage'),
    shareTimeline: handOver('timeline', 'shareTimeline'),
    hideMenuItems(args) {
      state.hide(menuList(args));
      return changed('hideMenuItems');
    },
    showMenuItems(args) {
      state.show(menuList(args));
      return changed('showMenuItems');
    },
    hideAllNonBaseMenuItem() {
      state.hide(NON_BASE_MENU_ITEMS);
      return changed('hideAllNonBaseMenuItem');
    },
    showAllNonBaseMenuItem() {
      state.show(NON_BASE_MENU_ITEMS);
      return changed('showAllNonBaseMenuItem');
    },
    hideOptionMenu() {
      state.optionMenuHidden = true;
      return changed('hideOptionMenu');
    },
    showOptionMenu() {
      state.optionMenuHidden = false;
      return changed('showOptionMenu');
    },
  };

  return {
    state,
    snapshot,
    handlers,
    publish,
    listened(name) {
      for (const kind of ['appMessage', 'timeline'] as const) {
        if (LEGACY_EVENT[kind] !== name) continue;
        state.addLegacy(kind);
        state.seq += 1;
        publish();
      }
    },
    async share(kind) {
      if (state.isHidden(MENU_ITEM_OF[kind])) return null;
      if (state.asksLegacy(kind)) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const handed = new Promise<ShareCard | null>((resolve) => {
          waiting[kind] = resolve;
          timer = setTimeout(() => resolve(null), LEGACY_WAIT);
        });
        emit(LEGACY_EVENT[kind]);
        const card = await handed;
        clearTimeout(timer);
        delete waiting[kind];
        if (card)
          return kind === 'timeline'
            ? { ...card, desc: '', kind, source: 'legacy' }
            : { ...card, kind, source: 'legacy' };
      }
      return state.cardFor(kind, page());
    },
  };
}
