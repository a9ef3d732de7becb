/**
 * What a screen shows around data that loads: a skeleton while it comes, the failure with 重试
 * when there is nothing to show, an empty state with a next step, else the content. Plain
 * elements (no UI kit), so every screen can use it at no cost.
 */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { LoadStatus } from '../stores/base/loaded';
import { StatusPanel } from './ui/StatusPanel';
import './async.css';

/** A record that does not exist: what it was, and the way back (去检索, 返回通知公告 ...). */
export interface MissingState {
  title?: string;
  text?: string;
  actionText: string;
  onAction: () => void;
}

/** An empty state always offers the next step (去检索, 去绑定 ...). */
export interface EmptyState {
  title: string;
  text?: string;
  actionText: string;
  onAction: () => void;
}

export interface AsyncViewProps {
  status: LoadStatus;
  error?: string;
  onRetry: () => void;
  /** Loaded, and nothing to show. */
  empty?: boolean;
  emptyState?: EmptyState;
  /**
   * Status 'missing' (the record does not exist): one calm panel with the way back and nothing
   * else; its title defaults to the server's message (书目不存在).
   */
  missing?: MissingState;
  /** Shown while loading; default: grey lines. */
  skeleton?: ReactNode;
  children: ReactNode | (() => ReactNode);
}

/** An observer, so content given as a function is tracked where it is rendered. */
export const AsyncView = observer(function AsyncView({
  status,
  error,
  onRetry,
  empty,
  emptyState,
  missing,
  skeleton,
  children,
}: AsyncViewProps) {
  if (status === 'idle' || status === 'loading') return <>{skeleton ?? <Skeleton />}</>;
  if (status === 'missing') return <Missing title={missing?.title || error || '内容不存在'} state={missing} />;
  if (status === 'error') return <LoadFailure message={error} onRetry={onRetry} />;
  if (empty && emptyState) return <Empty state={emptyState} />;
  return <>{typeof children === 'function' ? children() : children}</>;
});

export function LoadFailure({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <StatusPanel
      kind="error"
      title="加载失败"
      text={message || '网络异常，请检查网络后重试'}
      actionText="重试"
      onAction={onRetry}
    />
  );
}

/**
 * A record that does not exist (a stale link): no retry, no actions, only the way back. The
 * route sweep finds it by `data-missing` and checks nothing else on the page can be pressed.
 */
export function Missing({ title, state }: { title: string; state?: MissingState }) {
  return (
    <div data-missing="">
      <StatusPanel
        kind="lost"
        title={title}
        text={state?.text ?? '它可能已被删除，或链接已失效'}
        actionText={state?.actionText}
        onAction={state?.onAction}
      />
    </div>
  );
}

export function Empty({ state }: { state: EmptyState }) {
  return (
    <StatusPanel
      kind="empty"
      title={state.title}
      text={state.text}
      actionText={state.actionText}
      onAction={state.onAction}
    />
  );
}

/** Grey placeholder lines in the shape of list rows; announced as busy to screen readers. */
export function Skeleton({ rows = 4, label = '加载中' }: { rows?: number; label?: string }) {
  return (
    <div className="ui-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <div key={i} className="ui-skeleton-row" aria-hidden="true">
          <span className="ui-skeleton-line ui-skeleton-line--title" />
          <span className="ui-skeleton-line" />
        </div>
      ))}
    </div>
  );
}
