/**
 * One error boundary per route: a failed page (or a failed chunk load) shows a retry, never a blank
 * screen. The reader sees Chinese only; the technical detail goes to the console (vConsole, eruda).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from '../components/ui/RouteError';

export const PAGE_MESSAGES = {
  chunk: '网络不可用，页面未能加载',
  crash: '页面出了点问题，请稍后重试',
} as const;

/** A lazy page whose code could not be fetched (offline, a deploy removed the old chunk ...). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Loading chunk/i.test(
    text,
  );
}

/** What the reader is told about a page that failed. */
export function pageFailureMessage(error: unknown): string {
  return isChunkLoadError(error) ? PAGE_MESSAGES.chunk : PAGE_MESSAGES.crash;
}

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

export class RouteBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <RouteError
        message={pageFailureMessage(error)}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}
