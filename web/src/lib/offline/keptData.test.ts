import { clock, resetClock, setClock } from '@portal/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../test/fixtures';
import { forgetKept, keepAnswer, keepFor, keptAnswer, keptOwner, KEPT_COPY_MAX_MS, openKeptSession } from './keptData';

const worker = sessionUser('user');
const supervisor = sessionUser('fieldSupervisor');
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
  forgetKept();
});

describe('the copies kept on the device', () => {
  it('opens only with the session that kept it, for the person, in the company zone', () => {
    setClock({ at: '2026-03-02T12:00:00-05:00', frozen: true, timeZone: 'America/New_York' });
    keepFor('token-a', worker);
    keepAnswer('EmployeeBaseballCard {"employeeNumber":"100001"}', { users: [{ id: 1 }] });
    expect(openKeptSession('token-b')).toBeNull();
    expect(openKeptSession(null)).toBeNull();
    expect(keptOwner()).toBe('100001');
    // Kept at noon in New York.
    expect(keptAnswer('EmployeeBaseballCard {"employeeNumber":"100001"}')).toEqual({ data: { users: [{ id: 1 }] }, savedAt: '2026-03-02T17:00:00.000Z' });
    setClock({ timeZone: 'Europe/Paris' });
    expect(openKeptSession('token-a')).toEqual(worker);
    expect(clock.timeZone()).toBe('America/New_York');
  });

  it("keeps one person's copies: another sign-in replaces them, the same session keeps them", () => {
    setClock({ at: '2026-03-02T12:00:00-05:00', frozen: true });
    keepFor('token-a', worker);
    keepAnswer('MyCardSummary {"employeeNumber":"100001"}', { users: [] });
    keepFor('token-a', worker);
    expect(keptAnswer('MyCardSummary {"employeeNumber":"100001"}')).not.toBeNull();

    keepFor('token-b', supervisor);
    expect(keptAnswer('MyCardSummary {"employeeNumber":"100001"}')).toBeNull();
    expect(keptOwner()).toBe('100002');
    expect(openKeptSession('token-a')).toBeNull();
  });

  it('keeps nothing while no one is signed in, and sign-out deletes everything', () => {
    setClock({ at: '2026-03-02T12:00:00-05:00', frozen: true });
    keepAnswer('EventsBetween {}', { findManyCalEvents: [] });
    expect(keptAnswer('EventsBetween {}')).toBeNull();
    keepFor('token-a', worker);
    keepAnswer('EventsBetween {}', { findManyCalEvents: [] });
    forgetKept();
    expect(window.localStorage.length).toBe(0);
    expect(openKeptSession('token-a')).toBeNull();
    expect(keptOwner()).toBeNull();
  });

  it("opens for a working day after the sign-in that kept it, on the portal's clock, then is deleted", () => {
    // The device's clock says July; the portal's says March (a test's set clock, or a phone set wrong).
    const device = Date.parse('2026-07-01T00:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: device });
    setClock({ at: '2026-03-02T06:00:00-05:00', timeZone: 'America/New_York' });
    keepFor('token-a', worker);
    keepAnswer('MyCardSummary {"employeeNumber":"100001"}', { users: [] });

    // A check of the same session later in the day does not move the start.
    vi.setSystemTime(device + 11 * HOUR);
    keepFor('token-a', worker);

    // The app starts again without a network: the machine's clock until the copy sets the portal's.
    vi.setSystemTime(device + 12 * HOUR - 60_000);
    resetClock();
    expect(openKeptSession('token-a')).toEqual(worker);
    expect(clock.now().toISOString()).toBe('2026-03-02T22:59:00.000Z');
    expect(clock.today()).toBe('2026-03-02');
    expect(keptAnswer('MyCardSummary {"employeeNumber":"100001"}')).not.toBeNull();

    vi.setSystemTime(device + KEPT_COPY_MAX_MS);
    resetClock();
    expect(KEPT_COPY_MAX_MS).toBe(12 * HOUR);
    expect(openKeptSession('token-a')).toBeNull();
    expect(keptAnswer('MyCardSummary {"employeeNumber":"100001"}')).toBeNull();
    expect(window.localStorage.getItem('portal.offline')).toBeNull();
  });

  it('does not open a copy kept before copies had an age, and deletes it', () => {
    setClock({ at: '2026-03-02T12:00:00-05:00', frozen: true });
    window.localStorage.setItem('portal.offline', JSON.stringify({ version: 1, session: 'x', user: worker, timeZone: 'America/New_York', answers: {} }));
    expect(keptOwner()).toBeNull();
    expect(window.localStorage.getItem('portal.offline')).toBeNull();
  });
});
