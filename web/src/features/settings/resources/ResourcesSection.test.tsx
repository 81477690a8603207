import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedInHandlers } from '../../../test/fixtures';
import type { MockHandler } from '../../../test/mockApi';
import { renderApp, setScreenWidth } from '../../../test/renderApp';
import { SETTINGS_MESSAGES } from '../messages';
// Loaded up front, so the lazily routed page is ready when the app renders it.
import '../SettingsPage';

const doc = (id: number, name: string, createdAt: string) => ({
  __typename: 'Documents',
  id,
  name,
  description: `About ${name}`,
  path: `/files/key-${id}.pdf`,
  createdAt,
  createdBy: 'Priya Shah',
});

function renderResources(handlers: Record<string, MockHandler> = {}) {
  const rows = [doc(2, 'Handbook.pdf', '2030-02-01T15:00:00.000Z'), doc(1, 'Holidays.pdf', '2030-01-01T15:00:00.000Z')];
  return renderApp({
    path: '/settings?section=resources',
    token: 't',
    handlers: {
      ...loggedInHandlers('webEditor'),
      DocumentsPage: () => ({ data: { findManyDocuments: rows, aggregateDocuments: { __typename: 'AggregateDocuments', _count: { __typename: 'DocumentsCountAggregate', _all: rows.length } } } }),
      SignedFileUrl: (v) => ({ data: { signedFileUrl: `http://portal.test/files/${(v.input as { objectKey: string }).objectKey}?exp=1&sig=x` } }),
      ...handlers,
    },
  });
}

describe('resources in Settings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setScreenWidth(1280);
  });

  it('lists documents newest first and downloads through a fresh signed URL in a new tab', async () => {
    const opened: { href: string; target: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push({ href: this.href, target: this.target });
    });
    const { calls } = renderResources();
    const table = await screen.findByRole('table', { name: 'Resources' });
    await within(table).findByText('Handbook.pdf');
    expect(calls.find((c) => c.operationName === 'DocumentsPage')?.variables.orderBy).toEqual([{ createdAt: 'desc' }, { id: 'desc' }]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Description', 'Created At', 'Download', 'Delete']);

    await userEvent.click(within(table).getByRole('button', { name: 'Download Handbook.pdf' }));
    await waitFor(() => expect(opened).toEqual([{ href: 'http://portal.test/files/key-2.pdf?exp=1&sig=x', target: '_blank' }]));
    expect(calls.find((c) => c.operationName === 'SignedFileUrl')?.variables).toEqual({ input: { objectKey: 'key-2.pdf' } });
  });

  it('deletes a document after YES', async () => {
    const deleted: unknown[] = [];
    renderResources({ DeleteDocument: (v) => (deleted.push(v.id), { data: { deleteOneDocuments: { __typename: 'Documents', id: v.id } } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Holidays.pdf' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.documentDeleted)).toBeInTheDocument();
    expect(deleted).toEqual([1]);
  });

  it('says so when deleting fails', async () => {
    renderResources({ DeleteDocument: () => ({ errors: [{ message: 'no', code: 'FORBIDDEN' }] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Holidays.pdf' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.documentDeleteFailed)).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    setScreenWidth(375);
    renderResources();
    const list = await screen.findByRole('list', { name: 'Resources' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Handbook.pdf' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Download Handbook.pdf' })).toBeInTheDocument();
  });
});
