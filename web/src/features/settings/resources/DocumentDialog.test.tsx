import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile, UploadError, type UploadedFile, type UploadOptions } from '../../../lib/files/uploadFile';
import type { MockHandler } from '../../../test/mockApi';
import { renderWithApi } from '../../../test/renderWithApi';
import { CELL_PHONE_LIST_DESCRIPTION, SETTINGS_MESSAGES } from '../messages';
import { DocumentDialog } from './DocumentDialog';

vi.mock('../../../lib/files/uploadFile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/files/uploadFile')>()),
  uploadFile: vi.fn(),
}));

const upload = vi.mocked(uploadFile);
const pdf = () => new File(['%PDF-1.4 test'], 'handbook.pdf', { type: 'application/pdf' });
const stored = (name: string, key: string): UploadedFile => ({ filename: name, filepath: `/files/${key}`, mimetype: 'application/pdf', encoding: '7bit' });

/** An upload the test finishes (or fails) when it wants. */
function pendingUpload() {
  let finish: (file: UploadedFile) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let options: UploadOptions | undefined;
  upload.mockImplementationOnce((_file, opts) => {
    options = opts;
    return new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  });
  return { finish: (f: UploadedFile) => finish(f), fail: (e: Error) => fail(e), progress: (p: number) => options?.onProgress?.(p) };
}

function renderDialog(createDocument = vi.fn<MockHandler>(() => ({ data: { createOneDocuments: { __typename: 'Documents', id: 1, name: 'handbook.pdf', description: 'x', path: '/files/a.pdf', createdAt: '2030-01-01T00:00:00.000Z', createdBy: 'Pat' } } }))) {
  const onSaved = vi.fn();
  const view = renderWithApi(<DocumentDialog onClose={() => {}} onSaved={onSaved} />, { CreateDocument: createDocument });
  const dialog = screen.getByRole('dialog', { name: 'Add Document' });
  return { ...view, dialog, onSaved, createDocument };
}

describe('the document modal', () => {
  beforeEach(() => upload.mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('saves only once a file is uploaded and a description is given', async () => {
    const { dialog, onSaved, createDocument } = renderDialog();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();

    const pending = pendingUpload();
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    expect(within(dialog).getByText('handbook.pdf')).toBeInTheDocument();
    pending.progress(0.4);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading handbook.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Employee handbook');
    expect(save).toBeDisabled();

    pending.finish(stored('handbook.pdf', 'k1.pdf'));
    await waitFor(() => expect(save).toBeEnabled());
    expect(upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ contactInfo: false }));

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Employee handbook');
    await userEvent.click(save);
    expect(await screen.findByText(SETTINGS_MESSAGES.documentSaved)).toBeInTheDocument();
    expect(createDocument).toHaveBeenCalledWith({ data: { name: 'handbook.pdf', path: '/files/k1.pdf', description: 'Employee handbook' } });
    expect(onSaved).toHaveBeenCalled();
  });

  it("the cell phone list checkbox fixes the description and uploads the file as the contact list", async () => {
    const { dialog, createDocument } = renderDialog();
    upload.mockResolvedValueOnce(stored('handbook.pdf', 'k1.pdf'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'My own words');
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());

    upload.mockResolvedValueOnce(stored('contact-list.pdf', 'k2.pdf'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /cell phone list/i }));
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue(CELL_PHONE_LIST_DESCRIPTION);
    expect(description).toBeDisabled();
    expect(upload).toHaveBeenLastCalledWith(expect.any(File), expect.objectContaining({ contactInfo: true }));
    expect(within(dialog).getByLabelText('File')).toHaveAttribute('accept', 'application/pdf,.pdf');

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(createDocument).toHaveBeenCalledWith({ data: { name: 'contact-list.pdf', path: '/files/k2.pdf', description: CELL_PHONE_LIST_DESCRIPTION } }));
  });

  it('unticking the checkbox gives back the description typed before', async () => {
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Safety manual');
    const box = within(dialog).getByRole('checkbox', { name: /cell phone list/i });
    await userEvent.click(box);
    await userEvent.click(box);
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Safety manual');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows 'Error uploading file.' with the server's reason after it when it refuses the file, alone otherwise", async () => {
    const { dialog } = renderDialog();
    upload.mockRejectedValueOnce(new UploadError('Error uploading file. This type of file is not accepted. Allowed: PDF files.', 'BAD_USER_INPUT'));
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    expect(await within(dialog).findByText('Error uploading file. This type of file is not accepted. Allowed: PDF files.')).toBeInTheDocument();

    // A reason without the catalogue's text gets it in front.
    upload.mockRejectedValueOnce(new UploadError('The file is empty.', 'BAD_USER_INPUT'));
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    expect(await within(dialog).findByText('Error uploading file. The file is empty.')).toBeInTheDocument();

    upload.mockRejectedValueOnce(new UploadError('Unexpected error. Please try again later.', 'INTERNAL_SERVER_ERROR'));
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    expect(await within(dialog).findByText(SETTINGS_MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says so when the document cannot be saved', async () => {
    const { dialog } = renderDialog(vi.fn<MockHandler>(() => ({ errors: [{ message: 'no', code: 'INTERNAL_SERVER_ERROR' }] })));
    upload.mockResolvedValueOnce(stored('handbook.pdf', 'k1.pdf'));
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Handbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.documentSaveFailed)).toBeInTheDocument();
  });
});
