/**
 * Server-side sessions behind the bearer tokens. A session ends when it is revoked (logout,
 * password change), after SESSION_IDLE_MINUTES without a request, at its absolute expiry, or
 * when the employee is no longer active.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { sql } from '../db/sql';
import { isRole, clock } from '@portal/common';
import type { Config } from '../config';
import type { Db, Executor } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Viewer } from './viewer';
import { localSessionEvents, type SessionEvents, type SessionMatch } from './sessionEvents';
import { hashToken, newToken } from './tokens';

/** lastSeenAt is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_EVERY_MS = 60_000;
/**
 * A checked session is trusted for this long without asking the database again (decision 0054).
 * Logout, password changes and a new access level or status take effect at once on every app
 * server (announced through `SessionEvents`, decision 0063), and so does the HR sync; a change
 * made in SQL behind the API's back within this many milliseconds.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 20_000;

interface CachedSession {
  viewer: Viewer;
  lastSeenAt: number;
  expiresAt: number;
  checkedAt: number;
}

export class SessionStore {
  /** Checked sessions by token hash (never the token itself). */
  private readonly cache = new Map<string, CachedSession>();
  /** Counts invalidations: a session read before one arrived may be stale and is not cached. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>,
    readonly events: SessionEvents = localSessionEvents,
  ) {
    events.onInvalidate((invalidation) => (invalidation === 'all' ? this.forgetAll() : this.forget(invalidation)));
  }

  async create(userId: number, meta: { ip: string; userAgent: string }, executor: Executor = this.db): Promise<{ token: string; sessionId: string }> {
    const token = newToken();
    const [row] = await executor
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(clock.nowMs() + this.config.SESSION_MAX_HOURS * 3_600_000),
        ipAddress: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 300),
      })
      .returning({ id: sessions.id });
    return { token, sessionId: row.id };
  }

  /** The viewer behind a token, or null when the token is unknown, revoked or expired. */
  async resolve(token: string, now = clock.now()): Promise<Viewer | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const idleSince = new Date(now.getTime() - this.config.SESSION_IDLE_MINUTES * 60_000);
    // Without the announcements of other servers, a cached session may have ended elsewhere.
    const trusted = this.events.listening();
    const cached = this.cache.get(tokenHash);
    if (cached && trusted) {
      const fresh = now.getTime() - cached.checkedAt >= 0 && now.getTime() - cached.checkedAt < SESSION_CACHE_MS;
      if (fresh && cached.expiresAt > now.getTime() && cached.lastSeenAt > idleSince.getTime()) {
        await this.touch(cached, now);
        return cached.viewer;
      }
    }
    if (cached) this.cache.delete(tokenHash);
    const generation = this.generation;
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
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
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
          sql`${sessions.lastSeenAt} > ${idleSince.toISOString()}::timestamptz`,
          eq(users.employmentStatus, 'active'),
        ),
      );
    if (!row || !isRole(row.role)) return null;
    const entry: CachedSession = {
      viewer: {
        id: row.id,
        employeeNumber: row.employeeNumber,
        role: row.role,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        sessionId: row.sessionId,
      },
      lastSeenAt: row.lastSeenAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      checkedAt: now.getTime(),
    };
    await this.touch(entry, now);
    // An invalidation heard while the row was read may concern it: do not keep what was read.
    if (!trusted || generation !== this.generation) return entry.viewer;
    if (this.cache.size >= SESSION_CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(tokenHash, entry);
    return entry.viewer;
  }

  /** Records activity at most once a minute per session (the idle timeout reads it). */
  private async touch(entry: CachedSession, now: Date) {
    if (now.getTime() - entry.lastSeenAt <= TOUCH_EVERY_MS) return;
    entry.lastSeenAt = now.getTime();
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, entry.viewer.sessionId));
  }

  /** Forgets cached sessions (of one user, or one session) so the next request asks the database. */
  forget(match: SessionMatch) {
    this.generation++;
    for (const [hash, entry] of this.cache) {
      if (match.sessionId !== undefined && entry.viewer.sessionId !== match.sessionId) continue;
      if (match.userId !== undefined && entry.viewer.id !== match.userId) continue;
      if (match.exceptSessionId !== undefined && entry.viewer.sessionId === match.exceptSessionId) continue;
      this.cache.delete(hash);
    }
  }

  private forgetAll() {
    this.generation++;
    this.cache.clear();
  }

  /**
   * Forgets sessions here and, when `executor`'s transaction commits, on every other app server
   * (a new access level or status: the next request reads it).
   */
  async forgetEverywhere(match: SessionMatch, executor: Executor) {
    await this.events.publish(executor, match);
    this.forget(match);
  }

  /**
   * Runs a change and its announcement in one transaction (the caller's, when given), so other
   * servers hear of exactly the changes that committed.
   */
  private async announced(executor: Executor | undefined, match: SessionMatch, change: (executor: Executor) => Promise<unknown>) {
    const run = async (e: Executor) => {
      await change(e);
      await this.events.publish(e, match);
    };
    if (executor) await run(executor);
    else if (this.events.crossServer) await this.db.transaction(run);
    else await run(this.db);
    this.forget(match);
  }

  async revoke(sessionId: string, executor?: Executor) {
    await this.announced(executor, { sessionId }, (e) => e.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId)));
  }

  /** Ends every session of a user (after a password change), except optionally the current one. */
  async revokeAllForUser(userId: number, exceptSessionId?: string, executor?: Executor) {
    await this.announced(executor, { userId, exceptSessionId }, (e) =>
      e
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
          ),
        ),
    );
  }
}
