import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks the question and answers YES', async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    renderWithProviders(<ConfirmDialog open message="Are you sure you want to delete this Contractor?" onYes={onYes} onNo={onNo} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this Contractor?');
    await userEvent.click(screen.getByRole('button', { name: 'YES' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    expect(onNo).not.toHaveBeenCalled();
  });

  it('answers NO with the button and with Escape, so the caller can return to its form', async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    renderWithProviders(<ConfirmDialog open message="Delete?" onYes={onYes} onNo={onNo} />);
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    await userEvent.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(2);
    expect(onYes).not.toHaveBeenCalled();
  });

  it('disables YES while the action runs', () => {
    renderWithProviders(<ConfirmDialog open busy message="Delete?" onYes={() => {}} onNo={() => {}} />);
    expect(screen.getByRole('button', { name: 'YES' })).toBeDisabled();
  });
});
