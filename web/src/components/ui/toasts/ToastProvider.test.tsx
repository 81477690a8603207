import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { TOAST_DURATION_MS } from './toastContext';
import { useToast } from './useToast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Saved.')}>save</button>
      <button onClick={() => toast.error('Failed.')}>fail</button>
    </>
  );
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('announces successes politely and errors assertively', async () => {
    renderWithProviders(<Buttons />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  it('closes by itself after 4000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<Buttons />);
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed.');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 500);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    // The exit transition runs on, then the toast is gone.
    await waitFor(() => expect(screen.queryByText('Failed.')).not.toBeInTheDocument());
  });

  it('a new toast replaces the one on screen at once instead of waiting behind it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<Buttons />);
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed.');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    act(() => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(screen.queryByText('Failed.')).not.toBeInTheDocument();
  });
});
