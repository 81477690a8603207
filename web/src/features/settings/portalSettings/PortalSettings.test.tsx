import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers, portalSettings } from '../../../test/fixtures';
import type { MockHandler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { SETTINGS_MESSAGES } from '../messages';
// Loaded up front, so the lazily routed page is ready when the app renders it.
import '../SettingsPage';
import { draftIsValid, draftOf, inputOf, moveItem, unknownEmployee, urlProblem } from './portalSettingsForm';

const employee = (n: string, first: string, last: string) => ({ __typename: 'User', id: Number(n) - 100000, employeeNumber: n, firstName: first, lastName: last, jobTitle: 'Foreman' });
const olivia = employee('100060', 'Olivia', 'Teixeira');
const jose = employee('100057', 'Jose', 'Parker');

const settings = portalSettings({
  allFollowupsViewers: ['100060', '100999'],
  ppaAllAccess: ['100057'],
  leadershipSigner: '100057',
  quickLinks: [
    { __typename: 'QuickLink', label: 'Store', url: 'https://store.example.com' },
    { __typename: 'QuickLink', label: 'Training', url: 'https://training.example.com' },
  ],
  transcriptUrl: 'https://learn.example.com/transcript',
});

describe('the portal settings form rules', () => {
  it('accepts http(s) addresses only, empty where optional', () => {
    expect(urlProblem('', false)).toBe('');
    expect(urlProblem('', true)).not.toBe('');
    expect(urlProblem('https://x.example.com/a?b=1', true)).toBe('');
    expect(urlProblem('javascript:alert(1)', false)).not.toBe('');
    expect(urlProblem('ftp://x.example.com', false)).not.toBe('');
  });

  it('resolves numbers to employees, keeps unknown numbers, and turns back into the API input', () => {
    const draft = draftOf(settings, [olivia, jose]);
    expect(draft.allFollowupsViewers.map((e) => e.firstName)).toEqual(['Olivia', null]);
    expect(draft.allFollowupsViewers[1]).toEqual(unknownEmployee('100999'));
    expect(draft.leadershipSigner?.lastName).toBe('Parker');
    expect(draftIsValid(draft)).toBe(true);
    expect(inputOf({ ...draft, quickLinks: moveItem(draft.quickLinks, 1, -1) })).toEqual({
      companyName: 'DECCO',
      allFollowupsViewers: ['100060', '100999'],
      ppaAllAccess: ['100057'],
      leadershipSigner: '100057',
      quickLinks: [
        { label: 'Training', url: 'https://training.example.com' },
        { label: 'Store', url: 'https://store.example.com' },
      ],
      learningSiteUrl: 'https://learning.example.com',
      transcriptUrl: 'https://learn.example.com/transcript',
      expiryAlerts: { reminders: true, expiredNotice: true, weeklyDigest: true },
    });
    expect(draftIsValid({ ...draft, quickLinks: [{ key: 1, label: '', url: 'https://x.example.com' }] })).toBe(false);
  });

  it('moves items within bounds only', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

function renderPortalSettings(update: MockHandler) {
  return renderApp({
    path: '/settings?section=portal-settings',
    token: 't',
    handlers: {
      ...loggedInHandlers('webEditor'),
      PortalSettings: () => ({ data: { portalSettings: settings } }),
      EmployeesByNumber: () => ({ data: { users: [olivia, jose] } }),
      EmployeeSearch: () => ({ data: { users: [olivia, jose] } }),
      UpdatePortalSettings: update,
    },
  });
}

describe('portal settings in Settings', () => {
  it('shows names for the numbers, edits the links and saves', async () => {
    let sent: Record<string, unknown> | null = null;
    renderPortalSettings((v) => {
      sent = v.input as Record<string, unknown>;
      return { data: { updatePortalSettings: { ...settings, ...(v.input as object) } } };
    });
    const form = await screen.findByRole('form', { name: 'Portal settings' });
    expect(within(form).getByRole('button', { name: 'Olivia Teixeira (100060)' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '100999' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Leadership signer' })).toHaveValue('Jose Parker (100057)');

    await userEvent.click(within(form).getByRole('button', { name: 'Move link 2 up' }));
    expect(within(form).getByRole('textbox', { name: 'Link 1 text' })).toHaveValue('Training');
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    const save = within(form).getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();
    const fill = (name: string, value: string) => fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    fill('Link 3 text', 'Benefits');
    fill('Link 3 address', 'benefits.example.com');
    expect(within(form).getByText('Use an address starting with http:// or https://.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fill('Link 3 address', 'https://benefits.example.com');
    fill('Company name', ' ');
    expect(within(form).getByText('Enter the company name.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fill('Company name', 'Acme Builders');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove link 2' }));
    await userEvent.click(within(form).getByRole('switch', { name: 'Weekly digest of the next 60 days to superAdmins and webEditors' }));
    await userEvent.click(save);

    expect(await screen.findByText(SETTINGS_MESSAGES.portalSettingsSaved)).toBeInTheDocument();
    expect(sent).toMatchObject({
      companyName: 'Acme Builders',
      allFollowupsViewers: ['100060', '100999'],
      quickLinks: [
        { label: 'Training', url: 'https://training.example.com' },
        { label: 'Benefits', url: 'https://benefits.example.com' },
      ],
      expiryAlerts: { reminders: true, expiredNotice: true, weeklyDigest: false },
    });
  });

  it("shows the server's message when it refuses", async () => {
    renderPortalSettings(() => ({ errors: [{ message: 'Unknown employee number: 100999.', code: 'BAD_USER_INPUT' }] }));
    const form = await screen.findByRole('form', { name: 'Portal settings' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Unknown employee number: 100999.'));
  });
});
