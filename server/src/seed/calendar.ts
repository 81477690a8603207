/**
 * Date arithmetic for the generator. Every date is derived from the "today" the caller passes
 * (a "YYYY-MM-DD" day), never from the clock, so a seed run is reproducible and the expiring
 * windows (60 and 90 days) are relative to the same day the tests check against.
 */
import { addDays } from '@portal/common';
import type { Rng } from './random';

const MS_PER_DAY = 86_400_000;

function dayToUtcMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtcMs(to) - dayToUtcMs(from)) / MS_PER_DAY);
}

/** Years between two days with two decimals, the way years of service are shown. */
export function yearsBetween(from: string, to: string): number {
  return Math.max(0, Math.round((daysBetween(from, to) / 365.25) * 100) / 100);
}

/** A day drawn uniformly between two days, both included. */
export function randomDay(rng: Rng, from: string, to: string): string {
  const span = daysBetween(from, to);
  if (span <= 0) return from;
  return addDays(from, rng.int(0, span));
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** Moves a day to another year, keeping month and day (Feb 29 becomes Feb 28 when needed). */
export function withYear(day: string, year: number): string {
  const monthDay = day.slice(5);
  if (monthDay === '02-29' && !isLeapYear(year)) return `${year}-02-28`;
  return `${year}-${monthDay}`;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Minutes the zone is ahead of UTC at an instant (negative west of Greenwich). */
function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instantMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instantMs) / 60_000);
}

/**
 * The instant of a wall-clock time in a zone (events are "7:00 AM in Boston", whatever the
 * season). Two passes settle the offset across a daylight-saving change.
 */
export function zonedInstant(day: string, hour: number, minute: number, timeZone: string): Date {
  const wall = dayToUtcMs(day) + (hour * 60 + minute) * 60_000;
  let instant = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}
