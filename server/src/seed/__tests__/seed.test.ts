/**
 * The demo company seeded into a fresh database (in-memory PGlite by default): the invariants the screens, the e2e
 * logins and the docs rely on. The 10,000-employee timing is checked by hand, never in the
 * suite (timed tests are flaky); the default size is enough to check every rule.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { addDays, clock, GROUP_CYCLES, setClock, SETTING_KEYS } from '@portal/common';
import { passwordProblem, verifyPassword } from '../../auth/passwords';
import { queryRows as rows, type Db } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { codes, employeeRelations, foundationEmployees, portalSettings, reviewCycles, users } from '../../db/schema';
import { loadConfig } from '../../config';
import { createLogger } from '../../lib/logger';
import { createServices } from '../../services';
import { sendDueFollowupMail } from '../../modules/goals/followupMail';
import { sendExpiryAlerts } from '../../modules/qualifications/expiryAlerts';
import { sendDueEvaluationReminders } from '../../modules/reviews/dueReminders';
import { recordReviewNotices, sendImmediateNotices } from '../../modules/reviews/notices';
import { seedDemo, type SeedOptions, type SeedResult } from '../demo';

const TODAY = '2026-03-10';
const PASSWORD = 'DemoPass2026';
const OPTIONS: SeedOptions = { employees: 250, demoPassword: PASSWORD, today: TODAY };
const DEMO_EMAILS = {
  'user@demo.example': 'user',
  'supervisor@demo.example': 'fieldSupervisor',
  'admin@demo.example': 'admin',
  'superadmin@demo.example': 'superAdmin',
  'webeditor@demo.example': 'webEditor',
} as const;

/** A migrated, empty database: in-memory PGlite, or a scratch PostgreSQL one under TEST_DATABASE_URL. */
const freshDatabase = createTestDatabase;

const opened: TestDatabase[] = [];
let db: Db;
let result: SeedResult;

beforeAll(async () => {
  // The company's clock on the seed's day (noon in New York), so "now" and TODAY agree.
  setClock({ at: `${TODAY}T12:00:00-05:00` });
  const database = await freshDatabase();
  opened.push(database);
  db = database.db;
  result = await seedDemo(db, OPTIONS);
});

afterAll(async () => {
  for (const database of opened) await database.destroy();
});

describe('seedDemo: logins', () => {
  it('creates exactly one login per role, on the five demo e-mails, with the right userType', async () => {
    const logins = await db.select({ email: users.email, userType: users.userType }).from(users).where(isNotNull(users.passwordHash));
    expect(logins).toHaveLength(5);
    const byEmail = Object.fromEntries(logins.map((l) => [l.email, l.userType]));
    expect(byEmail).toEqual(DEMO_EMAILS);
    expect(result.logins.map((l) => l.role).sort()).toEqual(Object.values(DEMO_EMAILS).sort());
    expect(result.passwordGenerated).toBe(false);
    expect(result.password).toBe(PASSWORD);
  });

  it('hashes the demo password so it verifies, and a wrong one does not', async () => {
    const logins = await db.select({ hash: users.passwordHash }).from(users).where(inArray(users.email, Object.keys(DEMO_EMAILS)));
    for (const { hash } of logins) {
      expect(await verifyPassword(hash, PASSWORD)).toBe(true);
      expect(await verifyPassword(hash, `${PASSWORD}x`)).toBe(false);
    }
  });

  it('puts the demo user under the demo supervisor, who manages several people', async () => {
    const [demoUser] = await db.select().from(users).where(eq(users.email, 'user@demo.example'));
    const [supervisor] = await db.select().from(users).where(eq(users.email, 'supervisor@demo.example'));
    expect(demoUser.supervisorId).toBe(supervisor.id);
    const team = await db.select({ id: users.id }).from(users).where(eq(users.supervisorId, supervisor.id));
    expect(team.length).toBeGreaterThanOrEqual(8);
    expect(demoUser.projectId).not.toBeNull();
    expect(demoUser.projectId).toBe(supervisor.projectId);
  });

  it('generates a strong password when none is given', async () => {
    const database = await freshDatabase();
    opened.push(database);
    const generated = await seedDemo(database.db, { employees: 30, today: TODAY });
    expect(generated.passwordGenerated).toBe(true);
    expect(generated.password.length).toBeGreaterThanOrEqual(16);
    expect(generated.password).toMatch(/^[A-Za-z0-9]+$/);
    expect(passwordProblem(generated.password)).toBeNull();
    const [login] = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@demo.example'));
    expect(await verifyPassword(login.hash, generated.password)).toBe(true);
  });
});

