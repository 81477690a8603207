import { describe, expect, it } from 'vitest';
import { isPastDay } from './dates';

describe('isPastDay', () => {
  it('is true only for days before the given today: today itself is not past', () => {
    expect(isPastDay('2026-03-01', '2026-03-02')).toBe(true);
    expect(isPastDay('2026-03-02', '2026-03-02')).toBe(false);
    expect(isPastDay('2026-03-03', '2026-03-02')).toBe(false);
    expect(isPastDay('2025-12-31T03:59:00.000Z', '2026-01-01')).toBe(true);
  });

  it('is false for no date or an unreadable one', () => {
    expect(isPastDay(null, '2026-03-02')).toBe(false);
    expect(isPastDay('', '2026-03-02')).toBe(false);
    expect(isPastDay('soon', '2026-03-02')).toBe(false);
  });
});
