import { Component, type ReactNode } from 'react';
import { isCodeLoadError } from '../api/describe-error.ts';
import { ErrorPanel } from './error-panel.tsx';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/**
 * Keeps a failing view from taking the whole app down: the navigation stays usable, and
 * moving to another view (a new resetKey) clears the error.
 */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (error) {
      // A module that failed to download stays failed until the page loads afresh.
      const retry = isCodeLoadError(error) ? () => window.location.reload() : () => this.setState({ error: null });
      return <ErrorPanel error={error} onRetry={retry} />;
    }
    return this.props.children;
  }
}
