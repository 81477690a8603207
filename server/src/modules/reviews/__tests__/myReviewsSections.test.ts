/**
 * My reviews for a plain user who has manager or signer work (decision 0036): the Manager
 * Reviews section is a manager role's, but work handed to a plain user (a supervisor of record,
 * the leadership signer) is listed there too, never invisible. Views only are not. The counts per
 * section (for the empty texts) agree with the lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalSettings } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { clock } from '@portal/common';
import { reviewSteps } from './reviewSteps';

let t: TestServer;
let steps: ReturnType<typeof reviewSteps>;
// lead is a plain user who supervises worker; signer is a plain user and the leadership signer.
let hr: Actor, lead: Actor, worker: Actor, signer: Actor, peer: Actor;
let reviewId: number;
// The sample template's year, under which My reviews lists its reviews (decision 0128).
const year = clock.year();

const MY = `query($y: Int!, $c: Boolean!) {
  myEvaluations(year: $y, completed: $c) { section action evaluation { id title } }
  myEvaluationCounts(year: $y) { section open completed }
}`;
interface My {
  myEvaluations: { section: string; action: string; evaluation: { id: number; title: string } }[];
  myEvaluationCounts: { section: string; open: number; completed: number }[];
}
async function my(who: Actor, completed = false) {
  const data = steps.ok(await t.gql<My>(MY, { y: year, c: completed }, who.token));
  return { listed: data.myEvaluations.map((m) => `${m.section}: ${m.evaluation.title}: ${m.action}`).sort(), counts: data.myEvaluationCounts };
}

beforeAll(async () => {
  t = await startTestServer();
  steps = reviewSteps(t);
  hr = await makeUser(t, { userType: 'webEditor' });
  lead = await makeUser(t, { firstName: 'Lee', lastName: 'Lead' });
  worker = await makeUser(t, { firstName: 'Wendy', lastName: 'Worker', supervisorId: lead.user.id });
  signer = await makeUser(t, { firstName: 'Sam', lastName: 'Signer' });
  peer = await makeUser(t, { firstName: 'Pat', lastName: 'Peer' });
  await t.db.insert(portalSettings).values({ key: 'leadershipSigner', value: signer.user.employeeNumber });
  reviewId = await steps.assignReview(hr, worker.user.employeeNumber, await steps.sampleTemplate(hr));
});
afterAll(() => t?.close());

describe('My reviews for a plain user with manager work', () => {
  it('lists what waits on a plain supervisor (Start, Assign), not what they would only view', async () => {
    const { listed, counts } = await my(lead);
    expect(listed).toEqual([
      'manager: Annual Performance Review: Start',
      'manager: Client D1 Evaluation: Assign',
      'manager: Internal Client Evaluation: Assign',
      'manager: Leadership Evaluation: Start',
      'manager: Periodic Performance Assessment (PPA): Assign',
    ]);
    expect(counts).toEqual([{ section: 'manager', open: 5, completed: 0 }]);
    // The worker's own view is unchanged: their self assessment, nothing of the manager's.
    expect((await my(worker)).listed).toEqual(['personal: Self Assessment: Start']);
  });

  it('a submitted self assessment comes to the plain supervisor to sign, then stays in their completed list', async () => {
    const self = await steps.form(reviewId, 'Self Assessment');
    await steps.fillAndSubmit(worker, self.id);
    expect((await my(lead)).listed).toContain('manager: Self Assessment: Sign Off');
    steps.ok(await steps.sign(lead, self.id));
    expect((await my(lead)).listed).not.toContain('manager: Self Assessment: Sign Off');
    expect((await my(lead, true)).listed).toEqual(['manager: Self Assessment: View']);
  });

  it('the plain leadership signer sees the evaluation to sign, and what they signed', async () => {
    expect(await my(signer)).toEqual({ listed: [], counts: [] });
    const leadership = await steps.form(reviewId, 'Leadership Evaluation');
    await steps.fillAndSubmit(lead, leadership.id);
    expect(await my(signer)).toEqual({ listed: ['manager: Leadership Evaluation: Sign Off'], counts: [{ section: 'manager', open: 1, completed: 0 }] });
    steps.ok(await steps.sign(signer, leadership.id));
    expect(await my(signer, true)).toEqual({ listed: ['manager: Leadership Evaluation: View'], counts: [{ section: 'manager', open: 0, completed: 1 }] });
  });

  it('counts each section of the year by view, as the lists give them', async () => {
    const ppa = await steps.form(reviewId, 'Periodic Performance Assessment (PPA)');
    steps.ok(await steps.assign(lead, ppa.id, [peer.user.employeeNumber]));
    const open = await my(peer);
    expect(open.listed).toEqual(['peer: Periodic Performance Assessment (PPA): Start']);
    expect(open.counts).toEqual([{ section: 'peer', open: 1, completed: 0 }]);
    await steps.fillAndSubmit(peer, ppa.id);
    expect(await my(peer)).toEqual({ listed: [], counts: [{ section: 'peer', open: 0, completed: 1 }] });
    const lead_ = await my(lead);
    const byView = (await my(lead, true)).listed.length;
    const managerCount = lead_.counts.find((c) => c.section === 'manager')!;
    expect([managerCount.open, managerCount.completed]).toEqual([lead_.listed.length, byView]);
    // Another year has nothing.
    expect(steps.ok(await t.gql<My>(MY, { y: year - 1, c: false }, lead.token)).myEvaluationCounts).toEqual([]);
  });
});
