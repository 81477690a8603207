import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../../test/fixtures';
import type { MockHandler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

const code = (id: number, title: string, expirationType: string) => ({ __typename: 'Codes', id, title, points: 5, expirationType, level: null, state: null });
const CHOICES: Record<string, unknown[]> = {
  certifications: [code(1, 'First Aid/CPR', 'manual'), code(2, 'OSHA 10', 'none')],
  skills: [code(3, 'Welding', 'none')],
  licenses: [],
  deccoUCourses: [],
};

function openDialog(extra: Record<string, MockHandler> = {}) {
  const view = renderApp({
    path: '/settings?section=mass-updates',
    token: 't',
    handlers: {
      ...loggedInHandlers('webEditor'),
      QualificationCodeChoices: (v) => ({ data: { findManyCodes: CHOICES[String(v.entity)] } }),
      MassUpdateWithCsv: (v) => ({ data: { massUpdateWithCsv: { __typename: 'MassUpdateResult', message: 'Successfully updated qualifications', created: (v.data as unknown[]).length, updated: 0 } } }),
      ...extra,
    },
  });
  return view;
}

async function choose(type: string, qualification: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mass Update Qualifications' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByRole('option', { name: type }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Qualification' }));
  await userEvent.click(await screen.findByRole('option', { name: qualification }));
  return dialog;
}

const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

async function upload(dialog: HTMLElement, file: File) {
  await userEvent.upload(within(dialog).getByLabelText('CSV file'), file, { applyAccept: false });
}

describe('mass update dialog', () => {
  it('is a section of Settings for web editors', async () => {
    openDialog();
    expect(await screen.findByRole('tab', { name: 'Mass Updates' })).toHaveAttribute('aria-selected', 'true');
  });

  it('checks each trimmed cell, blocks Submit while any is invalid, and submits a corrected file', async () => {
    const { calls } = openDialog();
    const dialog = await choose('Certifications', 'First Aid/CPR');
    expect(within(dialog).getByText(/Employee ID, Issue Date, Expiration Date, Certification Number/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await upload(dialog, csv('people.txt', '100001,1/2/26,1/2/28,A-1\n'));
    expect(await within(dialog).findByText('Please choose a .csv file.')).toBeInTheDocument();

    await upload(dialog, csv('people.csv', ' 100001 , 1/2/26 , 1/2/28 , A-1 \n,2026-01-02,1/2/28,\n'));
    expect(await within(dialog).findByText('2 rows; 2 invalid cells in 1 row. Fix the file and upload it again.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Rows of the file' });
    expect(await within(table).findByText('100001')).toBeInTheDocument();
    const badDate = within(table).getByText('2026-01-02');
    expect(badDate).toHaveStyle({ textDecorationLine: 'underline' });
    await userEvent.hover(badDate);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Issue Date must be in the format MM/DD/YY');
    expect(within(table).getByText('(empty)')).toHaveTextContent('Employee ID cannot be empty');
    expect(submit).toBeDisabled();

    await upload(dialog, csv('people.csv', ' 100001 , 1/2/26 , 1/2/28 , A-1 \n100002,12/31/25,12/31/27,\n'));
    expect(await within(dialog).findByText('2 rows, all valid.')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Successfully updated qualifications')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.operationName === 'MassUpdateWithCsv')?.variables).toEqual({
      type: 'certifications',
      qualificationId: 1,
      data: [
        { employeeNumber: '100001', issueDate: '2026-01-02', expDate: '2028-01-02', certificationNumber: 'A-1' },
        { employeeNumber: '100002', issueDate: '2025-12-31', expDate: '2027-12-31', certificationNumber: null },
      ],
    });
  });

  it('asks only for Employee ID and Issue Date for a skill', async () => {
    openDialog();
    const dialog = await choose('Skills', 'Welding');
    await upload(dialog, csv('skills.csv', '100001,3/4/25\n'));
    await within(dialog).findByText('1 row, all valid.');
    const headers = within(within(dialog).getByRole('table', { name: 'Rows of the file' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Row', 'Employee ID', 'Issue Date']);
  });

  it("keeps the server's refusal on screen, each problem printed once", async () => {
    const rows = [
      { row: 2, column: 'Employee ID', message: 'No employee with ID 999999' },
      { row: 3, column: 'Employee ID', message: 'No employee with ID 888888' },
    ];
    openDialog({
      MassUpdateWithCsv: () => ({ errors: [{ message: 'Row 2: No employee with ID 999999 (and 1 more)', code: 'BAD_USER_INPUT', extensions: { rows } }] }),
    });
    const dialog = await choose('Certifications', 'OSHA 10');
    await upload(dialog, csv('p.csv', '100001,1/2/26,C-1\n999999,1/2/26,C-2\n888888,1/2/26,C-3\n'));
    await within(dialog).findByText('3 rows, all valid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const alert = await within(dialog).findByRole('alert');
    await within(alert).findByText('Row 2: No employee with ID 999999 (and 1 more)');
    // The message names row 2 already; the list adds only the others.
    expect(alert.textContent?.match(/999999/g)).toHaveLength(1);
    expect(within(alert).getByText('Row 3 (Employee ID): No employee with ID 888888')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mass Update Qualifications' })).toBeInTheDocument();
  });

  it('prints a one-row refusal once', async () => {
    openDialog({
      MassUpdateWithCsv: () => ({
        errors: [{ message: 'Row 1: No employee with ID 999999', code: 'BAD_USER_INPUT', extensions: { rows: [{ row: 1, column: 'Employee ID', message: 'No employee with ID 999999' }] } }],
      }),
    });
    const dialog = await choose('Certifications', 'OSHA 10');
    await upload(dialog, csv('p.csv', '999999,1/2/26,C-1\n'));
    await within(dialog).findByText('1 row, all valid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const alert = await within(dialog).findByRole('alert');
    await within(alert).findByText('Row 1: No employee with ID 999999');
    expect(alert.textContent?.match(/No employee/g)).toHaveLength(1);
  });

  it('says Error updating qualifications when the request fails otherwise', async () => {
    openDialog({ MassUpdateWithCsv: () => Promise.reject(new Error('network down')) });
    const dialog = await choose('Skills', 'Welding');
    await upload(dialog, csv('p.csv', '100001,1/2/26\n'));
    await within(dialog).findByText('1 row, all valid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error updating qualifications')).toBeInTheDocument();
  });

  it('reads and submits a file of 5,000 rows', async () => {
    const { calls } = openDialog();
    const dialog = await choose('Skills', 'Welding');
    const lines = Array.from({ length: 5000 }, (_, i) => `${200000 + i},1/${(i % 28) + 1}/26`).join('\r\n');
    await upload(dialog, csv('big.csv', lines));
    expect(await within(dialog).findByText('5,000 rows, all valid.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Successfully updated qualifications')).toBeInTheDocument();
    const sent = calls.find((c) => c.operationName === 'MassUpdateWithCsv')?.variables.data as unknown[];
    expect(sent).toHaveLength(5000);
    expect(sent[4999]).toEqual({ employeeNumber: '204999', issueDate: '2026-01-16', expDate: null });
  });
});
