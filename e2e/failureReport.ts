/**
 * Set-up for every journey file: when a test fails, print what its open pages were waiting for
 * and the portal's last log lines (each request with its status and time). A journey that runs
 * out of its minute otherwise says only "Test timed out", not where it stood.
 */
import { beforeEach, inject, onTestFailed } from 'vitest';
import { openPagesReport } from './browser';
import { logTail } from './portal';

beforeEach(() => {
  onTestFailed(({ task }) => {
    const report = `--- ${task.name}: the open pages\n${openPagesReport()}\n--- the portal's last lines\n${logTail(inject('portalLog'))}`;
    // Each line marked, so that .ci/run can repeat the reports at the end of its output.
    console.error(
      report
        .split('\n')
        .map((line) => `journey| ${line.slice(0, 400)}`)
        .join('\n'),
    );
  });
});
