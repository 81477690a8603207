/**
 * Start-up: configuration -> database -> migrations -> demo data (embedded database, first
 * start) -> HTTP server and jobs. SIGTERM/SIGINT first drain (readiness 503 while still serving,
 * so a load balancer moves away: SHUTDOWN_DRAIN_MS), then finish requests in flight, stop the
 * jobs and close the database cleanly (PGlite data must survive a restart).
 */
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import { users } from './db/schema';
import { sql } from './db/sql';
import { clockSettingOf, ConfigError, loadConfig, type Config } from './config';
import { openDatabase, queryRows, type Database } from './db/client';
import { migrate } from './db/migrate';
import { setClock } from '@portal/common';
import { createApp } from './http/app';
import { JobRunner } from './jobs/runner';
import { allJobs } from './jobs';
import { createLogger } from './lib/logger';
import { createBackupEndpoint } from './ops/backupEndpoint';
import { announceRunningServer, newOpsToken } from './ops/runningServer';
import { seedDemo } from './seed';
import { createServices } from './services';

async function seedIfEmpty(database: Database, config: Config, log: ReturnType<typeof createLogger>) {
  if (!config.seedWhenEmpty) return;
  const existing = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${users}`);
  if (Number(existing[0].n) > 0) return;
  log.info('empty database: creating the demo company');
  const result = await seedDemo(database.db, { demoPassword: config.DEMO_PASSWORD });
  const lines = result.logins.map((l) => `  ${l.role.padEnd(16)} ${l.email}`).join('\n');
  const password = result.passwordGenerated
    ? `${result.password}   (generated; set DEMO_PASSWORD to choose one)`
    : '(the value of DEMO_PASSWORD)';
  // Printed once, on purpose, so the first user can sign in.
  process.stdout.write(`\nDemo logins (one per role):\n${lines}\nPassword: ${password}\n\n`);
}

/** GraphQL executions at a time on the embedded database (http/executionGate.ts). */
const EMBEDDED_EXECUTIONS = 4;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // V8 lets the heap grow to up to four times what its last full collection kept before the
  // next one; under many connections that room fills with the garbage of requests in flight that
  // outlived two young-generation collections, and the process peaks about 100 MB higher than
  // with twice (decision 0110; on PostgreSQL `npm start` also doubles the young generation,
  // which pays back the extra full collections' CPU). Set at run time so that every way of
  // starting the server (npm start, the bench, the tests' servers) gets it; NODE_OPTIONS cannot
  // carry this flag. V8 reads it at each full collection.
  if (config.HEAP_GROWING_PERCENT > 0) v8.setFlagsFromString(`--heap-growing-percent=${config.HEAP_GROWING_PERCENT}`);
  const log = createLogger(config.LOG_LEVEL, config.NODE_ENV === 'development' && process.stdout.isTTY);
  setClock(clockSettingOf(config));
  if (config.CLOCK_AT) log.warn({ clockAt: config.CLOCK_AT }, "the portal's clock was set by CLOCK_AT: it does not show the real time");
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          poolTimeoutMs: config.DATABASE_POOL_TIMEOUT_MS,
          statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          onIdleClientError: (err) => log.warn({ err }, 'idle database connection closed'),
          onTransactionRetry: ({ attempt, reason }) => log.warn({ attempt, reason }, 'transaction aborted by the database; running it again'),
        }
      : { kind: 'pglite', dir: config.pgliteDir },
  );
  const applied = await migrate(database.db);
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');
  await seedIfEmpty(database, config, log);

  const services = await createServices(database.db, config, log);
  // The embedded database lives in this process: backups are made here (decision 0066).
  const opsToken = newOpsToken();
  const backup = database.kind === 'pglite'
    ? createBackupEndpoint({ db: database.db, log, token: opsToken, uploadsDir: config.uploadsDir, dataDir: config.DATA_DIR })
    : undefined;
  // The embedded database answers one statement at a time: more executions in flight only hold
  // more memory (decision 0104).
  const app = createApp({ db: database.db, log, services, backup, executionLimit: database.kind === 'pglite' ? EMBEDDED_EXECUTIONS : undefined });
  const jobs = new JobRunner({ db: database.db, log, services }, allJobs);
  if (config.JOBS_ENABLED) jobs.start();

  await new Promise<void>((resolve) => app.server.listen(config.PORT, config.HOST, resolve));
  log.info({ url: config.publicUrl, database: database.kind }, `portal listening on ${config.publicUrl}`);
  const announcement = backup ? announceRunningServer(config.DATA_DIR, (app.server.address() as AddressInfo).port, opsToken) : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 15_000);
    force.unref();
    app.drain();
    const jobsStopped = jobs.stop();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    await jobsStopped;
    // Mail a request recorded just before the stop goes out now (the retry job would send it later).
    await Promise.race([services.mail.idle(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    services.mail.close();
    await services.sessions.events.close();
    await database.close();
    announcement?.remove();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
