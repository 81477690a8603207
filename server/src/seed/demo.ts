/**
 * seedDemo: fills an empty, migrated database with the demo company. Everything is generated
 * from a seeded random stream and the given "today", so two runs with the same options produce
 * the same rows; only the demo password (when generated) and the password hashes differ.
 */
import { randomInt } from 'node:crypto';
import { sql } from '../db/sql';
import { clock, parseDateOnly, type Role } from '@portal/common';
import { hashPassword, passwordProblem } from '../auth/passwords';
import type { Db } from '../db/client';
import {
  averagePoints, calEvents, codes, contractors, employeeRelations, foundationEmployees, goals, portalSettings, projectHistory,
  projects, userFollowups, users,
} from '../db/schema';
import { advanceIdentity, chunked, insertRows } from './batch';
import { buildCatalogue } from './catalogue';
import { foundationRows } from './foundation';
import { seedHoldings } from './holdings';
import { DEMO_LOGINS, generateCompany, type Person } from './people';
import { averagePointRows, calendarEventRows, employeeRelationRows, settingsRows } from './portal';
import { contractorRows, layOutProjects, projectHistoryRows } from './projects';
import { Rng } from './random';
import { markExpiryAlertsSent } from '../modules/qualifications/expiryAlerts';
import { markDueRemindersSent } from '../modules/reviews/dueReminders';
import { markWaitingFormsAnnounced } from '../modules/reviews/notices';
import { seedReviews } from './reviews';
import { trackingRows } from './tracking';

export interface SeedOptions {
  /** Size of the company, the five demo logins included (default 250). */
  employees?: number;
  /** Password of the five demo logins; a random one is generated when absent. */
  demoPassword?: string;
  /** The day the data is built around ("YYYY-MM-DD"); default: today in America/New_York. */
  today?: string;
  /** Seed of the random stream; change it for a different but equally valid company. */
  seed?: string;
  log?: (message: string) => void;
}

export interface SeedResult {
  password: string;
  passwordGenerated: boolean;
  logins: { role: Role; email: string; employeeNumber: string }[];
  counts: Record<string, number>;
}

export const DEFAULT_EMPLOYEES = 250;
const DEFAULT_SEED = 'decco-demo';
/** Serialises seeding when several servers start on the same empty database at once. */
const SEED_LOCK_KEY = 727_002;

/** Tables whose ids the generator writes itself; their identity sequences must move past them. */
const EXPLICIT_ID_TABLES = [
  'codes', 'projects', 'users', 'review_templates', 'evaluation_templates', 'reviews', 'evaluations', 'sections', 'questions', 'answer_options',
] as const;

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 20 characters from a look-alike-free alphabet (about 116 bits), always with a letter and a digit. */
function generateDemoPassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < 20; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    if (passwordProblem(password) === null) return password;
  }
}

