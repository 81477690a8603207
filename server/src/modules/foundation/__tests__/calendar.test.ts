/**
 * Birthdays on each of the company days of issue 42 (COMPANY_DAYS), one server for them all:
 * today's birthdays and the coming window (30 days on the dashboard, at most 60), its last day
 * in and the day after out, yesterday's birthday a year away, across the turn of the year (on
 * December 31, also at 22:30 when UTC is already in January). A February 29 birthday is
 * celebrated on February 28 in a common year and on the 29th in a leap year: it never drops out
 * of the calendar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock } from '@portal/common';
import { COMPANY_DAYS, pinCompanyDay } from '@portal/common/testing';
import { sql } from '../../../db/sql';
import { foundationEmployees, users } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

/** Birthdays in days from today. */
const DAYS = [-1, 0, 1, 29, 30, 31, 59, 60, 61] as const;
const LEAP_NAME = 'Leap Guest';

const CARD = `query UpcomingBirthdays($days: Int!) {
  birthdays(where: { days: $days }) { name birthday employeeNumber }
  birthdayCount(where: { days: $days }) }`;
interface Card {
  birthdays: { name: string; birthday: string; employeeNumber: string }[];
  birthdayCount: number;
}

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The next February 29 birthday from today: the 29th in a leap year, the 28th in a common one. */
function nextLeapBirthday(today: string): string {
  const year = Number(today.slice(0, 4));
  return [year, year + 1].map((y) => `${y}-02-${isLeap(y) ? 29 : 28}`).find((day) => day >= today)!;
}

describe.each(COMPANY_DAYS)('on $name', (day) => {
  let today: string;
  let viewer: Actor;
  const people: { name: string; birthday: string; employeeNumber: string }[] = [];

  beforeAll(async () => {
    pinCompanyDay(day);
    today = clock.today();
    await t.db.execute(sql`delete from foundation_employees`); // an earlier day's people
    viewer = await makeUser(t);
    // Born in 1984, a leap year: every day of a year exists in it.
    const born = [
      ...DAYS.map((d) => ({ firstName: `Day${d < 0 ? 'Before' : d}`, dateOfBirth: `1984${addDays(today, d).slice(4)}`, birthday: d < 0 ? '' : addDays(today, d), status: 'active' as const })),
      { firstName: 'Leap', dateOfBirth: '1988-02-29', birthday: nextLeapBirthday(today), status: 'active' as const },
      // A former employee's birthday is not shown.
      { firstName: 'Former', dateOfBirth: `1984${today.slice(4)}`, birthday: '', status: 'former' as const },
    ];
    const tag = COMPANY_DAYS.indexOf(day);
    const made = await t.db
      .insert(users)
      .values(born.map((b, i) => ({ employeeNumber: `7${tag}${String(i).padStart(4, '0')}`, firstName: b.firstName, lastName: 'Guest', userType: 'user' as const, employmentStatus: b.status })))
      .returning({ employeeNumber: users.employeeNumber });
    await t.db.insert(foundationEmployees).values(born.map((b, i) => ({ employeeNumber: made[i].employeeNumber, firstName: b.firstName, lastName: 'Guest', dateOfBirth: b.dateOfBirth })));
    people.push(...born.map((b, i) => ({ name: `${b.firstName} Guest`, birthday: b.birthday, employeeNumber: made[i].employeeNumber })));
  });

  /** Who the window of `days` holds, soonest first (then by name). */
  const expected = (days: number) =>
    people
      .filter((p) => p.birthday && p.birthday <= addDays(today, days))
      .sort((a, b) => a.birthday.localeCompare(b.birthday) || a.name.localeCompare(b.name));

  it.each([0, 30, 60])('the %i-day window: its last day in, the next out, yesterday a year away; February 29 on its day', async (days) => {
    const res = await t.gql<Card>(CARD, { days }, viewer.token, '/foundation-api');
    expect(res.errors).toBeUndefined();
    expect(res.data?.birthdays).toEqual(expected(days));
    expect(res.data?.birthdayCount).toBe(expected(days).length);
    // The names of the window's edges, said plainly (the reference above could share a mistake).
    const names = res.data!.birthdays.map((b) => b.name);
    expect(names).toContain('Day0 Guest');
    expect(names.includes(`Day${days} Guest`)).toBe(true);
    expect(names.includes(`Day${days + 1} Guest`) || names.includes('DayBefore Guest')).toBe(false);
  });

  it('the dashboard asks /foundation-api; /api answers the same', async () => {
    const [viaApi, viaFoundation] = await Promise.all([t.gql<Card>(CARD, { days: 30 }, viewer.token), t.gql<Card>(CARD, { days: 30 }, viewer.token, '/foundation-api')]);
    expect(viaApi.data).toEqual(viaFoundation.data);
  });

  it('a February 29 birthday falls on February 28 in a common year, on the 29th in a leap year', async () => {
    const res = await t.gql<Card>(CARD, { days: 60 }, viewer.token, '/foundation-api');
    const leap = res.data?.birthdays.find((b) => b.name === LEAP_NAME)?.birthday;
    // Written out for the pinned days; the real one is whatever its calendar says.
    const pinned: Record<string, string | undefined> = { '2026-12-31': '2027-02-28', '2027-01-01': '2027-02-28', '2028-02-29': '2028-02-29' };
    if (day.at) expect(leap).toBe(pinned[today]);
    else expect(leap).toBe(expected(60).find((p) => p.name === LEAP_NAME)?.birthday);
  });
});
