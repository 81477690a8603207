import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import { renderApp, setScreenWidth } from '../../test/renderApp';
import { SEARCH_DEBOUNCE_MS } from './operations';

const HITS = [
  { __typename: 'SearchHit', kind: 'employee', id: 7, title: 'John Whitaker', detail: 'Foreman', number: '431207', former: false, entity: null },
  { __typename: 'SearchHit', kind: 'project', id: 7, title: 'Harbor Tower', detail: 'Providence', number: 'HT-2207', former: false, entity: null },
];

function openDashboard() {
  return renderApp({
    path: '/dashboard',
    token: 'session-token',
    handlers: { ...loggedInHandlers('webEditor'), GlobalSearch: () => ({ data: { search: HITS } }) },
  });
}

describe('top bar search', () => {
  afterEach(() => setScreenWidth(1280));

  it('asks the server once when typing pauses, groups the hits by kind, and opens one with the keyboard', async () => {
    setScreenWidth(1280);
    const { calls } = openDashboard();
    const search = await within(await screen.findByRole('banner')).findByRole('combobox', { name: 'Search' });
    const searched = () => calls.filter((c) => c.operationName === 'GlobalSearch').map((c) => c.variables.text);
    // Typed a key at a time on a clock the test moves, the keys a quarter of the pause apart: a
    // loaded machine cannot stretch the gaps past the pause (typed in real time, this test failed
    // on CI when a key came late and the first letter was searched). Not with user-event: Testing
    // Library's async wrapper, which it goes through, waits for a 0 ms setTimeout the fake clock never runs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => search.focus());
      for (const typed of ['J', 'Jo', 'Jon', 'Jonh']) {
        fireEvent.change(search, { target: { value: typed } });
        await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS / 4));
      }
      expect(searched()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    } finally {
      vi.useRealTimers();
    }
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Employees' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Projects' })).toBeTruthy();
    expect(searched()).toEqual(['Jonh']);
    expect(search.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/baseball-card/431207'));
  });

  it('is a button opening a dialog below 1200 px, and Ctrl+K opens it too', async () => {
    setScreenWidth(800);
    openDashboard();
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('combobox')).toBeNull();
    // The shortcut is listened for once the top bar's effects have run, a moment after it shows
    // (the test's first press could come before): pressed until the dialog opens, as a user would
    // press it again. A press while the dialog is open keeps it open.
    const dialog = await waitFor(() => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
      return screen.getByRole('dialog', { name: 'Search' });
    });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Search' })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(banner).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy();
  });
});
