import { describe, expect, it } from 'vitest';
import { EXPIRY_BEFORE_ISSUE, HOLDING_MESSAGES, holdingDatesProblem } from '../holdings';
import { checkMassUpdateRow, massUpdateColumns } from '../massUpdate';

describe('holding rules (card, API and mass update alike)', () => {
  it('a manual code needs an expiration date on or after the issue date', () => {
    expect(holdingDatesProblem({ expirationType: 'manual', issueDate: '2026-06-01', expDate: '2026-05-31' })).toBe(EXPIRY_BEFORE_ISSUE);
    expect(holdingDatesProblem({ expirationType: 'manual', issueDate: '2026-06-01', expDate: '2026-06-01' })).toBeNull();
    expect(holdingDatesProblem({ expirationType: 'manual', issueDate: '2026-06-01', expDate: null })).toBe(HOLDING_MESSAGES.expiryRequired);
    expect(holdingDatesProblem({ expirationType: 'manual', issueDate: null, expDate: '2026-06-01' })).toBeNull();
  });

  it('a code that does not expire takes no expiration date', () => {
    expect(holdingDatesProblem({ expirationType: 'none', issueDate: '2026-06-01', expDate: null })).toBeNull();
    expect(holdingDatesProblem({ expirationType: 'none', issueDate: '2026-06-01', expDate: '2027-06-01' }, 'license')).toBe(
      'This license does not expire; leave the expiration date empty.',
    );
  });

  it('the mass update row check reports the same rule with the same words', () => {
    const row = checkMassUpdateRow(['100001', '6/1/26', '5/31/26', 'C-1'], massUpdateColumns('certifications', 'manual'));
    expect(row.errors.expDate).toBe(holdingDatesProblem({ expirationType: 'manual', issueDate: '2026-06-01', expDate: '2026-05-31' }));
  });
});
