/** One error boundary per route: a failed page (or a failed chunk load) shows a retry, never a blank screen. */
import { Component, type ReactNode } from 'react';
import { RouteError } from '../components/ui/RouteError';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

export class RouteBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <RouteError
        message={error.message || '页面出错了'}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}
