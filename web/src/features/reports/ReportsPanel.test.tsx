import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@portal/common';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import type { MockHandler } from '../../test/mockApi';
import { renderApp, setScreenWidth } from '../../test/renderApp';
import { SYNC_FAILED } from './SyncSection';

const employee = (id: number, lastName: string) => ({
  __typename: 'User',
  id,
  employeeNumber: `10000${id}`,
  firstName: 'Pat',
  lastName,
  jobTitle: 'Electrician',
  group: 'D2',
  email: `${lastName.toLowerCase()}@example.com`,
  costCode: '42-100',
  totalYearsOfService: 12.5,
  yearsOfServiceNote: null,
});
const page = (name: string, rows: unknown[], total = rows.length) => ({ data: { [name]: { __typename: 'UserReportPage', total, rows } } });

function renderDashboard(role: Role, extra: Record<string, MockHandler> = {}) {
  return renderApp({
    path: '/dashboard',
    token: 't',
    handlers: {
      ...loggedInHandlers(role),
      AlphaListReport: () => page('alphaListReport', [employee(1, 'Adams'), employee(2, 'Baker')], 12),
      YearsOfServiceReport: () => page('yearsOfServiceReport', [employee(3, 'Clark')]),
      ExpiringLicensesReport: () => ({
        data: {
          expiringLicensesReport: {
            __typename: 'LicensesReportPage',
            total: 1,
            perMonth: [{ __typename: 'MonthCount', month: '2026-11', count: 4 }, { __typename: 'MonthCount', month: '2026-12', count: 0 }],
            rows: [{ __typename: 'Licenses', id: 9, number: 'E-1', issueDate: '2020-01-01', expDate: '2020-02-01', users: { __typename: 'User', employeeNumber: '100001', firstName: 'Pat', lastName: 'Adams' }, codes: { __typename: 'Codes', title: 'Electrician', state: 'MA', level: 'master' } }],
          },
        },
      }),
      ...extra,
    },
  });
}

const tabNames = async () => within(await screen.findByRole('tablist', { name: 'Reports' })).getAllByRole('tab').map((t) => t.textContent);

