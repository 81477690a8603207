/**
 * Throughput of the four screens of issue 13: the portal (production server in its own process)
 * side by side with PostGraphile 5 and one hand-written SQL statement per screen, on the same
 * PostgreSQL database, each driven by autocannon at 10 and 50 connections. On PGlite only the
 * portal runs (the others need a server). Also the portal's resident memory after the load.
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { benchScreens, type GraphqlRequest, type Screen } from './screens';
import { residentMemoryMb, threadCpuMs, startPortal, startPostgraphile, startRawSql, type ChildServer } from './servers';

const CONNECTIONS = [10, 50] as const;
/** Turns each target takes per screen and connection count (the time is split between them). */
const ROUNDS = 2;

interface Measured {
  requestsPerSecond: number;
  p95Ms: number;
  p99Ms: number;
  /** The longest wait of a new connection for its first answer (issue 28: they came one after another). */
  longestFirstMs: number;
  failures: number;
  /** What the failures were, for the log: autocannon's errors, timeouts and non-2xx answers. */
  failureKinds: string;
  /**
   * The server's CPU time per answered request (ms), when /proc is readable: all its threads, its
   * main thread, and its busiest other thread (on PGlite, the database's thread; decision 0108).
   */
  cpuMsPerRequest: { total: number; main: number; other: number } | null;
}

interface ScreenThroughput {
  screen: string;
  /** Per target: statements one request sends, and the figures per connection count. */
  targets: Record<string, { statements: number | null; byConnections: Record<number, Measured> }>;
}

export interface ThroughputResult {
  screens: ScreenThroughput[];
  portalRssMb: { rss: number; peak: number } | null;
}

interface Target {
  server: ChildServer;
  request: (screen: Screen) => { body?: string; path?: string; headers: Record<string, string> };
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/** What one autocannon run saw: every latency, the requests answered and the failures. */
interface Run {
  latencies: number[];
  /** Each connection's first latency. */
  firsts: number[];
  requests: number;
  seconds: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The server's CPU time during the run (ms), set by the caller. */
  cpuMs?: { total: number; main: number; other: number } | null;
}

async function load(url: string, request: ReturnType<Target['request']>, connections: number, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  const firsts: number[] = [];
  const answered = new Set<unknown>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: request.path ? `${url}${request.path}` : url, method: request.body ? 'POST' : 'GET', headers: request.headers, body: request.body, connections, duration: seconds },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // autocannon's summary has no 95th percentile: keep every latency and take it here.
    instance.on('response', (client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (!answered.has(client)) {
        answered.add(client);
        firsts.push(responseTime);
      }
    });
  });
  return { latencies, firsts, requests: result.requests.total, seconds, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx };
}

/** Several runs of one target taken as one: requests over the total time, p95 over all latencies. */
function summarize(runs: Run[]): Measured {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sum = (pick: (r: Run) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: Math.round(sum((r) => r.requests) / sum((r) => r.seconds)),
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    longestFirstMs: Math.round(Math.max(0, ...runs.flatMap((r) => r.firsts))),
    failures: sum((r) => r.errors + r.timeouts + r.non2xx),
    failureKinds: `${sum((r) => r.errors)} errors, ${sum((r) => r.timeouts)} timeouts, ${sum((r) => r.non2xx)} non-2xx`,
    cpuMsPerRequest: runs.every((r) => r.cpuMs)
      ? {
          total: Math.round((sum((r) => r.cpuMs!.total) / Math.max(1, sum((r) => r.requests))) * 100) / 100,
          main: Math.round((sum((r) => r.cpuMs!.main) / Math.max(1, sum((r) => r.requests))) * 100) / 100,
          other: Math.round((sum((r) => r.cpuMs!.other) / Math.max(1, sum((r) => r.requests))) * 100) / 100,
        }
      : null,
  };
}

const cpuNote = (m: Measured) => (m.cpuMsPerRequest ? `, CPU ${m.cpuMsPerRequest.total} ms/request (main thread ${m.cpuMsPerRequest.main}, busiest other ${m.cpuMsPerRequest.other})` : '');

