import { describe, expect, it } from 'vitest';
import { addDays, addYears, dateOnlyToNoonUtc, dateOnlyToPickerUtc, formatDateOnly, parseDateOnly, todayInZone } from '../dates';

describe('date-only values', () => {
  it('parse plain days and the spec timestamps to the same day', () => {
    expect(parseDateOnly('2026-03-01')).toBe('2026-03-01');
    expect(parseDateOnly(dateOnlyToNoonUtc('2026-03-01'))).toBe('2026-03-01');
    expect(parseDateOnly(dateOnlyToPickerUtc('2026-03-01'))).toBe('2026-03-01');
  });

  it('refuse days that do not exist', () => {
    expect(parseDateOnly('2026-02-30')).toBeNull();
    expect(parseDateOnly('2026-13-01')).toBeNull();
    expect(parseDateOnly('03/01/2026')).toBeNull();
    expect(parseDateOnly('2026-03-01T25:00:00Z')).toBeNull();
  });

  it('format without any time zone', () => {
    expect(formatDateOnly('2026-03-01', 'MM/dd/yyyy')).toBe('03/01/2026');
    expect(formatDateOnly('2026-03-01', 'MM/dd/yy')).toBe('03/01/26');
    expect(formatDateOnly('2026-03-01', 'MM-dd-yyyy')).toBe('03-01-2026');
    expect(formatDateOnly(null)).toBe('');
  });

  it('know today in the company time zone', () => {
    // 02:30 UTC on Nov 22 is still Nov 21 in Boston and already Nov 22 in London.
    const instant = new Date('2026-11-22T02:30:00Z');
    expect(todayInZone('America/New_York', instant)).toBe('2026-11-21');
    expect(todayInZone('Europe/London', instant)).toBe('2026-11-22');
  });

  it('add days and years across month ends and leap days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2026-11-22', 1)).toBe('2027-11-22');
  });
});
