/** The company's clock: its day turns at the company's midnight, and a set clock runs on or stands still. */
import { afterEach, expect, it, vi } from 'vitest';
import { clock, clockAheadMs, DEFAULT_COMPANY_TIME_ZONE, resetClock, setClock } from '../clock';

afterEach(() => {
  vi.useRealTimers();
  resetClock();
  setClock({ timeZone: DEFAULT_COMPANY_TIME_ZONE });
});

const dayAt = (at: string, timeZone = DEFAULT_COMPANY_TIME_ZONE) => {
  setClock({ at, frozen: true, timeZone });
  return clock.today();
};

it("turns at the company's midnight, whatever was asked just before, and follows a new time zone", () => {
  // 05:00 UTC is midnight in New York in winter.
  expect(dayAt('2026-11-27T04:59:59.999Z')).toBe('2026-11-26');
  expect(dayAt('2026-11-27T05:00:00.000Z')).toBe('2026-11-27');
  expect(dayAt('2026-11-27T04:59:59.500Z')).toBe('2026-11-26');
  expect(dayAt('2026-11-27T04:59:59.999Z')).toBe('2026-11-26');
  expect(dayAt('2026-11-27T04:59:59.999Z', 'Europe/Berlin')).toBe('2026-11-27');
  // 23:00 UTC is midnight in Berlin in winter.
  expect(dayAt('2026-11-26T22:59:59.999Z', 'Europe/Berlin')).toBe('2026-11-26');
  expect(dayAt('2026-11-26T23:00:00.000Z', 'Europe/Berlin')).toBe('2026-11-27');
  // After the clocks go forward, midnight in New York is 04:00 UTC.
  expect(dayAt('2027-03-15T03:59:59.999Z')).toBe('2027-03-14');
  expect(dayAt('2027-03-15T04:00:00.000Z')).toBe('2027-03-15');
});

it('runs on from a moment it is set to, and stands still when frozen', async () => {
  setClock({ at: '2028-02-29T23:59:59.990-05:00' });
  const first = clock.nowMs();
  expect(first - Date.parse('2028-02-29T23:59:59.990-05:00')).toBeLessThan(1000);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(clock.nowMs()).toBeGreaterThan(first);
  expect(clock.today()).toBe('2028-03-01');
  setClock({ at: '2028-02-29T12:00:00-05:00', frozen: true });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(clock.now().toISOString()).toBe('2028-02-29T17:00:00.000Z');
  expect(clock.year()).toBe(2028);
});

it('refuses a time zone or a moment it does not know', () => {
  expect(() => setClock({ timeZone: 'Mars/Olympus_Mons' })).toThrow();
  expect(() => setClock({ at: 'yesterday' })).toThrow('Not an instant: yesterday');
  expect(clock.timeZone()).toBe(DEFAULT_COMPANY_TIME_ZONE);
});

it('says how far it runs ahead of the machine, and runs that far ahead again when told (the offline copy)', () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-07-01T00:00:00Z') });
  expect(clockAheadMs()).toBe(0);
  setClock({ at: '2026-12-31T22:30:00-05:00' });
  const ahead = clockAheadMs();
  expect(ahead).toBe(Date.parse('2027-01-01T03:30:00Z') - Date.parse('2026-07-01T00:00:00Z'));
  resetClock();
  vi.setSystemTime(Date.parse('2026-07-01T01:00:00Z'));
  setClock({ aheadMs: ahead });
  expect(clock.now().toISOString()).toBe('2027-01-01T04:30:00.000Z');
  expect(clock.today()).toBe('2026-12-31');
});
