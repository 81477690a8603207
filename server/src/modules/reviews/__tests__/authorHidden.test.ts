/**
 * Author-hidden evaluations (decision 0052), reached through the real workflow: the subject never
 * learns the writer, and reads the answers only once the evaluation is signed off; submitted
 * but not yet signed is not enough.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { reviewSteps } from './reviewSteps';

let t: TestServer;
let steps: ReturnType<typeof reviewSteps>;
let hr: Actor, subject: Actor, writer: Actor, manager: Actor;
let reviewId: number;

const READ = `query($id: Int) {
  evaluations(where: { id: { equals: $id } }) { title status author authorEmployeeNumber formAuthor formAuthorEmployeeNumber sections { questions { text answer } } }
}`;
interface Read {
  title: string;
  status: string;
  author: string | null;
  authorEmployeeNumber: string | null;
  formAuthor: string | null;
  formAuthorEmployeeNumber: string | null;
  sections: { questions: { text: string; answer: string | null }[] }[];
}
const read = async (who: Actor, id: number) => steps.ok(await t.gql<{ evaluations: Read[] }>(READ, { id }, who.token)).evaluations[0];
const answers = (r: Read) => r.sections.flatMap((s) => s.questions.map((q) => q.answer));

beforeAll(async () => {
  t = await startTestServer();
  steps = reviewSteps(t);
  hr = await makeUser(t, { userType: 'webEditor' });
  manager = await makeUser(t, { userType: 'fieldSupervisor', firstName: 'Max', lastName: 'Manager' });
  subject = await makeUser(t, { firstName: 'Sam', lastName: 'Subject', supervisorId: manager.user.id });
  writer = await makeUser(t, { firstName: 'Wes', lastName: 'Writer' });
  reviewId = await steps.assignReview(hr, subject.user.employeeNumber, await steps.sampleTemplate(hr));
});
afterAll(() => t?.close());

describe('author-hidden evaluations', () => {
  it('hide the writer from the subject always, and the answers until the evaluation is signed off', async () => {
    const ppa = await steps.form(reviewId, 'Periodic Performance Assessment (PPA)');
    steps.ok(await steps.assign(manager, ppa.id, [writer.user.employeeNumber]));
    const filled = await steps.fullAnswers(ppa.id, writer);
    steps.ok(await steps.save(writer, ppa.id, filled.slice(0, 2)));

    const whileWritten = await read(subject, ppa.id);
    expect(whileWritten).toMatchObject({ status: 'SAVE_FOR_LATER', author: null, authorEmployeeNumber: null, formAuthor: null, formAuthorEmployeeNumber: null });
    expect(answers(whileWritten).every((a) => a === null)).toBe(true);
    // A filter on the writer cannot find it out either.
    const probe = await t.gql<{ evaluations: unknown[] }>(`query($n: String) { evaluations(where: { formAuthorEmployeeNumber: { equals: $n } }) { id } }`, { n: writer.user.employeeNumber }, subject.token);
    expect(probe.data?.evaluations ?? []).toEqual([]);

    // Submitted, it waits for the manager's signature: the subject still reads no answers.
    steps.ok(await steps.submit(writer, ppa.id, filled));
    const submitted = await read(subject, ppa.id);
    expect(submitted).toMatchObject({ status: 'COMPLETED', formAuthor: null, formAuthorEmployeeNumber: null });
    expect(answers(submitted).every((a) => a === null)).toBe(true);

    // Signed off by the manager: the feedback is shared, still without its writer.
    steps.ok(await steps.sign(manager, ppa.id));
    const signed = await read(subject, ppa.id);
    expect(signed).toMatchObject({ formAuthor: null, formAuthorEmployeeNumber: null });
    expect(answers(signed)).toEqual(filled.map((a) => a.answer));
  });

  it('the writer and the manager read everything; a plain evaluation shows its writer and answers to the subject', async () => {
    const d1 = await steps.form(reviewId, 'Client D1 Evaluation');
    steps.ok(await steps.assign(manager, d1.id, [writer.user.employeeNumber]));
    steps.ok(await steps.save(writer, d1.id, (await steps.fullAnswers(d1.id, writer)).slice(0, 1)));
    for (const who of [writer, manager, hr]) {
      const seen = await read(who, d1.id);
      expect(seen.formAuthorEmployeeNumber, who.user.firstName!).toBe(writer.user.employeeNumber);
      expect(answers(seen).some((a) => a !== null), who.user.firstName!).toBe(true);
    }
    const annual = await steps.form(reviewId, 'Annual Performance Review');
    steps.ok(await steps.save(manager, annual.id, (await steps.fullAnswers(annual.id, manager)).slice(0, 1)));
    const open = await read(subject, annual.id);
    expect(open.formAuthor).toBe('Max Manager');
    expect(answers(open).some((a) => a !== null)).toBe(true);
  });
});
