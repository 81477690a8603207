import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers } from '../../../test/fixtures';
import type { MockHandler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { SETTINGS_MESSAGES } from '../messages';
// Loaded up front, so the lazily routed page is ready when the app renders it.
import '../SettingsPage';
import type { EmployeeRelationRow } from './operations';
import { isDuplicateRelation, titleChoices } from './relationRules';

const person = (id: number, first: string, last: string) => ({ __typename: 'User', id, employeeNumber: String(100000 + id), firstName: first, lastName: last, jobTitle: 'Foreman' });
const maria = person(18, 'Maria', 'Costa');
const kevin = person(7, 'Kevin', 'Walsh');
const relation = (id: number, group: string, title: string, supervisor = maria): EmployeeRelationRow & { __typename: string } => ({
  __typename: 'EmployeeRelations',
  id,
  group,
  title,
  supervisorId: supervisor.id,
  supervisor,
});

describe('titleChoices', () => {
  const relations = [relation(1, 'D4', 'Laborer'), relation(2, 'D1', 'Project Manager')];
  const held = ['Laborer', 'Estimator', null, 'Project Manager', ' Estimator ', '', 'Controller'];

  it('offers the job titles that have no relation yet, sorted, without blanks or repeats', () => {
    expect(titleChoices(held, relations, null)).toEqual(['Controller', 'Estimator']);
  });

  it("adds the edited relation's own title", () => {
    expect(titleChoices(held, relations, relations[0])).toEqual(['Controller', 'Estimator', 'Laborer']);
  });
});

describe('isDuplicateRelation', () => {
  const relations = [relation(1, 'D4', 'Laborer')];
  it('finds another relation with the same group, title and supervisor', () => {
    expect(isDuplicateRelation({ group: 'D4', title: 'Laborer', supervisorId: 18 }, relations, null)).toBe(true);
    expect(isDuplicateRelation({ group: 'D4', title: 'Laborer', supervisorId: 18 }, relations, 1)).toBe(false);
    expect(isDuplicateRelation({ group: 'D3', title: 'Laborer', supervisorId: 18 }, relations, null)).toBe(false);
    expect(isDuplicateRelation({ group: 'D4', title: 'Laborer', supervisorId: 7 }, relations, null)).toBe(false);
  });
});

function renderRelations(handlers: Record<string, MockHandler>, lists: { relations: () => unknown[] } = { relations: () => [relation(1, 'D4', 'Laborer')] }) {
  return renderApp({
    path: '/settings?section=employee-relations',
    token: 't',
    handlers: {
      ...loggedInHandlers('webEditor'),
      EmployeeRelations: () => ({ data: { findManyEmployeeRelations: lists.relations() } }),
      JobTitles: () => ({ data: { users: ['Estimator', 'Laborer', 'Controller'].map((jobTitle, i) => ({ __typename: 'User', id: i + 50, jobTitle })) } }),
      EmployeeSearch: () => ({ data: { users: [maria, kevin] } }),
      ...handlers,
    },
  });
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillNewRelation() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Relation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Employee Relation' });
  const save = within(dialog).getByRole('button', { name: 'Save' });
  await choose(dialog, 'Group', 'D2');
  expect(save).toBeDisabled();
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Title' })).not.toHaveAttribute('aria-disabled'));
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Title' }));
  const listbox = await screen.findByRole('listbox');
  expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Controller', 'Estimator']);
  await userEvent.click(within(listbox).getByRole('option', { name: 'Estimator' }));
  expect(save).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Supervisor' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Maria Costa (100018)' }));
  expect(save).toBeEnabled();
  return dialog;
}

describe('employee relations in Settings', () => {
  it('lists Group, Title and the supervisor by name', async () => {
    renderRelations({});
    const table = await screen.findByRole('table', { name: 'Employee relations' });
    expect(await within(table).findByRole('row', { name: 'Laborer' })).toHaveTextContent('D4LaborerMaria Costa');
  });

  it('creates a relation once Group, Title and Supervisor are chosen', async () => {
    let sent: unknown = null;
    renderRelations({ CreateEmployeeRelation: (v) => ((sent = v.data), { data: { createOneEmployeeRelations: { __typename: 'EmployeeRelations', id: 5 } } }) });
    const dialog = await fillNewRelation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.relationCreated)).toBeInTheDocument();
    expect(sent).toEqual({ group: 'D2', title: 'Estimator', supervisor: { connect: { id: 18 } } });
  });

  it('refuses a duplicate before asking the server, against the list as it is now', async () => {
    const lists = { relations: () => [relation(1, 'D4', 'Laborer')] };
    const { calls } = renderRelations({}, lists);
    const dialog = await fillNewRelation();
    // Someone else saved the same relation meanwhile.
    lists.relations = () => [relation(1, 'D4', 'Laborer'), relation(2, 'D2', 'Estimator')];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.employeeRelationExists);
    expect(calls.some((c) => c.operationName === 'CreateEmployeeRelation')).toBe(false);
  });

  it("shows the server's message when it refuses the relation", async () => {
    renderRelations({ CreateEmployeeRelation: () => ({ errors: [{ message: MESSAGES.employeeRelationExists, code: 'CONFLICT' }] }) });
    const dialog = await fillNewRelation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.employeeRelationExists);
  });

  it("shows the spec's (misspelt) message when creating fails otherwise", async () => {
    renderRelations({ CreateEmployeeRelation: () => ({ errors: [{ message: 'boom', code: 'INTERNAL_SERVER_ERROR' }] }) });
    const dialog = await fillNewRelation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error creating employeee relation. Please contact support.')).toBeInTheDocument();
  });

  it('edits a relation, offering its own title', async () => {
    let updated: unknown = null;
    renderRelations({ UpdateEmployeeRelation: (v) => ((updated = v), { data: { updateOneEmployeeRelations: { __typename: 'EmployeeRelations', id: 1 } } }) });
    await userEvent.click(await screen.findByRole('row', { name: 'Laborer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Employee Relation' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Title' })).toHaveTextContent('Laborer'));
    expect(within(dialog).getByRole('combobox', { name: 'Supervisor' })).toHaveValue('Maria Costa (100018)');
    await choose(dialog, 'Group', 'D3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.relationEdited)).toBeInTheDocument();
    expect(updated).toEqual({ id: 1, data: { group: { set: 'D3' }, title: { set: 'Laborer' }, supervisor: { connect: { id: 18 } } } });
  });

  it('deletes after YES; NO returns to the form', async () => {
    const deleted: unknown[] = [];
    renderRelations({ DeleteEmployeeRelation: (v) => (deleted.push(v.id), { data: { deleteOneEmployeeRelations: { __typename: 'EmployeeRelations', id: 1 } } }) });
    await userEvent.click(await screen.findByRole('row', { name: 'Laborer' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Employee Relation' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit Employee Relation' })).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.relationDeleted)).toBeInTheDocument();
    expect(deleted).toEqual([1]);
  });
});
