import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { backOnline } from '../lib/offline/offlineStatus';
import { EMPLOYEE_NUMBERS, loggedInHandlers } from '../test/fixtures';
import type { MockHandler } from '../test/mockApi';
import { renderApp } from '../test/renderApp';

const own = EMPLOYEE_NUMBERS.user;
const noSignal: MockHandler = () => Promise.reject(new TypeError('Failed to fetch'));

function setBrowserOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

/** Every operation the app might ask, failing as without a network. */
function offlineHandlers(): Record<string, MockHandler> {
  return new Proxy({}, { get: () => noSignal });
}

/** The app opened online (its reads kept), then opened again with no signal: a reload offline. */
async function reloadOffline(path: string) {
  renderApp({ path: `/baseball-card/${own}`, token: 't', handlers: loggedInHandlers('user') });
  await screen.findByRole('heading', { name: 'Pat Worker' });
  cleanup();
  setBrowserOnline(false);
  return renderApp({ path, token: 't', handlers: offlineHandlers() });
}

afterEach(() => {
  setBrowserOnline(true);
  backOnline();
});

describe('the card offline', () => {
  it('shows the own card as last seen with the notice, its writes disabled', async () => {
    await reloadOffline(`/baseball-card/${own}`);
    expect(await screen.findByRole('heading', { name: 'Pat Worker' })).toBeInTheDocument();
    const notice = await screen.findByRole('status');
    // When it was read (the test clock's noon), in the company's zone.
    expect(notice).toHaveTextContent(/^Offline: as of 03\/02\/2026 12:00 PM EST/);
    expect(notice).toHaveTextContent("You are offline: changes can't be saved.");
    expect(screen.getByRole('button', { name: 'Update User Info' })).toBeDisabled();
  });

  it('says plainly that a page is not kept, with the way back to the card', async () => {
    await reloadOffline(`/goals/${own}`);
    expect(await screen.findByText(/This page isn't kept on this device/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'My baseball card' }));
    expect(await screen.findByRole('heading', { name: 'Pat Worker' })).toBeInTheDocument();
  });

  it('signing out offline deletes the kept copy: the next offline start is signed out', async () => {
    await reloadOffline(`/baseball-card/${own}`);
    await screen.findByRole('heading', { name: 'Pat Worker' });
    await userEvent.click(screen.getByRole('button', { name: /^Profile menu for/ }));
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
    expect(window.localStorage.getItem('portal.offline')).toBeNull();
  });

  it('says that a card never opened online is not kept', async () => {
    renderApp({ path: '/dashboard', token: 't', handlers: loggedInHandlers('user') });
    await screen.findByRole('heading', { name: 'Welcome, Pat!' });
    cleanup();
    setBrowserOnline(false);
    renderApp({ path: `/baseball-card/${own}`, token: 't', handlers: offlineHandlers() });
    expect(await screen.findByText(/This card isn't kept on this device/)).toBeInTheDocument();
  });

  it("keeps nothing of another person's card a supervisor opens", async () => {
    renderApp({ path: '/baseball-card/100001', token: 't', handlers: loggedInHandlers('fieldSupervisor') });
    await screen.findByRole('heading', { name: 'Pat Boss' });
    expect(window.localStorage.getItem('portal.offline')).not.toContain('"100001"');
    expect(window.localStorage.getItem('portal.offline')).toContain('"100002"');
  });
});
