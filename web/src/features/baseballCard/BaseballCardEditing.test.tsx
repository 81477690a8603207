import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@portal/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_TODAY } from '../../test/fixtures';
import type { MockHandler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { cardHandlers, CHOICES, dana } from './cardEditing.fixtures';

function openCard(role: Role, card = () => dana(), extra: Record<string, MockHandler> = {}) {
  return renderApp({ path: '/baseball-card/200300', token: 't', handlers: cardHandlers(role, card, extra) });
}

async function startEditing() {
  await screen.findByRole('heading', { name: 'Dana Rivera' });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Qualifications' }));
  expect(screen.getByRole('button', { name: 'Edit Qualifications' })).toHaveAttribute('aria-pressed', 'true');
}

async function addMenu(): Promise<string[]> {
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent ?? '');
  return items;
}

const table = (name: string) => screen.getByRole('table', { name });

describe('baseball card edit mode, by role', () => {
  it('gives a web editor the whole Add list and delete on every group, rows clickable only in edit mode', async () => {
    openCard('webEditor');
    await screen.findByRole('heading', { name: 'Dana Rivera' });
    expect(within(table('Licenses')).queryByRole('row', { name: 'Electrician (Master, MA)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Profile Image' })).toBeInTheDocument();
    await startEditing();
    expect(await addMenu()).toEqual(['Add License', 'Add Certification', 'Add Skill', 'Add DECCO U Course']);
    await userEvent.keyboard('{Escape}');
    expect(within(table('Licenses')).getByRole('row', { name: 'Electrician (Master, MA)' })).toBeInTheDocument();
    for (const name of ['Delete Electrician (Master, MA)', 'Delete Welding', 'Delete DECCO U: Leadership 101']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('gives a field supervisor only Add Skill and delete on skills', async () => {
    openCard('fieldSupervisor');
    await startEditing();
    expect(await addMenu()).toEqual(['Add Skill']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Delete Welding' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Electrician (Master, MA)' })).not.toBeInTheDocument();
    expect(within(table('Licenses')).queryByRole('row', { name: 'Electrician (Master, MA)' })).not.toBeInTheDocument();
    expect(within(table('Skills')).getByRole('row', { name: 'Welding' })).toBeInTheDocument();
    // Not their card: no employee information, no print, no picture upload.
    expect(screen.queryByRole('button', { name: 'Update User Info' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Profile Image' })).not.toBeInTheDocument();
  });

  it('gives an admin the employee information but no qualification editing', async () => {
    openCard('admin');
    await screen.findByRole('heading', { name: 'Dana Rivera' });
    expect(screen.queryByRole('button', { name: 'Edit Qualifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update User Info' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Assignment History/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /DECCO Cell Phone List/ })).toBeInTheDocument();
  });
});

describe('the qualification forms', () => {
  it('adds a license: held codes left out, expiration only for manual codes, dates default to the company day', async () => {
    let saved = false;
    const withNew = () =>
      dana({ licPoints: saved ? 20 : 10, points: saved ? 50 : 40, licenses: [...dana().licenses, ...(saved ? [{ __typename: 'Licenses', id: 12, issueDate: COMPANY_TODAY, expDate: '2030-06-30', licenseNumber: 'E-77', codes: CHOICES.licenses[1] }] : [])] });
    const { calls } = openCard('webEditor', withNew, {
      UpdateEmployeeQualifications: () => {
        saved = true;
        return { data: { updateOneUser: { __typename: 'User', id: 77 } } };
      },
    });
    await startEditing();
    await addMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add License' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create License' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByLabelText(/Issue Date/)).toHaveValue(COMPANY_TODAY);
    expect(within(dialog).queryByLabelText(/Expiration Date/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'License' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Electrician (Journeyman, MA)', 'Lifetime Permit']);

    await userEvent.click(screen.getByRole('option', { name: 'Lifetime Permit' }));
    expect(within(dialog).queryByLabelText(/Expiration Date/)).not.toBeInTheDocument();
    expect(save).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'License' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Electrician (Journeyman, MA)' }));
    const expDate = within(dialog).getByLabelText(/Expiration Date/);
    expect(expDate).toHaveValue(COMPANY_TODAY);
    await userEvent.clear(expDate);
    await userEvent.type(expDate, '2020-01-01');
    expect(within(dialog).getByText('The expiration date cannot be before the issue date.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(expDate);
    await userEvent.type(expDate, '2030-06-30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'License Number' }), 'E-77');
    expect(within(dialog).getByRole('textbox', { name: 'License Number' })).toHaveAttribute('maxLength', '100');
    await userEvent.click(save);

    expect(await screen.findByText('Successfully created license')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateEmployeeQualifications')?.variables).toEqual({
      id: 77,
      data: { licenses: { create: [{ issueDate: COMPANY_TODAY, expDate: '2030-06-30', licenseNumber: 'E-77', codes: { connect: { id: 102 } } }] } },
    });
    // The card reloads: the points follow the new record.
    expect(await screen.findByLabelText('Total points 50')).toBeInTheDocument();
  });

  it('warns that a course already held will be replaced, and updates that record', async () => {
    const { calls } = openCard('superAdmin');
    await startEditing();
    // A superAdmin edits everything but the profile image.
    expect(screen.queryByRole('button', { name: 'Upload Profile Image' })).not.toBeInTheDocument();
    await addMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add DECCO U Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create DECCO U Course' });
    expect(within(dialog).getByLabelText(/Completed/)).toHaveValue(COMPANY_TODAY);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'DECCO U Course' }));
    // Courses stay listed when held (only licenses, certifications and skills are left out).
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['DECCO U: Leadership 101', 'DECCO U: Safety Culture']);
    await userEvent.click(screen.getByRole('option', { name: 'DECCO U: Leadership 101' }));
    expect(within(dialog).getByText('This course is already assigned to this employee. Adding another will replace the old course.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully created course')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateEmployeeQualifications')?.variables).toEqual({
      id: 77,
      data: { deccoUCourses: { update: [{ where: { id: 31 }, data: { issueDate: { set: COMPANY_TODAY }, expDate: { set: null } } }] } },
    });
  });

  it('turns a skill added meanwhile into the replace warning, and the next Save updates it', async () => {
    let addedElsewhere = false;
    const card = () => dana(addedElsewhere ? { skills: [...dana().skills, { __typename: 'Skills', id: 22, issueDate: '2025-01-01', expDate: null, codes: CHOICES.skills[1] }] } : {});
    let attempts = 0;
    const { calls } = openCard('fieldSupervisor', card, {
      UpdateEmployeeQualifications: () => {
        attempts++;
        if (attempts === 1) {
          addedElsewhere = true;
          return { errors: [{ message: 'This employee already holds this skill.', code: 'CONFLICT' }] };
        }
        return { data: { updateOneUser: { __typename: 'User', id: 77 } } };
      },
    });
    await startEditing();
    await addMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add Skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Skill' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Skill' }));
    // Welding is held: only Conduit Bending is offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Conduit Bending']);
    await userEvent.click(screen.getByRole('option', { name: 'Conduit Bending' }));
    expect(within(dialog).queryByText(/already assigned/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This skill is already assigned to this employee. Adding another will replace the old skill.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully created skill')).toBeInTheDocument();
    const writes = calls.filter((c) => c.operationName === 'UpdateEmployeeQualifications').map((c) => c.variables.data);
    expect(writes).toEqual([
      { skills: { create: [{ issueDate: COMPANY_TODAY, codes: { connect: { id: 202 } } }] } },
      { skills: { update: [{ where: { id: 22 }, data: { issueDate: { set: COMPANY_TODAY }, expDate: { set: null } } }] } },
    ]);
  });

  it('edits a held license: the title read-only, Save enabled at once', async () => {
    const { calls } = openCard('webEditor');
    await startEditing();
    await userEvent.click(within(table('Licenses')).getByRole('row', { name: 'Electrician (Master, MA)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update License' });
    expect(within(dialog).getByRole('textbox', { name: 'License' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'License' })).toHaveValue('Electrician (Master, MA)');
    expect(within(dialog).getByLabelText(/Expiration Date/)).toHaveValue('2099-01-10');
    expect(within(dialog).getByRole('textbox', { name: 'License Number' })).toHaveValue('L-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated license')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateEmployeeQualifications')?.variables.data).toEqual({
      licenses: { update: [{ where: { id: 11 }, data: { issueDate: { set: '2024-01-10' }, expDate: { set: '2099-01-10' }, licenseNumber: { set: 'L-1' } } }] },
    });
  });

  it('asks before deleting, then says it was deleted (or that it could not be)', async () => {
    let fail = false;
    const { calls } = openCard('fieldSupervisor', undefined, {
      UpdateEmployeeQualifications: () => (fail ? { errors: [{ message: 'nope', code: 'FORBIDDEN' }] } : { data: { updateOneUser: { __typename: 'User', id: 77 } } }),
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Welding' }));
    expect(screen.queryByRole('dialog', { name: /Update Skill/ })).not.toBeInTheDocument();
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this skill?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Qualification deleted succesfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateEmployeeQualifications')?.variables.data).toEqual({ skills: { delete: [{ id: 21 }] } });

    fail = true;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Welding' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('There was an error deleting the qualification. Please contact support.')).toBeInTheDocument();
  });
});

describe('employee information', () => {
  it('lets a web editor change the access level, size and note', async () => {
    const { calls } = openCard('webEditor', undefined, {
      UpdateEmployeeInfo: () => ({ data: { updateOneUser: { __typename: 'User', id: 77, tshirtSize: 'XL3', userType: 'admin', yearsOfServiceNote: 'x' } } }),
    });
    await screen.findByRole('heading', { name: 'Dana Rivera' });
    await userEvent.click(screen.getByRole('button', { name: 'Update User Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Employee Information' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Access Level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /T-Shirt Size/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Not Assigned', 'SM', 'MD', 'LG', 'XL', '2XL', '3XL', '4XL']);
    await userEvent.click(screen.getByRole('option', { name: '3XL' }));
    const note = within(dialog).getByRole('textbox', { name: 'Years of Service Note' });
    expect(note).toHaveAttribute('maxLength', '100');
    await userEvent.type(note, ' Includes 2 years abroad ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated employee')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateEmployeeInfo')?.variables).toEqual({
      id: 77,
      data: { tshirtSize: { set: 'XL3' }, userType: { set: 'admin' }, yearsOfServiceNote: { set: 'Includes 2 years abroad' } },
    });
  });

  it('lets a plain user change only their own T-shirt size', async () => {
    const own = () => dana({ employeeNumber: '100001', userType: 'user' });
    const { calls } = renderApp({
      path: '/baseball-card/100001',
      token: 't',
      handlers: cardHandlers('user', own, { UpdateEmployeeInfo: () => ({ data: { updateOneUser: { __typename: 'User', id: 77, tshirtSize: 'SM', userType: 'user', yearsOfServiceNote: null } } }) }),
    });
    await screen.findByRole('heading', { name: 'Dana Rivera' });
    expect(screen.queryByRole('button', { name: 'Edit Qualifications' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update User Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Employee Information' });
    expect(within(dialog).queryByRole('combobox', { name: /Access Level/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Years of Service Note' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /T-Shirt Size/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'SM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tshirt Size updated succesfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateEmployeeInfo')?.variables).toEqual({ id: 77, data: { tshirtSize: { set: 'SM' } } });
  });
});

describe('the other card buttons', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints a print layout of the card', async () => {
    // What the print dialog prints is the page as it is when the dialog opens. Read it then: the
    // layout shows for only 100 ms before, and a loaded machine may take longer than that to look.
    let printed: { licenses: string | null; none: boolean } | null = null;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const layout = screen.getByRole('article', { name: "Print layout of Dana Rivera's baseball card" });
      printed = { licenses: within(layout).getByRole('table', { name: 'Licenses' }).textContent, none: within(layout).queryByText('None') !== null };
    });
    openCard('superAdmin');
    await screen.findByRole('heading', { name: 'Dana Rivera' });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed).toEqual({ licenses: expect.stringContaining('Electrician (Master, MA)'), none: true });
    // After the print dialog, back to the card.
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows the assignment history with the spec date format', async () => {
    openCard('admin', undefined, {
      ProjectHistory: (v) => {
        expect(v).toMatchObject({ userId: 77, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], take: 10, skip: 0 });
        const when = '2026-03-08T18:30:00.000Z'; // 02:30 PM in New York (daylight time from that morning)
        return {
          data: {
            findManyProjectHistory: [{ __typename: 'ProjectHistory', id: 1, projectName: 'Harbor Tower', updatedAt: when, updatedBy: '100003', updatedByFullName: 'Pat Boss' }],
            aggregateProjectHistory: { __typename: 'AggregateProjectHistory', _count: { __typename: 'ProjectHistoryCountAggregate', _all: 1 } },
          },
        };
      },
    });
    await screen.findByRole('heading', { name: 'Dana Rivera' });
    await userEvent.click(screen.getByRole('button', { name: /Assignment History/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Project Assignment History' });
    expect(await within(dialog).findByText('03/08/2026 02:30 PM EDT')).toBeInTheDocument();
    expect(within(dialog).getByText('Harbor Tower')).toBeInTheDocument();
  });

  it('says when there is no cell phone list', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openCard('user', () => dana({ employeeNumber: '100001' }), { ContactListUrl: () => ({ data: { contactListUrl: null } }) });
    await userEvent.click(await screen.findByRole('button', { name: /DECCO Cell Phone List/ }));
    expect(await screen.findByText('No cell phone list has been uploaded yet.')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
