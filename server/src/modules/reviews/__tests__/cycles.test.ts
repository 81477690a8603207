/**
 * Review cycles over HTTP: CRUD for review managers with the spec's checks, the launch (Launch
 * now and the start-date job) reaching exactly the group's active employees once, and the lock
 * that keeps writer changes to admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../db/sql';
import { addDays, clock } from '@portal/common';
import { openDatabase, queryRows, type Db } from '../../../db/client';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { launchDueCycles } from '../cycles';

let t: TestServer;
let hr: Actor, boss: Actor, admin: Actor;
let d1January: Actor;
let templateId: number;
const today = clock.today();

beforeAll(async () => {
  t = await startTestServer();
  hr = await makeUser(t, { userType: 'webEditor' });
  admin = await makeUser(t, { userType: 'admin' });
  boss = await makeUser(t, { userType: 'fieldSupervisor', group: 'D4' });
  d1January = await makeUser(t, { firstName: 'Jan', lastName: 'Uary', group: 'D1', dateHired: '2019-01-20', supervisorId: boss.user.id });
  await makeUser(t, { firstName: 'Mar', lastName: 'Ch', group: 'D1', dateHired: '2021-03-03', supervisorId: boss.user.id });
  await makeUser(t, { firstName: 'Dee', lastName: 'Three', group: 'D3', dateHired: '2018-05-05', supervisorId: boss.user.id });
  // In the D1 January group but left out: no supervisor; former.
  await makeUser(t, { firstName: 'No', lastName: 'Boss', group: 'D1', dateHired: '2020-01-02' });
  await makeUser(t, { firstName: 'Gone', lastName: 'Away', group: 'D1', dateHired: '2020-01-03', supervisorId: boss.user.id, employmentStatus: 'former' });
  templateId = (await t.gql<{ createSampleReviewTemplate: number }>('mutation { createSampleReviewTemplate }', {}, hr.token)).data!.createSampleReviewTemplate;
});
afterAll(() => t?.close());

const CREATE = 'mutation($d: ReviewCycleCreateInput!) { createOneReviewCycle(data: $d) { id name groupCycle dueInDays launchedAt } }';
const create = (who: Actor, d: Record<string, unknown>) => t.gql<{ createOneReviewCycle: { id: number; launchedAt: string | null } }>(CREATE, { d }, who.token);
const cycle = (name: string, extra: Record<string, unknown> = {}) => ({ name, startDate: addDays(today, 10), templateId, ...extra });
const reviewsOf = async (cycleId: number) =>
  (await queryRows<{ name: string }>(t.db, sql`select u.first_name as name from reviews r join users u on u.id = r.user_id where r.review_cycle_id = ${cycleId} order by 1`)).map((r) => r.name);

describe('review cycles', () => {
  it('only review managers create cycles; name, start date, template and a listed group cycle are required', async () => {
    for (const who of [boss, admin]) expect(errorCode(await create(who, cycle('Nope')))).toBe('FORBIDDEN');
    expect((await create(hr, cycle('   '))).errors?.[0].message).toBe('Name is required.');
    expect(errorCode(await create(hr, { name: 'No template', startDate: today }))).toBe('BAD_USER_INPUT');
    expect((await create(hr, cycle('Bad group', { groupCycle: 'D9 Someday' }))).errors?.[0].message).toBe('Choose a group cycle from the list.');
    expect((await create(hr, cycle('Too long', { dueInDays: 0 }))).errors?.[0].message).toBe('Days to complete must be between 1 and 365.');
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from review_cycles`);
    expect(n).toBe(0);
  });

  it('Launch now reaches the active employees of the group who have a supervisor, once', async () => {
    const id = (await create(hr, cycle('2027 D1 January', { groupCycle: 'D1 January', dueInDays: 45 }))).data!.createOneReviewCycle.id;
    const audience = await t.gql<{ reviewCycleAudience: { employees: number; withoutSupervisor: number } }>('query($id: Int!) { reviewCycleAudience(id: $id) { employees withoutSupervisor } }', { id }, hr.token);
    expect(audience.data!.reviewCycleAudience).toEqual({ employees: 1, withoutSupervisor: 1 });
    const LAUNCH = 'mutation($id: Int!) { launchReviewCycle(id: $id) }';
    expect(errorCode(await t.gql(LAUNCH, { id }, boss.token))).toBe('FORBIDDEN');
    expect((await t.gql<{ launchReviewCycle: number }>(LAUNCH, { id }, hr.token)).data!.launchReviewCycle).toBe(1);
    expect(await reviewsOf(id)).toEqual(['Jan']);
    const [review] = await queryRows<{ due: string }>(t.db, sql`select date_to_complete_by::text as due from reviews where review_cycle_id = ${id}`);
    expect(review.due).toBe(addDays(today, 45));
    expect(errorCode(await t.gql(LAUNCH, { id }, hr.token))).toBe('CONFLICT');
    const shown = await t.gql<{ reviewCycle: { reviewCount: number; completedReviews: number; launchedAt: string | null } }>(
      'query($id: Int!) { reviewCycle(where: { id: $id }) { reviewCount completedReviews launchedAt } }', { id }, hr.token);
    expect(shown.data!.reviewCycle).toMatchObject({ reviewCount: 1, completedReviews: 0 });
    expect(shown.data!.reviewCycle.launchedAt).not.toBeNull();
  });

  it('the job launches the cycles whose start date has come, each once', async () => {
    const due = (await create(hr, cycle('D3 now', { groupCycle: 'D3', startDate: today }))).data!.createOneReviewCycle.id;
    const march = (await create(hr, cycle('D1 March', { groupCycle: 'D1 March', startDate: addDays(today, -1) }))).data!.createOneReviewCycle.id;
    const later = (await create(hr, cycle('Later', { groupCycle: 'D3', startDate: addDays(today, 1) }))).data!.createOneReviewCycle.id;
    expect(await launchDueCycles(t.db, today)).toBe(2);
    expect(await launchDueCycles(t.db, today)).toBe(0);
    expect(await reviewsOf(due)).toEqual(['Dee']);
    expect(await reviewsOf(march)).toEqual(['Mar']);
    expect(await reviewsOf(later)).toEqual([]);
  });

  it('launches once when two app servers and two clicks race for it', async () => {
    for (const day of ['10', '11', '12', '13', '14']) {
      await makeUser(t, { firstName: `June${day}`, lastName: 'Hire', group: 'D2', dateHired: `2020-06-${day}`, supervisorId: boss.user.id });
    }
    const id = (await create(hr, cycle('D2 June', { groupCycle: 'D2 June', startDate: today }))).data!.createOneReviewCycle.id;
    // On PostgreSQL the second server is a pool of its own on the same database; PGlite has one connection.
    const secondServer = process.env.TEST_DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: (t.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString, poolSize: 2 })
      : null;
    try {
      const failures: unknown[] = [];
      const job = (db: Db) => launchDueCycles(db, today, (_id, error) => failures.push(error));
      const LAUNCH = 'mutation($id: Int!) { launchReviewCycle(id: $id) }';
      const click = () => t.gql<{ launchReviewCycle: number }>(LAUNCH, { id }, hr.token);
      const [jobHere, jobThere, clickOne, clickTwo] = await Promise.all([job(t.db), job(secondServer?.db ?? t.db), click(), click()]);
      const created = [jobHere, jobThere, clickOne.data?.launchReviewCycle ?? 0, clickTwo.data?.launchReviewCycle ?? 0];
      expect(created.filter((n) => n > 0)).toEqual([5]);
      // Whoever came second was told the cycle was already launched (a job that looked after the launch saw nothing due).
      for (const lost of [clickOne, clickTwo].filter((c) => !c.data?.launchReviewCycle)) expect(lost.errors?.[0].message).toBe('This review cycle was already launched.');
      for (const error of failures) expect((error as Error).message).toBe('This review cycle was already launched.');
    } finally {
      await secondServer?.close();
    }
    expect(await reviewsOf(id)).toEqual(['June10', 'June11', 'June12', 'June13', 'June14']);
    // One set of forms too: each review has its template's forms once.
    const [{ forms, perReview }] = await queryRows<{ forms: number; perReview: number }>(t.db, sql`
      select (select count(*)::int from evaluations e join reviews r on r.id = e.review_id where r.review_cycle_id = ${id}) as forms,
        (select count(*)::int from evaluation_templates where review_template_id = ${templateId}) as "perReview"`);
    expect(perReview).toBeGreaterThan(0);
    expect(forms).toBe(5 * perReview);
  });

  it('a locked cycle keeps writer changes to admins', async () => {
    const id = (await create(hr, cycle('Locked', { groupCycle: 'D3', lockReviewsFromNonAdmins: true }))).data!.createOneReviewCycle.id;
    // D3 already has a review from another cycle; this one is their second.
    await t.gql('mutation($id: Int!) { launchReviewCycle(id: $id) }', { id }, hr.token);
    const [ppa] = await queryRows<{ id: number }>(t.db, sql`
      select e.id from evaluations e join reviews r on r.id = e.review_id where r.review_cycle_id = ${id} and e.title like '%PPA%'`);
    const ASSIGN = 'mutation($id: Int!, $n: [String!]!) { assignEvaluation(evaluationId: $id, employeeNumbers: $n) }';
    const denied = await t.gql(ASSIGN, { id: ppa.id, n: [d1January.user.employeeNumber] }, boss.token);
    expect(denied.errors?.[0].message).toBe("This review's cycle is locked: only admins may choose its writers.");
    expect((await t.gql(ASSIGN, { id: ppa.id, n: [d1January.user.employeeNumber] }, hr.token)).errors).toBeUndefined();
  });

  it('edits and deletes a cycle; its reviews stay', async () => {
    const id = (await create(hr, cycle('Rename me'))).data!.createOneReviewCycle.id;
    const renamed = await t.gql<{ updateOneReviewCycle: { name: string } }>(
      'mutation($id: Int!) { updateOneReviewCycle(where: { id: $id }, data: { name: { set: "Renamed" } }) { name } }', { id }, hr.token);
    expect(renamed.data!.updateOneReviewCycle.name).toBe('Renamed');
    const [first] = await queryRows<{ id: number }>(t.db, sql`select id from review_cycles where name = '2027 D1 January'`);
    expect((await t.gql('mutation($id: Int!) { deleteOneReviewCycle(where: { id: $id }) { id } }', { id: first.id }, hr.token)).errors).toBeUndefined();
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from reviews r join users u on u.id = r.user_id where u.first_name = 'Jan'`);
    expect(n).toBe(1);
  });
});
