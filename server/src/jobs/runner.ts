/**
 * Scheduled jobs, safe with several app servers: before a run, a server claims the job with one
 * atomic UPDATE on its job_runs row (only when the interval has passed), so exactly one server
 * runs each occurrence. The same task functions run on PGlite and on a PostgreSQL server.
 */
import { clock } from '@portal/common';
import { sql } from '../db/sql';
import { nowSql } from '../db/today';
import { queryRows, type Db } from '../db/client';
import { jobRuns } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';

export interface JobContext {
  db: Db;
  log: Logger;
  services: Services;
}

export interface JobDef {
  name: string;
  /** How often the job runs. */
  intervalMs: number;
  run(ctx: JobContext): Promise<void>;
}

/** Claims the job if it is due; true when this server should run it now. */
export async function claimJob(db: Db, job: JobDef, now = clock.now()): Promise<boolean> {
  await db.insert(jobRuns).values({ name: job.name }).onConflictDoNothing();
  const dueBefore = new Date(now.getTime() - job.intervalMs);
  const claimed = await queryRows(db, sql`
    update ${jobRuns} set last_started_at = ${now.toISOString()}::timestamptz, last_status = 'running'
    where name = ${job.name} and (last_started_at is null or last_started_at <= ${dueBefore.toISOString()}::timestamptz)
    returning name`);
  return claimed.length > 0;
}

export async function runJobNow(ctx: JobContext, job: JobDef): Promise<void> {
  ctx.services.metrics.jobRuns.inc({ job: job.name });
  try {
    await job.run(ctx);
    await ctx.db.execute(sql`update ${jobRuns} set last_finished_at = ${nowSql()}, last_status = 'ok', last_error = null where name = ${job.name}`);
  } catch (error) {
    ctx.log.error({ err: error, job: job.name }, 'job failed');
    ctx.services.metrics.jobFailures.inc({ job: job.name });
    await ctx.db.execute(sql`update ${jobRuns} set last_finished_at = ${nowSql()}, last_status = 'failed', last_error = ${String(error)} where name = ${job.name}`);
  }
}

export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly ctx: JobContext,
    private readonly jobs: readonly JobDef[],
    private readonly tickMs = 60_000,
  ) {}

  start() {
    const tick = () => {
      if (this.running) return;
      this.running = this.tick().finally(() => (this.running = null));
    };
    tick();
    this.timer = setInterval(tick, this.tickMs);
    this.timer.unref();
  }

  private async tick() {
    for (const job of this.jobs) {
      try {
        if (await claimJob(this.ctx.db, job)) await runJobNow(this.ctx, job);
      } catch (error) {
        this.ctx.log.error({ err: error, job: job.name }, 'job scheduling failed');
      }
    }
  }

  /** Stops scheduling and waits for a run in progress. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
