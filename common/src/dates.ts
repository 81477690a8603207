/**
 * Date-only values (issue, expiry, due dates) travel as "YYYY-MM-DD" and are never converted
 * through a local time zone, so they cannot shift by a day. The API also accepts the spec's
 * timestamps for them (13:00 UTC for date-only values, 03:59 UTC from the date pickers): the
 * UTC calendar day of such a timestamp is the intended day.
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

function isRealDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Parses "YYYY-MM-DD" or an ISO timestamp into "YYYY-MM-DD"; null when it is not a real day. */
export function parseDateOnly(value: string): string | null {
  const trimmed = value.trim();
  const plain = DATE_ONLY.exec(trimmed);
  if (plain) {
    return isRealDay(+plain[1], +plain[2], +plain[3]) ? trimmed : null;
  }
  if (ISO_TIMESTAMP.test(trimmed)) {
    const time = Date.parse(trimmed);
    if (Number.isNaN(time)) return null;
    return new Date(time).toISOString().slice(0, 10);
  }
  return null;
}

/** The spec's normalisation of a date-only value: 13:00 UTC on that day. */
export function dateOnlyToNoonUtc(day: string): string {
  return `${day}T13:00:00.000Z`;
}

/** The spec's date-picker and date-range-filter instant: 03:59 UTC on the chosen day. */
export function dateOnlyToPickerUtc(day: string): string {
  return `${day}T03:59:00.000Z`;
}

/** One formatter per time zone: making one costs far more than using it (many calls per request). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone (IANA name), as "YYYY-MM-DD" (today: clock.today()). */
export function todayInZone(timeZone: string, now: Date): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Adds whole days to a "YYYY-MM-DD" day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Adds whole years to a "YYYY-MM-DD" day (Feb 29 becomes Feb 28 in a common year). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Formats a "YYYY-MM-DD" day with the spec's display patterns, without any time zone:
 * "MM/dd/yyyy", "MM/dd/yy", "MM-dd-yyyy", "yyyy-MM-dd", "y-MM-dd".
 */
export function formatDateOnly(day: string | null | undefined, pattern: 'MM/dd/yyyy' | 'MM/dd/yy' | 'MM-dd-yyyy' | 'yyyy-MM-dd' | 'y-MM-dd' = 'MM/dd/yyyy'): string {
  if (!day) return '';
  const parsed = parseDateOnly(day);
  if (!parsed) return '';
  const [y, m, d] = parsed.split('-');
  switch (pattern) {
    case 'MM/dd/yyyy':
      return `${m}/${d}/${y}`;
    case 'MM/dd/yy':
      return `${m}/${d}/${y.slice(2)}`;
    case 'MM-dd-yyyy':
      return `${m}-${d}-${y}`;
    case 'yyyy-MM-dd':
    case 'y-MM-dd':
      return parsed;
  }
}

/** Whether a "YYYY-MM-DD" day lies before another. String order is calendar order. */
export function isBeforeDay(day: string, other: string): boolean {
  return day < other;
}
