import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback: ReactNode;
  /** A new value clears a caught error (e.g. the path, so leaving the broken page recovers). */
  resetKey?: string;
}
interface State {
  failed: boolean;
  key: string | undefined;
}

/** Shows `fallback` instead of a blank page when rendering below fails (e.g. a chunk that did not download). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
