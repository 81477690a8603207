import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import { renderApp, setScreenWidth } from '../../test/renderApp';

async function openShell(role: Parameters<typeof loggedInHandlers>[0]) {
  const view = renderApp({ path: '/dashboard', token: 'session-token', handlers: loggedInHandlers(role) });
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  // The Learning Site entry arrives with the portal settings: wait for it before reading the bar.
  await within(nav).findByRole('link', { name: /Learning Site/ });
  return { ...view, nav };
}

function buttonNames(nav: HTMLElement): string[] {
  return [...within(nav).getAllByRole('link'), ...within(nav).getAllByRole('button')].map((el) => el.textContent ?? '');
}

describe('top bar', () => {
  afterEach(() => setScreenWidth(1280));

  it('shows a plain user only the entries the permission map gives everyone', async () => {
    const { nav } = await openShell('user');
    const names = buttonNames(nav);
    expect(names).toEqual(expect.arrayContaining(['Dashboard', 'Baseball Card', 'Reviews', 'Goals', 'Follow-ups', 'Learning Site(opens in a new tab)']));
    expect(names).not.toContain('Partner Services');
    expect(names).not.toContain('Projects');

    await userEvent.click(within(nav).getByRole('button', { name: 'Reviews' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['My Reviews']);
  });

  it('shows a web editor every menu and entry', async () => {
    const { nav } = await openShell('webEditor');
    expect(buttonNames(nav)).toEqual(expect.arrayContaining(['Partner Services', 'Projects']));

    await userEvent.click(within(nav).getByRole('button', { name: 'Reviews' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'My Reviews',
      'PPA Assignments',
      'Workshop',
      'All Reviews',
      'All Forms',
      'Review Cycles',
    ]);
  });

  it('offers Settings in the profile menu only to roles that may open it', async () => {
    await openShell('superAdmin');
    await userEvent.click(screen.getByRole('button', { name: /profile menu/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Settings', 'Review e-mails', 'Calendar feed', 'Logout']);
  });

  it('offers a field supervisor only their review e-mails, calendar feed and Logout', async () => {
    const { nav } = await openShell('fieldSupervisor');
    expect(buttonNames(nav)).toContain('Partner Services');
    await userEvent.click(screen.getByRole('button', { name: /profile menu/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Review e-mails', 'Calendar feed', 'Logout']);
  });

  it.each([375, 768])('collapses into a burger menu below the md breakpoint (%i px)', async (width) => {
    setScreenWidth(width);
    renderApp({ path: '/dashboard', token: 'session-token', handlers: loggedInHandlers('admin') });
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(drawerNav).getAllByRole('link').map((l) => l.textContent);
    expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Baseball Card', 'Partner Services', 'PPA Assignments', 'My Goals', 'Partner Follow-ups']));
    expect(links).not.toContain('Projects');
  });

  it('logs out from the profile menu: server call, cookie removed, cached data gone, back to /', async () => {
    const { calls, client } = await openShell('user');
    expect(JSON.stringify(client.extract())).toContain('Pat');
    await userEvent.click(screen.getByRole('button', { name: /profile menu/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).toContain('Logout');
    expect(document.cookie).not.toContain('portal_token=session-token');
    // Nothing of the previous user stays for the next one to see.
    await waitFor(() => expect(client.extract()).toEqual({}));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
