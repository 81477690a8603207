/** The company's clock: its day turns at the company's midnight, and a set clock runs on or stands still. */
import { afterEach, expect, it } from 'vitest';
import { clock, DEFAULT_COMPANY_TIME_ZONE, resetClock, setClock } from '../clock';

afterEach(() => {
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
