import { setClock } from '@portal/common';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardEmployee, loggedInHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const code = (title: string, points: number, expirationType: string) => ({ __typename: 'Codes', id: points * 7, title, points, expirationType });

const employee = cardEmployee('user', {
  employeeNumber: '200300',
  firstName: 'Dana',
  middleInitial: 'Q',
  lastName: 'Rivera',
  jobTitle: 'Foreman',
  group: 'D3',
  tshirtSize: 'XL2',
  totalYearsOfService: 7.5,
  yearsOfServiceNote: 'Includes apprenticeship',
  licenses: [
    { __typename: 'Licenses', id: 1, issueDate: '2020-01-10', expDate: '2021-01-10', licenseNumber: 'L-1', codes: code('Journeyman Electrician', 10, 'manual') },
    { __typename: 'Licenses', id: 2, issueDate: '2024-01-10', expDate: '2099-12-31', licenseNumber: 'L-2', codes: code('Master Electrician', 20, 'manual') },
  ],
  skills: [{ __typename: 'Skills', id: 3, issueDate: '2023-05-01', expDate: null, codes: code('Conduit Bending', 5, 'none') }],
});

describe('baseball card', () => {
  it("shows another employee's card to a manager, with points and qualifications", async () => {
    const { calls } = renderApp({
      path: '/baseball-card/%20200300%20',
      token: 't',
      handlers: { ...loggedInHandlers('fieldSupervisor'), EmployeeBaseballCard: () => ({ data: { users: [employee] } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Dana Q. Rivera' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'EmployeeBaseballCard')?.variables).toEqual({ employeeNumber: '200300' });
    expect(screen.getByText('Foreman')).toBeInTheDocument();
    expect(screen.getByText('D3')).toBeInTheDocument();
    expect(screen.getByText('7.5 years (Includes apprenticeship)')).toBeInTheDocument();
    expect(screen.getByText('2XL')).toBeInTheDocument();

    const points = screen.getByRole('region', { name: 'Points' });
    expect(within(points).getByLabelText('Total points 40')).toBeInTheDocument();
    expect(within(points).getByText('31.3')).toBeInTheDocument();

    const licenses = screen.getByRole('table', { name: 'Licenses' });
    expect(await within(licenses).findByText('01/10/2021 (expired)')).toHaveStyle({ fontWeight: '700' });
    expect(await within(licenses).findByText('12/31/2099')).toBeInTheDocument();
    // Each group's table renders its rows once its own (client-side) page is ready.
    expect(await within(screen.getByRole('table', { name: 'Skills' })).findByText('No expiration')).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Certifications' })).findByText('No certifications yet.')).toBeInTheDocument();
  });

  it("judges expiry by the company's day, not the browser's clock", async () => {
    setClock({ at: '2100-01-01T12:00:00-05:00' });
    renderApp({
      path: '/baseball-card/200300',
      token: 't',
      handlers: { ...loggedInHandlers('admin'), EmployeeBaseballCard: () => ({ data: { users: [employee] } }) },
    });
    const licenses = await screen.findByRole('table', { name: 'Licenses' });
    expect(await within(licenses).findByText('12/31/2099 (expired)')).toHaveStyle({ fontWeight: '700' });
  });

  it('marks a license expiring within 60 days of the company day "(expires soon)", as every list does', async () => {
    setClock({ at: '2099-12-01T12:00:00-05:00' });
    renderApp({
      path: '/baseball-card/200300',
      token: 't',
      handlers: { ...loggedInHandlers('admin'), EmployeeBaseballCard: () => ({ data: { users: [employee] } }) },
    });
    const licenses = await screen.findByRole('table', { name: 'Licenses' });
    const soon = await within(licenses).findByText('12/31/2099 (expires soon)');
    expect(soon).toHaveAttribute('data-expiry', 'soon');
    expect(soon).toHaveStyle({ fontWeight: '700' });
  });

  it('shows a default icon when there is no profile image', async () => {
    renderApp({ path: '/baseball-card/100001', token: 't', handlers: loggedInHandlers('user') });
    expect(await within(await screen.findByRole('main')).findByRole('img', { name: 'Pat Worker (no profile image)' })).toBeInTheDocument();
  });

  it('says so when no employee has the number', async () => {
    renderApp({ path: '/baseball-card/999', token: 't', handlers: { ...loggedInHandlers('admin'), EmployeeBaseballCard: () => ({ data: { users: [] } }) } });
    expect(await screen.findByText('No employee has the number 999.')).toBeInTheDocument();
  });
});
