/** The company's day changes at its midnight, to the millisecond, although each second's day is kept. */
import { afterEach, expect, it } from 'vitest';
import { companyToday, getCompanyTimeZone, setCompanyTimeZone } from '../today';

const zone = getCompanyTimeZone();
afterEach(() => setCompanyTimeZone(zone));

it("turns at the company's midnight, whatever was asked just before, and follows a new time zone", () => {
  setCompanyTimeZone('America/New_York');
  // 05:00 UTC is midnight in New York in winter.
  expect(companyToday(new Date('2026-11-27T04:59:59.999Z'))).toBe('2026-11-26');
  expect(companyToday(new Date('2026-11-27T05:00:00.000Z'))).toBe('2026-11-27');
  expect(companyToday(new Date('2026-11-27T04:59:59.500Z'))).toBe('2026-11-26');
  expect(companyToday(new Date('2026-11-27T04:59:59.999Z'))).toBe('2026-11-26');
  setCompanyTimeZone('Europe/Berlin');
  expect(companyToday(new Date('2026-11-27T04:59:59.999Z'))).toBe('2026-11-27');
  // 23:00 UTC is midnight in Berlin in winter.
  expect(companyToday(new Date('2026-11-26T22:59:59.999Z'))).toBe('2026-11-26');
  expect(companyToday(new Date('2026-11-26T23:00:00.000Z'))).toBe('2026-11-27');
});
