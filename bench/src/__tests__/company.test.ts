/**
 * The bench's company (issue 28, item 8): BENCH_REUSE=1 on an empty database seeds it instead of
 * crashing, reuses a seeded one as it is, and a fresh run starts over. Seeds a small company so
 * the whole bench need not run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../server/src/db/sql';
import { queryRows, type Db } from '../../../server/src/db/client';
import { createTestDatabase, type TestDatabase } from '../../../server/src/test/database';
import { benchCompany } from '../company';

const OPTIONS = { employees: 40, demoPassword: 'Bench-pass-2026' };
const ROLES = ['user', 'fieldSupervisor', 'admin', 'superAdmin', 'webEditor'];

let database: TestDatabase;
let db: Db;
let seededLogins: string[] = [];

async function employeeCount(): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  return Number(n);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

describe('benchCompany', () => {
  it('with BENCH_REUSE=1 on an empty database seeds the company and returns a login per role', async () => {
    expect(await employeeCount()).toBe(0);
    const company = await benchCompany(db, { ...OPTIONS, reuse: true });
    expect(company.seeded).toBe(true);
    expect(company.logins.map((l) => l.role).sort()).toEqual([...ROLES].sort());
    expect(await employeeCount()).toBe(40);
    seededLogins = company.logins.map((l) => `${l.role}:${l.employeeNumber}`).sort();
  });

  it('with BENCH_REUSE=1 on a seeded database keeps its company and finds the same demo logins', async () => {
    const company = await benchCompany(db, { ...OPTIONS, employees: 60, reuse: true });
    expect(company.seeded).toBe(false);
    expect(company.logins.map((l) => `${l.role}:${l.employeeNumber}`).sort()).toEqual(seededLogins);
    const webEditor = company.logins.find((l) => l.role === 'webEditor')!;
    const [row] = await queryRows<{ user_type: string }>(db, sql`select user_type from users where employee_number = ${webEditor.employeeNumber}`);
    expect(row.user_type).toBe('webEditor');
    expect(await employeeCount()).toBe(40);
  });

  it('without BENCH_REUSE empties the database and seeds it afresh', async () => {
    const company = await benchCompany(db, { ...OPTIONS, employees: 50, reuse: false });
    expect(company.seeded).toBe(true);
    expect(await employeeCount()).toBe(50);
  });

  it('with BENCH_REUSE=1 refuses a database whose employees are not a seeded company', async () => {
    await db.execute(sql`update users set email = 'x-' || email where email in ('user@demo.example', 'webeditor@demo.example')`);
    await expect(benchCompany(db, { ...OPTIONS, reuse: true })).rejects.toThrow(/not the five demo logins/);
    expect(await employeeCount()).toBe(50);
  });
});
