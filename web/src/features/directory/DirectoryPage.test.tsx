import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import type { MockHandler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { DEFAULT_DIRECTORY_FILTERS, directoryWhere } from './directoryFilters';

const partner = (id: number, employeeNumber: string, firstName: string, lastName: string) => ({
  __typename: 'User',
  id,
  employeeNumber,
  firstName,
  lastName,
  jobTitle: 'Foreman - Field',
  group: 'D2',
  email: `${firstName.toLowerCase()}@example.com`,
  employmentStatus: 'active',
});
const count = (n: number) => ({ __typename: 'AggregateUser', _count: { __typename: 'UserCountAggregate', _all: n } });
const code = (title: string, extra: Record<string, unknown> = {}) => ({ __typename: 'Codes', title, ...extra });

function renderDirectory(path: string, directory: MockHandler, extra: Record<string, MockHandler> = {}) {
  return renderApp({
    path,
    token: 't',
    handlers: {
      ...loggedInHandlers('admin'),
      PartnerDirectory: directory,
      DirectoryJobTitles: () => ({ data: { users: [{ __typename: 'User', id: 1, jobTitle: 'Foreman - Field' }, { __typename: 'User', id: 2, jobTitle: 'Electrician' }] } }),
      ...extra,
    },
  });
}

describe('partner directory', () => {
  it('reads its filters from the address bar, pages in SQL by employee number, and opens a card on a click', async () => {
    const { calls } = renderDirectory('/partner-services?name=ma&group=D2', () => ({ data: { users: [partner(1, '100001', 'Mary', 'Adams')], aggregateUser: count(1) } }));
    expect(await screen.findByRole('heading', { name: 'Partner Services' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: 'Mary Adams' });
    const call = calls.find((c) => c.operationName === 'PartnerDirectory')!;
    expect(call.variables).toMatchObject({ orderBy: [{ employeeNumber: 'asc' }, { id: 'asc' }], take: 25, skip: 0 });
    expect(call.variables.where).toEqual(directoryWhere({ ...DEFAULT_DIRECTORY_FILTERS, name: 'ma', group: 'D2' }));
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();

    await userEvent.click(within(row).getByText('Foreman - Field'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/baseball-card/100001'));
  });

  it('opens a row to load that partner’s qualifications, or says there are none', async () => {
    let answer: Record<string, unknown>[] = [];
    renderDirectory(
      '/partner-services',
      () => ({ data: { users: [partner(1, '100001', 'Mary', 'Adams'), partner(2, '100002', 'Sam', 'Blake')], aggregateUser: count(2) } }),
      {
        PartnerQualifications: ({ employeeNumber }) => {
          answer =
            employeeNumber === '100001'
              ? [{ __typename: 'User', id: 1, skills: [{ __typename: 'Skills', id: 5, issueDate: null, expDate: null, codes: code('Blueprint Reading') }], licenses: [{ __typename: 'Licenses', id: 6, licenseNumber: 'E-1', issueDate: null, expDate: '2030-01-10', codes: code('Electrician', { state: 'MA', level: 'master' }) }], certifications: [{ __typename: 'Certifications', id: 7, certificationNumber: 'C-1', issueDate: null, expDate: '2026-03-01', codes: code('OSHA 30') }, { __typename: 'Certifications', id: 8, certificationNumber: 'C-2', issueDate: null, expDate: '2026-04-30', codes: code('Rigging') }], deccoUCourses: [] }]
              : [{ __typename: 'User', id: 2, skills: [], licenses: [], certifications: [], deccoUCourses: [] }];
          return { data: { users: answer } };
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Show qualifications of Mary Adams' }));
    expect(await screen.findByText('Blueprint Reading')).toBeInTheDocument();
    expect(screen.getByText('Expires 01/10/2030')).toHaveAttribute('data-expiry', 'valid');
    expect(screen.getByText('Expires 01/10/2030').parentElement).toHaveTextContent('MA · Master · Expires 01/10/2030');
    // Marked as the card marks it, on the company's day (March 2, 2026 in the tests): the day
    // before is expired, 59 days on expires soon.
    expect(screen.getByText('Expires 03/01/2026 (expired)')).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByText('Expires 04/30/2026 (expires soon)')).toHaveAttribute('data-expiry', 'soon');
    expect(screen.getByTestId('location')).toHaveTextContent('/partner-services');
    await userEvent.click(screen.getByRole('button', { name: 'Show qualifications of Sam Blake' }));
    expect(await screen.findByText('No Data to Show...')).toBeInTheDocument();
  });

  it('says "Loading..." as a status over placeholders of the four groups while a row loads', async () => {
    let answer: (value: { data: unknown }) => void = () => {};
    renderDirectory('/partner-services', () => ({ data: { users: [partner(1, '100001', 'Mary', 'Adams')], aggregateUser: count(1) } }), {
      PartnerQualifications: () => new Promise((resolve) => (answer = resolve)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show qualifications of Mary Adams' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // Placeholders in the shape of the groups, hidden from screen readers (the status says it).
    const placeholders = status.querySelector('[aria-hidden="true"]');
    expect(placeholders?.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(4);
    answer({ data: { users: [{ __typename: 'User', id: 1, skills: [{ __typename: 'Skills', id: 5, issueDate: null, expDate: null, codes: code('Blueprint Reading') }], licenses: [], certifications: [], deccoUCourses: [] }] } });
    expect(await screen.findByText('Blueprint Reading')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("keeps applied filters in the address bar and says 'No Partners Found' when none match", async () => {
    renderDirectory('/partner-services', () => ({ data: { users: [], aggregateUser: count(0) } }));
    expect(await screen.findByText('No Partners Found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.type(within(dialog).getByLabelText('Skill starts with'), 'weld');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/partner-services?skill=weld'));
  });
});

describe('partner filter rules (spec 2 section 5)', () => {
  it('matches names and titles by their start, numbers anywhere, and licenses by state and level together', () => {
    const where = directoryWhere({ ...DEFAULT_DIRECTORY_FILTERS, name: ' Jo ', employeeNumber: '004', certification: 'OSHA', licenseState: 'NH', licenseLevel: 'master', status: 'former' });
    expect(where).toEqual({
      AND: [
        { employmentStatus: { equals: 'former' } },
        { OR: [{ firstName: { startsWith: 'Jo', mode: 'insensitive' } }, { lastName: { startsWith: 'Jo', mode: 'insensitive' } }] },
        { employeeNumber: { contains: '004' } },
        { certifications: { some: { codes: { is: { title: { startsWith: 'OSHA', mode: 'insensitive' } } } } } },
        { licenses: { some: { codes: { is: { state: { equals: 'NH' }, level: { equals: 'master' } } } } } },
      ],
    });
  });
});
