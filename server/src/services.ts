/**
 * The long-lived pieces a request or a job may use, created once at start-up. Everything that
 * holds state keeps it in PostgreSQL or object storage, so app servers stay interchangeable.
 */
import crypto from 'node:crypto';
import { sql } from './db/sql';
import type { Config } from './config';
import { queryRows, type Db } from './db/client';
import { serverSecrets } from './db/schema';
import { PgSessionEvents } from './auth/sessionEvents';
import { SessionStore } from './auth/sessions';
import type { Logger } from './lib/logger';
import { Metrics } from './lib/metrics';
import { Mailer } from './infra/mailer';
import { createFileStore, type FileStore } from './infra/fileStore';

export interface Services {
  config: Config;
  mail: Mailer;
  files: FileStore;
  sessions: SessionStore;
  /** Counters and gauges for /metrics (served only with METRICS_TOKEN). */
  metrics: Metrics;
  /** Key for signing file URLs; shared by all servers (stored in the database unless APP_SECRET is set). */
  appSecret: string;
}

/** The server-wide secret: APP_SECRET, or one generated on first start and kept in the database. */
async function loadAppSecret(db: Db, config: Config): Promise<string> {
  if (config.APP_SECRET) return config.APP_SECRET;
  await db
    .insert(serverSecrets)
    .values({ name: 'app', value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const rows = await queryRows<{ value: string }>(db, sql`select value from ${serverSecrets} where name = 'app'`);
  return rows[0].value;
}

export async function createServices(db: Db, config: Config, log: Logger): Promise<Services> {
  // With a PostgreSQL server there may be several app servers: they tell each other of ended
  // sessions (decision 0063). The embedded database has one server, so it keeps them to itself.
  const sessionEvents = config.DATABASE_URL ? new PgSessionEvents(config.DATABASE_URL, log).start() : undefined;
  const metrics = new Metrics(db, { processMetrics: Boolean(config.METRICS_TOKEN) });
  return {
    config,
    metrics,
    mail: new Mailer(db, config, log, metrics),
    files: createFileStore(config),
    sessions: new SessionStore(db, config, sessionEvents),
    appSecret: await loadAppSecret(db, config),
  };
}