describe('seedDemo: employees', () => {
  it('creates the requested number of users with unique six-digit numbers and unique e-mails', async () => {
    const all = await db.select({ employeeNumber: users.employeeNumber, email: users.email }).from(users);
    expect(all).toHaveLength(250);
    expect(new Set(all.map((u) => u.employeeNumber)).size).toBe(250);
    expect(new Set(all.map((u) => u.email?.toLowerCase())).size).toBe(250);
    for (const u of all) {
      expect(u.employeeNumber).toMatch(/^\d{6}$/);
      expect(u.email).toMatch(/^[a-z0-9.]+@demo\.example$/);
    }
  });

  it('forms a hierarchy with a single head and no cycles', async () => {
    const heads = await db.select({ id: users.id }).from(users).where(sql`${users.supervisorId} is null`);
    expect(heads).toHaveLength(1);
    const [reached] = await rows<{ n: number }>(db, sql`
      with recursive tree as (
        select id from users where supervisor_id is null
        union all
        select u.id from users u join tree t on u.supervisor_id = t.id
      ) select count(*)::int as n from tree`);
    expect(reached.n).toBe(250);
  });

  it('keeps years of service consistent with the hire date and has upcoming birthdays', async () => {
    const all = await db.select().from(users);
    for (const u of all) {
      expect(u.dateHired! <= TODAY).toBe(true);
      expect(u.totalYearsOfService!).toBeGreaterThanOrEqual(u.yearsOfService!);
      if (u.employmentStatus === 'active') {
        const days = (Date.parse(TODAY) - Date.parse(u.dateHired!)) / 86_400_000;
        expect(Math.abs(u.yearsOfService! - days / 365.25)).toBeLessThan(0.01);
      }
    }
    const [upcoming] = await rows<{ n: number }>(db, sql`
      select count(*)::int as n from users
      where employment_status = 'active'
        and make_date(extract(year from ${TODAY}::date)::int, 1, 1) + (date_of_birth - make_date(extract(year from date_of_birth)::int, 1, 1))
            between ${TODAY}::date and ${addDays(TODAY, 30)}::date`);
    expect(upcoming.n).toBeGreaterThan(0);
    expect(all.some((u) => u.employmentStatus === 'former')).toBe(true);
  });

  it('mirrors every user in the HR source and adds HR-only hires and changed rows', async () => {
    const [counts] = await rows<{ hr: number; matched: number; hr_only: number; differing: number }>(db, sql`
      select (select count(*)::int from foundation_employees) as hr,
             (select count(*)::int from foundation_employees f join users u on u.employee_number = f.employee_number) as matched,
             (select count(*)::int from foundation_employees f where not exists (select 1 from users u where u.employee_number = f.employee_number)) as hr_only,
             (select count(*)::int from foundation_employees f join users u on u.employee_number = f.employee_number
               where f.job_title is distinct from u.job_title or f.last_name is distinct from u.last_name or f.address is distinct from u.address) as differing`);
    expect(counts.matched).toBe(250);
    expect(counts.hr_only).toBeGreaterThanOrEqual(3);
    expect(counts.differing).toBeGreaterThanOrEqual(2);
    const emails = await db.select({ email: foundationEmployees.emailAddress }).from(foundationEmployees);
    expect(new Set(emails.map((e) => e.email)).size).toBe(emails.length);
  });
});