/** One request first, to check the answer has data and no errors (a wrong query would be fast); its data. */
async function checkAnswer(target: Target, screen: Screen): Promise<unknown> {
  const request = target.request(screen);
  const res = await fetch(request.path ? `${target.server.url}${request.path}` : target.server.url, {
    method: request.body ? 'POST' : 'GET',
    headers: request.headers,
    body: request.body,
  });
  const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  if (!res.ok || body.errors || !body.data) throw new Error(`${target.server.name}, ${screen.name}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/** The servers answer the same (Screen.sameAnswer): a server doing less work would be faster. */
function checkSameAnswer(screen: Screen, answers: Map<string, unknown>) {
  if (!screen.sameAnswer) return;
  const picked = [...answers].filter(([name]) => name in screen.sameAnswer!).map(([name, data]) => [name, JSON.stringify(screen.sameAnswer![name as keyof NonNullable<Screen['sameAnswer']>](data))]);
  const differing = picked.filter(([, value]) => value !== picked[0][1]);
  if (differing.length) throw new Error(`${screen.name}: the servers answer differently:\n${picked.map(([n, v]) => `  ${n}: ${v}`).join('\n')}`);
}

/** BENCH_SCREENS: a comma-separated list of screen names to measure (all when unset). */
function selectedScreens(screens: Screen[]): Screen[] {
  const names = (process.env.BENCH_SCREENS ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  if (!names.length) return screens;
  const unknown = names.filter((n) => !screens.some((s) => s.name === n));
  if (unknown.length) throw new Error(`BENCH_SCREENS: no screen named ${unknown.join(', ')} (there are: ${screens.map((s) => s.name).join(', ')})`);
  return screens.filter((s) => names.includes(s.name));
}

const graphqlBody = (r: GraphqlRequest) => JSON.stringify({ query: r.query, variables: r.variables });

export async function measureThroughput(options: {
  databaseUrl?: string;
  /** Without a database URL: the DATA_DIR whose pglite/ folder the bench seeded. */
  dataDir?: string;
  token: string;
  today: string;
  employeeNumber: string;
  /** Statements the portal sends per screen, counted in process by the caller. */
  portalStatements: Record<string, number>;
  seconds: number;
  log: (line: string) => void;
}): Promise<ThroughputResult> {
  const screens = selectedScreens(benchScreens({ today: options.today, employeeNumber: options.employeeNumber }));
  const json = { 'content-type': 'application/json' };
  const started: ChildServer[] = [];
  const portal = await startPortal({ url: options.databaseUrl, dataDir: options.dataDir });
  started.push(portal);
  try {
    const targets: Target[] = [{ server: portal, request: (s) => ({ body: graphqlBody(s.portal), headers: { ...json, authorization: `Bearer ${options.token}` } }) }];
    if (options.databaseUrl) {
      const postgraphile = await startPostgraphile(options.databaseUrl);
      started.push(postgraphile);
      const raw = await startRawSql(options.databaseUrl, options.today, options.employeeNumber);
      started.push(raw);
      targets.push(
        { server: postgraphile, request: (s) => ({ body: graphqlBody(s.postgraphile), headers: json }) },
        { server: raw, request: (s) => ({ path: `/${encodeURIComponent(s.name)}`, headers: {} }) },
      );
    }
    const results: ScreenThroughput[] = [];
    for (const screen of screens) {
      const row: ScreenThroughput = { screen: screen.name, targets: {} };
      const runs = new Map<Target, Record<number, Run[]>>(targets.map((t) => [t, Object.fromEntries(CONNECTIONS.map((c) => [c, [] as Run[]]))]));
      const answers = new Map<string, unknown>();
      for (const target of targets) {
        answers.set(target.server.name, await checkAnswer(target, screen));
        let statements: number | null = options.portalStatements[screen.name] ?? null;
        if (target.server.statements) {
          const before = await target.server.statements();
          await checkAnswer(target, screen);
          statements = (await target.server.statements()) - before;
        }
        row.targets[target.server.name] = { statements, byConnections: {} };
        // A short warm-up, so each figure is the server's steady state (JIT, caches, pool).
        await load(target.server.url, target.request(screen), 10, 2);
      }
      checkSameAnswer(screen, answers);
      // The targets take turns, in rounds, each a share of the time: the two cores' state
      // drifts over a minute (other processes, frequency), and whoever ran in a good or bad
      // stretch alone would move the ratios by a third between runs.
      for (let round = 0; round < ROUNDS; round++) {
        for (const connections of CONNECTIONS) {
          for (const target of targets) {
            const child = target.server.process as ChildProcess;
            const cpuBefore = threadCpuMs(child);
            const run = await load(target.server.url, target.request(screen), connections, Math.max(1, Math.round(options.seconds / ROUNDS)));
            const cpuAfter = threadCpuMs(child);
            if (cpuBefore && cpuAfter) {
              const used = [...cpuAfter].map(([tid, ms]) => [tid, ms - (cpuBefore.get(tid) ?? 0)] as const);
              const others = used.filter(([tid]) => tid !== child.pid).map(([, ms]) => ms);
              run.cpuMs = { total: used.reduce((a, [, ms]) => a + ms, 0), main: used.find(([tid]) => tid === child.pid)?.[1] ?? 0, other: Math.max(0, ...others) };
            }
            runs.get(target)![connections].push(run);
          }
        }
      }
      for (const target of targets) {
        const byConnections = Object.fromEntries(CONNECTIONS.map((c) => [c, summarize(runs.get(target)![c])])) as Record<number, Measured>;
        row.targets[target.server.name].byConnections = byConnections;
        options.log(`  ${screen.name} / ${target.server.name}: ${CONNECTIONS.map((c) => `c=${c} ${byConnections[c].requestsPerSecond} req/s p95 ${byConnections[c].p95Ms} ms p99 ${byConnections[c].p99Ms} ms, first answer within ${byConnections[c].longestFirstMs} ms${cpuNote(byConnections[c])}${byConnections[c].failures ? ` (failed: ${byConnections[c].failureKinds})` : ''}`).join(', ')}`);
      }
      results.push(row);
    }
    return { screens: results, portalRssMb: residentMemoryMb(portal.process as ChildProcess) };
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
}
