/**
 * Server-side sessions behind the bearer tokens. A session ends when it is revoked (logout,
 * password change), after SESSION_IDLE_MINUTES without a request, at its absolute expiry, or
 * when the employee is no longer active.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isRole } from '@portal/common';
import type { Config } from '../config';
import type { Db, Executor } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Viewer } from '../graphql/context';
import { hashToken, newToken } from './tokens';

/** lastSeenAt is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_EVERY_MS = 60_000;

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>,
  ) {}

  async create(userId: number, meta: { ip: string; userAgent: string }, executor: Executor = this.db): Promise<{ token: string; sessionId: string }> {
    const token = newToken();
    const [row] = await executor
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + this.config.SESSION_MAX_HOURS * 3_600_000),
        ipAddress: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 300),
      })
      .returning({ id: sessions.id });
    return { token, sessionId: row.id };
  }

  /** The viewer behind a token, or null when the token is unknown, revoked or expired. */
  async resolve(token: string, now = new Date()): Promise<Viewer | null> {
    if (!token || token.length > 200) return null;
    const idleSince = new Date(now.getTime() - this.config.SESSION_IDLE_MINUTES * 60_000);
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        id: users.id,
        employeeNumber: users.employeeNumber,
        role: users.userType,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          isNull(sessions.revokedAt),
          sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
          sql`${sessions.lastSeenAt} > ${idleSince.toISOString()}::timestamptz`,
          eq(users.employmentStatus, 'active'),
        ),
      );
    if (!row || !isRole(row.role)) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    }
    return {
      id: row.id,
      employeeNumber: row.employeeNumber,
      role: row.role,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      sessionId: row.sessionId,
    };
  }

  async revoke(sessionId: string, executor: Executor = this.db) {
    await executor.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of a user (after a password change), except optionally the current one. */
  async revokeAllForUser(userId: number, exceptSessionId?: string, executor: Executor = this.db) {
    await executor
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
        ),
      );
  }
}
