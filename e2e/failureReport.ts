/**
 * Set-up for every journey file: when a test fails, print its error (with Playwright's call log),
 * what its open pages did last and still wait for, and the portal's last log lines (each request
 * with its status and time), all on one time line counted back from the failure. A journey that
 * fails in a long run otherwise says only its name where CI's output ends.
 */
import { clock } from '@portal/common';
import { beforeEach, inject, onTestFailed } from 'vitest';
import { openPagesReport, secondsAgo } from './browser';
import { logTail } from './portal';

/** The portal's log lines (pino's JSON), each with how long before the failure it was written. */
function portalLines(now: number): string {
  return logTail(inject('portalLog'))
    .split('\n')
    .map((line) => {
      try {
        const { time, level, msg, method, path, status, ms, userId, err, ...rest } = JSON.parse(line) as Record<string, unknown>;
        delete rest.requestId;
        delete rest.pid;
        delete rest.hostname;
        const request = method ? `${method} ${path} ${status} in ${ms} ms` : '';
        const extra = Object.keys(rest).length ? JSON.stringify(rest) : '';
        return [secondsAgo(Number(time), now), level === 30 ? '' : `level ${level}`, msg, request, userId ? `user ${userId}` : '', err ? JSON.stringify(err) : '', extra].filter(Boolean).join(' ');
      } catch {
        return line;
      }
    })
    .join('\n');
}

beforeEach(() => {
  onTestFailed(async ({ task }) => {
    const errors = (task.result?.errors ?? []).map((error) => (error.stack ?? error.message ?? String(error)).split('\n').slice(0, 25).join('\n'));
    const report = [
      `--- ${task.name}: failed at ${clock.now().toISOString()} after ${task.result?.duration?.toFixed(0) ?? '?'} ms`,
      ...errors,
      '--- the open pages',
      await openPagesReport(),
      "--- the portal's last lines",
      // The portal logs its own clock's time, which this process follows (e2e/portalClock.ts).
      portalLines(clock.nowMs()),
    ].join('\n');
    // Each line marked, so that .ci/run can repeat the reports at the end of its output.
    console.error(
      report
        .split('\n')
        .map((line) => `journey| ${line.slice(0, 400)}`)
        .join('\n'),
    );
  });
});
