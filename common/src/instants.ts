/**
 * Instants (an event, an "updated at") as the portal shows them: always in the company's time
 * zone, whatever zone the browser or the server runs in (issue 44 item 8), so a goal's "Updated
 * Date" and its check-ins, the history panel and the lists read the same clock. Date-only values
 * (due and expiry dates) never pass through here (dates.ts).
 */
import { clock } from './clock';

/** The patterns the screens use; `z` adds the zone's short name ("EST"). */
export type InstantPattern = 'MM/dd/yyyy hh:mm a z' | 'MM/dd/yyyy hh:mm a' | 'MM/dd/yyyy' | 'hh:mm a' | 'yyyy-MM-dd' | 'HH:mm';

interface WallClock {
  year: string;
  month: string;
  day: string;
  /** 01-12 */
  hour12: string;
  /** 00-23 */
  hour24: string;
  minute: string;
  dayPeriod: 'AM' | 'PM';
  zoneName: string;
}

/** One formatter per zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(at: Date, timeZone: string): WallClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = Number(get('hour')) % 24;
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour12: String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0'),
    hour24: String(hour).padStart(2, '0'),
    minute: get('minute'),
    dayPeriod: hour < 12 ? 'AM' : 'PM',
    zoneName: get('timeZoneName'),
  };
}

function instantOf(at: Date | string | number | null | undefined): Date | null {
  if (at === null || at === undefined || at === '') return null;
  const date = at instanceof Date ? at : new Date(typeof at === 'number' ? at : Date.parse(at));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An instant in the company's zone (or `timeZone`): "12/05/2026 08:19 PM EST" for the default
 * pattern; '' for none or an unreadable value.
 */
export function formatInstant(at: Date | string | number | null | undefined, pattern: InstantPattern = 'MM/dd/yyyy hh:mm a z', timeZone = clock.timeZone()): string {
  const date = instantOf(at);
  if (!date) return '';
  const w = wallClock(date, timeZone);
  const day = `${w.month}/${w.day}/${w.year}`;
  const time = `${w.hour12}:${w.minute} ${w.dayPeriod}`;
  switch (pattern) {
    case 'MM/dd/yyyy hh:mm a z':
      return `${day} ${time} ${w.zoneName}`;
    case 'MM/dd/yyyy hh:mm a':
      return `${day} ${time}`;
    case 'MM/dd/yyyy':
      return day;
    case 'hh:mm a':
      return time;
    case 'yyyy-MM-dd':
      return `${w.year}-${w.month}-${w.day}`;
    case 'HH:mm':
      return `${w.hour24}:${w.minute}`;
  }
}

/** The zone's short name at an instant ("EST", "EDT"), for a label next to times. */
export function zoneNameAt(at: Date | string | number, timeZone = clock.timeZone()): string {
  const date = instantOf(at);
  return date ? wallClock(date, timeZone).zoneName : '';
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(new Date(ms), timeZone);
  const wall = Date.UTC(Number(w.year), Number(w.month) - 1, Number(w.day), Number(w.hour24), Number(w.minute));
  return wall - (ms - (((ms % 60_000) + 60_000) % 60_000));
}

/**
 * The instant at which the company's wall clock (or `timeZone`'s) shows a day ("YYYY-MM-DD") and
 * time ("HH:mm"). A time the zone skips (the spring-forward hour) is read with the offset before
 * the change, so it lands an hour later, as a person setting a clock would.
 */
export function instantAtWallClock(day: string, time: string, timeZone = clock.timeZone()): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return null;
  // Two passes: the offset at a first guess, then at the instant it gives (a DST change between).
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(offsetAt(second, timeZone) === offsetAt(first, timeZone) ? second : first);
}
