import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { COMPANY_TODAY, loggedInHandlers } from '../../test/fixtures';
import type { MockHandler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const owner = { __typename: 'User', id: 42, employeeNumber: '200042', firstName: 'Dana', lastName: 'Field' };

function goal(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Goal',
    id,
    title,
    description: `${title} details`,
    status: 'Active',
    createdBy: 'Pat Boss',
    createDate: '2026-02-01T15:00:00.000Z',
    updatedAt: '2026-02-01T15:00:00.000Z',
    updatedBy: '100002',
    updatedByFullName: 'Pat Boss',
    startDate: '2026-02-01',
    dueDate: '2026-04-01',
    currentProgress: 0,
    ...extra,
  };
}

function handlersFor(role: Role, reach: string, lists: { active: unknown[]; completed: unknown[] }, extra: Record<string, MockHandler> = {}) {
  return {
    ...loggedInHandlers(role),
    ItemOwner: () => ({ data: { partnerReach: reach, users: [owner] } }),
    GoalsOf: () => ({ data: lists }),
    GoalCheckIns: (v: Record<string, unknown>) => ({ data: { goal: { __typename: 'Goal', id: v.id, currentProgress: 0, checkIns: [] } } }),
    ...extra,
  };
}

describe('goals of an employee', () => {
  it('shows the owner their goals read-only: no Add, no Edit, past due dates marked', async () => {
    const lists = { active: [goal(1, 'Old plan', { dueDate: '2026-01-15' }), goal(2, 'New plan')], completed: [] };
    renderApp({ path: '/goals/200042', token: 't', handlers: handlersFor('user', 'own', lists) });
    expect(await screen.findByRole('heading', { name: 'Dana Field Active Goals' })).toBeInTheDocument();
    const old = screen.getByRole('article', { name: 'Old plan' });
    expect(within(old).getByText(/Due: 01\/15\/2026/)).toHaveTextContent('(past due)');
    expect(within(screen.getByRole('article', { name: 'New plan' })).getByText(/Due: 04\/01\/2026/)).not.toHaveTextContent('past due');
    expect(screen.queryByRole('button', { name: 'Add Goal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete | Delete' })).not.toBeInTheDocument();

    await userEvent.click(within(old).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Old plan' });
    expect(within(dialog).getByText('Created By').nextSibling).toHaveTextContent('Pat Boss');
    expect(within(dialog).getByText('Due Date').nextSibling).toHaveTextContent('01/15/2026');
  });

  it('shows each goal\'s progress as a bar with its number and marks the overdue ones', async () => {
    const lists = { active: [goal(1, 'Old plan', { dueDate: '2026-01-15', currentProgress: 25 }), goal(2, 'New plan', { currentProgress: 70 })], completed: [] };
    renderApp({ path: '/goals/200042', token: 't', handlers: handlersFor('user', 'own', lists) });
    const old = await screen.findByRole('article', { name: 'Old plan' });
    expect(within(old).getByRole('progressbar', { name: 'Progress of Old plan' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(old).getByText('25 %')).toBeInTheDocument();
    expect(within(old).getByText('Overdue')).toBeInTheDocument();
    const fresh = screen.getByRole('article', { name: 'New plan' });
    expect(within(fresh).getByRole('progressbar', { name: 'Progress of New plan' })).toHaveAttribute('aria-valuenow', '70');
    expect(within(fresh).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('lets the employee check in on their goal from its details and shows the new history', async () => {
    const checkIns: Record<string, unknown>[] = [];
    let history: unknown[] = [];
    let progress = 0;
    const handlers = handlersFor('user', 'own', { active: [goal(1, 'Finish OSHA 30')], completed: [goal(2, 'Done', { status: 'COMPLETED' })] }, {
      GoalCheckIns: () => ({ data: { goal: { __typename: 'Goal', id: 1, currentProgress: progress, checkIns: history } } }),
      CheckInGoal: (v) => {
        checkIns.push(v);
        progress = 40;
        history = [{ __typename: 'GoalCheckIn', id: 3, authorName: 'Dana Field', companyTime: '03/02/2026 10:30 AM', fromProgress: 0, toProgress: 40, note: 'Modules 1-4 done.' }];
        return { data: { checkInGoal: { __typename: 'Goal', id: 1, currentProgress: 40 } } };
      },
    });
    renderApp({ path: '/goals/200042', token: 't', handlers });
    await userEvent.click(within(await screen.findByRole('article', { name: 'Finish OSHA 30' })).getByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Finish OSHA 30' });
    expect(await within(details).findByText('No check-ins yet.')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Check in' }));

    const form = await screen.findByRole('dialog', { name: 'Check in: Finish OSHA 30' });
    const save = within(form).getByRole('button', { name: 'Save check-in' });
    expect(save).toBeDisabled();
    const field = within(form).getByRole('textbox', { name: /Progress/ });
    await userEvent.clear(field);
    await userEvent.type(field, '140');
    expect(within(form).getByText('Progress must be a whole number from 0 to 100.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), 'Modules 1-4 done.');
    await userEvent.click(save);
    expect(await screen.findByText('Check-in saved')).toBeInTheDocument();
    expect(checkIns).toEqual([{ goalId: 1, progress: 40, note: 'Modules 1-4 done.' }]);

    const after = await screen.findByRole('dialog', { name: 'Finish OSHA 30' });
    await waitFor(() => expect(within(after).getByRole('progressbar', { name: 'Progress of Finish OSHA 30' })).toHaveAttribute('aria-valuenow', '40'));
    const list = within(after).getByRole('list', { name: 'Check-ins' });
    expect(list).toHaveTextContent('03/02/2026 10:30 AM · Dana Field · 0 % → 40 %');
    expect(list).toHaveTextContent('Modules 1-4 done.');
    // A completed goal takes no check-ins.
    await userEvent.click(within(after).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(within(screen.getByRole('article', { name: 'Done' })).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('keeps a check-in open with the server\'s words when too many changes came in a short time', async () => {
    const tooMany = 'Too many changes in a short time. Wait a minute and try again.';
    const handlers = handlersFor('user', 'own', { active: [goal(1, 'Finish OSHA 30')], completed: [] }, {
      CheckInGoal: () => ({ errors: [{ message: tooMany, code: 'RATE_LIMITED' }] }),
    });
    renderApp({ path: '/goals/200042', token: 't', handlers });
    await userEvent.click(within(await screen.findByRole('article', { name: 'Finish OSHA 30' })).getByRole('button', { name: 'View' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Finish OSHA 30' })).getByRole('button', { name: 'Check in' }));
    const form = await screen.findByRole('dialog', { name: 'Check in: Finish OSHA 30' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), 'Modules 1-4 done.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save check-in' }));
    expect(await within(form).findByText(tooMany)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveValue('Modules 1-4 done.');
  });

  it('gives each empty state its own text', async () => {
    renderApp({ path: '/goals/200042', token: 't', handlers: handlersFor('user', 'own', { active: [], completed: [goal(3, 'Done', { status: 'COMPLETED' })] }) });
    expect(await screen.findByText('Nice! All your goals are completed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByRole('article', { name: 'Done' })).toHaveTextContent('Completed: 02/01/2026');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search goals' }), 'zzz');
    expect(screen.getByText('No results found...')).toBeInTheDocument();
  });

  it('says so when the viewer does not manage the employee, and shows no goals', async () => {
    const { calls } = renderApp({ path: '/goals/200042', token: 't', handlers: handlersFor('fieldSupervisor', 'none', { active: [], completed: [] }) });
    expect(await screen.findByText('You can see the goals of the partners you manage only.')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'GoalsOf')).toBe(false);
  });

  it('lets a manager add a goal (Save only once all four fields are filled) and complete one', async () => {
    const created: Record<string, unknown>[] = [];
    const updated: Record<string, unknown>[] = [];
    const handlers = handlersFor('fieldSupervisor', 'manages', { active: [goal(1, 'Read plans')], completed: [] }, {
      CreateGoal: (v) => {
        created.push(v);
        return { data: { createOneGoal: { __typename: 'Goal', id: 9 } } };
      },
      UpdateGoal: (v) => {
        updated.push(v);
        return { data: { updateOneGoal: { __typename: 'Goal', id: 1 } } };
      },
    });
    renderApp({ path: '/goals/200042', token: 't', handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const form = await screen.findByRole('dialog', { name: 'Create Goal' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(within(form).getByLabelText(/Start Date/)).toHaveValue(COMPANY_TODAY);
    await userEvent.type(within(form).getByLabelText(/Title/), 'Finish OSHA 30');
    await userEvent.type(within(form).getByLabelText(/Due Date/), '2026-06-30');
    expect(save).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/Description/), 'All modules');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Goal created successfully.')).toBeInTheDocument();
    expect(created).toEqual([{ data: { title: 'Finish OSHA 30', startDate: COMPANY_TODAY, dueDate: '2026-06-30', description: 'All modules', user: { connect: { id: 42 } } } }]);

    await userEvent.click(within(screen.getByRole('article', { name: 'Read plans' })).getByRole('button', { name: 'Complete | Delete' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Complete' }));
    expect(await screen.findByText('Successfully updated goal')).toBeInTheDocument();
    expect(updated).toEqual([{ id: 1, data: { status: { set: 'COMPLETED' } } }]);
  });

  it('keeps the form open with the server message when saving fails', async () => {
    const handlers = handlersFor('admin', 'manages', { active: [], completed: [] }, {
      CreateGoal: () => ({ errors: [{ message: 'Due date cannot be before the start date.', code: 'BAD_USER_INPUT' }] }),
    });
    renderApp({ path: '/goals/200042', token: 't', handlers });
    expect(await screen.findByText('No Goals Found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    const form = await screen.findByRole('dialog', { name: 'Create Goal' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Backwards');
    await userEvent.type(within(form).getByLabelText(/Due Date/), '2026-06-30');
    await userEvent.type(within(form).getByLabelText(/Description/), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Due date cannot be before the start date.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Title/)).toHaveValue('Backwards'));
  });

  it('lets the assignee of a follow-up complete it, and only that one', async () => {
    const followup = (id: number, title: string, assigneeId: number | null) => ({
      ...goal(id, title),
      __typename: 'UserFollowup',
      startDate: undefined,
      dueDate: undefined,
      followupDate: '2026-03-10',
      assignedToUser: assigneeId ? { __typename: 'User', id: assigneeId, firstName: 'Pat', lastName: 'Worker', employeeNumber: '100001' } : null,
    });
    const updated: Record<string, unknown>[] = [];
    const handlers = {
      ...loggedInHandlers('user'),
      ItemOwner: () => ({ data: { partnerReach: 'none', users: [owner] } }),
      FollowupsOf: () => ({ data: { active: [followup(5, 'Mine to do', 1)], completed: [] } }),
      UpdateFollowup: (v: Record<string, unknown>) => {
        updated.push(v);
        return { data: { updateOneUserFollowup: { __typename: 'UserFollowup', id: 5 } } };
      },
    };
    renderApp({ path: '/followups/200042', token: 't', handlers });
    const card = await screen.findByRole('article', { name: 'Mine to do' });
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Complete | Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Follow-up' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Successfully updated follow-up')).toBeInTheDocument();
    expect(updated).toEqual([{ id: 5, data: { status: { set: 'COMPLETED' } } }]);
  });

  it("tells a viewer who may read none of another employee's follow-ups so", async () => {
    const handlers = {
      ...loggedInHandlers('user'),
      ItemOwner: () => ({ data: { partnerReach: 'none', users: [owner] } }),
      FollowupsOf: () => ({ data: { active: [], completed: [] } }),
    };
    renderApp({ path: '/followups/200042', token: 't', handlers });
    expect(await screen.findByText('You can see the follow-ups of the partners you manage, and those assigned to you, only.')).toBeInTheDocument();
  });
});
