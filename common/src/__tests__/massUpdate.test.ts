import { describe, expect, it } from 'vitest';
import { EXPIRY_BEFORE_ISSUE } from '../holdings';
import { checkMassUpdateRow, massUpdateColumns, MASS_UPDATE_MESSAGES, parseShortDate } from '../massUpdate';

describe('mass update rows', () => {
  it('has the spec column order per type and expiration', () => {
    expect(massUpdateColumns('licenses', 'manual')).toEqual(['employeeNumber', 'issueDate', 'expDate', 'number']);
    expect(massUpdateColumns('certifications', 'none')).toEqual(['employeeNumber', 'issueDate', 'number']);
    expect(massUpdateColumns('skills', 'none')).toEqual(['employeeNumber', 'issueDate']);
  });

  it('parses M/D/YY dates and refuses others', () => {
    expect(parseShortDate('3/7/26')).toBe('2026-03-07');
    expect(parseShortDate('12/31/99')).toBe('1999-12-31');
    expect(parseShortDate(' 02/29/24 ')).toBe('2024-02-29');
    for (const bad of ['2/29/25', '13/1/26', '3/7/2026', '2026-03-07', '', '3-7-26']) expect(parseShortDate(bad), bad).toBeNull();
  });

  it('trims cells and names each invalid one with the spec message', () => {
    const columns = massUpdateColumns('licenses', 'manual');
    expect(checkMassUpdateRow([' 100001 ', '1/2/26', '1/2/28', ' E-55 '], columns)).toEqual({
      values: { employeeNumber: '100001', issueDate: '2026-01-02', expDate: '2028-01-02', number: 'E-55' },
      errors: {},
    });
    expect(checkMassUpdateRow(['', '2026-01-02', 'soon'], columns).errors).toEqual({
      employeeNumber: MASS_UPDATE_MESSAGES.employeeNumber,
      issueDate: MASS_UPDATE_MESSAGES.issueDate,
      expDate: MASS_UPDATE_MESSAGES.expDate,
    });
    expect(checkMassUpdateRow(['100001', '6/1/26', '5/31/26'], columns).errors).toEqual({ expDate: EXPIRY_BEFORE_ISSUE });
  });
});
