/** The browser's screens take the company's clock from the portal's answers, not from the browser. */
import { clock, resetClock } from '@portal/common';
import { afterEach, expect, it } from 'vitest';
import { followCompanyClock } from './companyClock';

const answer = (header: string | null) => new Response('{}', { headers: header === null ? {} : { 'company-clock': header } });

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

it("takes the portal's moment and the company's zone from an answer, whatever the browser's zone", () => {
  process.env.TZ = 'Asia/Tokyo';
  resetClock();
  // 03:30 UTC on January 1: already the afternoon of January 1 in Tokyo, still December 31 at the company.
  followCompanyClock(answer('2027-01-01T03:30:00.000Z America/New_York'));
  expect(clock.today()).toBe('2026-12-31');
  expect(clock.year()).toBe(2026);
  expect(Math.abs(clock.nowMs() - Date.parse('2027-01-01T03:30:00.000Z'))).toBeLessThan(5_000);
  followCompanyClock(answer('2027-01-01T03:30:00.000Z Asia/Tokyo'));
  expect(clock.today()).toBe('2027-01-01');
});

it('keeps its clock when an answer has no header or a header it cannot read', () => {
  followCompanyClock(answer('2030-06-15T12:00:00.000Z America/Chicago'));
  for (const header of [null, '', 'yesterday America/Chicago', '2031-01-01T00:00:00Z Mars/Base', '2031-01-01T00:00:00Z']) {
    followCompanyClock(answer(header));
    expect(clock.today()).toBe('2030-06-15');
    expect(clock.timeZone()).toBe('America/Chicago');
  }
});
