import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../../test/fixtures';
import type { MockHandler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

const template = { __typename: 'ReviewTemplate', id: 4, title: '2027 Field Review', year: 2027, evaluationTemplates: [{ __typename: 'EvaluationTemplate', id: 40, title: 'Self Assessment' }] };
const cycle = {
  __typename: 'ReviewCycle',
  id: 7,
  name: '2027 D1 January',
  startDate: '2027-01-15',
  groupCycle: 'D1 January',
  dueInDays: 30,
  lockReviewsFromNonAdmins: false,
  launchedAt: null,
  reviewCount: 0,
  completedReviews: 0,
  templateId: 4,
  template: { __typename: 'ReviewTemplate', id: 4, title: '2027 Field Review', year: 2027 },
};

function handlers(cycles: unknown[], extra: Record<string, MockHandler> = {}) {
  return {
    ...loggedInHandlers('webEditor'),
    ReviewCycles: () => ({ data: { reviewCycles: cycles, aggregateReviewCycle: { __typename: 'AggregateReviewCycle', _count: { __typename: 'ReviewCycleCountAggregate', _all: cycles.length } } } }),
    ReviewTemplateChoices: () => ({ data: { reviewTemplates: [template] } }),
    ...extra,
  };
}

describe('review cycles', () => {
  it('creates a cycle: Save only with name, start date and template; the template\'s forms are previewed', async () => {
    const created: unknown[] = [];
    renderApp({
      path: '/review-cycle',
      token: 't',
      handlers: handlers([], {
        CreateReviewCycle: (v) => {
          created.push(v);
          return { data: { createOneReviewCycle: { __typename: 'ReviewCycle', id: 8 } } };
        },
      }),
    });
    expect(await screen.findByText('No Review Cycles Found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Review Cycle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Review Cycle' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cycle Name' }), '2027 D3');
    await userEvent.type(within(dialog).getByLabelText(/Start Date/), '2027-02-01');
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Select Review Template to Use' }));
    await userEvent.click(await screen.findByRole('option', { name: '2027 Field Review (2027)' }));
    expect(within(dialog).getByText('Self Assessment')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Group Cycle (optional)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'D3' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Lock Reviews from Non-Admins' }));
    await userEvent.click(save);
    expect(await screen.findByText('Review Cycle Created')).toBeInTheDocument();
    expect(created).toEqual([{ data: { name: '2027 D3', startDate: '2027-02-01', templateId: 4, groupCycle: 'D3', dueInDays: 30, lockReviewsFromNonAdmins: true } }]);
  });

  it('opens a cycle read-only; Launch now states how many employees it reaches before it runs', async () => {
    const launched: unknown[] = [];
    renderApp({
      path: '/review-cycle',
      token: 't',
      handlers: handlers([cycle], {
        ReviewCycleAudience: () => ({ data: { reviewCycleAudience: { __typename: 'ReviewCycleAudience', employees: 12, withoutSupervisor: 1 } } }),
        LaunchReviewCycle: (v) => {
          launched.push(v);
          return { data: { launchReviewCycle: 12 } };
        },
      }),
    });
    await userEvent.click(await screen.findByRole('row', { name: /2027 D1 January/ }));
    const dialog = await screen.findByRole('dialog', { name: '2027 D1 January' });
    expect(within(dialog).getByRole('textbox', { name: 'Cycle Name' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Launch now' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(await within(confirm).findByText(/12 employees will get a review \(1 without a supervisor are left out\)/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Review cycle launched: 12 reviews created')).toBeInTheDocument();
    expect(launched).toEqual([{ id: 7 }]);
  });
});
