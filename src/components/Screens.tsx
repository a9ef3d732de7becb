/** Whole-screen states of the shell: start-up, outside WeChat, identity failures. No UI kit here. */
import { lazy, Suspense } from 'react';

/** How to open the app in WeChat, and what works without it: a lazy chunk for a rare screen. */
const OpenInWechat = lazy(() => import('./OpenInWechat'));

export const LOADING_TEXT = '加载中...';
export const NOT_IN_WECHAT = '请在微信客户端内打开';

export function Loading() {
  return (
    <div className="screen-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{LOADING_TEXT}</span>
    </div>
  );
}

/**
 * SPEC §1: a persistent danger message that never times out; below it, how to open the app in
 * WeChat and a link to what works outside it (服务指南). Nothing else runs.
 */
export function DangerBanner() {
  return (
    <>
      <div className="danger-banner" role="alert">
        {NOT_IN_WECHAT}
      </div>
      <Suspense fallback={null}>
        <OpenInWechat />
      </Suspense>
    </>
  );
}

export function AuthError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="screen-message" role="alert">
      <p className="screen-message-title">{message}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        重新授权
      </button>
    </div>
  );
}

/** Start-up could not log in: nothing can work yet, so the whole screen offers to start again. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="screen-message" role="alert">
      <p className="screen-message-title">暂时无法连接图书馆服务</p>
      <p className="screen-message-text">请检查网络后重试</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

/** A failed wx.config: what went wrong and a retry, above the page (the page itself still works). */
export function JsSdkNotice({
  message,
  onRetry,
  onClose,
}: {
  message: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <div className="jssdk-notice" role="alert">
      <span className="jssdk-notice-text">{message}</span>
      <button type="button" className="jssdk-notice-action" onClick={onRetry}>
        重试
      </button>
      <button type="button" className="jssdk-notice-close" aria-label="关闭" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
