/**
 * The expiring reports on each of the company days of issue 42 (COMPANY_DAYS), one server for
 * them all: each range lists a record expiring on its edge and not one a day outside it (next 60
 * and next 90 days from today included, expired before today), for licenses and certifications;
 * the total the kept per-day counts give (decisions 0058, 0114) is the number of rows listed,
 * with or without a filter; the chart's 12 months start at the company's month. The same
 * documents are asked on every day, so an answer compiled on one day (decision 0111) must not
 * serve another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock } from '@portal/common';
import { COMPANY_DAYS, pinCompanyDay } from '@portal/common/testing';
import { sql } from '../../../db/sql';
import { queryRows } from '../../../db/client';
import { certifications, licenses } from '../../../db/schema';
import { makeCode, makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

/** Expiry dates in days from today: each range's edges and the days just outside. */
const DAYS = [-1, 0, 60, 61, 90, 91] as const;
/** What each range lists, latest first (the reports' order), as those days. */
const LISTED = { next60: [60, 0], next90: [90, 61, 60, 0], expired: [-1] } as const;

const REPORTS = {
  licenses: { operation: 'expiringLicensesReport', number: 'licenseNumber', where: 'LicensesWhereInput' },
  certifications: { operation: 'expiringCertificationsReport', number: 'certificationNumber', where: 'CertificationsWhereInput' },
} as const;
type Kind = keyof typeof REPORTS;

const reportOf = (kind: Kind) => {
  const { operation, number, where } = REPORTS[kind];
  return `query($range: ExpiringRange, $where: ${where}) {
    ${operation}(range: $range, where: $where, orderBy: [{ expDate: desc }, { id: asc }], take: 20) {
      total perMonth { month count } rows { number: ${number} expDate users { lastName } } } }`;
};
interface Report {
  total: number;
  perMonth: { month: string; count: number }[];
  rows: { number: string; expDate: string; users: { lastName: string } }[];
}

let t: TestServer;
const codesOf: Record<Kind, Map<number, number>> = { licenses: new Map(), certifications: new Map() };

beforeAll(async () => {
  t = await startTestServer();
  for (const d of DAYS) {
    codesOf.licenses.set(d, (await makeCode(t, { title: `License ${d}`, expirationType: 'manual' })).id);
    codesOf.certifications.set(d, (await makeCode(t, { title: `Cert ${d}`, entity: 'certifications', expirationType: 'manual' })).id);
  }
});
afterAll(() => t?.close());

const label = (d: number) => (d < 0 ? `D${d}` : `D+${d}`);

/** The 12 months (YYYY-MM) from a day's month, counted on the calendar's digits. */
function twelveMonths(day: string): string[] {
  const [year, month] = day.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const m = month - 1 + i;
    return `${year + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}

describe.each(COMPANY_DAYS)('on $name', (day) => {
  let today: string;
  let superAdmin: Actor;
  let webEditor: Actor;

  beforeAll(async () => {
    pinCompanyDay(day);
    today = clock.today();
    // Only this day's records: the ranges of a later day would reach an earlier day's.
    await t.db.execute(sql`delete from licenses`);
    await t.db.execute(sql`delete from certifications`);
    // Fresh sessions on the company's day: a session from another year has expired.
    superAdmin = await makeUser(t, { userType: 'superAdmin' });
    webEditor = await makeUser(t, { userType: 'webEditor' });
    const amy = await makeUser(t, { lastName: 'Aardvark' });
    // A former employee's records are in no range, no total and no chart.
    const gus = await makeUser(t, { lastName: 'Gone', employmentStatus: 'former' });
    for (const [kind, table] of [['licenses', licenses], ['certifications', certifications]] as const) {
      const number = kind === 'licenses' ? 'licenseNumber' : 'certificationNumber';
      const held = (userId: number, d: number, n: string) => ({ userId, codeId: codesOf[kind].get(d)!, [number]: n, issueDate: '2020-01-01', expDate: addDays(today, d) });
      await t.db.insert(table).values([...DAYS.map((d) => held(amy.user.id, d, label(d))), ...[-1, 0, 60].map((d) => held(gus.user.id, d, `GONE ${label(d)}`))]);
    }
  });

  it.each(['licenses', 'certifications'] as const)('%s: each range lists its edges, not a day beyond, and its kept total is the rows listed', async (kind) => {
    const ask = async (variables: Record<string, unknown>, actor = webEditor) => {
      const res = await t.gql<Record<string, Report>>(reportOf(kind), variables, actor.token);
      expect(res.errors, JSON.stringify(variables)).toBeUndefined();
      return res.data![REPORTS[kind].operation];
    };
    for (const [range, days] of Object.entries(LISTED)) {
      const expected = days.map((d) => ({ number: label(d), expDate: addDays(today, d), users: { lastName: 'Aardvark' } }));
      // Without a filter the total is summed from the kept per-day counts.
      const report = await ask({ range });
      expect(report.rows, range).toEqual(expected);
      expect(report.total, range).toBe(days.length);
      // With a filter, counted: the same.
      const filtered = await ask({ range, where: { expDate: { not: null } } }, superAdmin);
      expect([filtered.total, filtered.rows.length], range).toEqual([days.length, days.length]);
    }
    // What the web's table sends without a filter (an empty AND) is read as none: the kept total.
    expect((await ask({ range: 'next90', where: { AND: [] } }, superAdmin)).total).toBe(LISTED.next90.length);
    // The default range is the next 60 days.
    expect((await ask({})).rows.map((r) => r.number)).toEqual(LISTED.next60.map(label));
  });

  it.each(['licenses', 'certifications'] as const)("%s: the chart counts the coming records in 12 months from the company's month", async (kind) => {
    const res = await t.gql<Record<string, Report>>(reportOf(kind), { range: 'expired' }, webEditor.token);
    const months = twelveMonths(today);
    const expected = new Map(months.map((m) => [m, 0]));
    for (const d of DAYS.filter((x) => x >= 0)) {
      const month = addDays(today, d).slice(0, 7);
      if (expected.has(month)) expected.set(month, expected.get(month)! + 1);
    }
    expect(res.data![REPORTS[kind].operation].perMonth).toEqual(months.map((month) => ({ month, count: expected.get(month) })));
  });

  it('the kept per-day counts are the active holders\' records of each day', async () => {
    const kept = await queryRows<{ kind: string; day: string; n: number }>(
      t.db,
      sql`select kind, exp_date::text as day, active as n from expiry_day_counts where active <> 0 order by 1, 2`,
    );
    const expected = (['certifications', 'licenses'] as const).flatMap((kind) => DAYS.map((d) => ({ kind, day: addDays(today, d), n: 1 })));
    expect(kept.map((r) => ({ kind: r.kind, day: r.day, n: Number(r.n) }))).toEqual(expected);
  });
});
