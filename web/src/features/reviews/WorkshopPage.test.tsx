import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../test/fixtures';
import type { MockHandler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const count = (n: number) => ({ __typename: 'AggregateReviewTemplate', _count: { __typename: 'ReviewTemplateCountAggregate', _all: n } });
const template = {
  __typename: 'ReviewTemplate',
  id: 4,
  title: '2027 Field Review',
  year: 2027,
  evaluationTemplates: [{ __typename: 'EvaluationTemplate', id: 40, title: 'Self Assessment', authorHidden: false, needsAssignment: false }],
};

function workshop(templates: unknown[], extra: Record<string, MockHandler> = {}) {
  return {
    ...loggedInHandlers('webEditor'),
    ReviewTemplates: () => ({ data: { reviewTemplates: templates, aggregateReviewTemplate: count(templates.length) } }),
    ...extra,
  };
}

const evaluation = {
  __typename: 'Evaluation',
  id: 5,
  title: 'Self Assessment',
  status: 'INCOMPLETE',
  dateToCompleteBy: '2026-04-01',
  dateCompleted: null,
  owner: 'Dana Field',
  ownerEmployeeNumber: '200042',
  author: 'Dana Field',
  authorEmployeeNumber: '200042',
  formAuthor: 'Dana Field',
  formAuthorEmployeeNumber: '200042',
  manager: 'Pat Boss',
  managerEmployeeNumber: '100002',
  needsAssignment: false,
  needsSignature: false,
  signedDate: null,
  signerName: null,
  review: { __typename: 'Review', id: 9, title: '2026 Annual Review', year: 2026 },
  sections: [],
};

describe('the workshop', () => {
  it('offers a sample template when there is none', async () => {
    const created: unknown[] = [];
    let templates: unknown[] = [];
    renderApp({
      path: '/workshop',
      token: 't',
      handlers: {
        ...workshop([]),
        ReviewTemplates: () => ({ data: { reviewTemplates: templates, aggregateReviewTemplate: count(templates.length) } }),
        CreateSampleReviewTemplate: () => {
          created.push(true);
          templates = [template];
          return { data: { createSampleReviewTemplate: 4 } };
        },
      },
    });
    expect(await screen.findByText('No Reviews Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Review Template' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Create a Sample Template' }));
    expect(await screen.findByText('Review Template Created')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(await screen.findByRole('row', { name: /2027 Field Review/ })).toBeInTheDocument();
  });

  it('lists a template\'s forms with a View link to the read-only form', async () => {
    renderApp({ path: '/workshop', token: 't', handlers: workshop([template]) });
    await userEvent.click(await screen.findByRole('row', { name: /2027 Field Review/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Evaluation Templates' });
    expect(within(dialog).getByRole('link', { name: 'View Self Assessment' })).toHaveAttribute('href', '/workshop?evaluation-template=40');
    expect(within(dialog).getByRole('link', { name: 'View Self Assessment' })).toHaveAttribute('target', '_blank');
  });

  it('Create Review needs an employee, a template and a due date, and keeps the server\'s reason on failure', async () => {
    renderApp({
      path: '/workshop',
      token: 't',
      handlers: workshop([template], {
        ReviewTemplateChoices: () => ({ data: { reviewTemplates: [{ __typename: 'ReviewTemplate', id: 4, title: '2027 Field Review', year: 2027, evaluationTemplates: [] }] } }),
        EmployeeSearch: () => ({ data: { users: [{ __typename: 'User', id: 42, employeeNumber: '200042', firstName: 'Dana', lastName: 'Field', jobTitle: 'Electrician' }] } }),
        AssignReviewToUser: () => ({ errors: [{ message: 'Dana Field has no supervisor. Set one on their record before assigning a review.', code: 'BAD_USER_INPUT' }] }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign Review Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Review' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await userEvent.click(await screen.findByRole('option', { name: /Dana Field/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: '2027 Field Review (2027)' }));
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Due Date/), '2027-01-31');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await within(dialog).findByText('Dana Field has no supervisor. Set one on their record before assigning a review.')).toBeInTheDocument();
    expect(await screen.findByText('Error creating review. Please contact support.')).toBeInTheDocument();
  });
});

describe('the details view', () => {
  it('shows the evaluation, sends a reminder and deletes an unstarted evaluation after confirmation', async () => {
    const reminded: unknown[] = [];
    const deleted: unknown[] = [];
    renderApp({
      path: '/details?evaluation=5',
      token: 't',
      handlers: {
        ...loggedInHandlers('webEditor'),
        EvaluationForm: () => ({ data: { evaluation } }),
        EvaluationGoals: () => ({ data: { evaluationGoals: null } }),
        SendEvaluationReminder: (v) => {
          reminded.push(v);
          return { data: { sendNotification: true } };
        },
        DeleteEvaluationFromReview: (v) => {
          deleted.push(v);
          return { data: { deleteEvaluationFromReview: true } };
        },
        ReviewTemplates: () => ({ data: { reviewTemplates: [], aggregateReviewTemplate: count(0) } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '2026 Annual Review Of Dana Field' })).toBeInTheDocument();
    expect(screen.getByText('Form Name').nextSibling).toHaveTextContent('Self Assessment');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reminder Email' }));
    expect(await screen.findByText('Reminder Email Sent to Current Author!')).toBeInTheDocument();
    expect(reminded).toEqual([{ evaluationId: 5 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Evaluation' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this evaluation? This is a one-time action and cannot be reversed.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Evaluation Deleted Successfully')).toBeInTheDocument();
    expect(deleted).toEqual([{ evaluationId: 5 }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/workshop'));
  });

  it('asks before deleting the whole review, naming it', async () => {
    renderApp({ path: '/details?evaluation=5', token: 't', handlers: { ...loggedInHandlers('webEditor'), EvaluationForm: () => ({ data: { evaluation: { ...evaluation, status: 'COMPLETED' } } }) } });
    await screen.findByRole('heading', { level: 1, name: '2026 Annual Review Of Dana Field' });
    expect(screen.queryByRole('button', { name: 'Delete Evaluation' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Review' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("Are you sure you want to delete Dana Field's 2026 Annual Review?");
  });

  it("opens the evaluation the spec's workshop link names: /workshop?evaluation=5", async () => {
    const { calls } = renderApp({ path: '/workshop?evaluation=5', token: 't', handlers: workshop([template], { EvaluationForm: () => ({ data: { evaluation } }), EvaluationGoals: () => ({ data: { evaluationGoals: null } }) }) });
    expect(await screen.findByRole('heading', { level: 1, name: '2026 Annual Review Of Dana Field' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'EvaluationForm')?.variables).toEqual({ id: 5 });
    expect(screen.queryByRole('table', { name: 'Review templates' })).not.toBeInTheDocument();
  });

  it('shows a template read-only on /details?evaluation-template= as on the workshop', async () => {
    const form = { __typename: 'EvaluationTemplate', id: 40, title: 'Self Assessment', year: 2027, sections: [] };
    renderApp({ path: '/details?evaluation-template=40', token: 't', handlers: { ...loggedInHandlers('webEditor'), EvaluationTemplateForm: () => ({ data: { evaluationTemplate: form } }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Self Assessment' })).toBeInTheDocument();
    expect(screen.getByText('2027 · Read-only preview')).toBeInTheDocument();
  });

  it('says No Details Found when the address names nothing', async () => {
    renderApp({ path: '/details', token: 't', handlers: loggedInHandlers('webEditor') });
    expect(await screen.findByText('No Details Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Evaluation Details' })).toBeInTheDocument();
  });
});
