/** The throughput table of `npm run bench`, its targets (issue 13) and its baseline entry. */
import type { ThroughputResult } from './index';

export const TARGETS = {
  /** portal req/s over PostGraphile's, at 10 connections */
  versusPostgraphile: 1.0,
  /**
   * portal req/s over the raw server's (its one statement per screen, prepared), at 10 and at
   * 50 connections: 0.5 in issue 13, 0.6 in issue 28 once the raw statements were prepared.
   */
  versusRawSql: 0.6,
  p95AtTenMs: 25,
  /** the portal's p99 at 50 connections: nobody waits seconds behind others (issue 28) */
  p99AtFiftyMs: 500,
  /** the production server's peak resident memory under this load (issue 28, item 5) */
  serverRssMb: { postgres: 300, pglite: 380 },
  firstLoadKb: 200,
};

export type ThroughputBaseline = Record<string, Record<string, { statements: number | null; rps10: number; rps50: number; p95at10: number; p95at50: number }>>;

export function throughputBaseline(result: ThroughputResult): ThroughputBaseline {
  return Object.fromEntries(
    result.screens.map((s) => [
      s.screen,
      Object.fromEntries(
        Object.entries(s.targets).map(([name, t]) => [
          name,
          { statements: t.statements, rps10: t.byConnections[10].requestsPerSecond, rps50: t.byConnections[50].requestsPerSecond, p95at10: t.byConnections[10].p95Ms, p95at50: t.byConnections[50].p95Ms },
        ]),
      ),
    ]),
  );
}

const ratio = (a?: number, b?: number) => (a !== undefined && b ? a / b : undefined);
const fmt = (n: number | undefined | null, digits = 0) => (n === undefined || n === null || Number.isNaN(n) ? '-' : n.toFixed(digits));

/** Lines of the table, and whether every target held. */
export function throughputLines(result: ThroughputResult, baseline: ThroughputBaseline | undefined): { lines: string[]; ok: boolean } {
  let ok = true;
  const lines = [
    `     ${'screen'.padEnd(16)} ${'stmts p/PG/raw'.padStart(14)}  ${'req/s c=10 p/PG/raw'.padStart(21)}  ${'p/PG'.padStart(5)} ${'p/raw'.padStart(5)}  ${'p95 c=10'.padStart(8)}  ${'req/s c=50'.padStart(10)}  ${'p95 c=50'.padStart(8)}  ${'p99 c=50'.padStart(8)} ${'p/raw'.padStart(5)}  baseline (portal c=10)`,
  ];
  for (const s of result.screens) {
    const p = s.targets.portal;
    const pg = s.targets.PostGraphile;
    const raw = s.targets['raw SQL'];
    const rps = (t: typeof p | undefined, connections = 10) => t?.byConnections[connections].requestsPerSecond;
    const vsPg = ratio(rps(p), rps(pg));
    const vsRaw = ratio(rps(p), rps(raw));
    const vsRaw50 = ratio(rps(p, 50), rps(raw, 50));
    const p95 = p.byConnections[10].p95Ms;
    const p99 = p.byConnections[50].p99Ms;
    const held =
      (vsPg === undefined || vsPg >= TARGETS.versusPostgraphile) &&
      (vsRaw === undefined || vsRaw >= TARGETS.versusRawSql) &&
      (vsRaw50 === undefined || vsRaw50 >= TARGETS.versusRawSql) &&
      p95 < TARGETS.p95AtTenMs &&
      p99 < TARGETS.p99AtFiftyMs;
    const failures = Object.values(s.targets).some((t) => Object.values(t.byConnections).some((m) => m.failures > 0));
    ok &&= held && !failures;
    const was = baseline?.[s.screen]?.portal;
    lines.push(
      `${held ? 'ok  ' : 'SLOW'} ${s.screen.padEnd(16)} ${`${fmt(p.statements)}/${fmt(pg?.statements)}/${fmt(raw?.statements)}`.padStart(14)}  ${`${fmt(rps(p))}/${fmt(rps(pg))}/${fmt(rps(raw))}`.padStart(21)}  ${fmt(vsPg, 2).padStart(5)} ${fmt(vsRaw, 2).padStart(5)}  ${`${fmt(p95, 1)} ms`.padStart(8)}  ${fmt(p.byConnections[50].requestsPerSecond).padStart(10)}  ${`${fmt(p.byConnections[50].p95Ms, 1)} ms`.padStart(8)}  ${`${fmt(p99, 1)} ms`.padStart(8)} ${fmt(vsRaw50, 2).padStart(5)}  ${was ? `was ${was.rps10} req/s, p95 ${was.p95at10} ms` : 'new'}${failures ? '  (FAILED REQUESTS)' : ''}`,
    );
  }
  lines.push(
    `     targets: portal/PostGraphile >= ${TARGETS.versusPostgraphile.toFixed(1)}, portal/raw SQL >= ${TARGETS.versusRawSql} at 10 and 50 connections, p95 at 10 connections < ${TARGETS.p95AtTenMs} ms, p99 at 50 < ${TARGETS.p99AtFiftyMs} ms`,
  );
  return { lines, ok };
}
