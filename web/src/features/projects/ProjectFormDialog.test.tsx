import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROJECT_FIELD_LABELS } from '@portal/common';
import { fieldLabelsIn } from '../../test/formLabels';
import { renderWithApi } from '../../test/renderWithApi';
import type { ProjectRow } from './operations';
import { ProjectFormDialog } from './ProjectFormDialog';

const existing: ProjectRow = {
  id: 4,
  project_num: 'HT-1',
  name: 'Harbor Tower',
  manager: 'Ann Manager',
  supervisor: 'Sam Super',
  address: '1 Main St',
  city: 'Providence',
  state: 'RI',
  zip: '02903',
  phone: '(401) 555-0100',
  notes: null,
  status: 'Active',
  zipLocated: true,
};

const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

async function paste(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('Edit Project', () => {
  it('labels its fields as the Change History panel names them (fieldLabels.ts, PROJECT_FIELD_LABELS)', () => {
    renderWithApi(<ProjectFormDialog project={existing} onClose={() => {}} onSaved={() => {}} />, {});
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    const fields = ['project_num', 'name', 'manager', 'supervisor', 'address', 'city', 'state', 'zip', 'phone', 'notes'] as const;
    expect(fieldLabelsIn(dialog)).toEqual(fields.map((field) => PROJECT_FIELD_LABELS[field]));
  });

  it('cleans pasted text before cutting it: the zip keeps its digits', async () => {
    renderWithApi(<ProjectFormDialog project={existing} onClose={() => {}} onSaved={() => {}} />, {});
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    await paste(field(dialog, 'Zip'), '01-6a08x9');
    expect(field(dialog, 'Zip')).toHaveValue('01608');
  });

  it('counts the notes against their limit of 100 and keeps no more', async () => {
    renderWithApi(<ProjectFormDialog project={existing} onClose={() => {}} onSaved={() => {}} />, {});
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    expect(within(dialog).getByText('0/100')).toBeInTheDocument();
    await paste(field(dialog, 'Notes'), 'n'.repeat(120));
    expect(field(dialog, 'Notes')).toHaveValue('n'.repeat(100));
    expect(within(dialog).getByText('100/100')).toBeInTheDocument();
  });

  it('the State is a select of the states, DC and territories, without a blank choice (it is required)', async () => {
    renderWithApi(<ProjectFormDialog project={existing} onClose={() => {}} onSaved={() => {}} />, {});
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    const state = within(dialog).getByRole('combobox', { name: /^State/ });
    expect(state).toHaveTextContent('RI - Rhode Island');
    await userEvent.click(state);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(59);
    await userEvent.click(screen.getByRole('option', { name: 'GU - Guam' }));
    expect(state).toHaveTextContent('GU - Guam');
  });

  it('the Phone formats (###) ###-#### as typed, and Save waits while it is not a whole number', async () => {
    renderWithApi(<ProjectFormDialog project={existing} onClose={() => {}} onSaved={() => {}} />, {});
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    const phone = field(dialog, 'Phone');
    await paste(phone, 'call me 508');
    expect(phone).toHaveValue('508');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByText('Enter a 10-digit phone number, e.g. (508) 555-0199.')).toBeInTheDocument();
    await userEvent.type(phone, '5550199');
    expect(phone).toHaveValue('(508) 555-0199');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows the server's message beside the Project Number when it is taken, keeps the form open, and drops it once the number changes", async () => {
    const update = vi.fn(() => ({ errors: [{ message: 'Project number HT-1 is already used by Old Mill. Project numbers must be unique.', code: 'CONFLICT', extensions: { field: 'project_num' } }] }));
    const onSaved = vi.fn();
    renderWithApi(<ProjectFormDialog project={existing} onClose={() => {}} onSaved={onSaved} />, { UpdateProject: update });
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    await userEvent.type(field(dialog, 'City'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = 'Project number HT-1 is already used by Old Mill. Project numbers must be unique.';
    const number = field(dialog, 'Project Number');
    await waitFor(() => expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')).toHaveTextContent(message));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.type(number, '0');
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('warns on save when the distance table does not know the ZIP', async () => {
    const update = vi.fn(() => ({ data: { updateOneProject: { __typename: 'Project', id: 4, zip: '00000', zipLocated: false } } }));
    const onSaved = vi.fn();
    renderWithApi(<ProjectFormDialog project={existing} onClose={() => {}} onSaved={onSaved} />, { UpdateProject: update });
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    await paste(field(dialog, 'Zip'), '00000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/ZIP 00000 is not in the distance table: distances to this project will show Not Available/)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(4);
  });
});
