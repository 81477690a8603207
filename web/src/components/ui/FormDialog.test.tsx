import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FormDialog } from './FormDialog';

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
