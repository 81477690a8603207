import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_DUE_IN_PAST } from '@portal/common';
import { loggedInHandlers } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const form = {
  __typename: 'Evaluation',
  id: 12,
  title: 'Periodic Performance Assessment (PPA)',
  status: 'INCOMPLETE',
  dateToCompleteBy: '2026-02-01',
  dateCompleted: null,
  owner: 'Dana Field',
  ownerEmployeeNumber: '200042',
  author: 'Pat Boss',
  authorEmployeeNumber: '100002',
  formAuthor: 'Pat Boss',
  formAuthorEmployeeNumber: '100002',
  manager: 'Pat Boss',
  managerEmployeeNumber: '100002',
  needsAssignment: true,
  needsSignature: false,
  signedDate: null,
  signerName: null,
  assignmentDate: null,
  templateVersionId: 3,
  authorHidden: false,
  review: { __typename: 'Review', id: 9, title: '2026 Annual Review', year: 2026 },
};

describe('navigator forms', () => {
  it('shows an unassigned form as Not assigned and overdue, sorts unassigned last, and lets a manager hide its writer, not move its due date into the past', async () => {
    const edits: unknown[] = [];
    const { calls } = renderApp({
      path: '/navigator/forms',
      token: 't',
      handlers: {
        ...loggedInHandlers('webEditor'),
        NavigatorForms: () => ({ data: { evaluations: [form], aggregateEvaluation: { __typename: 'AggregateEvaluation', _count: { __typename: 'EvaluationCountAggregate', _all: 1 } } } }),
        EvaluationForm: () => ({ data: { evaluation: { ...form, sections: [] } } }),
        EmployeeSearch: () => ({ data: { users: [] } }),
        UpdateEvaluationAdmin: (v) => {
          edits.push(v);
          return { data: { updateEvaluationAdmin: { __typename: 'Evaluation', id: 12 } } };
        },
      },
    });
    const row = await screen.findByRole('row', { name: /Dana Field/ });
    expect(row).toHaveTextContent('Not assigned');
    // Today in the fixtures is 2026-03-02: the form was due 02/01/2026 and is not completed.
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain('Yes');

    await userEvent.click(screen.getByRole('button', { name: 'Current Author' }));
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'NavigatorForms').at(-1)?.variables.orderBy).toEqual([{ needsAssignment: 'asc' }, { author: 'asc' }, { owner: 'asc' }, { id: 'asc' }]));

    await userEvent.click(await screen.findByRole('row', { name: /Dana Field/ }));
    const details = await screen.findByRole('dialog', { name: 'Evaluation Details' });
    await userEvent.click(within(details).getByRole('button', { name: 'Change author or due date' }));
    const change = await screen.findByRole('dialog', { name: 'Change Evaluation' });
    // Another past day is refused as the server refuses it; the form's own overdue date is kept.
    const dueDate = within(change).getByLabelText('Due Date');
    await userEvent.clear(dueDate);
    await userEvent.type(dueDate, '2026-02-15');
    expect(within(change).getByText(REVIEW_DUE_IN_PAST)).toBeInTheDocument();
    expect(within(change).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(dueDate);
    await userEvent.type(dueDate, '2026-02-01');
    expect(within(change).queryByText(REVIEW_DUE_IN_PAST)).toBeNull();
    await userEvent.click(within(change).getByRole('switch', { name: 'Hide the writer from the subject' }));
    await userEvent.click(within(change).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Evaluation updated')).toBeInTheDocument();
    expect(edits).toEqual([{ id: 12, authorEmployeeNumber: null, authorHidden: true, dateToCompleteBy: null }]);
  });
});
