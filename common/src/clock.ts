/**
 * The portal's one clock. Every "now" and "today" of the server, of the web app and of the SQL
 * they send is read here, never from `Date` directly (a lint rule keeps it so): a test, or a
 * demo, sets the company's moment and time zone without touching the machine's clock.
 *
 * Set to a moment, the clock runs on from it as the machine's does, so seconds still pass (a
 * rate limit's window ends, a session idles); frozen, it stands still. Durations (how long a
 * request took) are not calendar time: they use `performance.now()`.
 */
import { todayInZone } from './dates';

export const DEFAULT_COMPANY_TIME_ZONE = 'America/New_York';

let offsetMs = 0;
let frozenAtMs: number | null = null;
let timeZone = DEFAULT_COMPANY_TIME_ZONE;

/** The last day worked out and the second it was asked in (formatting a day costs about 10 µs). */
let lastDay: { second: number; zone: string; day: string } | null = null;

function nowMs(): number {
  // The one place that reads the machine's clock.
  return frozenAtMs ?? Date.now() + offsetMs;
}

export const clock = {
  /** Now, as the company's clock says. */
  now(): Date {
    return new Date(nowMs());
  },
  /** Now in milliseconds since the epoch. */
  nowMs,
  /** The company's time zone (an IANA name): its calendar day is the portal's "today". */
  timeZone(): string {
    return timeZone;
  },
  /** The company's calendar day now, as "YYYY-MM-DD". */
  today(): string {
    const now = nowMs();
    const second = Math.floor(now / 1000);
    if (lastDay && lastDay.second === second && lastDay.zone === timeZone) return lastDay.day;
    const day = todayInZone(timeZone, new Date(now));
    lastDay = { second, zone: timeZone, day };
    return day;
  },
  /** The company's current calendar year. */
  year(): number {
    return Number(clock.today().slice(0, 4));
  },
};

export interface ClockSetting {
  /** The moment the clock shows now (an instant: a Date, epoch milliseconds or an ISO string with its offset). */
  at?: Date | number | string;
  /** Stand still at `at` instead of running on from it. */
  frozen?: boolean;
  /** The company's time zone. */
  timeZone?: string;
  /** Run this many milliseconds ahead of the machine's clock (what `clockAheadMs` said earlier). */
  aheadMs?: number;
}

function instantOf(at: Date | number | string): number {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(ms)) throw new Error(`Not an instant: ${String(at)}`);
  return ms;
}

/** Sets the company's clock; what is left out keeps its current setting. */
export function setClock(setting: ClockSetting): void {
  if (setting.timeZone !== undefined) {
    // An unknown zone fails here, at once, rather than on the first "today".
    todayInZone(setting.timeZone, new Date(0));
    timeZone = setting.timeZone;
  }
  if (setting.at !== undefined) {
    const at = instantOf(setting.at);
    offsetMs = at - Date.now();
    frozenAtMs = setting.frozen ? at : null;
  } else if (setting.aheadMs !== undefined) {
    offsetMs = setting.aheadMs;
    frozenAtMs = null;
  } else if (setting.frozen === false) {
    frozenAtMs = null;
  }
  lastDay = null;
}

/**
 * How far the company's clock runs ahead of the machine's (0 unless the portal's, or a test's,
 * differs). The web app keeps it with its offline copy, so that without a network it still
 * counts the portal's time (lib/offline/keptData.ts).
 */
export function clockAheadMs(): number {
  return nowMs() - Date.now();
}

/** Back to the machine's clock (the time zone is kept). */
export function resetClock(): void {
  offsetMs = 0;
  frozenAtMs = null;
  lastDay = null;
}

/** The header in which the portal tells the browser its moment and the company's zone. */
export const COMPANY_CLOCK_HEADER = 'company-clock';

/** The header's value: "2026-12-31T22:30:00.000Z America/New_York". */
export function companyClockHeader(): string {
  return `${clock.now().toISOString()} ${timeZone}`;
}

/** The setting a header's value asks for; null for a value that is not one. */
export function parseCompanyClock(value: string | null): ClockSetting | null {
  const [at, zone, ...rest] = (value ?? '').split(' ');
  if (!at || !zone || rest.length > 0 || Number.isNaN(Date.parse(at))) return null;
  try {
    todayInZone(zone, new Date(0));
  } catch {
    return null;
  }
  return { at, timeZone: zone };
}
