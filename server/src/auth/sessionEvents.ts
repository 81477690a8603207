/**
 * Session invalidation across app servers (decision 0063). A logout, a password change or reset,
 * a new access level or status, or an HR sync is announced with PostgreSQL NOTIFY in the transaction that makes it, so
 * every server hears it when it commits; each server LISTENs on one dedicated connection and
 * drops the matching sessions from its cache. While that connection is down (or has not proved
 * itself alive recently) a server trusts no cached session and asks the database on every
 * request; when it is back, the whole cache is dropped (announcements made meanwhile are lost).
 * On the embedded database there is one server: invalidation stays local.
 */
import pg from 'pg';
import { sql } from '../db/sql';
import type { Executor } from '../db/client';
import type { Logger } from '../lib/logger';

/** Which cached sessions to drop: one session, a user's (optionally but one), or `{}`: all. */
export interface SessionMatch {
  userId?: number;
  sessionId?: string;
  exceptSessionId?: string;
}

/** What a server hears: sessions to drop, or 'all' after a gap in listening. */
export type SessionInvalidation = SessionMatch | 'all';

export interface SessionEvents {
  /** True when other servers' announcements reach this one (a cached session may be trusted). */
  listening(): boolean;
  /** True when announcements go to other servers (so they must be written with the change). */
  readonly crossServer: boolean;
  /** Announces an invalidation to every server when `executor`'s transaction commits. */
  publish(executor: Executor, match: SessionMatch): Promise<void>;
  onInvalidate(handler: (invalidation: SessionInvalidation) => void): void;
  close(): Promise<void>;
}

const SESSION_CHANNEL = 'portal_sessions';

/** One embedded database, one server: what this server forgets is all there is to forget. */
export const localSessionEvents: SessionEvents = {
  listening: () => true,
  crossServer: false,
  publish: async () => {},
  onInvalidate: () => {},
  close: async () => {},
};

/** How often the listening connection is checked; a silent cut is noticed within ~2 of these. */
const HEARTBEAT_MS = 1_000;
const RECONNECT_MIN_MS = 200;
const RECONNECT_MAX_MS = 5_000;

function encode(match: SessionMatch): string {
  return JSON.stringify({ u: match.userId, s: match.sessionId, x: match.exceptSessionId });
}

function decode(payload: string | undefined): SessionInvalidation {
  try {
    const p = JSON.parse(payload ?? '') as { u?: number; s?: string; x?: string };
    if (p.u === undefined && p.s === undefined) return 'all';
    return { userId: p.u, sessionId: p.s, exceptSessionId: p.x };
  } catch {
    // Something we cannot read: dropping every cached session is always correct.
    return 'all';
  }
}

export class PgSessionEvents implements SessionEvents {
  readonly crossServer = true;
  private client: pg.Client | null = null;
  /** The connection being opened (not yet listening). */
  private pending: pg.Client | null = null;
  private handlers: ((invalidation: SessionInvalidation) => void)[] = [];
  /** When the connection last proved it is alive (a heartbeat answered); 0 while down. */
  private confirmedAt = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {}

  /** Starts listening in the background (start-up does not wait; the cache is off until then). */
  start(): this {
    void this.connect();
    this.heartbeat = setInterval(() => void this.check(), HEARTBEAT_MS);
    this.heartbeat.unref();
    return this;
  }

  listening(): boolean {
    return this.client !== null && performance.now() - this.confirmedAt < 2 * HEARTBEAT_MS + 500;
  }

  async publish(executor: Executor, match: SessionMatch): Promise<void> {
    await executor.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${encode(match)})`);
  }

  onInvalidate(handler: (invalidation: SessionInvalidation) => void): void {
    this.handlers.push(handler);
  }

  private emit(invalidation: SessionInvalidation) {
    for (const handler of this.handlers) handler(invalidation);
  }

  private async connect() {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, connectionTimeoutMillis: 5_000, query_timeout: 2 * HEARTBEAT_MS, application_name: 'portal-session-listener' });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) this.emit(decode(message.payload));
    });
    this.pending = client;
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.pending !== client) return; // failed meanwhile; a new attempt is scheduled
    this.pending = null;
    if (this.closed) return void client.end().catch(() => {});
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
    // Whatever was announced while we were not listening is unknown: forget everything.
    this.emit('all');
    this.confirmedAt = performance.now();
    this.log.info('listening for session changes');
  }

  private async check() {
    const client = this.client;
    if (!client) return;
    try {
      await client.query('select 1');
      if (client === this.client) this.confirmedAt = performance.now();
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  /** The listening connection failed: stop trusting the cache, drop it and connect again. */
  private lost(client: pg.Client, error: Error) {
    if (this.client === client) {
      this.client = null;
      this.confirmedAt = 0;
      this.log.warn({ err: error }, 'session listener lost its connection; cached sessions are not trusted until it is back');
    } else if (this.pending === client) {
      this.pending = null;
      this.log.warn({ err: error }, 'session listener could not connect; retrying');
    } else {
      return; // a late event of a connection already given up
    }
    client.removeAllListeners('notification');
    void client.end().catch(() => {});
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(RECONNECT_MAX_MS, this.reconnectDelay * 2);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    this.confirmedAt = 0;
    await client?.end().catch(() => {});
  }
}