describe('seedDemo: qualifications', () => {
  it('catalogues licenses for every state and level and keeps points between 1 and 50', async () => {
    const all = await db.select().from(codes);
    for (const c of all) expect(c.points >= 1 && c.points <= 50).toBe(true);
    const licenseKeys = new Set(all.filter((c) => c.entity === 'licenses').map((c) => `${c.state}/${c.level}`));
    for (const state of ['MA', 'NH', 'CT', 'RI']) for (const level of ['apprentice', 'journeyman', 'master']) expect(licenseKeys.has(`${state}/${level}`)).toBe(true);
    expect(all.some((c) => c.entity === 'deccoUCourses' && c.title.startsWith('DECCO U: '))).toBe(true);
    expect(all.filter((c) => c.entity === 'skills' || c.entity === 'deccoUCourses').every((c) => c.expirationType === 'none')).toBe(true);
  });

  it('gives expiry dates exactly to manual codes', async () => {
    for (const table of ['licenses', 'certifications', 'skills', 'decco_u_courses']) {
      const [bad] = await rows<{ manual_without: number; none_with: number; total: number }>(db, sql`
        select count(*) filter (where c.expiration_type = 'manual' and q.exp_date is null)::int as manual_without,
               count(*) filter (where c.expiration_type = 'none' and q.exp_date is not null)::int as none_with,
               count(*)::int as total
        from ${sql.identifier(table)} q join codes c on c.id = q.code_id`);
      expect(bad.total).toBeGreaterThan(0);
      expect(bad.manual_without).toBe(0);
      expect(bad.none_with).toBe(0);
    }
  });

  it('has license or certification records expired, expiring within 60 days and within 61-90 days', async () => {
    const [windows] = await rows<{ expired: number; within60: number; within90: number }>(db, sql`
      with q as (select exp_date from licenses union all select exp_date from certifications)
      select count(*) filter (where exp_date < ${TODAY}::date)::int as expired,
             count(*) filter (where exp_date between ${TODAY}::date and ${addDays(TODAY, 60)}::date)::int as within60,
             count(*) filter (where exp_date between ${addDays(TODAY, 61)}::date and ${addDays(TODAY, 90)}::date)::int as within90
      from q`);
    expect(windows.expired).toBeGreaterThan(0);
    expect(windows.within60).toBeGreaterThan(0);
    expect(windows.within90).toBeGreaterThan(0);
  });

  it('averages about twenty records per employee', async () => {
    expect(result.counts.qualifications / 250).toBeGreaterThan(15);
    expect(result.counts.qualifications / 250).toBeLessThan(25);
  });

  it('gives the demo user every kind, one expiring within 60 days and one expired', async () => {
    const [card] = await rows<{ licenses: number; certifications: number; skills: number; courses: number; soon: number; expired: number }>(db, sql`
      with me as (select id from users where email = 'user@demo.example'),
      q as (select exp_date from licenses where user_id = (select id from me)
            union all select exp_date from certifications where user_id = (select id from me))
      select (select count(*)::int from licenses where user_id = (select id from me)) as licenses,
             (select count(*)::int from certifications where user_id = (select id from me)) as certifications,
             (select count(*)::int from skills where user_id = (select id from me)) as skills,
             (select count(*)::int from decco_u_courses where user_id = (select id from me)) as courses,
             (select count(*)::int from q where exp_date between ${TODAY}::date and ${addDays(TODAY, 60)}::date) as soon,
             (select count(*)::int from q where exp_date < ${TODAY}::date) as expired`);
    expect(card.licenses).toBeGreaterThan(0);
    expect(card.certifications).toBeGreaterThan(0);
    expect(card.skills).toBeGreaterThan(0);
    expect(card.courses).toBeGreaterThan(0);
    expect(card.soon).toBeGreaterThan(0);
    expect(card.expired).toBeGreaterThan(0);
  });

  it('stores the newest average-points snapshot as the real average over active employees, expired holdings not counted', async () => {
    const [check] = await rows<{ stored: number; actual: number }>(db, sql`
      with pts as (
        select q.user_id, sum(c.points) as p from (
          -- Expired licenses and certifications earn nothing (decision 0005), on the seed's day.
          select user_id, code_id from licenses where exp_date is null or exp_date >= ${TODAY}::date
          union all select user_id, code_id from certifications where exp_date is null or exp_date >= ${TODAY}::date
          union all select user_id, code_id from skills union all select user_id, code_id from decco_u_courses) q
        join codes c on c.id = q.code_id group by q.user_id)
      select (select points from average_points order by time_stamp desc limit 1) as stored,
             (select avg(coalesce(pts.p, 0))::float8 from users u left join pts on pts.user_id = u.id where u.employment_status = 'active') as actual`);
    expect(check.stored).toBeCloseTo(check.actual, 6);
    const [latest] = await rows<{ t: string }>(db, sql`select max(time_stamp)::text as t from average_points`);
    expect(Date.parse(latest.t)).toBeLessThan(Date.parse(`${TODAY}T05:00:00Z`));
  });
});

