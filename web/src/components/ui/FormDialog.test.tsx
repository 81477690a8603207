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
