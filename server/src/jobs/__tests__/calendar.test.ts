/**
 * The daily jobs on each company day of issue 42 (decision 0128): a job the portal runs once a
 * day (the evaluation reminders, the review notices' digest, the average points) runs once on
 * each of the company's calendar days, across midnight and both daylight-saving changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock, todayInZone } from '@portal/common';
import { COMPANY_DAYS, companyMoment, pinCompanyDay } from '@portal/common/testing';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { allJobs } from '..';
import { claimJob } from '../runner';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const DAILY = ['average-points', 'evaluation-due-reminders', 'review-notice-digest'];
const dailyJob = allJobs.find((j) => j.name === 'evaluation-due-reminders')!;

/**
 * A runner's ticks, each a little late (the minute's timer plus the jobs before it): here every
 * 61 minutes, so that within three days the lateness adds up as a minute a day would in months.
 */
const TICK_MS = 61 * 60_000;

/** The company days on which the job was claimed, ticking from `first` to `until`. */
async function runDays(name: string, first: Date, until: Date): Promise<Record<string, number>> {
  const days: Record<string, number> = {};
  for (let at = first.getTime(); at < until.getTime(); at += TICK_MS) {
    if (await claimJob(database.db, { ...dailyJob, name }, new Date(at))) {
      const day = todayInZone(clock.timeZone(), new Date(at));
      days[day] = (days[day] ?? 0) + 1;
    }
  }
  return days;
}

describe('daily jobs', () => {
  it('the portal runs its once-a-day jobs daily, by the company day', () => {
    expect(allJobs.filter((j) => 'daily' in j && j.daily).map((j) => j.name).sort()).toEqual(DAILY);
  });
});

describe.each(COMPANY_DAYS.map((day, index) => ({ ...day, index })))('on $name', (day) => {
  beforeAll(() => pinCompanyDay(day));

  it('a daily job runs once on each company day around it, whether it first ran late in the evening or just after midnight', async () => {
    const d = clock.today();
    const end = companyMoment(addDays(d, 2), '00:00');
    const once = (...days: string[]) => Object.fromEntries(days.map((x) => [x, 1]));
    expect(await runDays(`evening ${day.index}`, companyMoment(addDays(d, -2), '23:30'), end)).toEqual(once(addDays(d, -2), addDays(d, -1), d, addDays(d, 1)));
    expect(await runDays(`morning ${day.index}`, companyMoment(addDays(d, -1), '00:30'), end)).toEqual(once(addDays(d, -1), d, addDays(d, 1)));
  });
});
