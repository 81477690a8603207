import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { IDLE_LIMIT_MS } from './idleTimer';

describe('idle logout in the app', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the user out after an hour without activity', async () => {
    // Fake clocks that still move on their own, so the page can load as usual first.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderApp({ path: '/dashboard', token: 'idle-token', handlers: loggedInHandlers('user') });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(IDLE_LIMIT_MS - 60_000);
    });
    expect(screen.getByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).toContain('Logout');
    expect(document.cookie).not.toContain('portal_token=');
  });
});