function userRow(person: Person, passwordHash: string | null): typeof users.$inferInsert {
  return {
    id: person.id,
    employeeNumber: person.employeeNumber,
    firstName: person.firstName,
    lastName: person.lastName,
    middleInitial: person.middleInitial,
    jobTitle: person.jobTitle,
    email: person.email,
    userType: person.userType,
    group: person.group,
    costCode: person.costCode,
    supervisorId: person.supervisorId,
    projectId: person.projectId,
    tshirtSize: person.tshirtSize,
    dateOfBirth: person.dateOfBirth,
    phone: person.phone,
    address: person.address,
    city: person.city,
    state: person.state,
    zip: person.zip,
    dateHired: person.dateHired,
    yearsOfService: person.yearsOfService,
    totalYearsOfService: person.totalYearsOfService,
    yearsOfServiceNote: person.yearsOfServiceNote,
    employmentStatus: person.employmentStatus,
    passwordHash,
  };
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const step = (message: string) => log(`${message} (${((performance.now() - started) / 1000).toFixed(1)}s)`);
  const today = options.today ?? clock.today();
  if (parseDateOnly(today) !== today) throw new Error(`seedDemo: today must be a real day as YYYY-MM-DD (got "${today}").`);
  const employees = options.employees ?? DEFAULT_EMPLOYEES;

  const passwordGenerated = options.demoPassword === undefined;
  const password = options.demoPassword ?? generateDemoPassword();
  const weakness = passwordProblem(password);
  if (weakness) log(`Warning: the demo password does not meet the password rules (${weakness}) but is used as given.`);

  const rng = new Rng(options.seed ?? DEFAULT_SEED);
  const company = generateCompany(rng.fork('company'), employees, today);
  const catalogue = buildCatalogue();
  const projectRows = layOutProjects(rng.fork('projects'), company);
  // Only the five demo logins get a password; everyone else signs up. Hash once, reuse.
  const passwordHash = await hashPassword(password);
  step(`Generated ${company.people.length} employees`);

  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) {
      throw new Error('The users table is not empty: the demo company can only be seeded into an empty database (npm run seed -- --reset starts over).');
    }
    const counts: Record<string, number> = {};
    counts.codes = await insertRows(tx, codes, catalogue.map(({ id, title, entity, points, expirationType, description, state, level, lookupCode }) => ({ id, title, entity, points, expirationType, description, state, level, lookupCode })));
    counts.projects = await insertRows(tx, projects, projectRows);
    counts.users = 0;
    for (const slice of chunked(company.people, 2000)) {
      counts.users += await insertRows(tx, users, slice.map((p) => userRow(p, p.demoRole ? passwordHash : null)));
    }
    counts.formerEmployees = company.people.filter((p) => p.employmentStatus === 'former').length;
    const hr = foundationRows(rng.fork('foundation'), company, today);
    counts.foundationEmployees = await insertRows(tx, foundationEmployees, hr.rows);
    counts.foundationOnly = hr.hrOnly;
    counts.foundationChanged = hr.changed;
    step('Inserted codes, projects, users and HR rows');

    const holdings = await seedHoldings(tx, rng.fork('holdings'), company, catalogue, today);
    Object.assign(counts, holdings.counts);
    counts.qualifications = Object.values(holdings.counts).reduce((a, b) => a + b, 0);
    // Their alerts went out as each record neared its date: the first run of the job sends none (decision 0137).
    await markExpiryAlertsSent(tx, today);
    step(`Inserted ${counts.qualifications} qualification records`);

    counts.projectHistory = await insertRows(tx, projectHistory, projectHistoryRows(rng.fork('history'), company, projectRows, today));
    counts.contractors = await insertRows(tx, contractors, contractorRows(rng.fork('contractors'), company, projectRows));
    Object.assign(counts, await seedReviews(tx, rng.fork('reviews'), company, today, company.president));
    // The demo's forms were handed out long ago: the review-notices job must not e-mail them all on its first run.
    await markWaitingFormsAnnounced(tx);
    // ... and their weekly due-date reminders along the way (decision 0137).
    await markDueRemindersSent(tx, today);
    step('Inserted reviews');

    const tracking = trackingRows(rng.fork('tracking'), company, today);
    counts.goals = await insertRows(tx, goals, tracking.goals);
    counts.userFollowups = await insertRows(tx, userFollowups, tracking.followups);
    counts.calEvents = await insertRows(tx, calEvents, calendarEventRows(rng.fork('events'), today));
    counts.employeeRelations = await insertRows(tx, employeeRelations, employeeRelationRows(company));
    counts.portalSettings = await insertRows(tx, portalSettings, settingsRows(company));
    counts.averagePoints = await insertRows(tx, averagePoints, averagePointRows(rng.fork('average'), company, holdings.pointsByUser, today));
    await advanceIdentity(tx, EXPLICIT_ID_TABLES);
    return counts;
  });
  // Fresh statistics, so the first queries after a big seed get sensible plans.
  await db.execute(sql`analyze`);
  step('Seed complete');

  return {
    password,
    passwordGenerated,
    logins: DEMO_LOGINS.map((login) => ({ role: login.role, email: login.email, employeeNumber: company.demo[login.role].employeeNumber })),
    counts,
  };
}
