import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setClock, type EvaluationStatus } from '@portal/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/renderWithApi';
import { ReviewDetailDialog } from './ReviewDetailDialog';

function evaluation(id: number, title: string, status: EvaluationStatus) {
  return {
    __typename: 'Evaluation',
    id,
    title,
    status,
    dateToCompleteBy: '2026-04-01',
    dateCompleted: status === 'COMPLETED' ? '2026-03-01T15:00:00.000Z' : null,
    owner: 'Dana Field',
    ownerEmployeeNumber: '200042',
    author: 'Pat Boss',
    authorEmployeeNumber: '100002',
    formAuthor: 'Pat Boss',
    formAuthorEmployeeNumber: '100002',
    manager: 'Pat Boss',
    managerEmployeeNumber: '100002',
    needsAssignment: false,
    needsSignature: false,
    signedDate: null,
    signerName: null,
    review: { __typename: 'Review', id: 9, title: '2026 Annual Review', year: 2026 },
  };
}

function review(statuses: readonly EvaluationStatus[]) {
  const titles = ['Self Assessment', 'Annual Performance Review', 'Periodic Performance Assessment (PPA)'];
  return {
    __typename: 'Review',
    id: 9,
    title: '2026 Annual Review',
    year: 2026,
    status: statuses.every((s) => s === 'COMPLETED') ? 'COMPLETED' : 'INCOMPLETE',
    manager: 'Pat Boss',
    dateToCompleteBy: '2026-04-01',
    dateCompleted: null,
    templateVersionId: 3,
    user: { __typename: 'User', id: 42, firstName: 'Dana', lastName: 'Field', employeeNumber: '200042' },
    evaluations: statuses.map((s, i) => evaluation(i + 1, titles[i], s)),
  };
}

afterEach(() => vi.useRealTimers());

describe('a review in Navigator reviews', () => {
  it('shows its progress and whether it is completed, and follows the forms as they are submitted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let statuses: EvaluationStatus[] = ['COMPLETED', 'INCOMPLETE', 'SAVE_FOR_LATER'];
    const { calls } = renderWithApi(<ReviewDetailDialog id={9} onClose={() => {}} onDeleted={() => {}} />, {
      ReviewDetail: () => ({ data: { review: review(statuses) } }),
      RecordHistory: () => ({ data: { recordHistory: { total: 0, entries: [] } } }),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Dana Field' });
    const progress = within(dialog).getByRole('progressbar', { name: '1 of 3 evaluations completed' });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    await user.hover(progress);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Review is not completed');
    await user.unhover(progress);

    // The writers submit the other two; the next re-read (every 10 s) shows it.
    statuses = ['COMPLETED', 'COMPLETED', 'COMPLETED'];
    const reads = calls.filter((c) => c.operationName === 'ReviewDetail').length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const done = await within(dialog).findByRole('progressbar', { name: '3 of 3 evaluations completed' });
    expect(calls.filter((c) => c.operationName === 'ReviewDetail').length).toBe(reads + 1);
    expect(done).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).getByText('3 of 3 evaluations completed')).toBeInTheDocument();
    await user.hover(done);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Review is completed');
  });

  it('says how old its progress is, and Refresh (or coming back to the window) shows what another writer just submitted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // The company's clock stands still; the dialog's "Updated" follows it, not the machine's.
    setClock({ at: '2026-03-10T09:00:00-05:00', frozen: true });
    let statuses: EvaluationStatus[] = ['COMPLETED', 'INCOMPLETE', 'SAVE_FOR_LATER'];
    const { calls } = renderWithApi(<ReviewDetailDialog id={9} onClose={() => {}} onDeleted={() => {}} />, {
      ReviewDetail: () => ({ data: { review: review(statuses) } }),
      RecordHistory: () => ({ data: { recordHistory: { total: 0, entries: [] } } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dana Field' });
    await within(dialog).findByRole('progressbar', { name: '1 of 3 evaluations completed' });
    expect(within(dialog).getByText('Updated 0 s ago')).toBeInTheDocument();

    setClock({ at: '2026-03-10T09:00:07-05:00', frozen: true });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(dialog).getByText('Updated 7 s ago')).toBeInTheDocument();

    // Another writer submits; the manager presses Refresh (a button, reached with Tab) before the next 10 s read.
    statuses = ['COMPLETED', 'COMPLETED', 'SAVE_FOR_LATER'];
    const reads = () => calls.filter((c) => c.operationName === 'ReviewDetail').length;
    const before = reads();
    const refresh = within(dialog).getByRole('button', { name: 'Refresh the progress' });
    while (document.activeElement !== refresh) await user.tab();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('progressbar', { name: '2 of 3 evaluations completed' })).toHaveAttribute('aria-valuenow', '67');
    expect(reads()).toBe(before + 1);
    expect(within(dialog).getByText('Updated 0 s ago')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Updated: 2 of 3 evaluations completed');

    // The last writer submits while the manager is in another window; coming back reads it again.
    statuses = ['COMPLETED', 'COMPLETED', 'COMPLETED'];
    setClock({ at: '2026-03-10T09:00:09-05:00', frozen: true });
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await within(dialog).findByRole('progressbar', { name: '3 of 3 evaluations completed' })).toBeInTheDocument();
    expect(reads()).toBe(before + 2);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Updated: 3 of 3 evaluations completed');
  });
});
