import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPLOYEE_FIELD_LABELS } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { fieldLabelsIn } from '../../test/formLabels';
import { renderWithApi } from '../../test/renderWithApi';
import { EmployeeInfoDialog } from './EmployeeInfoDialog';
import type { BaseballCardEmployee } from './operations';

const employee = { id: 7, employeeNumber: '100007', firstName: 'Dora', lastName: 'Diaz', userType: 'user', tshirtSize: 'MD', yearsOfServiceNote: null } as BaseballCardEmployee;
const link = { __typename: 'CompanySignIn', issuer: 'https://id.example.com', linkedEmail: 'dora@example.com', linkedAt: '2026-02-10T15:00:00.000Z', lastSignInAt: '2026-03-01T14:30:00.000Z' };

describe('Employee Information', () => {
  it('labels its fields as the Change History panel names them (fieldLabels.ts)', () => {
    renderWithApi(<EmployeeInfoDialog employee={employee} viewerRole="webEditor" onClose={() => {}} onSaved={() => {}} />, { CompanySignIns: () => ({ data: { companySignIns: [] } }) });
    const form = screen.getByRole('dialog', { name: 'Employee Information' });
    expect(fieldLabelsIn(form)).toEqual([EMPLOYEE_FIELD_LABELS.userType, EMPLOYEE_FIELD_LABELS.tshirtSize, EMPLOYEE_FIELD_LABELS.yearsOfServiceNote]);
    expect(fieldLabelsIn(form)).toEqual(['Access Level', 'T-Shirt Size', 'Years of Service Note']);
  });

  it("shows a webEditor the employee's company sign-in and unlinks it after a YES (decision 0179)", async () => {
    let links = [link];
    const { calls } = renderWithApi(<EmployeeInfoDialog employee={employee} viewerRole="webEditor" onClose={() => {}} onSaved={() => {}} />, {
      CompanySignIns: () => ({ data: { companySignIns: links } }),
      UnlinkCompanySignIn: () => {
        links = [];
        return { data: { unlinkCompanySignIn: 1 } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Company sign-in' });
    expect(section).toHaveTextContent('Linked to dora@example.com on 02/10/2026; last used 03/01/2026.');

    await userEvent.click(within(section).getByRole('button', { name: 'Unlink company sign-in' }));
    const question = screen.getByRole('alertdialog', { name: 'Unlink company sign-in' });
    expect(question).toHaveTextContent("Unlink Dora Diaz's company sign-in? Their open sessions end, and their next company sign-in links again by their e-mail address.");
    await userEvent.click(within(question).getByRole('button', { name: 'NO' }));
    expect(calls.some((c) => c.operationName === 'UnlinkCompanySignIn')).toBe(false);

    // Once the question has closed, the form is back for the screen reader too.
    await userEvent.click(await within(section).findByRole('button', { name: 'Unlink company sign-in' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText("Dora Diaz's company sign-in was unlinked.")).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UnlinkCompanySignIn')?.variables).toEqual({ employeeNumber: '100007' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Company sign-in' })).not.toBeInTheDocument());
  });

  it('asks nothing and shows nothing of the sign-in to an admin, who may not manage it', () => {
    const { calls } = renderWithApi(<EmployeeInfoDialog employee={employee} viewerRole="admin" onClose={() => {}} onSaved={() => {}} />, {});
    expect(screen.queryByRole('region', { name: 'Company sign-in' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
