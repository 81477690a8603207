/**
 * expiry_day_counts (migration 0011, decision 0058) must equal a fresh count of active
 * employees' licenses and certifications per expiry day after every kind of change: records
 * added, re-dated, moved to another employee, deleted; employees leaving, coming back, deleted
 * with their records; several of these in one statement and in a transaction that rolls back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sql } from '../sql';
import { queryRows } from '../client';
import { certifications, codes, licenses, users } from '../schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';

let database: TestDatabase;
let employees: number[] = [];
let licenseCode = 0;
let certificationCode = 0;
let plumberCode = 0;

type Counts = Record<string, number>;

/** The kept counts, days at zero left out (a counter may stay behind at zero). */
async function kept(): Promise<Counts> {
  const rows = await queryRows<{ kind: string; day: string; n: number }>(
    database.db,
    sql`select kind, exp_date::text as day, active as n from expiry_day_counts where active <> 0 order by 1, 2`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.kind} ${r.day}`, Number(r.n)]));
}

/** What the counts must be: counted afresh from the records and their holders. */
async function counted(): Promise<Counts> {
  const rows = await queryRows<{ kind: string; day: string; n: number }>(
    database.db,
    sql`select kind, day, count(*)::int as n from (
          select 'licenses' as kind, q.exp_date::text as day from licenses q join users u on u.id = q.user_id where u.employment_status = 'active' and q.exp_date is not null
          union all
          select 'certifications', q.exp_date::text from certifications q join users u on u.id = q.user_id where u.employment_status = 'active' and q.exp_date is not null) s
        group by 1, 2 order by 1, 2`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.kind} ${r.day}`, Number(r.n)]));
}

async function expectInStep() {
  expect(await kept()).toEqual(await counted());
}

beforeAll(async () => {
  database = await createTestDatabase();
  const made = await database.db
    .insert(users)
    .values(
      ['A', 'B', 'C', 'D'].map((letter, i) => ({
        employeeNumber: `90000${i}`,
        firstName: letter,
        lastName: `Holder ${letter}`,
        email: `holder${letter.toLowerCase()}@example.com`,
        userType: 'user' as const,
        employmentStatus: letter === 'D' ? ('former' as const) : ('active' as const),
      })),
    )
    .returning({ id: users.id });
  employees = made.map((m) => m.id);
  const made2 = await database.db
    .insert(codes)
    .values([
      { title: 'Electrician', entity: 'licenses', points: 5 },
      { title: 'Plumber', entity: 'licenses', points: 5 },
      { title: 'OSHA 30', entity: 'certifications', points: 3 },
    ])
    .returning({ id: codes.id });
  licenseCode = made2[0].id;
  certificationCode = made2[2].id;
  plumberCode = made2[1].id;
  await database.db.insert(licenses).values({ userId: employees[0], codeId: plumberCode, expDate: '2027-03-01' });
});
afterAll(() => database?.destroy());

describe('expiry_day_counts', () => {
  it('counts records added in one statement, active holders only, no date no count', async () => {
    await database.db.insert(licenses).values([
      { userId: employees[0], codeId: licenseCode, expDate: '2027-01-15' },
      { userId: employees[1], codeId: licenseCode, expDate: '2027-01-15' },
      { userId: employees[2], codeId: licenseCode, expDate: null },
      { userId: employees[3], codeId: plumberCode, expDate: '2027-01-15' },
    ]);
    await database.db.insert(certifications).values([
      { userId: employees[0], codeId: certificationCode, expDate: '2027-01-15' },
      { userId: employees[3], codeId: certificationCode, expDate: '2027-02-01' },
    ]);
    expect(await kept()).toEqual({ 'certifications 2027-01-15': 1, 'licenses 2027-01-15': 2, 'licenses 2027-03-01': 1 });
    await expectInStep();
  });

  it('follows a new expiry date, a date cleared and set, and a record moved to another employee', async () => {
    await database.db.update(licenses).set({ expDate: '2027-06-30' }).where(eq(licenses.userId, employees[1]));
    await database.db.update(licenses).set({ expDate: '2027-05-05' }).where(eq(licenses.userId, employees[2]));
    await database.db.update(licenses).set({ expDate: null }).where(eq(licenses.expDate, '2027-03-01'));
    await expectInStep();
    // To a former employee and back.
    await database.db.update(licenses).set({ userId: employees[3] }).where(eq(licenses.userId, employees[1]));
    await expectInStep();
    expect((await kept())['licenses 2027-06-30']).toBeUndefined();
    await database.db.update(licenses).set({ userId: employees[1] }).where(eq(licenses.expDate, '2027-06-30'));
    await expectInStep();
  });

  it('follows employees leaving and coming back, several in one statement', async () => {
    await database.db.update(users).set({ employmentStatus: 'former' }).where(inArray(users.id, [employees[0], employees[1]]));
    await expectInStep();
    await database.db.update(users).set({ employmentStatus: 'active' }).where(inArray(users.id, [employees[0], employees[3]]));
    await expectInStep();
    // An edit that leaves the status alone changes nothing.
    const before = await kept();
    await database.db.update(users).set({ jobTitle: 'Foreman' });
    expect(await kept()).toEqual(before);
  });

  it('follows records deleted, and an employee deleted with their records', async () => {
    await database.db.delete(certifications).where(eq(certifications.userId, employees[0]));
    await expectInStep();
    await database.db.delete(users).where(eq(users.id, employees[3]));
    await expectInStep();
    expect(await counted()).not.toEqual({});
  });

  it('keeps nothing of a transaction that rolls back', async () => {
    const before = await kept();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(licenses).values({ userId: employees[2], codeId: plumberCode, expDate: '2027-09-09' });
        await tx.update(users).set({ employmentStatus: 'former' }).where(eq(users.id, employees[2]));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept()).toEqual(before);
    await expectInStep();
  });
});
