/**
 * `npm run bench`: the portal at real size (10,000 employees, ~200,000 qualification records).
 * Seeds a fresh database (in-memory PGlite, or BENCH_DATABASE_URL: a PostgreSQL database that
 * is emptied first), starts the real HTTP server and times the heavy screens' API calls.
 * Each target is checked; the run exits non-zero when one is missed. Figures are compared with the
 * committed baseline of the same database kind (bench/src/baseline/<kind>.json) so a regression
 * shows in review; BENCH_WRITE_BASELINE=1 records the run as the new baseline.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from '../../server/src/db/sql';
import { addDays, clock } from '@portal/common';
import { openDatabase, queryRows, type Db } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { startBenchServer } from './server';
import { benchCompany } from './company';
import { crewPacketRow } from './crewPacket';
import { LIGHTHOUSE_TARGET, measureLighthouse, type LighthouseScore } from './lighthouse';
import { startPortal } from './throughput/servers';
import { measureFirstLoad } from './bundle';
import { measureThroughput } from './throughput';
import { benchScreens } from './throughput/screens';
import { TARGETS, throughputBaseline, throughputLines, type ThroughputBaseline } from './throughput/report';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const RUNS = 5;
/** Seconds of load per screen, server and connection count; 0 leaves the throughput part out. */
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
/** BENCH_ONLY_THROUGHPUT=1: the throughput part alone (no timed screens, no first load, no Lighthouse). */
const ONLY_THROUGHPUT = process.env.BENCH_ONLY_THROUGHPUT === '1';

interface Result {
  name: string;
  ms: number;
  targetMs: number;
  /** SQL statements one call sent (the same for every call: no statement per row). */
  statements?: number;
  note?: string;
}

/** A committed run to compare with: median ms and statements per screen, throughput, memory. */
interface Baseline {
  results: Record<string, { ms: number; statements: number | null }>;
  /** Peak resident memory of the production server after the throughput load. */
  serverRssMb: number | null;
  throughput?: ThroughputBaseline;
  firstLoadKb?: number;
  /** Lighthouse performance per page and preset (lighthouse.ts). */
  lighthouse?: LighthouseScore[];
}

let statementsSent = 0;

