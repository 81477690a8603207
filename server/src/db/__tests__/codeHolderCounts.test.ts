/**
 * code_holder_counts (migration 0018, decision 0114) must equal a fresh count of the records
 * holding each code, per group, after every kind of change: records added (several in one
 * statement), moved to another code, updated otherwise, deleted, deleted with their employee, a
 * code deleted once no one holds it, and a transaction that rolls back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sql } from '../sql';
import { queryRows } from '../client';
import { codes, deccoUCourses, licenses, skills, users } from '../schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';

let database: TestDatabase;
let employees: number[] = [];
let electrician = 0;
let plumber = 0;
let welding = 0;
let safety101 = 0;

type Counts = Record<string, number>;

/** The kept counts, counters at zero left out (a counter stays behind at zero). */
async function kept(): Promise<Counts> {
  const rows = await queryRows<{ kind: string; code: number; n: number }>(
    database.db,
    sql`select kind, code_id as code, holders as n from code_holder_counts where holders <> 0 order by 1, 2`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.kind} ${r.code}`, Number(r.n)]));
}

/** What they must be: counted afresh from the four groups. */
async function counted(): Promise<Counts> {
  const rows = await queryRows<{ kind: string; code: number; n: number }>(
    database.db,
    sql`select kind, code, count(*)::int as n from (
          select 'licenses' as kind, code_id as code from licenses
          union all select 'certifications', code_id from certifications
          union all select 'skills', code_id from skills
          union all select 'decco_u_courses', code_id from decco_u_courses) s
        group by 1, 2 order by 1, 2`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.kind} ${r.code}`, Number(r.n)]));
}

async function expectInStep() {
  expect(await kept()).toEqual(await counted());
}

beforeAll(async () => {
  database = await createTestDatabase();
  const made = await database.db
    .insert(users)
    .values(
      ['A', 'B', 'C'].map((letter, i) => ({
        employeeNumber: `91000${i}`,
        firstName: letter,
        lastName: `Holder ${letter}`,
        email: `codeholder${letter.toLowerCase()}@example.com`,
        userType: 'user' as const,
      })),
    )
    .returning({ id: users.id });
  employees = made.map((m) => m.id);
  const madeCodes = await database.db
    .insert(codes)
    .values([
      { title: 'Electrician', entity: 'licenses', points: 5 },
      { title: 'Plumber', entity: 'licenses', points: 5 },
      { title: 'Welding', entity: 'skills', points: 2 },
      { title: 'Safety 101', entity: 'deccoUCourses', points: 1 },
    ])
    .returning({ id: codes.id });
  [electrician, plumber, welding, safety101] = madeCodes.map((c) => c.id);
});
afterAll(() => database?.destroy());

describe('code_holder_counts', () => {
  it('counts records added in one statement, per group and code', async () => {
    await database.db.insert(licenses).values(employees.map((userId) => ({ userId, codeId: electrician })));
    await database.db.insert(licenses).values({ userId: employees[0], codeId: plumber });
    await database.db.insert(skills).values(employees.slice(0, 2).map((userId) => ({ userId, codeId: welding })));
    await database.db.insert(deccoUCourses).values({ userId: employees[2], codeId: safety101 });
    expect(await kept()).toEqual({ [`licenses ${electrician}`]: 3, [`licenses ${plumber}`]: 1, [`skills ${welding}`]: 2, [`decco_u_courses ${safety101}`]: 1 });
    await expectInStep();
  });

  it('follows records moved to another code, and ignores other updates', async () => {
    await database.db.update(licenses).set({ codeId: plumber }).where(inArray(licenses.userId, [employees[1], employees[2]]));
    expect(await kept()).toMatchObject({ [`licenses ${electrician}`]: 1, [`licenses ${plumber}`]: 3 });
    await database.db.update(licenses).set({ expDate: '2028-01-01' }).where(eq(licenses.codeId, plumber));
    await expectInStep();
  });

  it('takes off deleted records, and those deleted with their employee', async () => {
    await database.db.delete(skills).where(eq(skills.userId, employees[0]));
    await database.db.delete(users).where(eq(users.id, employees[2]));
    expect(await kept()).toMatchObject({ [`skills ${welding}`]: 1, [`licenses ${plumber}`]: 2 });
    expect(await kept()).not.toHaveProperty(`decco_u_courses ${safety101}`);
    await expectInStep();
  });

  it('keeps nothing of a transaction that rolls back', async () => {
    const before = await kept();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(licenses).values({ userId: employees[1], codeId: electrician });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept()).toEqual(before);
  });

  it('lets a code no one holds any more be deleted, its counters with it', async () => {
    await database.db.delete(deccoUCourses).where(eq(deccoUCourses.codeId, safety101));
    await database.db.delete(codes).where(eq(codes.id, safety101));
    const left = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from code_holder_counts where code_id = ${safety101}`);
    expect(Number(left[0].n)).toBe(0);
    await expectInStep();
  });
});
