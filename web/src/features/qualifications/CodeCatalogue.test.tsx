import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import type { MockHandler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

function code(id: number, entity: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Codes',
    id,
    title,
    entity,
    points: 10,
    expirationType: 'none',
    description: null,
    state: null,
    level: null,
    lookupCode: null,
    _count: { __typename: 'CodesCount', licenses: 0, certifications: 0, skills: 0, deccoUCourses: 0 },
    ...extra,
  };
}

const CATALOGUE = [
  code(1, 'certifications', 'OSHA 10', { lookupCode: 'OSHA-10' }),
  code(2, 'licenses', 'Electrician', { state: 'MA', level: 'master', expirationType: 'manual', _count: { __typename: 'CodesCount', licenses: 3, certifications: 0, skills: 0, deccoUCourses: 0 } }),
  code(3, 'skills', 'Welding'),
  code(4, 'deccoUCourses', 'DECCO U: Leadership 101'),
];

function codesPage(variables: Record<string, unknown>) {
  const rows = CATALOGUE.filter((c) => c.entity === variables.entity);
  return { data: { findManyCodes: rows, aggregateCodes: { __typename: 'AggregateCodes', _count: { __typename: 'CodesCountAggregate', _all: rows.length } } } };
}

function openCatalogue(role: Role, extra: Record<string, MockHandler> = {}, path = '/qualification-codes') {
  return renderApp({ path, token: 't', handlers: { ...loggedInHandlers(role), QualificationCodes: codesPage, ...extra } });
}

