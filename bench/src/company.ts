/**
 * The company the bench measures. A fresh run empties the database and seeds it; with
 * BENCH_REUSE=1 it keeps the company an earlier run seeded (a quicker rerun), and seeds one
 * when there is none yet: a first run with BENCH_REUSE=1 on an empty database used to crash
 * looking for logins that were never created (issue 28).
 */
import { sql } from '../../server/src/db/sql';
import { inArray } from 'drizzle-orm';
import type { Role } from '@portal/common';
import type { Db } from '../../server/src/db/client';
import { users } from '../../server/src/db/schema';
import { DEMO_LOGINS, seedDemo, truncateApplicationTables } from '../../server/src/seed';

interface BenchLogin {
  role: Role;
  employeeNumber: string;
}

export interface BenchCompany {
  logins: BenchLogin[];
  /** Whether this run seeded the company (false: an earlier run's was reused). */
  seeded: boolean;
}

/**
 * The demo logins of a seeded company, one per role: the same employees a fresh seed returns,
 * so a reused company is measured through the same cards and sessions. Empty when nothing is seeded.
 */
async function demoLogins(db: Db): Promise<BenchLogin[]> {
  const rows = await db
    .select({ email: users.email, employeeNumber: users.employeeNumber })
    .from(users)
    .where(inArray(users.email, DEMO_LOGINS.map((l) => l.email)));
  const byEmail = new Map(rows.map((r) => [r.email, r.employeeNumber]));
  return DEMO_LOGINS.filter((l) => byEmail.has(l.email)).map((l) => ({ role: l.role, employeeNumber: byEmail.get(l.email)! }));
}

export async function benchCompany(db: Db, options: { reuse: boolean; employees: number; demoPassword: string }): Promise<BenchCompany> {
  if (options.reuse) {
    const logins = await demoLogins(db);
    if (logins.length === DEMO_LOGINS.length) return { logins, seeded: false };
    const [someone] = await db.select({ id: users.id }).from(users).limit(1);
    if (someone) {
      throw new Error('BENCH_REUSE=1: the database has employees but not the five demo logins of a seeded company; run without BENCH_REUSE to seed it afresh.');
    }
  } else {
    await truncateApplicationTables(db);
  }
  const seeded = await seedDemo(db, { employees: options.employees, demoPassword: options.demoPassword });
  // A company in use has been vacuumed (autovacuum): its pages are marked all-visible, so counts
  // over an index (the catalogue's holders per code) read the index alone. A fresh seed has no
  // such marks, and a server with autovacuum off never makes them: the catalogue's statement
  // read 2,300 heap pages a call and took 1.8 to 4.9 ms instead of 0.6 ms (decision 0106).
  await db.execute(sql`vacuum analyze`);
  return { logins: seeded.logins.map(({ role, employeeNumber }) => ({ role, employeeNumber })), seeded: true };
}