describe('seedDemo: reviews, settings and the rest', () => {
  it('flags needsAssignment only on incomplete Internal Client and PPA evaluations, and covers the demo cases', async () => {
    const [check] = await rows<{ wrong: number; assignable: number; personal: number; peer: number; managed: number; overdue: number; managedOverdue: number }>(db, sql`
      select count(*) filter (where needs_assignment and (status <> 'INCOMPLETE' or not (title like 'Internal Client%' or title like '%(PPA)%')))::int as wrong,
             count(*) filter (where needs_assignment)::int as assignable,
             count(*) filter (where owner_employee_number = u.employee_number and author_employee_number = u.employee_number)::int as personal,
             count(*) filter (where author_employee_number = u.employee_number and owner_employee_number <> u.employee_number)::int as peer,
             count(*) filter (where manager_employee_number = s.employee_number)::int as managed,
             count(*) filter (where date_to_complete_by < ${TODAY}::date and date_completed is null)::int as overdue,
             count(*) filter (where manager_employee_number = s.employee_number and date_to_complete_by = ${TODAY}::date - 1 and status = 'INCOMPLETE'
               and review_id in (select id from reviews where year = extract(year from ${TODAY}::date)))::int as "managedOverdue"
      from evaluations, (select employee_number from users where email = 'user@demo.example') u,
           (select employee_number from users where email = 'supervisor@demo.example') s`);
    expect(check.wrong).toBe(0);
    expect(check.assignable).toBeGreaterThan(0);
    expect(check.personal).toBeGreaterThan(0);
    expect(check.peer).toBeGreaterThan(0);
    expect(check.managed).toBeGreaterThan(0);
    expect(check.overdue).toBeGreaterThan(0);
    // The demo supervisor's Manager list has overdue work this year, due yesterday whatever the day (the browser journeys need it).
    expect(check.managedOverdue).toBeGreaterThan(0);
    const [owners] = await rows<{ bad: number }>(db, sql`select count(*)::int as bad from sections where num_nonnulls(evaluation_template_id, evaluation_id) <> 1`);
    expect(owners.bad).toBe(0);
  });

  it('writes every portal setting, naming real employees', async () => {
    const settings = await db.select().from(portalSettings);
    expect(settings.map((s) => s.key).sort()).toEqual([...SETTING_KEYS].sort());
    const value = (key: string) => settings.find((s) => s.key === key)!.value;
    const numbers = [...(value('allFollowupsViewers') as string[]), ...(value('ppaAllAccess') as string[]), value('leadershipSigner') as string];
    expect(numbers).toHaveLength(4);
    const found = await db.select({ n: users.employeeNumber }).from(users).where(inArray(users.employeeNumber, numbers));
    expect(found).toHaveLength(new Set(numbers).size);
    expect(value('quickLinks')).toEqual([
      { label: 'Company Store', url: 'https://store.example.com' },
      { label: 'Training Portal Access', url: 'https://training.example.com' },
    ]);
  });

  it('uses real group cycles, job titles in use and supervisors who supervise', async () => {
    const cycles = await db.select().from(reviewCycles);
    expect(cycles.length).toBeGreaterThanOrEqual(2);
    for (const cycle of cycles) if (cycle.groupCycle) expect(GROUP_CYCLES).toContain(cycle.groupCycle);
    const relations = await db.select().from(employeeRelations);
    expect(relations.length).toBeGreaterThanOrEqual(8);
    const titles = new Set((await db.select({ t: users.jobTitle }).from(users)).map((u) => u.t));
    const supervisors = new Set((await db.select({ s: users.supervisorId }).from(users)).map((u) => u.s));
    for (const relation of relations) {
      expect(titles.has(relation.title)).toBe(true);
      expect(supervisors.has(relation.supervisorId)).toBe(true);
    }
  });

  it('includes the placeholder projects and leaves identities ready for new rows', async () => {
    const [names] = await rows<{ n: number }>(db, sql`select count(*)::int as n from projects where name in ('Disability', 'Vacation', 'Not Assigned')`);
    expect(names.n).toBe(3);
    const [inserted] = await db.insert(codes).values({ title: 'Identity Check', entity: 'skills', points: 1 }).returning({ id: codes.id });
    expect(inserted.id).toBeGreaterThan(result.counts.codes);
    await db.delete(codes).where(eq(codes.id, inserted.id));
  });

  it('marks seeded follow-up assignments as announced, so a fresh demo sends no backlog of notices', async () => {
    const [followups] = await rows<{ assigned: number; unannounced: number }>(db, sql`
      select count(*) filter (where assigned_to_user_id is not null)::int as assigned,
             count(*) filter (where assigned_to_user_id is not null and assignment_notified_at is null)::int as unannounced
      from user_followups`);
    expect(followups.assigned).toBeGreaterThan(0);
    expect(followups.unannounced).toBe(0);
  });

  it('marks the forms waiting on someone as announced, so the review-notices job sends no backlog (decision 0092)', async () => {
    await recordReviewNotices(db);
    const [notices] = await rows<{ announced: number; unannounced: number }>(db, sql`
      select count(*) filter (where mailed_at is not null)::int as announced, count(*) filter (where mailed_at is null)::int as unannounced from review_notices`);
    expect(notices.announced).toBeGreaterThan(0);
    expect(notices.unannounced).toBe(0);
  });

  it('leaves the mail jobs no backlog: their first run sends no reminder, alert or notice, and later ones still go out (decision 0137)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const services = await createServices(db, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), createLogger('silent'));
    const outbox = async () => (await rows<{ n: number }>(db, sql`select count(*)::int as n from email_outbox`))[0].n;
    expect(await sendDueEvaluationReminders(db, services, TODAY)).toBe(0);
    expect(await sendExpiryAlerts(db, services, TODAY)).toEqual({ reminders: 0, expired: 0 });
    expect(await sendImmediateNotices(db, services)).toBe(0);
    expect(await sendDueFollowupMail(db, services, TODAY)).toEqual({ notices: 0, reminders: 0 });
    expect(await outbox()).toBe(0);

    // The forms due soon or overdue were reminded on different days of the last week, none within
    // the hour (a manager's "Remind" works at once): a week on, the weekly reminders go out again.
    const [reminded] = await rows<{ n: number; newest: number; oldest: number }>(db, sql`
      select count(*)::int as n, extract(epoch from min(${clock.now().toISOString()}::timestamptz - reminder_sent_at))::int as newest, extract(epoch from max(${clock.now().toISOString()}::timestamptz - reminder_sent_at))::int as oldest
      from evaluations where reminder_sent_at is not null`);
    expect(reminded.n).toBeGreaterThan(50);
    expect(reminded.newest).toBeGreaterThanOrEqual(24 * 3600);
    expect(reminded.oldest).toBeLessThan(7 * 24 * 3600);
    await db.execute(sql`update evaluations set reminder_sent_at = reminder_sent_at - interval '7 days' where reminder_sent_at is not null`);
    expect(await sendDueEvaluationReminders(db, services, TODAY)).toBe(reminded.n);
    // The next thresholds of the licenses and certifications are still e-mailed when they come.
    const later = await sendExpiryAlerts(db, services, addDays(TODAY, 30));
    expect(later.reminders + later.expired).toBeGreaterThan(0);
  });
});

describe('seedDemo: determinism and safety', () => {
  it('produces identical users and codes from the same options', async () => {
    const other = await freshDatabase();
    opened.push(other);
    await seedDemo(other.db, OPTIONS);
    // Hashes are salted and timestamps come from the clock; everything else must match.
    const without = <T extends object>(row: T, keys: readonly string[]) => Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
    const snapshot = async (target: Db) => ({
      users: (await target.select().from(users).orderBy(asc(users.id))).map((u) => without(u, ['passwordHash', 'createdAt', 'updatedAt'])),
      codes: (await target.select().from(codes).orderBy(asc(codes.id))).map((c) => without(c, ['createdAt', 'updatedAt'])),
    });
    const [first, second] = await Promise.all([snapshot(db), snapshot(other.db)]);
    expect(second.users).toHaveLength(250);
    expect(second).toEqual(first);
  });

  it('refuses to seed a database that already has users', async () => {
    await expect(seedDemo(db, OPTIONS)).rejects.toThrow(/not empty/);
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
    expect(count.n).toBe(250);
  });
});
