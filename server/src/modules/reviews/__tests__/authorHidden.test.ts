/** Author-hidden evaluations: the subject never learns the writer, and reads answers only once completed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evaluations, questions, reviews, sections } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let subject: Actor, writer: Actor, manager: Actor;

async function evaluationFor(authorHidden: boolean, answer: string): Promise<number> {
  const [review] = await t.db.insert(reviews).values({ title: 'Annual Review', userId: subject.user.id }).returning();
  const [evaluation] = await t.db
    .insert(evaluations)
    .values({
      title: authorHidden ? 'Peer Feedback' : 'Self Assessment',
      reviewId: review.id,
      owner: 'Sam Subject',
      ownerEmployeeNumber: subject.user.employeeNumber,
      author: 'Wes Writer',
      authorEmployeeNumber: writer.user.employeeNumber,
      formAuthor: 'Wes Writer',
      formAuthorEmployeeNumber: writer.user.employeeNumber,
      manager: 'Max Manager',
      managerEmployeeNumber: manager.user.employeeNumber,
      authorHidden,
    })
    .returning();
  const [section] = await t.db.insert(sections).values({ title: 'Teamwork', evaluationId: evaluation.id }).returning();
  await t.db.insert(questions).values({ sectionId: section.id, text: 'How does Sam work with others?', answer });
  return evaluation.id;
}

const READ = `query($id: Int) {
  evaluations(where: { id: { equals: $id } }) { title author authorEmployeeNumber formAuthor formAuthorEmployeeNumber sections { questions { text answer } } }
}`;
type Read = { evaluations: { title: string; author: string | null; formAuthor: string | null; formAuthorEmployeeNumber: string | null; sections: { questions: { text: string; answer: string | null }[] }[] }[] };
const read = async (who: Actor, id: number) => {
  const res = await t.gql<Read>(READ, { id }, who.token);
  expect(res.errors).toBeUndefined();
  return res.data!.evaluations[0];
};

beforeAll(async () => {
  t = await startTestServer();
  subject = await makeUser(t, { firstName: 'Sam' });
  writer = await makeUser(t, { firstName: 'Wes' });
  manager = await makeUser(t, { firstName: 'Max', userType: 'fieldSupervisor' });
});
afterAll(() => t?.close());

describe('author-hidden evaluations', () => {
  it('hide the writer from the subject, and the answers until the evaluation is completed', async () => {
    const id = await evaluationFor(true, 'Always helps the apprentices.');
    const seen = await read(subject, id);
    expect(seen).toMatchObject({ title: 'Peer Feedback', author: null, formAuthor: null, formAuthorEmployeeNumber: null });
    expect(seen.sections[0].questions).toEqual([{ text: 'How does Sam work with others?', answer: null }]);
    // A filter on the writer cannot find it out either.
    const probe = await t.gql<{ evaluations: unknown[] }>(`query($n: String) { evaluations(where: { formAuthorEmployeeNumber: { equals: $n } }) { id } }`, { n: writer.user.employeeNumber }, subject.token);
    expect(probe.data?.evaluations ?? []).toEqual([]);

    await t.db.update(evaluations).set({ status: 'COMPLETED' }).where(eq(evaluations.id, id));
    const completed = await read(subject, id);
    expect(completed.formAuthor).toBeNull();
    expect(completed.sections[0].questions[0].answer).toBe('Always helps the apprentices.');
  });

  it('the writer and the manager read everything; a plain evaluation shows its writer to the subject', async () => {
    const id = await evaluationFor(true, 'Solid work.');
    expect(await read(writer, id)).toMatchObject({ formAuthor: 'Wes Writer', sections: [{ questions: [{ answer: 'Solid work.' }] }] });
    expect(await read(manager, id)).toMatchObject({ formAuthorEmployeeNumber: writer.user.employeeNumber });
    const open = await evaluationFor(false, 'Good year.');
    expect(await read(subject, open)).toMatchObject({ formAuthor: 'Wes Writer', sections: [{ questions: [{ answer: 'Good year.' }] }] });
  });
});
