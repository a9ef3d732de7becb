/** Whole-screen states of the shell: start-up, outside WeChat, identity failures. No UI kit here. */
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

/** SPEC §1: a persistent danger message that never times out. */
export function DangerBanner() {
  return (
    <div className="danger-banner" role="alert">
      {NOT_IN_WECHAT}
    </div>
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