/** An active employee's name with two letters of the last name swapped, as a hurried typist would. */
async function misspelledName(db: Db): Promise<string> {
  const [{ first_name: first, last_name: last }] = await queryRows<{ first_name: string; last_name: string }>(db, sql`
    select first_name, last_name from users where employment_status = 'active' and length(last_name) >= 5 order by id limit 1`);
  const i = Math.floor(last.length / 2) - 1;
  return `${first} ${last.slice(0, i)}${last[i + 1]}${last[i]}${last.slice(i + 2)}`;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  // PGlite lives in a folder, so the production server can open it after the timed calls.
  // The production server keeps PGlite in DATA_DIR/pglite (config.ts): the bench seeds it there.
  // BENCH_PGLITE_DIR: a DATA_DIR of its own that the bench keeps (with BENCH_REUSE=1, the company
  // an earlier run seeded there is measured again instead of seeding a new one).
  const keptDir = process.env.BENCH_DATABASE_URL ? undefined : process.env.BENCH_PGLITE_DIR;
  const dataDir = process.env.BENCH_DATABASE_URL ? undefined : keptDir ? path.resolve(keptDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const database = process.env.BENCH_DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL, onStatement: () => statementsSent++ })
    : await openDatabase({ kind: 'pglite', dir: path.join(dataDir!, 'pglite'), onStatement: () => statementsSent++ });
  await migrate(database.db);
  // BENCH_REUSE=1 keeps the company a previous run seeded in BENCH_DATABASE_URL or BENCH_PGLITE_DIR (quicker reruns).
  const reuse = (!!process.env.BENCH_DATABASE_URL || !!keptDir) && process.env.BENCH_REUSE === '1';

  const seedStarted = performance.now();
  const seeded = await benchCompany(database.db, { reuse, employees: EMPLOYEES, demoPassword: 'Bench-pass-2026' });
  const seedMs = performance.now() - seedStarted;
  const [{ n: records }] = await queryRows<{ n: number }>(
    database.db,
    sql`select ((select count(*) from licenses) + (select count(*) from certifications) + (select count(*) from skills) + (select count(*) from decco_u_courses))::int as n`,
  );

  const { app, services, url } = await startBenchServer(database.db);
  const editor = seeded.logins.find((l) => l.role === 'webEditor')!;
  const [{ id: editorId }] = await queryRows<{ id: number }>(database.db, sql`select id from users where employee_number = ${editor.employeeNumber}`);
  const { token } = await services.sessions.create(editorId, { ip: 'bench', userAgent: 'bench' });

  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { errors?: { message: string }[]; data?: Record<string, unknown> };
    if (body.errors) throw new Error(`${query.slice(0, 60)}: ${body.errors[0].message}`);
    return body.data!;
  };
  const time = async (name: string, targetMs: number, work: () => Promise<unknown>, runs = RUNS): Promise<Result> => {
    if (ONLY_THROUGHPUT) return { name, ms: NaN, targetMs, note: 'skipped' };
    await work(); // warm-up
    const before = statementsSent;
    await work();
    const statements = statementsSent - before;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    return { name, ms: median(times), targetMs, statements };
  };
  // Screens of issue 7: a page under 50 ms on a PostgreSQL server (PGlite shares the process).
  const pageTarget = database.kind === 'postgres' ? 50 : 300;

  const today = clock.today();
  const someEmployee = seeded.logins.find((l) => l.role === 'user')!.employeeNumber;
  const results: Result[] = [];
  results.push(
    await time('partner directory: page of 25 + count, name filter', 300, () =>
      call(`query($w: UserWhereInput) { users(where: $w, orderBy: [{ employeeNumber: asc }], take: 25) { id employeeNumber firstName lastName jobTitle group points } aggregateUser(where: $w) { _count { _all } } }`, {
        w: { employmentStatus: { equals: 'active' }, OR: [{ firstName: { startsWith: 'ma', mode: 'insensitive' } }, { lastName: { startsWith: 'ma', mode: 'insensitive' } }] },
      }),
    ),
  );
  results.push(
    await time('partner filter: holds a certification starting "OSHA"', 500, () =>
      call(`query($w: UserWhereInput) { users(where: $w, take: 25) { id } aggregateUser(where: $w) { _count { _all } } }`, {
        w: { certifications: { some: { codes: { is: { title: { startsWith: 'OSHA' } } } } } },
      }),
    ),
  );
  results.push(
    await time('baseball card with all four groups', 200, () =>
      call(`query($n: String!) { getEmployeeBaseballCard(employeeNumber: $n) { firstName points licPoints cerPoints skillPoints averageCompanyPoints
          licenses { licenseNumber expDate codes { title points } } certifications { expDate codes { title } } skills { codes { title } } deccoUCourses { issueDate codes { title } } } }`, { n: someEmployee }),
    ),
  );
  results.push(
    await time('expiring licenses, next 90 days, export mode', 1500, () =>
      call(`query($w: LicensesWhereInput) { findManyLicenses(where: $w, orderBy: [{ expDate: desc }], take: 10000) { licenseNumber expDate users { firstName lastName employeeNumber } codes { title state level } } }`, {
        w: { expDate: { gte: today, lte: addDays(today, 90) }, users: { is: { employmentStatus: { equals: 'active' } } } },
      }),
    ),
  );
  results.push(
    await time('export all employees with points (10,000 rows)', 4000, () =>
      call(`{ users(take: 10000, orderBy: [{ lastName: asc }]) { employeeNumber firstName lastName group jobTitle tshirtSize points licPoints cerPoints skillPoints } }`),
    3),
  );
  results.push(
    await time('partner directory screen: first page, skill + group filters', pageTarget, () =>
      call(`query($w: UserWhereInput) { users(where: $w, orderBy: [{ employeeNumber: asc }, { id: asc }], take: 25) { id employeeNumber firstName lastName jobTitle group email employmentStatus } aggregateUser(where: $w) { _count { _all } } }`, {
        w: { AND: [{ employmentStatus: { equals: 'active' } }, { skills: { some: { codes: { is: { title: { startsWith: 'e', mode: 'insensitive' } } } } } }, { group: { equals: 'D2' } }] },
      }),
    ),
  );
  const expiringQuery = (take: number) =>
    `{ expiringLicensesReport(range: next90, orderBy: [{ expDate: desc }, { id: asc }], take: ${take}) { total perMonth { month count } rows { id licenseNumber issueDate expDate users { employeeNumber firstName lastName } codes { title state level } } } }`;
  results.push(await time('expiring licenses report: first page of 10 + chart', pageTarget, () => call(expiringQuery(10))));
  // The top bar's search (issue 26): one keystroke, a misspelled name, as a webEditor (every kind).
  const misspelled = await misspelledName(database.db);
  results.push(
    await time('top bar search: one keystroke, a misspelled name (every kind)', pageTarget, () =>
      call(`query($t: String!) { search(text: $t) { kind id title number } }`, { t: misspelled }),
    ),
  );
  results.push(
    await time('alpha list report: CSV export of 10,000 rows', 1500, () =>
      call(`{ alphaListReport(orderBy: [{ lastName: asc }, { id: asc }], take: 10000) { total rows { id employeeNumber firstName lastName jobTitle group email costCode } } }`),
    3),
  );
  const [{ id: projectId }] = await queryRows<{ id: number }>(database.db, sql`select id from projects where zip is not null order by id limit 1`);
  results.push(
    await time('assignment list: distance to a project, nearest 20 of all', 300, () =>
      call(`query($w: EmployeeAssignmentWhere) { getManyEmployeeAssignments(where: $w, take: 20) { total rows { employeeNumber projectName distanceLabel } } }`, {
        w: { projectId, isGetDistanceQuery: true },
      }),
    ),
  );
  // Navigator forms over at least 20,000 evaluations (issue 10): the seed's, topped up with copies.
  const [{ n: seededEvaluations }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from evaluations`);
  if (seededEvaluations < 20_000) {
    await database.db.execute(sql`
      insert into evaluations (title, status, date_to_complete_by, review_id, manager, manager_employee_number, owner, owner_employee_number,
        author, author_employee_number, form_author, form_author_employee_number, needs_assignment, author_hidden)
      select e.title, e.status, e.date_to_complete_by, e.review_id, e.manager, e.manager_employee_number, e.owner, e.owner_employee_number,
        e.author, e.author_employee_number, e.form_author, e.form_author_employee_number, e.needs_assignment, e.author_hidden
      from generate_series(1, ${Math.ceil(20_000 / Math.max(seededEvaluations, 1))}) g cross join evaluations e
      limit ${20_000 - seededEvaluations}`);
  }
  const [{ n: evaluationCount }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from evaluations`);
  results.push(
    await time(`navigator forms: ${evaluationCount.toLocaleString('en-US')} evaluations, subject + status, page of 20`, pageTarget, () =>
      call(`query($w: EvaluationWhereInput) { evaluations(where: $w, orderBy: [{ owner: asc }, { id: asc }], take: 20) { id title status owner manager author formAuthor dateToCompleteBy dateCompleted needsAssignment review { id title year } } aggregateEvaluation(where: $w) { _count { _all } } }`, {
        w: { AND: [{ owner: { contains: 'ma', mode: 'insensitive' } }, { status: { equals: 'INCOMPLETE' } }] },
      }),
    ),
  );
  const packet = await crewPacketRow(database.db, url, token);
  results.push(await time(packet.name, packet.targetMs, packet.work));
  const mass = await time('mass update: 5,000 rows in one transaction', 5000, async () => {
    const rows = await queryRows<{ employee_number: string }>(database.db, sql`select employee_number from users order by id limit 5000`);
    const [code] = await queryRows<{ id: number }>(database.db, sql`select id from codes where entity = 'certifications' and expiration_type = 'manual' order by id limit 1`);
    return call(`mutation($d: [MassUpdateRowInput!]!, $q: Int!) { massUpdateWithCsv(data: $d, qualificationId: $q, type: "certifications") { created updated } }`, {
      d: rows.map((r, i) => ({ employeeNumber: r.employee_number, issueDate: '1/15/26', expDate: '1/15/28', certificationNumber: `B-${i}` })),
      q: code.id,
    });
  }, 1);
  results.push(mass);

  // Statements each of issue 13's screens sends, counted here; their throughput is measured on
  // the production server in its own process, after this one lets go of the database.
  const screens = benchScreens({ today, employeeNumber: someEmployee });
  const portalStatements: Record<string, number> = {};
  for (const screen of screens) {
    await call(screen.portal.query, screen.portal.variables);
    const before = statementsSent;
    await call(screen.portal.query, screen.portal.variables);
    portalStatements[screen.name] = statementsSent - before;
  }
  const { token: serverToken } = await services.sessions.create(editorId, { ip: 'bench', userAgent: 'bench' });
  await app.close();
  await database.close();

  const baselineFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline', `${database.kind}.json`);
  const baseline: Baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : { results: {}, serverRssMb: null };
  const was = (r: Result) => {
    const b = baseline.results[r.name];
    return b ? `was ${b.ms.toFixed(0).padStart(5)} ms, ${String(b.statements ?? '-').padStart(2)} stmts` : 'new';
  };
  const timed = results.filter((r) => r.note !== 'skipped');
  const lines = [
    `database: ${database.kind}; ${EMPLOYEES} employees, ${records} qualification records; ${seeded.seeded ? `seeded in ${(seedMs / 1000).toFixed(1)} s` : "an earlier run's company (BENCH_REUSE=1)"}`,
    `     ${'screen'.padEnd(58)} ${'median'.padStart(9)}  ${'target'.padStart(9)}  stmts  baseline`,
    ...timed.map(
      (r) =>
        `${r.ms <= r.targetMs ? 'ok  ' : 'SLOW'} ${r.name.padEnd(58)} ${r.ms.toFixed(0).padStart(6)} ms  ${String(r.targetMs).padStart(6)} ms  ${String(r.statements ?? '-').padStart(5)}  ${was(r)}`,
    ),
    ...(database.kind === 'pglite' ? ['(PGlite: BEGIN and COMMIT are sent by PGlite itself and not counted)'] : []),
  ];
  console.log(lines.join('\n'));
  let failed = timed.some((r) => r.ms > r.targetMs);

  let throughput: Awaited<ReturnType<typeof measureThroughput>> | null = null;
  if (THROUGHPUT_SECONDS > 0) {
    console.log(`\nthroughput, ${THROUGHPUT_SECONDS} s per screen, server and connection count (portal${database.kind === 'postgres' ? ' / PostGraphile 5 / raw SQL' : ' only: PostGraphile and raw SQL need BENCH_DATABASE_URL'}):`);
    throughput = await measureThroughput({
      databaseUrl: process.env.BENCH_DATABASE_URL,
      dataDir,
      token: serverToken,
      today,
      employeeNumber: someEmployee,
      portalStatements,
      seconds: THROUGHPUT_SECONDS,
      log: (line) => console.log(line),
    });
    const table = throughputLines(throughput, baseline.throughput);
    console.log(table.lines.join('\n'));
    failed ||= !table.ok;
    const rss = throughput.portalRssMb;
    const rssTarget = TARGETS.serverRssMb[database.kind];
    const rssOk = rss !== null && rss.peak <= rssTarget;
    failed ||= !rssOk;
    console.log(
      `${rssOk ? 'ok  ' : 'HIGH'} production server's peak resident memory: ${rss ? `${rss.peak} MB (now ${rss.rss} MB)` : 'not readable'}, target ${rssTarget} MB${baseline.serverRssMb ? `, was ${baseline.serverRssMb} MB` : ''}`,
    );
  }
  if (ONLY_THROUGHPUT) {
    if (dataDir && !keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(failed ? 1 : 0);
  }
  let lighthouseScores: LighthouseScore[] | null = null;
  const firstLoad = measureFirstLoad({ build: process.env.BENCH_SKIP_WEB_BUILD !== '1' });
  const firstLoadOk = firstLoad.jsKb <= TARGETS.firstLoadKb;
  failed ||= !firstLoadOk;
  console.log(
    `${firstLoadOk ? 'ok  ' : 'HIGH'} sign-in page first-load JavaScript: ${firstLoad.jsKb} KB gzip, target ${TARGETS.firstLoadKb} KB${baseline.firstLoadKb ? `, was ${baseline.firstLoadKb} KB` : ''}`,
  );
  // Lighthouse on the production server over the same database (BENCH_LIGHTHOUSE=0 leaves it out).
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log('\nLighthouse (one run each; on a machine shared with other work the scores are lower than on a quiet one):');
    const portal = await startPortal({ url: process.env.BENCH_DATABASE_URL, dataDir });
    try {
      lighthouseScores = await measureLighthouse({ baseUrl: portal.url.replace(/\/api$/, ''), token: serverToken, log: (line) => console.log(line) });
      failed ||= lighthouseScores.some((s) => s.score < LIGHTHOUSE_TARGET);
    } finally {
      await portal.stop();
    }
  }
  if (dataDir && !keptDir) fs.rmSync(dataDir, { recursive: true, force: true });

  if (process.env.BENCH_WRITE_BASELINE === '1') {
    const next: Baseline = {
      results: Object.fromEntries(results.map((r) => [r.name, { ms: Math.round(r.ms), statements: r.statements ?? null }])),
      serverRssMb: throughput?.portalRssMb?.peak ?? baseline.serverRssMb ?? null,
      throughput: throughput ? throughputBaseline(throughput) : baseline.throughput,
      firstLoadKb: firstLoad.jsKb,
      lighthouse: lighthouseScores ?? baseline.lighthouse,
    };
    fs.mkdirSync(path.dirname(baselineFile), { recursive: true });
    fs.writeFileSync(baselineFile, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`baseline written to ${path.relative(process.cwd(), baselineFile)}`);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
