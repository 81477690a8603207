/**
 * Dates on screen. Date-only values ("YYYY-MM-DD": issue, expiry, due dates) are handled as text
 * by common/src/dates.ts and never pass through a time zone, so no day can shift. Timestamps
 * (events, "updated at") are instants and are shown, and entered, in the company's time zone
 * whatever the browser's (common/src/instants.ts; issue 44 item 8): one clock on every page.
 */
import { dateOnlyToPickerUtc, formatDateOnly, formatInstant, instantAtWallClock, isBeforeDay, parseDateOnly, type InstantPattern } from '@portal/common';

export { formatDateOnly };

/**
 * Whether a date-only value (an expiry date, a due date) lies before `today`. Pass the company's
 * day (clock.today() of @portal/common), not the browser's, so screens agree with the server's rules.
 */
export function isPastDay(day: string | null | undefined, today: string): boolean {
  const parsed = day ? parseDateOnly(day) : null;
  return !!parsed && isBeforeDay(parsed, today);
}

/** The value a date input shows for a stored date-only value or picker timestamp ('' when none). */
export function toDateInputValue(value: string | null | undefined): string {
  return (value && parseDateOnly(value)) || '';
}

/** What a date picker sends: the spec's 03:59 UTC on the chosen day (null when cleared). */
export function pickerInstantOf(day: string): string | null {
  const parsed = parseDateOnly(day);
  return parsed ? dateOnlyToPickerUtc(parsed) : null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 8" for a date-only value (birthdays), without a time zone. */
export function formatMonthDay(day: string | null | undefined): string {
  const parsed = day ? parseDateOnly(day) : null;
  if (!parsed) return '';
  const [, m, d] = parsed.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}`;
}

/**
 * A timestamp in the company's zone: "03/08/2026 02:30 PM EST" (the spec's history format, with
 * the zone's name so a reader elsewhere knows whose clock it is); a date-only pattern for a day.
 */
export function formatTimestamp(iso: string | null | undefined, pattern: InstantPattern = 'MM/dd/yyyy hh:mm a z'): string {
  return formatInstant(iso, pattern);
}

/** A moment as a date input and a time select show it: "YYYY-MM-DD" and "HH:mm", in the company's zone. */
export interface DateTimeParts {
  day: string;
  time: string;
}

export const EMPTY_DATE_TIME: DateTimeParts = { day: '', time: '' };

/** The spec's time-picker interval. */
const TIME_STEP_MINUTES = 15;

/** An instant split into the company's day and time (empty parts when there is none). */
export function dateTimePartsOf(iso: string | null | undefined): DateTimeParts {
  const day = formatInstant(iso, 'yyyy-MM-dd');
  return day ? { day, time: formatInstant(iso, 'HH:mm') } : EMPTY_DATE_TIME;
}

/** The instant (ISO, UTC) of a day and time on the company's clock, or null while either is missing or invalid. */
export function instantOfDateTimeParts({ day, time }: DateTimeParts): string | null {
  const parsed = parseDateOnly(day);
  return parsed ? (instantAtWallClock(parsed, time)?.toISOString() ?? null) : null;
}

/** "2:30 PM" for "14:30". */
export function formatTimeOfDay(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Every time of day in TIME_STEP_MINUTES steps, as "HH:mm". */
export function timeOfDayChoices(step: number = TIME_STEP_MINUTES): string[] {
  const choices: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    choices.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return choices;
}
