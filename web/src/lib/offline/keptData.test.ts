import { setClock } from '@portal/common';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/fixtures';
import { forgetKept, keepAnswer, keepFor, keptAnswer, keptOwner, keptSessionOf } from './keptData';

const worker = sessionUser('user');
const supervisor = sessionUser('fieldSupervisor');

describe('the copies kept on the device', () => {
  it('opens only with the session that kept it, with the person and the company zone', () => {
    setClock({ at: '2026-03-02T12:00:00-05:00', frozen: true });
    keepFor('token-a', worker);
    keepAnswer('EmployeeBaseballCard {"employeeNumber":"100001"}', { users: [{ id: 1 }] });
    expect(keptSessionOf('token-a')).toEqual({ user: worker, timeZone: 'America/New_York' });
    expect(keptSessionOf('token-b')).toBeNull();
    expect(keptSessionOf(null)).toBeNull();
    expect(keptOwner()).toBe('100001');
    // Kept at noon in New York.
    expect(keptAnswer('EmployeeBaseballCard {"employeeNumber":"100001"}')).toEqual({ data: { users: [{ id: 1 }] }, savedAt: '2026-03-02T17:00:00.000Z' });
  });

  it("keeps one person's copies: another sign-in replaces them, the same session keeps them", () => {
    keepFor('token-a', worker);
    keepAnswer('MyCardSummary {"employeeNumber":"100001"}', { users: [] });
    keepFor('token-a', worker);
    expect(keptAnswer('MyCardSummary {"employeeNumber":"100001"}')).not.toBeNull();

    keepFor('token-b', supervisor);
    expect(keptAnswer('MyCardSummary {"employeeNumber":"100001"}')).toBeNull();
    expect(keptOwner()).toBe('100002');
    expect(keptSessionOf('token-a')).toBeNull();
  });

  it('keeps nothing while no one is signed in, and sign-out deletes everything', () => {
    keepAnswer('EventsBetween {}', { findManyCalEvents: [] });
    expect(keptAnswer('EventsBetween {}')).toBeNull();
    keepFor('token-a', worker);
    keepAnswer('EventsBetween {}', { findManyCalEvents: [] });
    forgetKept();
    expect(window.localStorage.length).toBe(0);
    expect(keptSessionOf('token-a')).toBeNull();
    expect(keptOwner()).toBeNull();
  });
});
