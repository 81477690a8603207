/**
 * The company moments that date-sensitive tests run on, besides the real one (issue 42): the
 * days where a calendar rule goes wrong if it is going to. Each is an instant with its offset in
 * the company's default zone (America/New_York), at an hour far from midnight, so a test that
 * runs for a minute stays on its day; the last is the evening when UTC is already in the new
 * year while the company's day is still December 31.
 *
 * Tests import this through `@portal/common/testing`; the product never does.
 */
import { clock, DEFAULT_COMPANY_TIME_ZONE, resetClock, setClock } from '../clock';

export interface CompanyDay {
  /** What the test title says. */
  name: string;
  /** The instant the clock is set to; null for the machine's own moment. */
  at: string | null;
  timeZone: string;
}

const zone = DEFAULT_COMPANY_TIME_ZONE;

export const COMPANY_DAYS: readonly CompanyDay[] = [
  { name: 'the real day', at: null, timeZone: zone },
  { name: 'December 31', at: '2026-12-31T12:00:00-05:00', timeZone: zone },
  { name: 'January 1', at: '2027-01-01T12:00:00-05:00', timeZone: zone },
  { name: 'February 29 2028', at: '2028-02-29T12:00:00-05:00', timeZone: zone },
  // Clocks go forward at 2:00 on the second Sunday of March, back at 2:00 on the first Sunday of November.
  { name: 'the spring daylight-saving change', at: '2027-03-14T12:00:00-04:00', timeZone: zone },
  { name: 'the day after the spring change', at: '2027-03-15T12:00:00-04:00', timeZone: zone },
  { name: 'the autumn daylight-saving change', at: '2027-11-07T12:00:00-05:00', timeZone: zone },
  { name: 'the day after the autumn change', at: '2027-11-08T12:00:00-05:00', timeZone: zone },
  { name: 'December 31 at 22:30, already January 1 in UTC', at: '2027-01-01T03:30:00Z', timeZone: zone },
];

/** Sets the clock to a company day (the real one: the machine's moment, in the day's zone). */
export function pinCompanyDay(day: CompanyDay): void {
  resetClock();
  setClock({ timeZone: day.timeZone, ...(day.at ? { at: day.at } : {}) });
}

/** Back to the machine's clock in the default zone. */
export function resetCompanyDay(): void {
  resetClock();
  setClock({ timeZone: zone });
}

export { clock };

/** One formatter per zone for companyMoment: the wall clock's parts, hours 00-23. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** What a zone's wall clock shows at an instant, read as if it were UTC (so the difference is the zone's offset). */
function wallClockMs(ms: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClocks.set(timeZone, format);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: string) => Number(parts.find((p) => p.type === type)?.value);
  const parts = format.formatToParts(new Date(ms));
  return Date.UTC(part(parts, 'year'), part(parts, 'month') - 1, part(parts, 'day'), part(parts, 'hour'), part(parts, 'minute'), part(parts, 'second'));
}

/**
 * The instant the company's wall clock shows `time` ("HH:MM") on `day` ("YYYY-MM-DD"), in the
 * clock's zone: "23:30 on the evening before the spring change". Not for the hour a change skips.
 */
export function companyMoment(day: string, time: string, timeZone = clock.timeZone()): Date {
  const asIfUtc = Date.parse(`${day}T${time}:00Z`);
  // The zone's offset near the moment, then at the moment itself (it may lie across a change).
  const near = asIfUtc - (wallClockMs(asIfUtc, timeZone) - asIfUtc);
  return new Date(asIfUtc - (wallClockMs(near, timeZone) - near));
}
