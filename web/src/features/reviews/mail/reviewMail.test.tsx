import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const noEvaluations = () => ({ data: { myEvaluations: [], myEvaluationCounts: [] } });

describe('Review e-mails in the profile menu', () => {
  it('shows the saved choice and saves a new one for the viewer', async () => {
    let saved = 'immediate';
    const { calls } = renderApp({
      path: '/dashboard',
      token: 't',
      handlers: {
        ...loggedInHandlers('user'),
        MyReviewMailPreference: () => ({ data: { myReviewMailPreference: saved } }),
        SetMyReviewMailPreference: (v) => {
          saved = String(v.mode);
          return { data: { setMyReviewMailPreference: saved } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /profile menu/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Review e-mails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review e-mails' });
    expect(await within(dialog).findByRole('radio', { name: 'At once, one e-mail per form' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Once a day, one summary of the new forms' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You will get one review e-mail a day.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review e-mails' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.operationName === 'SetMyReviewMailPreference').map((c) => c.variables)).toEqual([{ mode: 'daily' }]);
  });
});

describe('Remind everyone overdue', () => {
  it('is offered to a manager on Manager Reviews and says how many reminders went out', async () => {
    const answers = [
      { sent: 2, recentlyReminded: 1 },
      { sent: 0, recentlyReminded: 3 },
    ];
    const { calls } = renderApp({
      path: '/reviews',
      token: 't',
      handlers: {
        ...loggedInHandlers('fieldSupervisor'),
        MyEvaluations: noEvaluations,
        RemindOverdueWriters: () => ({ data: { remindOverdueWriters: { __typename: 'OverdueReminders', ...answers.shift()! } } }),
      },
    });
    const managers = await screen.findByRole('region', { name: 'Manager Reviews' });
    await userEvent.click(within(managers).getByRole('button', { name: 'Remind everyone overdue' }));
    expect(await screen.findByText('Reminder sent to 2 writers. 1 writer reminded less than an hour ago was left out.')).toBeInTheDocument();
    await userEvent.click(within(managers).getByRole('button', { name: 'Remind everyone overdue' }));
    expect(await screen.findByText('No reminder sent. 3 writers reminded less than an hour ago were left out.')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'RemindOverdueWriters')).toHaveLength(2);
  });

  it('is not offered to a plain user', async () => {
    renderApp({ path: '/reviews', token: 't', handlers: { ...loggedInHandlers('user'), MyEvaluations: noEvaluations } });
    await screen.findByRole('region', { name: 'My Reviews' });
    expect(screen.queryByRole('button', { name: 'Remind everyone overdue' })).not.toBeInTheDocument();
  });
});
