import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FilterDialog } from './FilterDialog';
import { FILTER_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';

const fields = [
  { name: 'name', label: 'Name' },
  { name: 'status', label: 'Status', options: [{ value: '1', label: 'Active' }, { value: '0', label: 'Inactive' }] },
];

describe('FilterDialog', () => {
  it('applies the edited filters with OK', async () => {
    const onApply = vi.fn();
    renderWithProviders(<FilterDialog open title="Filters" values={{ name: '', status: '1' }} defaults={{ name: '', status: '1' }} fields={fields} onApply={onApply} onClose={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onApply).toHaveBeenCalledWith({ name: 'Ada', status: '1' });
  });

  it('resets the draft to the defaults and cancels without applying', async () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<FilterDialog open values={{ name: 'Bob', status: '1' }} defaults={{ name: '', status: '1' }} fields={fields} onApply={onApply} onClose={onClose} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Bob');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(name).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('FilterDialog date ranges', () => {
  it('offers a date range as two days, from and to, applied with OK and cleared by Reset', async () => {
    const onApply = vi.fn();
    const defaults = { name: '', dueFrom: '', dueTo: '' };
    renderWithProviders(
      <FilterDialog open values={defaults} defaults={defaults} fields={[{ name: 'name', label: 'Name' }, { name: 'due', label: 'Due Date', type: 'dateRange' }]} onApply={onApply} onClose={() => {}} />,
    );
    const range = screen.getByRole('group', { name: 'Due Date' });
    await userEvent.type(within(range).getByLabelText('Due Date from'), '2026-03-01');
    await userEvent.type(within(range).getByLabelText('Due Date to'), '2026-02-01');
    expect(within(range).getByText('Before the start: the two days are swapped.')).toBeInTheDocument();
    await userEvent.clear(within(range).getByLabelText('Due Date to'));
    await userEvent.type(within(range).getByLabelText('Due Date to'), '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onApply).toHaveBeenCalledWith({ name: '', dueFrom: '2026-03-01', dueTo: '2026-03-31' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(within(range).getByLabelText('Due Date from')).toHaveValue('');
  });
});

describe('useDebouncedValue', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a value on once it has been still for 500 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('ab');
  });
});
