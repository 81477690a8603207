import { act, renderHook, screen } from '@testing-library/react';
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
