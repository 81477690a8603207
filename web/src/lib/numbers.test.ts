import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes numbers as toLocaleString("en-US") does', () => {
    for (const value of [0, -0, 1, 12, 999, 1000, -1000, 12345, 123456, 1234567, -9876543210, Number.MAX_SAFE_INTEGER, 2 ** 60, 1.5, 1234.5678, -0.25, NaN, Infinity]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
