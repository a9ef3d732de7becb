/**
 * The phone's ··· menu and what sharing shows: the menu reads the app document's sharing state
 * from its bridge (same origin: `__harnessBridge.sharing`), greys out what the page hid, and 发送给朋友
 * / 分享到朋友圈 ask the bridge for the card (an old onMenuShare* listener hands it over then).
 * "Open as another persona" opens the shared link in a second phone: another harness page tab
 * that switches persona first (secondPhone.ts).
 */
import type { SharedCard, ShareKind, ShareSnapshot } from '../../bridge/share';
import { frameLocation, frameWindow, reloadFrame } from './frame';
import { createStore } from './store';
import { toast } from './toast';

/** The ··· sheet's items, in WeChat's order, with the JS-SDK item that hides each. */
export const MENU_ITEMS = [
  { id: 'appMessage', label: '发送给朋友', item: 'menuItem:share:appMessage', icon: '➦' },
  { id: 'timeline', label: '分享到朋友圈', item: 'menuItem:share:timeline', icon: '◎' },
  { id: 'copyUrl', label: '复制链接', item: 'menuItem:copyUrl', icon: '❐' },
  { id: 'openWithSafari', label: '在浏览器打开', item: 'menuItem:openWithSafari', icon: '◍' },
  { id: 'refresh', label: '刷新', item: 'menuItem:refresh', icon: '↻' },
] as const;

export type MenuItemId = (typeof MENU_ITEMS)[number]['id'];

interface BridgeSharing {
  snapshot(): ShareSnapshot;
  share(kind: ShareKind): Promise<SharedCard | null>;
}

/** The app document's sharing, or null (no emulation on that page, or another origin). */
function bridgeSharing(): BridgeSharing | null {
  try {
    const win = frameWindow() as (Window & { __harnessBridge?: { sharing?: BridgeSharing } }) | null;
    return win?.__harnessBridge?.sharing ?? null;
  } catch {
    return null;
  }
}

/** The open ··· sheet: which items the page hid (null: closed). */
export const menuSheet = createStore<{ hidden: string[] } | null>(null);
/** The card being previewed after 发送给朋友 / 分享到朋友圈. */
export const sharePreview = createStore<SharedCard | null>(null);

export function openMenu(): void {
  const snapshot = bridgeSharing()?.snapshot();
  if (snapshot?.optionMenuHidden) {
    toast('本网页隐藏了右上角菜单（hideOptionMenu）：真机上不显示 ···');
    return;
  }
  menuSheet.set({ hidden: [...(snapshot?.hiddenMenuItems ?? [])] });
}

export function closeMenu(): void {
  menuSheet.set(null);
}

/** The page's address as the client would copy or open it (no #fragment is dropped: WeChat keeps it). */
function currentAddress(): string {
  return location.origin + frameLocation.get().path;
}

/** The bare link WeChat shares for a page without the JS-SDK: its title and URL, no picture. */
function bareCard(kind: ShareKind): SharedCard {
  const link = currentAddress();
  const title = frameLocation.get().title || link;
  return { kind, source: 'bare', title, desc: link, link, imgUrl: '' };
}

async function share(kind: ShareKind): Promise<void> {
  const sharing = bridgeSharing();
  let card: SharedCard | null;
  try {
    card = sharing ? await sharing.share(kind) : bareCard(kind);
  } catch {
    card = bareCard(kind);
  }
  if (!card) toast('本网页已隐藏此项', 'error');
  else sharePreview.set({ ...card });
}

/** What choosing an item of the sheet does (a hidden item cannot be chosen). */
export function chooseMenuItem(id: MenuItemId): void {
  const sheet = menuSheet.get();
  const entry = MENU_ITEMS.find((item) => item.id === id);
  if (!entry || sheet?.hidden.includes(entry.item)) return;
  closeMenu();
  if (id === 'appMessage' || id === 'timeline') void share(id);
  else if (id === 'copyUrl')
    void navigator.clipboard?.writeText(currentAddress()).then(
      () => toast('已复制链接'),
      () => toast('复制失败：浏览器不允许写剪贴板', 'error'),
    );
  else if (id === 'openWithSafari') window.open(currentAddress(), '_blank');
  else reloadFrame();
}
