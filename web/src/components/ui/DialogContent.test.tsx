import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DialogContent } from './DialogContent';

/** jsdom lays nothing out: the content's heights are what a browser would measure. */
function contentHeights(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

function ReadOnlyForm() {
  return (
    <Dialog open aria-labelledby="form-title">
      <DialogTitle id="form-title">Annual Review Of Tyler Medeiros</DialogTitle>
      <DialogContent>
        <p>Answers a reader can only scroll through.</p>
      </DialogContent>
    </Dialog>
  );
}

describe('DialogContent', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a tab stop named by the dialog title when its content scrolls, so a keyboard can scroll it', async () => {
    contentHeights(2000, 500);
    renderWithProviders(<ReadOnlyForm />);
    const region = screen.getByRole('region', { name: 'Annual Review Of Tyler Medeiros' });
    expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('adds no tab stop and no region when everything fits', () => {
    contentHeights(300, 300);
    renderWithProviders(<ReadOnlyForm />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Answers a reader can only scroll through.').parentElement).not.toHaveAttribute('tabindex');
  });
});
