/**
 * The demo page's share and menu cards: set the 发送给朋友 / 分享到朋友圈 cards (new APIs and the
 * old onMenuShare* ones), hide and show ··· menu items, and what the client remembers now (the
 * bridge's state for this document; open ··· in the harness page's phone to see it used).
 */
import { el, show } from './dom';

/** A demo card's arguments and what to do after a success (sections.ts renders it). */
export interface Demo {
  api: string;
  title: string;
  args: Record<string, unknown>;
  after?: (res: Record<string, unknown>, box: HTMLElement) => void;
}

const here = () => location.href.split('#')[0];
const picture = `${location.origin}/__harness/page-api/sample-image/1`;
const SHARE_ITEMS = ['menuItem:share:appMessage', 'menuItem:share:timeline', 'menuItem:copyUrl'];

const refresh = () => setTimeout(showShareState, 50);

export const SHARE_DEMOS: Demo[] = [
  {
    api: 'updateAppMessageShareData',
    title: '自定义“发送给朋友”的分享卡片（链接须为本页域名）',
    args: { title: 'JS-SDK 演示', desc: '调试台模拟的分享卡片', link: here(), imgUrl: picture },
    after: refresh,
  },
  {
    api: 'updateTimelineShareData',
    title: '自定义“分享到朋友圈”的分享卡片',
    args: { title: 'JS-SDK 演示 · 朋友圈', link: here(), imgUrl: picture },
    after: refresh,
  },
  {
    api: 'onMenuShareAppMessage',
    title: '旧接口：用户点“发送给朋友”时才交出卡片（success 在分享时回调）',
    args: { title: 'JS-SDK 演示（旧接口）', desc: '旧接口的分享卡片', link: here(), imgUrl: picture },
    after: refresh,
  },
  {
    api: 'onMenuShareTimeline',
    title: '旧接口：用户点“分享到朋友圈”时才交出卡片',
    args: { title: 'JS-SDK 演示（旧接口）· 朋友圈', link: here(), imgUrl: picture },
    after: refresh,
  },
  {
    api: 'hideMenuItems',
    title: '隐藏右上角菜单中的指定项（私密页面隐藏分享和复制链接）',
    args: { menuList: SHARE_ITEMS },
    after: refresh,
  },
  { api: 'showMenuItems', title: '恢复显示指定菜单项', args: { menuList: SHARE_ITEMS }, after: refresh },
  { api: 'hideAllNonBaseMenuItem', title: '隐藏所有非基础菜单项（传播类和保护类）', args: {}, after: refresh },
  { api: 'showAllNonBaseMenuItem', title: '恢复显示所有非基础菜单项', args: {}, after: refresh },
  { api: 'hideOptionMenu', title: '隐藏右上角 ··· 按钮', args: {}, after: refresh },
  { api: 'showOptionMenu', title: '恢复右上角 ··· 按钮', args: {}, after: refresh },
];

interface BridgeSharing {
  snapshot(): Record<string, unknown>;
}

const stateBox = el('pre', { className: 'share-state', 'aria-live': 'polite' });

/** Shows what the client remembers for this document now. */
export function showShareState(): void {
  const sharing = (window as unknown as { __harnessBridge?: { sharing?: BridgeSharing } }).__harnessBridge?.sharing;
  stateBox.textContent = sharing ? show(sharing.snapshot()) : '没有模拟客户端（本页不在模拟的微信里）';
}

/** The state card: refreshed after each share or menu call, on 刷新, and every few seconds. */
export function shareStateSection(): HTMLElement {
  showShareState();
  setInterval(showShareState, 3000);
  return el(
    'section',
    { className: 'card', id: 'share-state', 'data-api': 'share-state' },
    el('h2', {}, '当前分享状态'),
    el(
      'p',
      { className: 'hint' },
      '客户端为本页记住的分享卡片和隐藏的菜单项；新打开的页面从空白开始，单页路由切换则保留。在调试台手机的 ··· 里可看到效果。',
    ),
    el(
      'div',
      { className: 'actions' },
      el('button', { type: 'button', className: 'call', onClick: showShareState }, '刷新'),
    ),
    stateBox,
  );
}
