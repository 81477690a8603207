/**
 * A list and the count of the same rows asked side by side are answered in one SQL statement
 * (pairedTotal.ts, issue 13), with the figures each would give alone: whatever the order of the
 * two fields, when the count has paging or another filter, when a field is skipped, when the
 * page is empty past the end; and a failing list does not leave the count waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, statementsDuring, type TestServer } from '../../../test/server';

let t: TestServer;
let editor: Actor;
let plain: Actor;

beforeAll(async () => {
  t = await startTestServer();
  editor = await makeUser(t, { userType: 'webEditor', firstName: 'Wendy', lastName: 'Editor' });
  plain = await makeUser(t, { firstName: 'Pat', lastName: 'Plain' });
  for (const [firstName, group] of [
    ['Ann', 'D2'],
    ['Ben', 'D2'],
    ['Cal', 'D2'],
    ['Dee', 'D3'],
  ] as const) {
    await makeUser(t, { firstName, lastName: 'Paired', group });
  }
});
afterAll(() => t?.close());

const D2 = { group: { equals: 'D2' } };
type Answer = { users?: { firstName: string }[]; aggregateUser?: { _count: { _all: number } } };

async function ask(query: string, variables: Record<string, unknown>, token = editor.token) {
  await t.gql(query, variables, token); // the session is checked (and cached) on the first request
  let answer: Awaited<ReturnType<typeof t.gql<Answer>>> | undefined;
  const statements = await statementsDuring(t, async () => (answer = await t.gql<Answer>(query, variables, token)));
  return { answer: answer!, statements };
}

describe('a list and its count', () => {
  it('come in one statement, in either order, with the figures each gives alone', async () => {
    const listFirst = `query($w: UserWhereInput) { users(where: $w, orderBy: [{ firstName: asc }], take: 2) { firstName } aggregateUser(where: $w) { _count { _all } } }`;
    const countFirst = `query($w: UserWhereInput) { aggregateUser(where: $w) { _count { _all } } users(where: $w, orderBy: [{ firstName: asc }], take: 2) { firstName } }`;
    for (const query of [listFirst, countFirst]) {
      const { answer, statements } = await ask(query, { w: D2 });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ users: [{ firstName: 'Ann' }, { firstName: 'Ben' }], aggregateUser: { _count: { _all: 3 } } });
      expect(statements).toBe(1);
    }
  });

  it('a page past the end still has its total; a count with paging or another filter is asked apart', async () => {
    const past = await ask(`query($w: UserWhereInput) { users(where: $w, take: 2, skip: 10) { firstName } aggregateUser(where: $w) { _count { _all } } }`, { w: D2 });
    expect(past.answer.data).toEqual({ users: [], aggregateUser: { _count: { _all: 3 } } });
    const other = await ask(`{ users(where: { group: { equals: "D2" } }, take: 1) { firstName } aggregateUser(where: { group: { equals: "D3" } }) { _count { _all } } }`, {});
    expect(other.answer.data?.aggregateUser).toEqual({ _count: { _all: 1 } });
    expect(other.statements).toBe(2);
    const paged = await ask(`query($w: UserWhereInput) { users(where: $w, take: 1) { firstName } aggregateUser(where: $w, take: 2) { _count { _all } } }`, { w: D2 });
    expect(paged.answer.data?.aggregateUser).toEqual({ _count: { _all: 2 } });
    expect(paged.statements).toBe(2);
  });

  it('a skipped list leaves the count to itself; two lists share one count', async () => {
    const skipped = await ask(
      `query($w: UserWhereInput, $no: Boolean!) { users(where: $w, take: 1) @skip(if: $no) { firstName } aggregateUser(where: $w) { _count { _all } } }`,
      { w: D2, no: true },
    );
    expect(skipped.answer.data).toEqual({ aggregateUser: { _count: { _all: 3 } } });
    const twice = await ask(`query($w: UserWhereInput) { a: users(where: $w, take: 1) { firstName } b: users(where: $w, take: 3) { firstName } aggregateUser(where: $w) { _count { _all } } }`, { w: D2 });
    expect(twice.answer.errors).toBeUndefined();
    expect(twice.answer.data).toMatchObject({ a: [{ firstName: 'Ann' }], b: [{}, {}, {}], aggregateUser: { _count: { _all: 3 } } });
    expect(twice.statements).toBe(2);
  });

  it('when the list fails, the answer is its error: the count does not wait for a total that never comes', async () => {
    const { answer, statements } = await ask(`query($w: UserWhereInput) { users(where: $w, take: -1) { firstName } aggregateUser(where: $w) { _count { _all } } }`, { w: D2 }, plain.token);
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors).toHaveLength(1);
    // The list failed before reading; the count, told so, counted for itself.
    expect(statements).toBe(1);
  });
});
