/**
 * The Navigator lists' filters over HTTP (spec 3 section 5): the exact `where` the web builds
 * from its filter dialogs (@portal/common reviewFilters) sent to reviews/aggregateReview and
 * evaluations/aggregateEvaluation over a small company, checking the rows and the count; and
 * what each role gets from the same calls (the review managers everything, the others only
 * what they take part in).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  navigatorFormsWhere,
  navigatorReviewsWhere,
  ppaAssignmentsWhere,
  type NavigatorFormFilters,
  type NavigatorReviewFilters,
  clock,
} from '@portal/common';
import { evaluations, reviews } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let hr: Actor, superAdmin: Actor, admin: Actor, boss: Actor, dana: Actor, fiona: Actor, mary: Actor, sam: Actor;
const today = clock.today();
const thisYear = Number(today.slice(0, 4));
const past = addDays(today, -10);
const future = addDays(today, 20);

/** Review and evaluation ids by the fixture's names (R1..R6, E1..E8). */
const R: Record<string, number> = {};
const E: Record<string, number> = {};
const nameOf = (ids: Record<string, number>) => (id: number) => Object.keys(ids).find((k) => ids[k] === id);

type ReviewValues = typeof reviews.$inferInsert;
type EvaluationValues = typeof evaluations.$inferInsert;
const person = (a: Actor) => ({ name: `${a.user.firstName} ${a.user.lastName}`, number: a.user.employeeNumber });

async function review(key: string, subject: Actor, manager: Actor, values: Partial<ReviewValues>) {
  const [row] = await t.db
    .insert(reviews)
    .values({ title: 'Annual Review', userId: subject.user.id, manager: person(manager).name, managerEmployeeNumber: manager.user.employeeNumber, ...values })
    .returning();
  R[key] = row.id;
}

async function evaluation(key: string, reviewKey: string, subject: Actor, writer: Actor | null, manager: Actor, values: Partial<EvaluationValues>) {
  const [row] = await t.db
    .insert(evaluations)
    .values({
      title: 'Self Assessment',
      reviewId: R[reviewKey],
      owner: person(subject).name,
      ownerEmployeeNumber: subject.user.employeeNumber,
      // A form waiting for its writer sits with the manager.
      author: person(writer ?? manager).name,
      authorEmployeeNumber: (writer ?? manager).user.employeeNumber,
      formAuthor: writer && person(writer).name,
      formAuthorEmployeeNumber: writer?.user.employeeNumber ?? null,
      manager: person(manager).name,
      managerEmployeeNumber: manager.user.employeeNumber,
      needsAssignment: writer === null,
      ...values,
    })
    .returning();
  E[key] = row.id;
}

