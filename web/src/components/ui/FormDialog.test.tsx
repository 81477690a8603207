import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FormDialog } from './FormDialog';
import { FormTextField } from './inputs/FormTextField';
import { RequiredSelect } from './inputs/RequiredSelect';

const field = <TextField label="Name" />;

describe('FormDialog', () => {
  it('saves with the button or Enter, and keeps a failed save’s message in the dialog', async () => {
    const onSave = vi.fn().mockRejectedValueOnce(new Error('That name is taken.')).mockResolvedValue(undefined);
    renderWithProviders(
      <FormDialog title="Create Thing" canSave onSave={onSave} onClose={() => {}}>
        {field}
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Create Thing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('That name is taken.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(within(dialog).queryByText('That name is taken.')).not.toBeInTheDocument();
  });

  it('waits for other work of the dialog: no Save, Cancel or Escape while it is busy', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <FormDialog title="Upload" canSave busy onSave={onSave} onClose={onClose} saveLabel="Submit" maxWidth="md">
        {field}
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Upload' });
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks before throwing away what was typed: Cancel, Escape and a click outside; NO keeps the form as it was', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <FormDialog title="Create Thing" canSave onSave={async () => {}} onClose={onClose}>
        {field}
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Create Thing' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Harbor Tower');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(asked).toHaveTextContent('Discard what you changed in this form?');
    await userEvent.click(within(asked).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(name).toHaveValue('Harbor Tower');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(document.querySelector('.MuiBackdrop-root')!);
    const outside = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.click(within(outside).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(name);
    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await userEvent.click(within(again).getByRole('button', { name: 'YES' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was changed, or once the changes are saved', async () => {
    const onClose = vi.fn();
    const { unmount } = renderWithProviders(
      <FormDialog title="Create Thing" canSave onSave={async () => {}} onClose={onClose}>
        {field}
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    // A dialog that stays open after its save (an edit that goes back to showing the record).
    renderWithProviders(
      <FormDialog title="Edit Thing" canSave onSave={async () => {}} onClose={onClose}>
        {field}
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Thing' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Cancel may do something else than closing (leave the edit of a shown record)', async () => {
    const onCancel = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <FormDialog title="Cycle" canSave onSave={async () => {}} onClose={onClose} onCancel={onCancel}>
        {field}
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a record with its own actions instead of Cancel and Save; Enter saves nothing then', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <FormDialog title="Cycle" canSave onSave={onSave} onClose={() => {}} viewActions={<Button>Edit</Button>}>
        {field}
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cycle' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Edit switches a shown record to editing and saves nothing, though Save takes its place under the pointer', async () => {
    const onSave = vi.fn();
    function Shown() {
      const [editing, setEditing] = useState(false);
      // As the review cycle dialog: Edit sits where Save will be.
      const view = (
        <>
          <Button color="error">Delete</Button>
          <Button>Launch now</Button>
          <Button onClick={() => setEditing(true)}>Edit</Button>
          <Button>Close</Button>
        </>
      );
      return (
        <FormDialog title="Cycle" canSave onSave={onSave} onClose={() => {}} onCancel={() => setEditing(false)} viewActions={editing ? undefined : view}>
          {field}
        </FormDialog>
      );
    }
    renderWithProviders(<Shown />);
    const dialog = screen.getByRole('dialog', { name: 'Cycle' });
    const edit = within(dialog).getByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    const save = await within(dialog).findByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    // A browser finishes the click on the element under the pointer after React re-rendered: were
    // Edit's element reused as the submit button, that click would submit the form.
    expect(save).not.toBe(edit);
    expect(onSave).not.toHaveBeenCalled();
  });
});

/** A form as the app's dialogs write them: controlled fields with names. */
function Thing({ onSave }: { onSave: () => Promise<void> }) {
  const [values, setValues] = useState({ number: 'AUD-100', name: '', kind: '' });
  return (
    <FormDialog title="Create Thing" canSave onSave={onSave} onClose={() => {}}>
      <FormTextField name="number" label="Number" required value={values.number} onChange={(e) => setValues((v) => ({ ...v, number: e.target.value }))} helperText="Letters and digits" />
      <FormTextField name="name" label="Name" required value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
      <RequiredSelect name="kind" label="Kind" value={values.kind} onChange={(kind) => setValues((v) => ({ ...v, kind }))} options={[{ value: 'a', label: 'Alpha' }]} placeholderOption="Select..." />
    </FormDialog>
  );
}

const described = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('required fields (decision 0153)', () => {
  it('a required text field says Required in red once left empty, not before, and stops once filled', async () => {
    renderWithProviders(<Thing onSave={async () => {}} />);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(name);
    await userEvent.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(described(name)).toBe('Required');
    await userEvent.type(name, 'Harbor');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(described(name)).toBeUndefined();
    // A field with its own helper text gets it back once filled.
    const number = screen.getByRole('textbox', { name: /^Number/ });
    await userEvent.clear(number);
    await userEvent.tab();
    expect(described(number)).toBe('Required');
    await userEvent.type(number, 'A1');
    expect(described(number)).toBe('Letters and digits');
  });

  it('a required select is red while empty and says Required once its menu closed without a choice', async () => {
    renderWithProviders(<Thing onSave={async () => {}} />);
    const kind = screen.getByRole('combobox', { name: /^Kind/ });
    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(kind);
    await screen.findByRole('option', { name: 'Alpha' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.click(kind);
    await userEvent.click(await screen.findByRole('option', { name: 'Alpha' }));
    await waitFor(() => expect(screen.queryByText('Required')).not.toBeInTheDocument());
    expect(kind).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe("a save's message about one field (issue 44 item 4)", () => {
  // What Apollo rejects with for a refusal: the server's errors, marked as Apollo marks them.
  const refusal = (message: string, field: string) => {
    const server = Object.assign(new Error(message), { errors: [{ message, extensions: { code: 'CONFLICT', field } }], [Symbol.for('apollo.error')]: 'CombinedGraphQLErrors' });
    return new Error(message, { cause: server });
  };

  it('sits beside that field, not in the notice, and goes as soon as that field changes', async () => {
    const message = 'Project number AUD-100 is already used by Old Mill. Project numbers must be unique.';
    renderWithProviders(<Thing onSave={() => Promise.reject(refusal(message, 'number'))} />);
    const dialog = screen.getByRole('dialog', { name: 'Create Thing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const number = within(dialog).getByRole('textbox', { name: /^Number/ });
    await waitFor(() => expect(described(number)).toBe(message));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // Another field's change leaves it; its own change clears it.
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'x');
    expect(described(number)).toBe(message);
    await userEvent.type(number, '1');
    expect(described(number)).toBe('Letters and digits');
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
  });

  it('about a field the form does not show, stays in the notice until anything changes', async () => {
    renderWithProviders(<Thing onSave={() => Promise.reject(refusal('Manager is required.', 'manager'))} />);
    const dialog = screen.getByRole('dialog', { name: 'Create Thing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Manager is required.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'x');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
