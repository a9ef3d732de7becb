/**
 * The phone: an iPhone (390×844) or Android (412×915) screen with the status bar and WeChat's
 * title bar above the web view (its ··· opens WeChat's menu sheet: ShareSheet.tsx), the app in an
 * iframe, a dimmed sheet while a call waits on the panels, native views and WeChat's subscribe
 * dialog (SubscribeDialog.tsx) on top. Scaled down to fit the column, never up.
 */
import { type CSSProperties, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { attachFrame, frameLocation, initialPath } from '../state/frame';
import { activePanel, API_LABELS, asks, nativeView, PANEL_OF, answerAsk } from '../state/host';
import { type Device, session } from '../state/session';
import { openMenu } from '../state/share';
import { useStore } from '../state/store';
import { toast } from '../state/toast';
import { NativeViewLayer } from './NativeViews';
import { MenuSheet, SharePreview } from './ShareSheet';
import { SubscribeDialog } from './SubscribeDialog';

/**
 * Screen sizes and the bars the web view does not get. `bottom` is iOS's home-indicator strip:
 * inside an iframe env(safe-area-inset-bottom) is 0, so the page cannot pad itself; the strip
 * keeps the home indicator off the page's bottom bar, like a padded page on the phone looks.
 */
export const MODELS: Record<
  Device,
  { label: string; width: number; height: number; status: number; nav: number; bottom: number }
> = {
  ios: { label: 'iPhone', width: 390, height: 844, status: 47, nav: 44, bottom: 34 },
  android: { label: 'Android', width: 412, height: 915, status: 32, nav: 48, bottom: 0 },
};
const BEZEL = 12;

function StatusBar({ device }: { device: Device }) {
  return (
    <div className={`statusbar ${device}`} aria-hidden="true">
      <span>9:41</span>
      {device === 'ios' && <span className="island" />}
      <span className="status-icons">
        <svg width="17" height="11" viewBox="0 0 17 11">
          <rect x="0" y="7" width="3" height="4" rx="1" />
          <rect x="4.5" y="5" width="3" height="6" rx="1" />
          <rect x="9" y="2.5" width="3" height="8.5" rx="1" />
          <rect x="13.5" y="0" width="3" height="11" rx="1" />
        </svg>
        <svg width="15" height="11" viewBox="0 0 15 11">
          <path d="M7.5 2.2a8 8 0 0 1 5.9 2.5l1.2-1.2A9.7 9.7 0 0 0 7.5.5 9.7 9.7 0 0 0 .4 3.5l1.2 1.2a8 8 0 0 1 5.9-2.5Zm0 3.3a4.7 4.7 0 0 1 3.5 1.5l1.2-1.2a6.4 6.4 0 0 0-9.4 0L4 7a4.7 4.7 0 0 1 3.5-1.5Zm0 3.2L5.8 10.4 7.5 11l1.7-.6Z" />
        </svg>
        <svg width="25" height="12" viewBox="0 0 25 12">
          <rect x=".5" y=".5" width="21" height="11" rx="3" fill="none" stroke="currentColor" opacity=".5" />
          <rect x="2" y="2" width="17" height="8" rx="2" />
          <rect x="23" y="4" width="1.5" height="4" rx=".7" opacity=".5" />
        </svg>
      </span>
    </div>
  );
}

function WechatBar({ title }: { title: string }) {
  return (
    <div className="wxbar">
      <button
        type="button"
        className="wxbar-close"
        aria-label="关闭网页"
        onClick={() => toast('真机上会关闭网页（wx.closeWindow）')}
      >
        ✕
      </button>
      <span className="wxbar-title">{title || ' '}</span>
      <button type="button" className="wxbar-more" aria-label="更多" onClick={openMenu}>
        <svg width="22" height="6" viewBox="0 0 22 6" aria-hidden="true">
          <circle cx="3" cy="3" r="2.2" />
          <circle cx="11" cy="3" r="2.2" />
          <circle cx="19" cy="3" r="2.2" />
        </svg>
      </button>
    </div>
  );
}

function AskSheet() {
  const list = useStore(asks);
  const ask = list[0];
  if (!ask) return null;
  return (
    <div className="ask-dim">
      <div className="ask-sheet" role="status">
        <div className="ask-title">等待调试台应答</div>
        <div className="ask-api">
          wx.{ask.api} · {API_LABELS[ask.api]}
          {list.length > 1 ? `（共 ${list.length} 个）` : ''}
        </div>
        <div className="row center">
          <button type="button" className="btn primary" onClick={() => activePanel.set(PANEL_OF[ask.api])}>
            到面板操作 →
          </button>
          <button type="button" className="btn" onClick={() => answerAsk(ask.id, { action: 'cancel' })}>
            取消
          </button>
        </div>
      </div>
    </div>
  );
}

export function Phone() {
  const { device, colorScheme } = useStore(session);
  const { title, loading } = useStore(frameLocation);
  const view = useStore(nativeView);
  const model = MODELS[device];
  const outer = { width: model.width + BEZEL * 2, height: model.height + BEZEL * 2 };
  const holder = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const src = useMemo(initialPath, []);

  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const fit = () => setScale(Math.min(1, element.clientHeight / outer.height, element.clientWidth / outer.width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [outer.height, outer.width]);

  return (
    <div className="phone-holder" ref={holder}>
      <div className="phone-box" style={{ width: outer.width * scale, height: outer.height * scale }}>
        <div
          className={`phone ${device}${colorScheme === 'dark' ? ' dark' : ''}`}
          style={{ width: outer.width, height: outer.height, transform: `scale(${scale})` }}
        >
          <div
            className="screen"
            style={{ width: model.width, height: model.height, '--status': `${model.status}px` } as CSSProperties}
          >
            <StatusBar device={device} />
            <WechatBar title={title} />
            {loading && <div className="loading-bar" aria-hidden="true" />}
            <div className="webview" style={{ height: model.height - model.status - model.nav - model.bottom }}>
              <iframe ref={attachFrame} src={src} title="应用" name="app" />
              <AskSheet />
            </div>
            {model.bottom > 0 && (
              <div className="home-strip" style={{ height: model.bottom }} aria-hidden="true">
                <span className="home-indicator" />
              </div>
            )}
            {view && <NativeViewLayer view={view} />}
            <MenuSheet />
            <SharePreview />
            <SubscribeDialog />
          </div>
        </div>
      </div>
    </div>
  );
}
