import { addDays, clock, navigatorReviewsWhere } from '@portal/common';
import { COMPANY_DAYS, pinCompanyDay } from '@portal/common/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_TODAY, loggedInHandlers } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

function review(id: number, firstName: string, year: number | null, dateToCompleteBy: string | null) {
  return {
    __typename: 'Review',
    id,
    title: 'Annual Review',
    year,
    status: 'INCOMPLETE',
    manager: 'Pat Boss',
    dateToCompleteBy,
    dateCompleted: null,
    templateVersionId: 3,
    user: { __typename: 'User', id: 40 + id, firstName, lastName: 'Field', employeeNumber: `20004${id}` },
  };
}

describe('navigator reviews', () => {
  it("shows a review's year from its year field, else its due date, else N/A, and starts filtered on this year", async () => {
    const rows = [review(1, 'Yara', 2025, '2026-01-15'), review(2, 'Dee', null, '2024-05-01'), review(3, 'Nora', null, null)];
    const { calls } = renderApp({
      path: '/navigator/reviews',
      token: 't',
      handlers: {
        ...loggedInHandlers('webEditor'),
        NavigatorReviews: () => ({ data: { reviews: rows, aggregateReview: { __typename: 'AggregateReview', _count: { __typename: 'ReviewCountAggregate', _all: 3 } } } }),
      },
    });
    const yearOf = async (name: RegExp) => {
      const row = await screen.findByRole('row', { name });
      const yearColumn = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Year');
      return within(row).getAllByRole('cell')[yearColumn].textContent;
    };
    expect(await yearOf(/Yara Field/)).toBe('2025');
    expect(await yearOf(/Dee Field/)).toBe('2024');
    expect(await yearOf(/Nora Field/)).toBe('N/A');
    const sent = calls.filter((c) => c.operationName === 'NavigatorReviews').at(-1)?.variables.where;
    expect(sent).toEqual(navigatorReviewsWhere({ subject: '', title: '', year: COMPANY_TODAY.slice(0, 4), status: '', overdue: '' }, COMPANY_TODAY));
  });

  it('charts completion per cycle and per group over the same filter, its numbers in text', async () => {
    const bar = (label: string, completed: number, total: number) => ({ __typename: 'CompletionBar', label, completed, total });
    const { calls } = renderApp({
      path: '/navigator/reviews',
      token: 't',
      handlers: {
        ...loggedInHandlers('webEditor'),
        NavigatorReviews: () => ({ data: { reviews: [], aggregateReview: { __typename: 'AggregateReview', _count: { __typename: 'ReviewCountAggregate', _all: 0 } } } }),
        ReviewCompletion: () => ({
          data: { reviewCompletion: { __typename: 'ReviewCompletion', byCycle: [bar('Spring 2026', 2, 3), bar('No cycle', 0, 1)], byGroup: [bar('D1', 1, 1), bar('D3', 1, 3)] } },
        }),
      },
    });
    const perCycle = await screen.findByRole('region', { name: 'Completion per cycle' });
    expect(within(perCycle).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Spring 20262 of 3 completed (67%)', 'No cycle0 of 1 completed (0%)']);
    const perGroup = screen.getByRole('region', { name: 'Completion per group' });
    expect(within(perGroup).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['D11 of 1 completed (100%)', 'D31 of 3 completed (33%)']);
    const where = navigatorReviewsWhere({ subject: '', title: '', year: COMPANY_TODAY.slice(0, 4), status: '', overdue: '' }, COMPANY_TODAY);
    expect(calls.find((c) => c.operationName === 'ReviewCompletion')?.variables).toEqual({ where });
  });

  it('filters by a due date range and a completion date range from the filter dialog', async () => {
    const { calls } = renderApp({
      path: '/navigator/reviews',
      token: 't',
      handlers: {
        ...loggedInHandlers('webEditor'),
        NavigatorReviews: () => ({ data: { reviews: [], aggregateReview: { __typename: 'AggregateReview', _count: { __typename: 'ReviewCountAggregate', _all: 0 } } } }),
      },
    });
    await screen.findByText('No Reviews Found');
    await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.type(within(dialog).getByLabelText('Due Date from'), '2026-03-01');
    await userEvent.type(within(dialog).getByLabelText('Due Date to'), '2026-03-31');
    await userEvent.type(within(dialog).getByLabelText('Date Completed from'), '2026-02-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const filters = { subject: '', title: '', year: COMPANY_TODAY.slice(0, 4), status: '', overdue: '', dueFrom: '2026-03-01', dueTo: '2026-03-31', completedFrom: '2026-02-01', completedTo: '' };
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'NavigatorReviews').at(-1)?.variables.where).toEqual(navigatorReviewsWhere(filters, COMPANY_TODAY)));
    expect(await screen.findByRole('button', { name: 'Filter (3)' })).toBeInTheDocument();
  });

  it("opens the review the spec's link names: /navigator/reviews?review=124", async () => {
    const opened = { ...review(4, 'Yara', 2026, '2026-05-01'), id: 124, evaluations: [] };
    const { calls } = renderApp({
      path: '/navigator/reviews?review=124',
      token: 't',
      handlers: {
        ...loggedInHandlers('webEditor'),
        NavigatorReviews: () => ({ data: { reviews: [], aggregateReview: { __typename: 'AggregateReview', _count: { __typename: 'ReviewCountAggregate', _all: 0 } } } }),
        ReviewDetail: () => ({ data: { review: opened } }),
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Yara Field' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ReviewDetail')?.variables).toEqual({ id: 124 });
  });

  describe.each(COMPANY_DAYS)('on $name', (day) => {
    it("starts on the company's current year, offers 2023 to four years on, and calls overdue only what was due before today", async () => {
      pinCompanyDay(day);
      const today = clock.today();
      const year = clock.year();
      const rows = [review(1, 'Yara', year, addDays(today, -1)), review(2, 'Dee', year, today)];
      const { calls } = renderApp({
        path: '/navigator/reviews',
        token: 't',
        handlers: {
          ...loggedInHandlers('webEditor'),
          NavigatorReviews: () => ({ data: { reviews: rows, aggregateReview: { __typename: 'AggregateReview', _count: { __typename: 'ReviewCountAggregate', _all: 2 } } } }),
          ReviewCompletion: () => ({ data: { reviewCompletion: { __typename: 'ReviewCompletion', byCycle: [], byGroup: [] } } }),
        },
      });
      const overdueOf = async (name: RegExp) => {
        const row = await screen.findByRole('row', { name });
        const column = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Overdue');
        return within(row).getAllByRole('cell')[column].textContent;
      };
      expect(await overdueOf(/Yara Field/)).toBe('Yes');
      expect(await overdueOf(/Dee Field/)).toBe('No');
      expect(calls.find((c) => c.operationName === 'NavigatorReviews')?.variables.where).toEqual(
        navigatorReviewsWhere({ subject: '', title: '', year: String(year), status: '', overdue: '' }, today),
      );
      expect(screen.getByText(`Year ${year}`)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Filters' });
      const select = within(dialog).getByRole('combobox', { name: 'Year' });
      expect(select).toHaveTextContent(String(year));
      await userEvent.click(select);
      const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(offered).toEqual(['All', ...Array.from({ length: year + 4 - 2023 + 1 }, (_, i) => String(2023 + i))]);
    });
  });
});
