import { Component, type ReactNode } from 'react';
import { FailureNotice } from './FailureNotice';

/**
 * What a page that failed to draw shows instead of a blank screen (decision 0120).
 *
 * The common case is code that did not load: a browser that opened the portal before a deploy
 * asks for a page's chunk the new build no longer has (the server answers 404), or the connection
 * dropped. Only a reload fixes either, so that is what is offered. Any other error while drawing a
 * page gets the same frame with a plainer message; the top bar stays, and going to another page
 * (a new `resetKey`) tries again.
 */
interface Props {
  children: ReactNode;
  /** A change (the path) clears the error and draws the children again. */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey?: string;
}

/** Chromium, Firefox and Safari's words for a dynamic import whose module did not arrive. */
const CODE_NOT_LOADED = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && CODE_NOT_LOADED.test(error.message);
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = isCodeLoadFailure(error)
      ? 'This page could not be loaded. The portal may have been updated since you opened it, or the connection dropped. Reload to continue.'
      : 'Something went wrong while showing this page. Reload to try again.';
    return (
      <FailureNotice action="Reload" onAction={() => window.location.reload()} minHeight="40vh">
        {message}
      </FailureNotice>
    );
  }
}
