/**
 * Private calendar feed links (decision 0161). The address holds a 256-bit random token; the
 * database keeps only its SHA-256 hash (as for sessions, auth/tokens.ts), so the address can be
 * shown once, when it is made. One link per person: a new one replaces the row, and the old
 * address answers 404 from then on.
 */
import { eq } from 'drizzle-orm';
import { isRole } from '@portal/common';
import { hashToken, newToken } from '../../auth/tokens';
import type { Viewer } from '../../auth/viewer';
import type { Db, Executor } from '../../db/client';
import { calendarFeedLinks, users } from '../../db/schema';
import { sql } from '../../db/sql';

/** When the person's current link was made, or null without one. */
export async function linkMadeAt(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db.select({ createdAt: calendarFeedLinks.createdAt }).from(calendarFeedLinks).where(eq(calendarFeedLinks.userId, userId));
  return row?.createdAt ?? null;
}

/** A new link for the person, replacing (revoking) the one they had, in one statement. */
export async function makeLink(db: Executor, userId: number): Promise<{ token: string; madeAt: Date }> {
  const token = newToken();
  const [row] = await db
    .insert(calendarFeedLinks)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: calendarFeedLinks.userId, set: { tokenHash: hashToken(token), createdAt: sql`excluded.created_at` } })
    .returning({ madeAt: calendarFeedLinks.createdAt });
  return { token, madeAt: row.madeAt };
}

/**
 * The person a feed's token belongs to, as the viewer their feed is read for; null for an
 * unknown or replaced token and for an employee who is no longer active.
 */
export async function viewerOfToken(db: Db, token: string): Promise<Viewer | null> {
  if (!/^[A-Za-z0-9_-]{40,100}$/.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, employeeNumber: users.employeeNumber, role: users.userType, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(calendarFeedLinks)
    .innerJoin(users, eq(users.id, calendarFeedLinks.userId))
    .where(sql`${calendarFeedLinks.tokenHash} = ${hashToken(token)} and ${users.employmentStatus} = 'active'`);
  if (!row || !isRole(row.role)) return null;
  // A feed is no session: nothing it reads or does concerns one.
  return { ...row, sessionId: '' };
}
