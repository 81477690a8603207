import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const URL_1 = 'http://portal.test/calendar/first-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const URL_2 = 'http://portal.test/calendar/second-token-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

/** The server's answers: no link, then each made link in turn (the team address for a supervisor). */
function feedServer(team: boolean) {
  const urls = [URL_1, URL_2];
  let link: { madeAt: string; teamFeed: boolean } | null = null;
  return {
    MyCalendarFeed: () => ({ data: { myCalendarFeed: link && { __typename: 'CalendarFeed', ...link } } }),
    MakeCalendarFeedLink: () => {
      const url = urls.shift()!;
      link = { madeAt: '2026-12-06T14:00:00.000Z', teamFeed: team };
      return { data: { makeCalendarFeedLink: { __typename: 'CalendarFeedLink', url, teamUrl: team ? url.replace('/calendar/', '/calendar/team/') : null, madeAt: link.madeAt } } };
    },
  };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /profile menu/i }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Calendar feed' }));
  return screen.findByRole('dialog', { name: 'Calendar feed' });
}

describe('Calendar feed in the profile menu', () => {
  it('makes a link, copies it, and makes a new one only after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp({ path: '/dashboard', token: 't', handlers: { ...loggedInHandlers('user'), ...feedServer(false) } });
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Make a link' }));
    const address = await within(dialog).findByRole('textbox', { name: 'Your calendar feed' });
    expect(address).toHaveValue(URL_1);
    expect(within(dialog).queryByRole('textbox', { name: "Your people's expiry dates" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy your calendar feed' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(URL_1);

    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make a new link?' });
    await user.click(within(confirm).getByRole('button', { name: 'NO' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Your calendar feed' })).toHaveValue(URL_1);
    expect(calls.filter((c) => c.operationName === 'MakeCalendarFeedLink')).toHaveLength(1);

    await user.click(await within(dialog).findByRole('button', { name: 'Make a new link' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Make a new link?' })).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Your calendar feed' })).toHaveValue(URL_2));
    expect(calls.filter((c) => c.operationName === 'MakeCalendarFeedLink')).toHaveLength(2);
  });

  it("shows a supervisor the team feed's address too, and on a later visit when the link was made, not the address", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', token: 't', handlers: { ...loggedInHandlers('fieldSupervisor'), ...feedServer(true) } });
    let dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Make a link' }));
    const team = await within(dialog).findByRole('textbox', { name: "Your people's expiry dates" });
    expect(team).toHaveValue(URL_1.replace('/calendar/', '/calendar/team/'));
    expect(team).toHaveAccessibleDescription('Their licenses and certifications that lapsed in the last 30 days or expire in the next 90.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendar feed' })).not.toBeInTheDocument());

    dialog = await openDialog();
    expect(await within(dialog).findByText(/You made your link on 12\/06\/2026/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Make a new link' })).toBeEnabled();
  });
});
