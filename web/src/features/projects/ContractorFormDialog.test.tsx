import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../test/renderWithApi';
import { ContractorFormDialog } from './ContractorFormDialog';
import type { ContractorRow } from './operations';

const projects = [
  { id: 1, name: 'Harbor Tower', project_num: 'HT-1' },
  { id: 2, name: 'Old Mill', project_num: 'OM-2' },
];
const existing: ContractorRow = {
  id: 7,
  firstName: 'Cal',
  lastName: 'Crane',
  task: 'Rigging',
  evaluation: 1,
  staffingAgency: 'Acme',
  status: true,
  notes: 'Night shift',
  projectId: 1,
  project: { id: 1, name: 'Harbor Tower', supervisor: null, manager: null },
};

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('contractor form', () => {
  it('marks an empty Evaluation and Project red, and says Required once each was opened and left empty (issue 44 item 3)', async () => {
    renderWithApi(<ContractorFormDialog contractor={null} projects={projects} onClose={() => {}} onChanged={() => {}} />, {});
    const dialog = screen.getByRole('dialog', { name: 'Create Contractor' });
    for (const label of ['Evaluation', 'Project']) {
      const select = within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) });
      expect(select).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(select);
      await screen.findAllByRole('option');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Required'));
    }
    const first = within(dialog).getByRole('textbox', { name: /^First Name/ });
    await userEvent.click(first);
    await userEvent.tab();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps Save disabled until every field is filled, then creates with the project connected', async () => {
    const create = vi.fn(() => ({ data: { createOneContractor: { __typename: 'Contractor', id: 9 } } }));
    const onChanged = vi.fn();
    renderWithApi(<ContractorFormDialog contractor={null} projects={projects} onClose={() => {}} onChanged={onChanged} />, { CreateContractor: create });
    const dialog = screen.getByRole('dialog', { name: 'Create Contractor' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    for (const [label, value] of [['First Name', ' Dee '], ['Last Name', 'Welder'], ['Task', 'Welding'], ['Staffing Agency', 'Acme'], ['Notes', 'Certified']]) {
      await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
    }
    await choose(dialog, 'Evaluation', '2');
    expect(save).toBeDisabled();
    await choose(dialog, 'Project', 'Old Mill');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Contractor created successfully.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({
      data: { firstName: 'Dee', lastName: 'Welder', task: 'Welding', staffingAgency: 'Acme', notes: 'Certified', evaluation: 2, status: true, project: { connect: { id: 2 } } },
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('enables Save on edit only once something changed, and asks before deleting', async () => {
    const remove = vi.fn(() => ({ data: { deleteOneContractor: { __typename: 'Contractor', id: 7 } } }));
    renderWithApi(<ContractorFormDialog contractor={existing} projects={projects} onClose={() => {}} onChanged={() => {}} />, { DeleteContractor: remove });
    const dialog = screen.getByRole('dialog', { name: 'Edit Contractor' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Notes/ }), ' only');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this Contractor?');
    await userEvent.click(within(confirm).getByRole('button', { name: /yes/i }));
    expect(await screen.findByText('Contractor deleted successfully.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith({ id: 7 });
  });
});
