/**
 * Operators' metrics in the Prometheus text format (prom-client), served on /metrics to holders
 * of METRICS_TOKEN (http/metricsEndpoint.ts, decision 0067). One registry per server instance (not prom-client's global
 * one), so the tests' several servers in one process keep their own counts.
 *
 * - GraphQL: requests and latency per endpoint and operation name, errors by code
 *   (http/graphqlMetrics.ts counts them in the GraphQL pipeline both request paths share);
 * - database: connections of the node-postgres pool (total, idle, in use) and requests waiting
 *   for one; the embedded database (PGlite) is one in-process connection, reported as such;
 * - jobs: runs and failures per job (jobs/runner.ts);
 * - mail: outbox depth (messages pending or failed, read at each scrape) and delivery failures.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { emailOutbox } from '../db/schema';
import { sql } from '../db/sql';
import { queryRows, type Db } from '../db/client';

/**
 * Operation names come from clients: only the names the portal knows get series of their own
 * (http/knownOperations.ts, decision 0132), any other counts as "other", so a client inventing
 * names (100 kB long, thousands of them) can neither grow the scrape nor crowd out real ones.
 */
const OTHER_OPERATION = 'other';
const ANONYMOUS_OPERATION = 'anonymous';

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function isPool(client: unknown): client is PoolCounts {
  const c = client as Partial<PoolCounts> | null;
  return typeof c?.totalCount === 'number' && typeof c.idleCount === 'number' && typeof c.waitingCount === 'number';
}

export class Metrics {
  readonly registry = new Registry();

  readonly graphqlRequests = new Counter({
    name: 'portal_graphql_requests_total',
    help: 'GraphQL requests answered, per endpoint and operation name',
    labelNames: ['endpoint', 'operation'] as const,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: 'portal_graphql_request_duration_seconds',
    help: 'Time from parsing a GraphQL request to its result, per endpoint and operation name',
    labelNames: ['endpoint', 'operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly graphqlErrors = new Counter({
    name: 'portal_graphql_errors_total',
    help: 'Errors in GraphQL results, per endpoint and error code (extensions.code)',
    labelNames: ['endpoint', 'code'] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Scheduled job runs this server made, per job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'portal_job_failures_total',
    help: 'Scheduled job runs that failed, per job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly mailFailures = new Counter({
    name: 'portal_mail_delivery_failures_total',
    help: 'E-mail deliveries that failed (each is retried by the mail retry job)',
    registers: [this.registry],
  });

  constructor(db: Db, options: { processMetrics?: boolean } = {}) {
    const client = (db as unknown as { $client?: unknown }).$client;
    const pool = isPool(client) ? client : null;
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database connections of this server by state (total, idle, in_use); the embedded database has one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        if (!pool) {
          this.set({ state: 'total' }, 1);
          return;
        }
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      },
    });
    if (pool) {
      new Gauge({
        name: 'portal_db_pool_waiting',
        help: 'Requests waiting for a database connection of this server',
        registers: [this.registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
    new Gauge({
      name: 'portal_mail_outbox',
      help: 'E-mails in the outbox not delivered yet, by status (pending, failed); shared by all servers',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        // While the database is unreachable the scrape still answers (the pool and error series
        // matter most then); this gauge is left out rather than failing the scrape.
        this.reset();
        try {
          const rows = await queryRows<{ status: string; n: number }>(
            db,
            sql`select ${emailOutbox.status}, count(*)::int as n from ${emailOutbox} where ${emailOutbox.status} in ('pending', 'failed') group by ${emailOutbox.status}`,
          );
          for (const status of ['pending', 'failed']) this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
        } catch {
          // left out of this scrape
        }
      },
    });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'portal_' });
  }

  /** Counts one GraphQL request with its duration and the codes of its errors; `operation` is a label of operationLabel's. */
  recordGraphql(endpoint: string, operation: string, seconds: number, errorCodes: readonly string[]) {
    this.graphqlRequests.inc({ endpoint, operation });
    this.graphqlDuration.observe({ endpoint, operation }, seconds);
    for (const code of errorCodes) this.graphqlErrors.inc({ endpoint, code });
  }
}

/** The label for a client's operation name: itself when `known`, else "other" ("anonymous" without one). */
export function operationLabel(name: string | null | undefined, known: ReadonlySet<string>): string {
  if (!name) return ANONYMOUS_OPERATION;
  return known.has(name) ? name : OTHER_OPERATION;
}
