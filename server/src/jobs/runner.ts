/**
 * Scheduled jobs, safe with several app servers: before a run, a server claims the job with one
 * atomic UPDATE on its job_runs row (only when the interval has passed, or for a daily job when
 * the company's day has changed), so exactly one server runs each occurrence. The same task
 * functions run on PGlite and on a PostgreSQL server.
 */
import { clock, todayInZone } from '@portal/common';
import { setColumns } from '../db/names';
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

export type JobDef = {
  name: string;
  run(ctx: JobContext): Promise<void>;
} & (
  | {
      /** How often the job runs. */
      intervalMs: number;
      daily?: never;
    }
  | {
      /**
       * Once on each of the company's calendar days, at the first tick from its midnight
       * (decision 0128). Not every 24 hours: the ticks' lateness would add up until a day was
       * skipped, and a daylight-saving day has 23 or 25 hours.
       */
      daily: true;
      intervalMs?: never;
    }
);

/** Claims the job if it is due; true when this server should run it now. */
export async function claimJob(db: Db, job: JobDef, now = clock.now()): Promise<boolean> {
  await db.insert(jobRuns).values({ name: job.name }).onConflictDoNothing();
  const due = job.daily
    ? sql`(${jobRuns.lastStartedAt} at time zone ${clock.timeZone()})::date < ${todayInZone(clock.timeZone(), now)}::date`
    : sql`${jobRuns.lastStartedAt} <= ${new Date(now.getTime() - job.intervalMs).toISOString()}::timestamptz`;
  const claimed = await queryRows(db, sql`
    update ${jobRuns} set ${setColumns(jobRuns, { lastStartedAt: sql`${now.toISOString()}::timestamptz`, lastStatus: sql`'running'` })}
    where ${jobRuns.name} = ${job.name} and (${jobRuns.lastStartedAt} is null or ${due})
    returning ${jobRuns.name}`);
  return claimed.length > 0;
}

export async function runJobNow(ctx: JobContext, job: JobDef): Promise<void> {
  ctx.services.metrics.jobRuns.inc({ job: job.name });
  try {
    await job.run(ctx);
    await ctx.db.execute(sql`update ${jobRuns} set ${setColumns(jobRuns, { lastFinishedAt: nowSql(), lastStatus: sql`'ok'`, lastError: sql`null` })} where ${jobRuns.name} = ${job.name}`);
  } catch (error) {
    ctx.log.error({ err: error, job: job.name }, 'job failed');
    ctx.services.metrics.jobFailures.inc({ job: job.name });
    await ctx.db.execute(sql`update ${jobRuns} set ${setColumns(jobRuns, { lastFinishedAt: nowSql(), lastStatus: sql`'failed'`, lastError: String(error) })} where ${jobRuns.name} = ${job.name}`);
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