describe('reports on the dashboard', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps one page size for all reports, per user, across visits (DEFAULT_PAGE_SIZE)', async () => {
    const { calls } = renderDashboard('webEditor');
    await screen.findByRole('table', { name: 'Alpha List' });
    await userEvent.click(await screen.findByRole('combobox', { name: /Rows per page/i }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'AlphaListReport').at(-1)?.variables).toMatchObject({ take: 25 }));
    await userEvent.click(screen.getByRole('tab', { name: 'Years of Service' }));
    await screen.findByRole('table', { name: 'Years of Service' });
    expect(calls.find((c) => c.operationName === 'YearsOfServiceReport')?.variables).toMatchObject({ take: 25 });
    expect(Object.keys(window.localStorage).some((k) => k.includes('reports.DEFAULT_PAGE_SIZE.'))).toBe(true);
  });

  it('shows a webEditor all nine reports, the Alpha List first, paged 10 at a time in SQL, with CSV', async () => {
    const { calls } = renderDashboard('webEditor');
    expect(await tabNames()).toEqual(['Alpha List', 'Employee Points', 'Employee Permissions', 'Expiring Licenses', 'Expiring Certifications', 'Points', 'Qualifications', 'T Shirts', 'Years of Service']);
    const table = await screen.findByRole('table', { name: 'Alpha List' });
    expect(await within(table).findByText('Adams')).toBeInTheDocument();
    expect(within(table).getByText('adams@example.com')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'AlphaListReport')?.variables).toMatchObject({ take: 10, skip: 0, orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }] });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Expiring Licenses' }));
    const expiring = await screen.findByRole('table', { name: 'Expiring Licenses' });
    expect(await within(expiring).findByText('Electrician MA master')).toBeInTheDocument();
    // Marked as the baseball card marks it (ExpiryMark): the date, red and bold, and the words.
    expect(within(expiring).getByText('02/01/2020 (expired)')).toHaveStyle({ fontWeight: '700' });
    const perMonth = screen.getByRole('figure', { name: 'Licenses expiring per month, next 12 months' });
    expect(within(perMonth).getByRole('rowheader', { name: 'Nov 2026' })).toBeInTheDocument();
    expect(within(perMonth).getByText('4 expiring')).toBeInTheDocument();
    // The report's own call (the dashboard's Expiring Licenses widget asks for its soonest five too).
    const reportCall = calls.find((c) => c.operationName === 'ExpiringLicensesReport' && c.variables.take === 10);
    expect(reportCall?.variables).toMatchObject({ range: 'next60', orderBy: [{ expDate: 'desc' }, { id: 'asc' }] });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?report=expiringLicenses');
  });

  it('on a phone, loads and shows the reports once the Reports section is opened (decision 0113)', async () => {
    setScreenWidth(390);
    try {
      const { calls } = renderDashboard('admin');
      const open = await screen.findByRole('button', { name: 'Reports' });
      expect(screen.queryByRole('region', { name: 'Reports' })).not.toBeInTheDocument();
      expect(calls.some((c) => c.operationName === 'AlphaListReport')).toBe(false);
      await userEvent.click(open);
      const reports = await screen.findByRole('region', { name: 'Reports' });
      // The phone's report picker is a dropdown.
      expect(within(reports).getByRole('combobox', { name: 'Report' })).toHaveTextContent('Alpha List');
      // On a phone the table is a list of cards.
      expect((await within(reports).findAllByText(/Baker/)).length).toBeGreaterThan(0);
      expect(calls.some((c) => c.operationName === 'AlphaListReport')).toBe(true);
    } finally {
      setScreenWidth(1280);
    }
  });

  it('gives an admin the Alpha List and Years of Service only; a row opens the employee card', async () => {
    renderDashboard('admin');
    expect(await tabNames()).toEqual(['Alpha List', 'Years of Service']);
    await userEvent.click(await screen.findByRole('row', { name: 'Pat Baker' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/baseball-card/100002'));
  });

  it('gives a fieldSupervisor only Qualifications (skills only) and no Foundation Sync', async () => {
    const { calls } = renderDashboard('fieldSupervisor', {
      QualificationCodeChoices: () => ({ data: { findManyCodes: [{ __typename: 'Codes', id: 7, title: 'Welding', points: 2, expirationType: 'none', level: null, state: null }] } }),
      QualificationsReport: () => page('qualificationsReport', [employee(4, 'Welder')]),
    });
    expect(await tabNames()).toEqual(['Qualifications']);
    expect(screen.queryByRole('region', { name: 'Foundation Sync' })).not.toBeInTheDocument();
    expect(screen.getByText('Choose a category and a code to see who holds it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Skills']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'Code' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Welding' }));
    expect(await screen.findByText('Welder')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'QualificationsReport')?.variables).toMatchObject({ category: 'skills', codeId: 7 });
  });

  it('shows a plain user no reports', async () => {
    renderDashboard('user');
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('lets a superAdmin sync employees and says how many changed, or that it failed', async () => {
    let fail = false;
    renderDashboard('superAdmin', {
      EmployeeSync: () =>
        fail
          ? { errors: [{ message: 'boom', code: 'INTERNAL_SERVER_ERROR' }] }
          : { data: { employeeSync: { __typename: 'EmployeeSyncResult', message: 'Employee sync completed.', employeesCreated: 2, employeesUpdated: 5 } } },
    });
    const section = await screen.findByRole('region', { name: 'Foundation Sync' });
    await userEvent.click(within(section).getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Employee sync completed. Employees created: 2. Employees updated: 5.')).toBeInTheDocument();
    fail = true;
    await userEvent.click(within(section).getByRole('button', { name: 'Sync' }));
    await waitFor(() => expect(screen.getByText(SYNC_FAILED)).toBeInTheDocument());
  });

  it('T Shirts: a size is changed in the table, saved with the spec message, and the counts reload', async () => {
    let saved = 0;
    const { calls } = renderApp({
      path: '/dashboard?report=tShirts',
      token: 't',
      handlers: {
        ...loggedInHandlers('superAdmin'),
        TShirtsReport: () => ({
          data: {
            tShirtsReport: {
              __typename: 'TShirtsReportPage',
              total: 1,
              sizes: [{ __typename: 'TShirtSizeCount', size: 'notAssigned', count: 3 }, { __typename: 'TShirtSizeCount', size: 'XL', count: 4 + saved }],
              rows: [{ ...employee(1, 'Adams'), tshirtSize: saved ? 'XL' : 'MD' }],
            },
          },
        }),
        UpdateTshirtSize: (v) => {
          saved++;
          return { data: { updateOneUser: { __typename: 'User', id: v.id, tshirtSize: v.size } } };
        },
      },
    });
    expect(await screen.findByText(/To order: .*XL 4.*not assigned 3/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'T-shirt size of Pat Adams' }));
    await userEvent.click(await screen.findByRole('option', { name: 'XL' }));
    expect(await screen.findByText('Tshirt Size updated succesfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateTshirtSize')?.variables).toEqual({ id: 1, size: 'XL' });
    expect(await screen.findByText(/XL 5/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?report=tShirts');
  });

  it('Employee Points shows each group of points and the company average', async () => {
    renderApp({
      path: '/dashboard?report=employeePoints',
      token: 't',
      handlers: {
        ...loggedInHandlers('webEditor'),
        AlphaListReport: () => page('alphaListReport', []),
        EmployeePointsReport: () => ({
          data: { employeePointsReport: { __typename: 'EmployeePointsReportPage', total: 1, companyAverage: 41.257, byGroup: [{ __typename: 'GroupPoints', group: 'D1', employees: 3, averagePoints: 52.5 }], rows: [{ ...employee(1, 'Adams'), points: 57, licPoints: 30, cerPoints: 15, skillPoints: 5, coursePoints: 7, userType: 'user', tshirtSize: null }] } },
        }),
      },
    });
    expect(await screen.findByText('Company average: 41.26 points')).toBeInTheDocument();
    // The chart's text equivalent: the figures as a table for screen readers.
    const chart = screen.getByRole('figure', { name: 'Average points by group' });
    expect(within(chart).getByRole('rowheader', { name: 'D1' })).toBeInTheDocument();
    expect(within(chart).getByText('52.5 points on average')).toBeInTheDocument();
    // License + Certification + Skill + Course = Total: 30 + 15 + 5 + 7 = 57.
    const table = screen.getByRole('table', { name: 'Employee Points' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    const cell = (label: string) => Number(cells[headers.findIndex((h) => h?.startsWith(label))]);
    expect([cell('License Points'), cell('Certification Points'), cell('Skill Points'), cell('Course Points'), cell('Total Points')]).toEqual([30, 15, 5, 7, 57]);
  });
});
