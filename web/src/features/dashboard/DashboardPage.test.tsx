import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import { renderApp, setScreenWidth } from '../../test/renderApp';

const events = Array.from({ length: 7 }, (_, i) => ({ __typename: 'CalEvents', id: i + 1, title: `Safety day ${i + 1}`, date: `2030-0${i + 1}-15T14:00:00.000Z` }));

describe('dashboard', () => {
  it('greets the viewer and shows quick links, events and birthdays', async () => {
    const { calls } = renderApp({
      path: '/dashboard',
      token: 't',
      handlers: {
        ...loggedInHandlers('user', { quickLinks: [{ __typename: 'QuickLink', label: 'Company Store', url: 'https://store.example.com' }] }),
        UpcomingEvents: () => ({ data: { findManyCalEvents: events } }),
        UpcomingBirthdays: () => ({ data: { birthdays: [{ __typename: 'Birthday', employeeNumber: '100009', name: 'Sam Jones', birthday: '2030-03-08' }], birthdayCount: 1 } }),
        CompanyResources: () => ({
          data: { findManyDocuments: [{ __typename: 'Documents', id: 4, name: 'Safety Manual', description: 'Company safety policy', path: '/files/abc-manual.pdf' }] },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();

    const links = screen.getByRole('region', { name: 'Quick Links' });
    expect(await within(links).findByRole('link', { name: /Company Store/ })).toHaveAttribute('target', '_blank');

    const birthdays = screen.getByRole('region', { name: 'Birthdays' });
    expect(await within(birthdays).findByText('Sam Jones')).toBeInTheDocument();
    expect(within(birthdays).getByText('March 8')).toBeInTheDocument();
    expect(within(birthdays).queryByRole('navigation')).not.toBeInTheDocument();

    // Events: five per page, the pager because there are seven.
    const eventsCard = screen.getByRole('region', { name: 'Events' });
    expect(await within(eventsCard).findByText('Safety day 1')).toBeInTheDocument();
    expect(within(eventsCard).queryByText('Safety day 6')).not.toBeInTheDocument();
    await userEvent.click(within(eventsCard).getByRole('button', { name: 'Events page 2' }));
    expect(within(eventsCard).getByText('Safety day 6')).toBeInTheDocument();

    // Every user reads and downloads the company resources (spec 1, section 1).
    const resources = screen.getByRole('region', { name: 'Company Resources' });
    expect(await within(resources).findByText('Safety Manual')).toBeInTheDocument();
    expect(within(resources).getByText('Company safety policy')).toBeInTheDocument();
    expect(within(resources).getByRole('button', { name: 'Download Safety Manual' })).toBeEnabled();

    const eventCall = calls.find((c) => c.operationName === 'UpcomingEvents');
    expect(typeof eventCall?.variables.now).toBe('string');
    // The server sends the page shown, not the whole window (issue 28).
    expect(calls.find((c) => c.operationName === 'UpcomingBirthdays')?.variables).toEqual({ days: 30, take: 5, skip: 0 });
  });

  it('asks the server for each page of birthdays the pager shows', async () => {
    const people = Array.from({ length: 7 }, (_, i) => ({ __typename: 'Birthday', employeeNumber: `10000${i}`, name: `Person ${i + 1}`, birthday: `2030-03-1${i}` }));
    const { calls } = renderApp({
      path: '/dashboard',
      token: 't',
      handlers: {
        ...loggedInHandlers('user'),
        UpcomingBirthdays: (variables) => {
          const { take, skip } = variables as { take: number; skip: number };
          return { data: { birthdays: people.slice(skip, skip + take), birthdayCount: people.length } };
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Birthdays' });
    expect(await within(card).findByText('Person 5')).toBeInTheDocument();
    expect(within(card).queryByText('Person 6')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Birthdays page 2' }));
    expect(await within(card).findByText('Person 6')).toBeInTheDocument();
    expect(within(card).queryByText('Person 1')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'UpcomingBirthdays').map((c) => c.variables)).toEqual([
      { days: 30, take: 5, skip: 0 },
      { days: 30, take: 5, skip: 5 },
    ]);
  });

  it('says so when the side cards are empty', async () => {
    renderApp({ path: '/dashboard', token: 't', handlers: loggedInHandlers('user') });
    expect(await screen.findByText('No upcoming events.')).toBeInTheDocument();
    expect(screen.getByText('No birthdays in the next 30 days.')).toBeInTheDocument();
    expect(screen.getByText('No quick links yet.')).toBeInTheDocument();
    expect(screen.getByText('No company resources yet.')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    afterEach(() => setScreenWidth(1280));
    const held = (id: number, title: string, expDate: string | null, expirationType = 'manual') => ({ __typename: 'Licenses', id, expDate, codes: { __typename: 'Codes', id, title, expirationType } });

    // The company's day in the web tests: March 2, 2026 (COMPANY_TODAY, test/fixtures.ts).
    it("lists the viewer's papers due within 90 days, soonest first, marked as every list marks them", async () => {
      setScreenWidth(375);
      renderApp({
        path: '/dashboard',
        token: 't',
        handlers: {
          ...loggedInHandlers('user'),
          EventsBetween: () => ({ data: { findManyCalEvents: [] } }),
          MyCardSummary: () => ({
            data: {
              users: [
                {
                  __typename: 'User',
                  id: 1,
                  points: 40,
                  licenses: [held(1, 'Crane Operator', '2026-05-20'), held(2, 'Electrician', '2026-03-01'), held(3, 'Welder', '2026-07-01'), held(4, 'Forklift', null, 'none')],
                  certifications: [{ ...held(5, 'OSHA 30', '2026-04-30'), __typename: 'Certifications' }],
                },
              ],
            },
          }),
        },
      });
      const mine = await screen.findByRole('region', { name: 'My expiring items' });
      await within(mine).findByText('Electrician (license)');
      expect(within(mine).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Electrician (license)Expires 03/01/2026 (expired)',
        'OSHA 30 (certification)Expires 04/30/2026 (expires soon)',
        'Crane Operator (license)Expires 05/20/2026',
      ]);
      expect(within(mine).getByText('Expires 03/01/2026 (expired)')).toHaveAttribute('data-expiry', 'expired');
      expect(within(mine).getByText('Expires 04/30/2026 (expires soon)')).toHaveAttribute('data-expiry', 'soon');
      expect(within(mine).getByText('Expires 05/20/2026')).toHaveAttribute('data-expiry', 'valid');
    });
  });
});