describe('qualification code catalogue', () => {
  it('gives editors four tabs, Add, row editing and a delete column', async () => {
    openCatalogue('webEditor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Qualification Codes' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Qualification code categories' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Certifications', 'Licenses', 'Skills', 'DECCOU Courses']);
    expect(await screen.findByRole('row', { name: 'OSHA 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete OSHA 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('titles the modal by category and keeps Save disabled until title, points and expiration type are set', async () => {
    const { calls } = openCatalogue('webEditor', {
      CodesWithTitle: () => ({ data: { findManyCodes: [] } }),
      CreateCode: (v) => ({ data: { createOneCodes: { ...code(9, 'certifications', 'x'), ...(v.data as object) } } }),
    });
    await screen.findByRole('row', { name: 'OSHA 10' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Certification Code' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // A new code does not expire unless chosen, and the choice is open.
    expect(within(dialog).getByRole('combobox', { name: /Expiration Type/ })).toHaveTextContent('None');
    expect(within(dialog).getByRole('combobox', { name: /Expiration Type/ })).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), '  Rigging  ');
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Points' }), '1a2345');
    expect(within(dialog).getByRole('textbox', { name: 'Points' })).toHaveValue('123');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Certifications created successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateCode')?.variables).toEqual({
      data: { title: 'Rigging', entity: 'certifications', points: 123, expirationType: 'none', description: null, state: null, level: null, lookupCode: null },
    });
  });

  it('reads Course Code for courses, without an expiration type', async () => {
    openCatalogue('superAdmin');
    await userEvent.click(await screen.findByRole('tab', { name: 'DECCOU Courses' }));
    await screen.findByRole('row', { name: 'DECCO U: Leadership 101' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Course Code' });
    expect(within(dialog).queryByRole('combobox', { name: /Expiration Type/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Lookup Code' })).not.toBeInTheDocument();
  });

  it('edits a license with its state and level, the expiration type frozen with a note', async () => {
    const { calls } = openCatalogue('webEditor', {
      CodesWithTitle: () => ({ data: { findManyCodes: [code(2, 'licenses', 'Electrician', { state: 'MA', level: 'master' })] } }),
      UpdateCode: () => ({ data: { updateOneCodes: CATALOGUE[1] } }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Licenses' }));
    await userEvent.click(await screen.findByRole('row', { name: 'Electrician (Master, MA)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit License Code' });
    expect(within(dialog).getByRole('combobox', { name: /Expiration Type/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText(/cannot be changed: the code exists and 3 employees hold it/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveTextContent('MA');
    expect(within(dialog).getByRole('combobox', { name: 'Level' })).toHaveTextContent('Master');
    const points = within(dialog).getByRole('textbox', { name: 'Points' });
    await userEvent.clear(points);
    await userEvent.type(points, '45');
    // The edited code itself does not count as a duplicate.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Licenses edited successfully.')).toBeInTheDocument();
    const update = calls.find((c) => c.operationName === 'UpdateCode')?.variables;
    expect(update).toEqual({
      id: 2,
      data: { title: { set: 'Electrician' }, points: { set: 45 }, description: { set: null }, state: { set: 'MA' }, level: { set: 'master' }, lookupCode: { set: null } },
    });
  });

  it('refuses a duplicate before saving, and shows the server message when it refuses', async () => {
    let refuse = false;
    const { calls } = openCatalogue('webEditor', {
      CodesWithTitle: () => ({ data: { findManyCodes: refuse ? [] : [code(1, 'certifications', 'osha 10')] } }),
      CreateCode: () => ({ errors: [{ message: 'Points must be a whole number from 0 to 999.', code: 'BAD_USER_INPUT' }] }),
    });
    await screen.findByRole('row', { name: 'OSHA 10' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Certification Code' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'OSHA 10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Points' }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This qualification already exists.')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'CreateCode')).toBe(false);

    refuse = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Points must be a whole number from 0 to 999.')).toBeInTheDocument();
  });

  const holders = (licenses: number) => () => ({
    data: { findUniqueCodes: { __typename: 'Codes', id: 1, _count: { __typename: 'CodesCount', licenses, certifications: 0, skills: 0, deccoUCourses: 0 } } },
  });

  it('asks before deleting a code no one holds, with a bin icon named for the code', async () => {
    openCatalogue('webEditor', { CodeHolders: holders(0), DeleteCode: () => ({ data: { deleteOneCodes: { __typename: 'Codes', id: 1 } } }) });
    const button = await screen.findByRole('button', { name: 'Delete OSHA 10' });
    // A bin, not a cross (which reads as "close").
    expect(button.querySelector('[data-testid="DeleteOutlinedIcon"]')).not.toBeNull();
    expect(button.querySelector('[data-testid="ClearIcon"]')).toBeNull();
    await userEvent.click(button);
    // The button does not open the edit form.
    expect(screen.queryByRole('dialog', { name: /Edit/ })).not.toBeInTheDocument();
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this Qualification Code?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Qualification code removed successfully.')).toBeInTheDocument();
  });

  it('says how many hold a code before any question, and offers no YES', async () => {
    const calls: string[] = [];
    openCatalogue('webEditor', { CodeHolders: holders(3), DeleteCode: () => (calls.push('delete'), { data: { deleteOneCodes: { __typename: 'Codes', id: 1 } } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete OSHA 10' }));
    const notice = await screen.findByRole('alertdialog', { name: 'This code cannot be deleted' });
    expect(notice).toHaveTextContent('3 employees hold this code, so it cannot be deleted. Remove it from their baseball cards first.');
    expect(within(notice).queryByRole('button', { name: 'YES' })).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it("shows the catalogue's text when a delete fails, with the server's reason after it when it gives one", async () => {
    let held = true;
    openCatalogue('webEditor', {
      CodeHolders: holders(0),
      DeleteCode: () =>
        held ? { errors: [{ message: 'This code is held by 1 employee and cannot be deleted.', code: 'CONFLICT' }] } : { errors: [{ message: 'boom', code: 'INTERNAL_SERVER_ERROR' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete OSHA 10' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    expect(
      await screen.findByText('There was an error deleting the qualification code. Please contact support. This code is held by 1 employee and cannot be deleted.'),
    ).toBeInTheDocument();
    held = false;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete OSHA 10' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('There was an error deleting the qualification code. Please contact support.')).toBeInTheDocument();
  });

  it('is read-only on the dashboard: no courses tab, Add, delete or row editing', async () => {
    openCatalogue('user', {}, '/dashboard');
    const block = (await screen.findByRole('heading', { name: 'Qualification Codes' })).closest('section')!;
    const tabs = within(block as HTMLElement).getByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Certifications', 'Licenses', 'Skills']);
    await within(block as HTMLElement).findByText('OSHA 10');
    expect(within(block as HTMLElement).queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(within(block as HTMLElement).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(block as HTMLElement).queryByRole('row', { name: 'OSHA 10' })).not.toBeInTheDocument();
    expect(within(block as HTMLElement).getByRole('button', { name: /Download CSV/ })).toBeInTheDocument();
  });

  it("says 'No Data to Export' when a tab has no codes", async () => {
    openCatalogue('user', { QualificationCodes: () => ({ data: { findManyCodes: [], aggregateCodes: { __typename: 'AggregateCodes', _count: { __typename: 'CodesCountAggregate', _all: 0 } } } }) }, '/dashboard');
    await screen.findByText('No certifications codes found');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of Certifications codes' }));
    expect(await screen.findByText('No Data to Export')).toBeInTheDocument();
  });
});
