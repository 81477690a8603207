import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_STATES } from '../usStates';

describe('US_STATES', () => {
  it('holds the 50 states, DC and the eight territories once each', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(59);
    for (const code of ['DC', 'AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI', 'MA', 'WY']) expect(isUsStateCode(code)).toBe(true);
    expect(isUsStateCode('XX')).toBe(false);
  });
});
