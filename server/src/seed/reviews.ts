/**
 * Review templates, review cycles and the reviews of part of the company, last year's and this
 * year's, with evaluations in every state the screens distinguish: not started, saved for later,
 * waiting for assignment, assigned to peers, submitted and waiting for a signature, signed, and
 * overdue. The demo logins get the cases the spec describes for them (see demoPlans).
 */
import { addDays } from '@portal/common';
import { isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { setColumns } from '../db/names';
import { answerOptions, evaluations, evaluationTemplates, questions, reviewCycles, reviews, reviewTemplates, sections, users } from '../db/schema';
import { sql } from '../db/sql';
import type { Db } from '../db/client';
import { groupCycleCondition } from '../modules/reviews/cycles';
import { chunked, insertRows } from './batch';
import { daysBetween, randomDay, yearOf } from './calendar';
import type { Company, Person } from './people';
import type { Rng } from './random';
import { EVALUATIONS, type EvaluationDef, type EvaluationKind } from '../modules/reviews/standardForms';
import { evaluationsFor } from './reviewContent';
import { addFormCopy, emptyFormRows, IdCounter, type FormIds, type FormRows } from './reviewForms';

type EvaluationRow = typeof evaluations.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type Status = 'INCOMPLETE' | 'SAVE_FOR_LATER' | 'COMPLETED';

/** One evaluation to create: its state and, for assigned forms, the chosen author. */
interface Plan {
  kind: EvaluationKind;
  status: Status;
  /** Assigned author (assignment kinds and client evaluations); null while unassigned. */
  assignee: Person | null;
  signed: boolean;
}

const REVIEWS_PER_SLICE = 200;

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;
/** A time on a day; the hour window keeps same-day steps in order (assigned, completed, signed). */
const at = (day: string, rng: Rng, hours: [number, number]) =>
  new Date(`${day}T${String(rng.int(...hours)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`);

interface Context {
  rng: Rng;
  company: Company;
  today: string;
  signer: Person;
  teams: Map<number, Person[]>;
  leaders: Person[];
  active: Person[];
}

function pickPeer(ctx: Context, subject: Person): Person {
  const team = (ctx.teams.get(subject.supervisorId ?? 0) ?? []).filter((p) => p.id !== subject.id);
  if (team.length > 0 && ctx.rng.chance(0.8)) return ctx.rng.pick(team);
  let peer = ctx.rng.pick(ctx.active);
  while (peer.id === subject.id) peer = ctx.rng.pick(ctx.active);
  return peer;
}

/**
 * `progress` is how far the review has come: each form is COMPLETED with probability
 * 0.7 * progress, saved for later up to `progress`, else not started. At 1.3, 91% of forms are
 * done and the rest saved, the state of most reviews from last year.
 */
function randomPlans(ctx: Context, subject: Person, progress: number): Plan[] {
  const { rng } = ctx;
  const plans: Plan[] = [];
  for (const kind of evaluationsFor(subject.tier)) {
    const roll = rng.next();
    const status: Status = roll < progress * 0.7 ? 'COMPLETED' : roll < progress ? 'SAVE_FOR_LATER' : 'INCOMPLETE';
    const signed = status === 'COMPLETED' && rng.chance(0.6);
    if (kind === 'clientD1') {
      plans.push({ kind, status, assignee: rng.pick(ctx.leaders.filter((l) => l.id !== subject.id)), signed });
    } else if (kind === 'internalClient' || kind === 'ppa') {
      // Waiting for the manager to pick authors, unless work has started.
      if (status === 'INCOMPLETE' && rng.chance(0.45)) {
        plans.push({ kind, status, assignee: null, signed: false });
        continue;
      }
      const copies = kind === 'ppa' && rng.chance(0.25) ? 2 : 1;
      const chosen = new Set<number>();
      for (let i = 0; i < copies; i++) {
        const peer = pickPeer(ctx, subject);
        if (chosen.has(peer.id)) continue;
        chosen.add(peer.id);
        plans.push({ kind, status, assignee: peer, signed });
      }
    } else {
      plans.push({ kind, status, assignee: null, signed });
    }
  }
  return plans;
}

/**
 * The demo logins' own cases: the demo user starts a self assessment, signs an annual review and
 * waits for the supervisor to assign the PPA; three teammates' PPAs are assigned to the demo user;
 * a fourth teammate's review is overdue (OVERDUE_TEAMMATE), nothing of it signed.
 */
function demoPlans(ctx: Context, subject: Person, teammateIndex: number): Plan[] | null {
  const demo = ctx.company.demo;
  if (subject.id === demo.user.id) {
    return [
      { kind: 'self', status: 'INCOMPLETE', assignee: null, signed: false },
      { kind: 'annual', status: 'COMPLETED', assignee: null, signed: false },
      { kind: 'ppa', status: 'INCOMPLETE', assignee: null, signed: false },
    ];
  }
  if (subject.supervisorId === demo.fieldSupervisor.id && teammateIndex < 3) {
    const status: Status = (['INCOMPLETE', 'SAVE_FOR_LATER', 'COMPLETED'] as const)[teammateIndex];
    return [
      { kind: 'self', status: 'COMPLETED', assignee: null, signed: false },
      { kind: 'annual', status: teammateIndex === 2 ? 'COMPLETED' : 'SAVE_FOR_LATER', assignee: null, signed: false },
      { kind: 'ppa', status, assignee: demo.user, signed: false },
    ];
  }
  if (subject.supervisorId === demo.fieldSupervisor.id && teammateIndex === OVERDUE_TEAMMATE) {
    return [
      { kind: 'self', status: 'INCOMPLETE', assignee: null, signed: false },
      { kind: 'annual', status: 'SAVE_FOR_LATER', assignee: null, signed: false },
      { kind: 'ppa', status: 'INCOMPLETE', assignee: null, signed: false },
    ];
  }
  return null;
}

/**
 * The demo supervisor's teammate whose review of this year was due yesterday: the supervisor's
 * Manager list always has overdue work to show (the API refuses to move a due date into the
 * past, so the browser journeys cannot make one; teamReviews.e2e.ts relies on this one).
 */
const OVERDUE_TEAMMATE = 3;

/** The earlier of two days. */
const earlier = (a: string, b: string) => (a < b ? a : b);

function evaluationRow(ctx: Context, plan: Plan, def: EvaluationDef, subject: Person, manager: Person, review: ReviewRow, start: string): Omit<EvaluationRow, 'id' | 'templateVersionId'> {
  const { rng, today } = ctx;
  // The first writer: the subject for a self assessment, the assignee when assigned, else the manager.
  const writer = plan.kind === 'self' ? subject : (plan.assignee ?? manager);
  // After submit the form moves on (spec): annual to the subject, leadership to the fixed
  // signer, everything else to the manager; the writer stays as formAuthor.
  let author = writer;
  if (plan.status === 'COMPLETED') author = plan.kind === 'annual' ? subject : plan.kind === 'leadership' ? ctx.signer : manager;
  const due = review.dateToCompleteBy ?? today;
  const assigned = plan.assignee !== null;
  // Assigned, then completed (a week of work at least), then signed: never out of order.
  const assignedDay = assigned ? randomDay(rng, start, earlier(addDays(start, 14), today)) : null;
  const workFrom = addDays(assignedDay ?? start, 7);
  const completedDay = plan.status === 'COMPLETED' ? randomDay(rng, earlier(workFrom, today), earlier(addDays(due, 10), today)) : null;
  const signedDay = plan.signed && completedDay ? randomDay(rng, completedDay, earlier(addDays(completedDay, 10), today)) : null;
  return {
    title: def.title,
    status: plan.status,
    dateCompleted: completedDay ? at(completedDay, rng, [16, 18]) : null,
    dateToCompleteBy: due,
    assignmentDate: assignedDay ? at(assignedDay, rng, [12, 14]) : null,
    reviewId: review.id,
    manager: fullName(manager),
    managerEmployeeNumber: manager.employeeNumber,
    owner: fullName(subject),
    ownerEmployeeNumber: subject.employeeNumber,
    author: fullName(author),
    authorEmployeeNumber: author.employeeNumber,
    authorHidden: def.authorHidden && assigned,
    needsAssignment: def.needsAssignment && !assigned,
    needsSignature: plan.status === 'COMPLETED' && !plan.signed,
    signedDate: signedDay ? at(signedDay, rng, [19, 21]) : null,
    signedUserId: signedDay ? author.employeeNumber : null,
    signerName: signedDay ? fullName(author) : null,
    formAuthor: fullName(writer),
    formAuthorEmployeeNumber: writer.employeeNumber,
  };
}

interface ReviewSpec {
  subject: Person;
  year: number;
  previous: boolean;
  teammateIndex: number;
}

export async function seedReviews(db: Db, rng: Rng, company: Company, today: string, signer: Person): Promise<Record<string, number>> {
  const year = yearOf(today);
  const ids: FormIds & { evaluations: IdCounter; reviews: IdCounter } = {
    sections: new IdCounter(), questions: new IdCounter(), options: new IdCounter(), evaluations: new IdCounter(), reviews: new IdCounter(),
  };
  const templateIds = new Map<string, number>();
  const templates = [
    { id: 1, title: `${year} Annual Review`, year },
    { id: 2, title: `${year - 1} Annual Review`, year: year - 1 },
  ];
  await insertRows(db, reviewTemplates, templates);
  const templateForms = emptyFormRows();
  const evaluationTemplateRows: (typeof evaluationTemplates.$inferInsert)[] = [];
  for (const template of templates) {
    EVALUATIONS.forEach((def, order) => {
      const id = evaluationTemplateRows.length + 1;
      templateIds.set(`${template.year}/${def.kind}`, id);
      evaluationTemplateRows.push({ id, reviewTemplateId: template.id, title: def.title, year: template.year, order, authorHidden: def.authorHidden, needsAssignment: def.needsAssignment });
      addFormCopy(rng, def.sections, { evaluationTemplateId: id }, 'none', today, ids, templateForms);
    });
  }
  await insertRows(db, evaluationTemplates, evaluationTemplateRows);
  await insertForms(db, templateForms);
  // The demo's cycles have run already (their reviews are the ones above): marked launched, so
  // the launch job does not hand out a second round when the demo starts.
  const cycles = [
    { name: `${year} D1 January Reviews`, startDate: `${year}-01-15`, templateId: 1, groupCycle: 'D1 January' },
    { name: `${year} Field Reviews`, startDate: `${year}-03-01`, templateId: 1, groupCycle: 'D4 Field' },
    { name: `${year - 1} Annual Reviews`, startDate: `${year - 1}-01-10`, templateId: 2, groupCycle: null, lockReviewsFromNonAdmins: true },
  ];
  await insertRows(db, reviewCycles, cycles.map((c) => ({ ...c, launchedAt: c.startDate <= today ? new Date(`${c.startDate}T12:00:00Z`) : null })));

  const active = company.people.filter((p) => p.employmentStatus === 'active');
  const teams = new Map<number, Person[]>();
  for (const p of active) if (p.supervisorId) teams.set(p.supervisorId, [...(teams.get(p.supervisorId) ?? []), p]);
  const ctx: Context = { rng, company, today, signer, teams, leaders: [...company.managers, ...company.executives], active };

  const specs = chooseSubjects(rng, company, active, year);
  let evaluationCount = 0;
  for (const slice of chunked(specs, REVIEWS_PER_SLICE)) {
    const reviewRows: ReviewRow[] = [];
    const evaluationRows: EvaluationRow[] = [];
    const forms = emptyFormRows();
    for (const spec of slice) {
      const manager = company.byId.get(spec.subject.supervisorId ?? 0)!;
      let start = spec.previous ? addDays(`${spec.year}-01-10`, rng.int(0, 60)) : addDays(today, -rng.int(20, 120));
      // Due 90 days after it started: yesterday.
      if (!spec.previous && spec.teammateIndex === OVERDUE_TEAMMATE) start = addDays(today, -91);
      const review: ReviewRow = {
        id: ids.reviews.take(),
        title: templates[spec.previous ? 1 : 0].title,
        year: spec.year,
        status: 'INCOMPLETE',
        manager: fullName(manager),
        managerEmployeeNumber: manager.employeeNumber,
        authorEmployeeNumber: manager.employeeNumber,
        templateVersionId: spec.previous ? 2 : 1,
        userId: spec.subject.id,
        dateToCompleteBy: addDays(start, 90),
      };
      // This year's reviews are anywhere from just started to done; last year's mostly done.
      const progress = spec.previous ? 1.3 : rng.pick([0.1, 0.5, 0.9, 1.3]);
      const plans = (!spec.previous && demoPlans(ctx, spec.subject, spec.teammateIndex)) || randomPlans(ctx, spec.subject, progress);
      const rows = plans.map((plan) => {
        const def = EVALUATIONS.find((d) => d.kind === plan.kind)!;
        const id = ids.evaluations.take();
        const row: EvaluationRow = {
          id,
          templateVersionId: templateIds.get(`${spec.year}/${plan.kind}`) ?? null,
          ...evaluationRow(ctx, plan, def, spec.subject, manager, review, start),
        };
        const fill = plan.status === 'COMPLETED' ? 'all' : plan.status === 'SAVE_FOR_LATER' ? 'partial' : 'none';
        addFormCopy(rng, def.sections, { evaluationId: id }, fill, today, ids, forms);
        return row;
      });
      if (rows.every((r) => r.status === 'COMPLETED')) {
        review.status = 'COMPLETED';
        review.dateCompleted = rows.map((r) => r.dateCompleted!).reduce((a, b) => (a > b ? a : b));
      }
      reviewRows.push(review);
      evaluationRows.push(...rows);
    }
    await insertRows(db, reviews, reviewRows);
    await insertRows(db, evaluations, evaluationRows);
    await insertForms(db, forms);
    evaluationCount += evaluationRows.length;
  }
  // Each review belongs to the launched cycle that covers its subject with its template.
  const c = reviewCycles;
  const launched = await db.select({ id: c.id, templateId: c.templateId, groupCycle: c.groupCycle }).from(c).where(isNotNull(c.launchedAt)).orderBy(c.id);
  const u = alias(users, 'u');
  for (const cycle of launched) {
    await db.execute(sql`
      update ${reviews} set ${setColumns(reviews, { reviewCycleId: cycle.id })} from ${users} ${u}
      where ${u.id} = ${reviews.userId} and ${reviews.reviewCycleId} is null and ${reviews.templateVersionId} = ${cycle.templateId}
        and ${groupCycleCondition(cycle.groupCycle)}`);
  }
  return {
    reviewTemplates: templates.length,
    evaluationTemplates: evaluationTemplateRows.length,
    reviewCycles: 3,
    reviews: ids.reviews.last,
    evaluations: evaluationCount,
    sections: ids.sections.last,
    questions: ids.questions.last,
    answerOptions: ids.options.last,
  };
}

async function insertForms(db: Db, forms: FormRows): Promise<void> {
  await insertRows(db, sections, forms.sections);
  await insertRows(db, questions, forms.questions);
  await insertRows(db, answerOptions, forms.options);
}

/**
 * This year: the demo logins, the demo supervisor's whole team and a share of everyone else
 * (capped so the 10,000-employee company stays quick to seed). Last year: about half as many.
 */
function chooseSubjects(rng: Rng, company: Company, active: Person[], year: number): ReviewSpec[] {
  const demo = company.demo;
  const share = Math.min(0.3, (200 + 0.06 * active.length) / active.length);
  const specs: ReviewSpec[] = [];
  let teammateIndex = 0;
  for (const person of active) {
    if (!person.supervisorId) continue;
    const onDemoTeam = person.supervisorId === demo.fieldSupervisor.id && person.id !== demo.user.id;
    const featured = person.demoRole !== null || person.supervisorId === demo.fieldSupervisor.id;
    if (featured || rng.chance(share)) specs.push({ subject: person, year, previous: false, teammateIndex: onDemoTeam ? teammateIndex++ : -1 });
    const hiredBeforeLastYear = daysBetween(person.dateHired, `${year - 1}-01-01`) > 0;
    if (hiredBeforeLastYear && (featured || rng.chance(share / 2))) specs.push({ subject: person, year: year - 1, previous: true, teammateIndex: -1 });
  }
  return specs;
}
