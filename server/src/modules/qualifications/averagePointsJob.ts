import { clock } from '@portal/common';
import { alias } from 'drizzle-orm/pg-core';
import { sql } from '../../db/sql';
import { queryRows, type Executor } from '../../db/client';
import { averagePoints, users } from '../../db/schema';
import type { JobDef } from '../../jobs/runner';
import { joinPoints } from '../users/points';

/** The company average of points over active employees, as the card's computed points count them. */
export async function snapshotAveragePoints(db: Executor): Promise<number> {
  const u = alias(users, 'u');
  const rows = await queryRows<{ avg: number | null }>(db, sql`
    select avg(coalesce(u_points.points, 0))::float8 as avg
    from ${users} ${u} ${joinPoints('u')} where ${u.employmentStatus} = 'active'`);
  const avg = Math.round(Number(rows[0]?.avg ?? 0) * 100) / 100;
  await db.insert(averagePoints).values({ points: avg, timeStamp: clock.now() });
  return avg;
}

/** Stores the company average once a day (the card shows the newest snapshot). */
export const averagePointsJob: JobDef = {
  name: 'average-points',
  daily: true,
  async run({ db }) {
    await snapshotAveragePoints(db);
  },
};
