/**
 * What a route shows when it failed to load or render (the shell's per-route error boundary):
 * never a blank screen, always a way to try again. Plain elements: it must work even when the
 * UI kit's chunk is what failed to load.
 */
import { StatusPanel } from './StatusPanel';

export interface RouteErrorProps {
  message?: string;
  onRetry: () => void;
}

export function RouteError({ message, onRetry }: RouteErrorProps) {
  return (
    <StatusPanel
      kind="error"
      title="加载失败"
      text={message || '页面出了点问题，请稍后重试'}
      actionText="重试"
      onAction={onRetry}
    />
  );
}

export default RouteError;
