import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { allJobs } from '..';
import { claimJob, type JobDef } from '../runner';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

describe('scheduled jobs', () => {
  it('exactly one server claims each occurrence of a job', async () => {
    const job: JobDef = { name: 'test-job', intervalMs: 60_000, run: async () => {} };
    const now = new Date('2026-11-22T12:00:00Z');
    const claims = await Promise.all([claimJob(database.db, job, now), claimJob(database.db, job, now), claimJob(database.db, job, now)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(database.db, job, new Date(now.getTime() + 30_000))).toBe(false);
    expect(await claimJob(database.db, job, new Date(now.getTime() + 61_000))).toBe(true);
  });

  it('the servers run every job a module declares, each under its own name', () => {
    expect(allJobs.map((j) => j.name).sort()).toEqual([
      'average-points',
      'evaluation-due-reminders',
      'expiry-alerts',
      'expiry-digest',
      'followup-mail',
      'mail-retry',
      'orphan-files',
      'review-cycle-launch',
      'review-notice-digest',
      'review-notices',
    ]);
  });
});
