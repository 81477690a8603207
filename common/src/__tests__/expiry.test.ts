import { describe, expect, it } from 'vitest';
import { EXPIRING_SOON_DAYS, expiryState } from '../expiry';

const TODAY = '2026-10-06';

describe('expiryState: how every list marks an expiry date on the company day', () => {
  it('is expired before today, soon from today to 60 days on, valid after', () => {
    expect(EXPIRING_SOON_DAYS).toBe(60);
    expect(expiryState('2026-10-05', TODAY)).toBe('expired');
    expect(expiryState('2026-10-06', TODAY)).toBe('soon');
    expect(expiryState('2026-12-05', TODAY)).toBe('soon');
    expect(expiryState('2026-12-06', TODAY)).toBe('valid');
  });

  it('reads the spec picker instants as their day, and gives nothing for no date', () => {
    expect(expiryState('2026-10-05T03:59:00.000Z', TODAY)).toBe('expired');
    expect(expiryState(null, TODAY)).toBeNull();
    expect(expiryState('', TODAY)).toBeNull();
  });
});