beforeAll(async () => {
  t = await startTestServer();
  hr = await makeUser(t, { userType: 'webEditor' });
  superAdmin = await makeUser(t, { userType: 'superAdmin' });
  admin = await makeUser(t, { userType: 'admin', firstName: 'Ada', lastName: 'Admin' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Pat', lastName: 'Boss' });
  dana = await makeUser(t, { firstName: 'Dana', lastName: 'Field' });
  fiona = await makeUser(t, { firstName: 'Fiona', lastName: 'Dana' });
  mary = await makeUser(t, { firstName: 'Mary Ann', lastName: 'Smith' });
  sam = await makeUser(t, { firstName: 'Sam', lastName: 'Other' });
  const done = (day: string) => ({ status: 'COMPLETED' as const, dateCompleted: new Date(`${day}T15:00:00Z`) });

  await review('R1', dana, boss, { title: '2023 Annual Review', year: 2023, dateToCompleteBy: '2023-03-01', ...done('2023-02-20') });
  await review('R2', dana, boss, { year: thisYear, dateToCompleteBy: future });
  await review('R3', fiona, boss, { year: thisYear, dateToCompleteBy: past });
  // No year field: its year is its due date's (2024).
  await review('R4', mary, admin, { year: null, dateToCompleteBy: '2024-05-01' });
  // The year field wins over the due date's year.
  await review('R5', sam, admin, { year: 2025, dateToCompleteBy: '2026-01-15', ...done('2026-01-10') });
  // Neither: N/A, in no year.
  await review('R6', sam, admin, { year: null, dateToCompleteBy: null, status: 'SAVE_FOR_LATER' });

  await evaluation('E1', 'R1', dana, dana, boss, { dateToCompleteBy: '2023-03-01', ...done('2023-02-20') });
  await evaluation('E2', 'R2', dana, null, boss, { title: 'Periodic Performance Assessment (PPA)', dateToCompleteBy: future });
  await evaluation('E3', 'R2', dana, fiona, boss, { title: 'Peer Feedback', status: 'SAVE_FOR_LATER', dateToCompleteBy: past });
  await evaluation('E4', 'R3', fiona, fiona, boss, { dateToCompleteBy: past });
  await evaluation('E5', 'R3', fiona, dana, boss, { title: 'Internal Client Evaluation', dateToCompleteBy: past, ...done(past) });
  await evaluation('E6', 'R4', mary, mary, admin, { dateToCompleteBy: '2024-05-01' });
  await evaluation('E7', 'R5', sam, admin, admin, { title: 'Annual Performance Review', dateToCompleteBy: '2025-12-20', ...done('2025-12-19') });
  await evaluation('E8', 'R6', sam, sam, admin, { dateToCompleteBy: null });
});
afterAll(() => t?.close());

const noReviewFilters: NavigatorReviewFilters = { subject: '', title: '', year: '', status: '', overdue: '' };
const noFormFilters: NavigatorFormFilters = { subject: '', title: '', writer: '', year: '', status: '', overdue: '', needsAssignment: '' };

interface Page {
  names: (string | undefined)[];
  total: number;
}

const REVIEWS = `query($w: ReviewWhereInput, $take: Int, $skip: Int) {
  reviews(where: $w, orderBy: [{ id: asc }], take: $take, skip: $skip) { id }
  aggregateReview(where: $w) { _count { _all } }
}`;
async function reviewPage(who: Actor, filters: Partial<NavigatorReviewFilters>, take = 50, skip = 0): Promise<Page> {
  const res = await t.gql<{ reviews: { id: number }[]; aggregateReview: { _count: { _all: number } } }>(
    REVIEWS, { w: navigatorReviewsWhere({ ...noReviewFilters, ...filters }, today), take, skip }, who.token);
  expect(res.errors).toBeUndefined();
  return { names: res.data!.reviews.map((r) => nameOf(R)(r.id)), total: res.data!.aggregateReview._count._all };
}

const FORMS = `query($w: EvaluationWhereInput, $take: Int, $skip: Int) {
  evaluations(where: $w, orderBy: [{ id: asc }], take: $take, skip: $skip) { id }
  aggregateEvaluation(where: $w) { _count { _all } }
}`;
async function formPage(who: Actor, filters: Partial<NavigatorFormFilters>, take = 50, skip = 0): Promise<Page> {
  const res = await t.gql<{ evaluations: { id: number }[]; aggregateEvaluation: { _count: { _all: number } } }>(
    FORMS, { w: navigatorFormsWhere({ ...noFormFilters, ...filters }, today), take, skip }, who.token);
  expect(res.errors).toBeUndefined();
  return { names: res.data!.evaluations.map((e) => nameOf(E)(e.id)), total: res.data!.aggregateEvaluation._count._all };
}

/** The rows and a count that agrees with them (no paging). */
const all = (...names: string[]): Page => ({ names, total: names.length });

describe.each([
  ['webEditor', () => hr],
  ['superAdmin', () => superAdmin],
])('Navigator reviews for a %s', (_role, who) => {
  it('subject: one word matches the first or the last name, two words the first and the last', async () => {
    expect(await reviewPage(who(), { subject: 'dana' })).toEqual(all('R1', 'R2', 'R3'));
    expect(await reviewPage(who(), { subject: '  DANA   field ' })).toEqual(all('R1', 'R2'));
    expect(await reviewPage(who(), { subject: 'fiona dana' })).toEqual(all('R3'));
    expect(await reviewPage(who(), { subject: 'field dana' })).toEqual(all());
    expect(await reviewPage(who(), { subject: 'ana iel' })).toEqual(all('R1', 'R2'));
    // A first name of two words.
    expect(await reviewPage(who(), { subject: 'mary ann smith' })).toEqual(all('R4'));
    expect(await reviewPage(who(), { subject: 'ann smi' })).toEqual(all('R4'));
  });

  it('year: the year field, else the calendar year of the due date; a review with neither is in no year', async () => {
    expect(await reviewPage(who(), { year: '2023' })).toEqual(all('R1'));
    expect(await reviewPage(who(), { year: '2024' })).toEqual(all('R4'));
    expect(await reviewPage(who(), { year: '2025' })).toEqual(all('R5'));
    expect(await reviewPage(who(), { year: String(thisYear) })).toEqual(all('R2', 'R3'));
    expect(await reviewPage(who(), {})).toEqual(all('R1', 'R2', 'R3', 'R4', 'R5', 'R6'));
  });

  it('status, overdue and the title', async () => {
    expect(await reviewPage(who(), { status: 'COMPLETED' })).toEqual(all('R1', 'R5'));
    expect(await reviewPage(who(), { status: 'INCOMPLETE' })).toEqual(all('R2', 'R3', 'R4'));
    expect(await reviewPage(who(), { status: 'SAVE_FOR_LATER' })).toEqual(all('R6'));
    expect(await reviewPage(who(), { overdue: 'yes' })).toEqual(all('R3', 'R4'));
    expect(await reviewPage(who(), { overdue: 'no' })).toEqual(all('R1', 'R2', 'R5', 'R6'));
    expect(await reviewPage(who(), { title: '2023 annual' })).toEqual(all('R1'));
    expect(await reviewPage(who(), { subject: 'dana', overdue: 'no', year: String(thisYear) })).toEqual(all('R2'));
  });

  it('date ranges: due date by calendar day, completion date by whole days (spec 3 section 5)', async () => {
    expect(await reviewPage(who(), { dueFrom: '2023-03-01', dueTo: '2024-05-01' })).toEqual(all('R1', 'R4'));
    expect(await reviewPage(who(), { dueFrom: '2024-05-01', dueTo: '2023-03-01' })).toEqual(all('R1', 'R4'));
    expect(await reviewPage(who(), { dueFrom: '2024-05-02', dueTo: '2026-01-15' })).toEqual(all('R5'));
    expect(await reviewPage(who(), { dueTo: '2023-12-31' })).toEqual(all('R1'));
    expect(await reviewPage(who(), { completedFrom: '2023-02-20', completedTo: '2023-02-20' })).toEqual(all('R1'));
    expect(await reviewPage(who(), { completedFrom: '2023-02-21' })).toEqual(all('R5'));
  });

  it('pages with the count of every match', async () => {
    expect(await reviewPage(who(), {}, 2, 2)).toEqual({ names: ['R3', 'R4'], total: 6 });
    expect(await reviewPage(who(), { subject: 'dana' }, 2, 0)).toEqual({ names: ['R1', 'R2'], total: 3 });
    expect(await reviewPage(who(), { subject: 'dana' }, 2, 2)).toEqual({ names: ['R3'], total: 3 });
  });
});

describe.each([
  ['webEditor', () => hr],
  ['superAdmin', () => superAdmin],
])('Navigator forms for a %s', (_role, who) => {
  it('subject and writer: case-insensitive contains on owner and formAuthor, first word then last', async () => {
    expect(await formPage(who(), { subject: 'dana' })).toEqual(all('E1', 'E2', 'E3', 'E4', 'E5'));
    expect(await formPage(who(), { subject: 'DANA field' })).toEqual(all('E1', 'E2', 'E3'));
    expect(await formPage(who(), { subject: 'fiona dana' })).toEqual(all('E4', 'E5'));
    expect(await formPage(who(), { subject: 'mary ann smith' })).toEqual(all('E6'));
    expect(await formPage(who(), { subject: 'dana smith' })).toEqual(all());
    expect(await formPage(who(), { writer: 'fiona' })).toEqual(all('E3', 'E4'));
    expect(await formPage(who(), { writer: 'dana field' })).toEqual(all('E1', 'E5'));
    expect(await formPage(who(), { subject: 'dana', writer: 'dana' })).toEqual(all('E1', 'E3', 'E4', 'E5'));
  });

  it('year over the due date, status, overdue and needs assignment', async () => {
    expect(await formPage(who(), { year: '2023' })).toEqual(all('E1'));
    expect(await formPage(who(), { year: '2024' })).toEqual(all('E6'));
    expect(await formPage(who(), { year: '2025' })).toEqual(all('E7'));
    expect(await formPage(who(), { status: 'INCOMPLETE' })).toEqual(all('E2', 'E4', 'E6', 'E8'));
    expect(await formPage(who(), { status: 'COMPLETED' })).toEqual(all('E1', 'E5', 'E7'));
    expect(await formPage(who(), { status: 'SAVE_FOR_LATER' })).toEqual(all('E3'));
    expect(await formPage(who(), { overdue: 'yes' })).toEqual(all('E3', 'E4', 'E6'));
    expect(await formPage(who(), { overdue: 'no' })).toEqual(all('E1', 'E2', 'E5', 'E7', 'E8'));
    expect(await formPage(who(), { needsAssignment: 'yes' })).toEqual(all('E2'));
    expect(await formPage(who(), { needsAssignment: 'no' })).toEqual(all('E1', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8'));
    expect(await formPage(who(), { title: 'ppa' })).toEqual(all('E2'));
  });

  it('date ranges over the due date and the completion date', async () => {
    expect(await formPage(who(), { dueFrom: '2023-01-01', dueTo: '2025-12-20' })).toEqual(all('E1', 'E6', 'E7'));
    expect(await formPage(who(), { completedTo: '2025-12-19' })).toEqual(all('E1', 'E7'));
    expect(await formPage(who(), { completedFrom: '2025-12-20' })).toEqual(all('E5'));
    expect(await formPage(who(), { completedFrom: '2025-12-19', dueTo: '2025-12-31' })).toEqual(all('E7'));
  });

  it('pages with the count of every match', async () => {
    expect(await formPage(who(), {}, 3, 3)).toEqual({ names: ['E4', 'E5', 'E6'], total: 8 });
    expect(await formPage(who(), { subject: 'dana' }, 3, 3)).toEqual({ names: ['E4', 'E5'], total: 5 });
  });
});

describe('the same calls for the other roles', () => {
  it('an admin gets only the reviews and forms they manage or take part in', async () => {
    expect(await reviewPage(admin, {})).toEqual(all('R4', 'R5', 'R6'));
    expect(await reviewPage(admin, { subject: 'dana' })).toEqual(all());
    expect(await reviewPage(admin, { subject: 'sam' }, 1, 1)).toEqual({ names: ['R6'], total: 2 });
    expect(await formPage(admin, {})).toEqual(all('E6', 'E7', 'E8'));
    expect(await formPage(admin, { status: 'COMPLETED' })).toEqual(all('E7'));
  });

  it('a field supervisor gets the reviews and forms they manage', async () => {
    expect(await reviewPage(boss, {})).toEqual(all('R1', 'R2', 'R3'));
    expect(await reviewPage(boss, { subject: 'mary' })).toEqual(all());
    expect(await formPage(boss, { overdue: 'yes' })).toEqual(all('E3', 'E4'));
    expect(await formPage(boss, {})).toEqual(all('E1', 'E2', 'E3', 'E4', 'E5'));
  });

  it("a plain user never gets others' evaluations through a filter", async () => {
    // Dana's own forms and the one she writes for Fiona; the review that one belongs to.
    expect(await formPage(dana, {})).toEqual(all('E1', 'E2', 'E3', 'E5'));
    expect(await formPage(dana, { subject: 'fiona' })).toEqual(all('E5'));
    expect(await reviewPage(dana, {})).toEqual(all('R1', 'R2', 'R3'));
    expect(await formPage(sam, { subject: 'dana' })).toEqual(all());
    expect(await formPage(sam, {})).toEqual(all('E7', 'E8'));
    expect(await reviewPage(sam, { subject: 'dana' })).toEqual(all());
    // Nor through a raw where on the subject's number or the writer.
    const probe = await t.gql<{ evaluations: unknown[]; aggregateEvaluation: { _count: { _all: number } } }>(
      FORMS, { w: { OR: [{ ownerEmployeeNumber: { equals: fiona.user.employeeNumber } }, { formAuthor: { contains: 'Fiona' } }] } }, sam.token);
    expect(probe.data).toEqual({ evaluations: [], aggregateEvaluation: { _count: { _all: 0 } } });
  });

  it('PPA Assignments takes the same filters', async () => {
    const PPA = 'query($w: EvaluationWhereInput) { ppaAssignments(where: $w, take: 20) { total rows { id } } }';
    const ppa = async (who: Actor, subject: string) => {
      const res = await t.gql<{ ppaAssignments: { total: number; rows: { id: number }[] } }>(
        PPA, { w: ppaAssignmentsWhere({ ...noFormFilters, subject }, today) }, who.token);
      expect(res.errors).toBeUndefined();
      return { names: res.data!.ppaAssignments.rows.map((r) => nameOf(E)(r.id)), total: res.data!.ppaAssignments.total };
    };
    expect(await ppa(boss, 'dana field')).toEqual(all('E2'));
    expect(await ppa(boss, 'fiona')).toEqual(all());
    expect(await ppa(admin, 'dana')).toEqual(all());
  });
});
