/**
 * Answer statements compiled once per document shape (decision 0111). The first half drives the
 * cache with a hand-made builder, to pin down when a string becomes a parameter of the template
 * and when it stays part of the shape; the second asks a running server, whose suite runs with
 * VERIFY_SQL_ANSWERS=1: every statement taken from a compiled shape is also built afresh and
 * compared, and every written answer is executed and compared, so a test that sees a compiled
 * statement has also seen it equal to both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type Actor } from '../../../test/factories';
import { startTestServer, statementsDuring, type TestServer } from '../../../test/server';
import { answersWrittenBySql } from '../../../http/sqlAnswers';
import { COMPILED_SHAPES_LIMIT, MAX_PROBED_STRINGS, MAX_VARIANTS, CompiledAnswerMismatch, CompiledAnswers, compiledStatementsUsed, textDependsOn, type BuildAnswer } from '../compiledAnswers';

type Vars = Record<string, unknown>;

/** A cache over a builder that counts its calls; `finish` answers the statement's values. */
function cacheOver(statement: (v: Vars) => { sql: string; params: unknown[] } | null, verify = false) {
  let builds = 0;
  const build: BuildAnswer<never> = (v) => {
    builds += 1;
    const query = statement(v);
    return query && { query, finish: () => JSON.stringify(query.params) };
  };
  const cache = new CompiledAnswers<never>(verify);
  const ask = (v: Vars, base = 'doc') => {
    const before = builds;
    const answer = cache.statement(base, v, build);
    return { query: answer?.query, built: builds > before };
  };
  return { ask };
}

describe('which strings become parameters of a compiled statement', () => {
  it('fills a plain parameter in from the next request, without building', () => {
    const { ask } = cacheOver((v) => ({ sql: 'select * from users where employee_number = $1 and time_zone = $2', params: [v.n, 'America/New_York'] }));
    expect(ask({ n: '100001' }).built).toBe(true);
    const next = ask({ n: '100002' });
    expect(next.built).toBe(false);
    expect(next.query).toEqual({ sql: 'select * from users where employee_number = $1 and time_zone = $2', params: ['100002', 'America/New_York'] });
  });

  it('keeps a string the statement wraps, folds or trims: the next value is built afresh', () => {
    for (const shape of [(s: string) => `%${s}%`, (s: string) => s.toLowerCase(), (s: string) => s.trim()]) {
      const { ask } = cacheOver((v) => ({ sql: 'select $1', params: [shape(v.q as string)] }));
      ask({ q: 'abc' });
      const next = ask({ q: ' Abd ' });
      expect(next.built).toBe(true);
      expect(next.query!.params).toEqual([shape(' Abd ')]);
      // The same value again is the shape it was compiled for.
      expect(ask({ q: 'abc' }).built).toBe(false);
    }
  });

  it('keeps a string that changes the text, that the builder looked at, or that the builder refuses', () => {
    const text = cacheOver((v) => (v.kind === 'a' ? { sql: 'select $1', params: [v.kind] } : { sql: 'select $1 -- other', params: [v.kind] }));
    text.ask({ kind: 'a' });
    expect(text.ask({ kind: 'b' }).built).toBe(true);

    const looked = cacheOver((v) => {
      textDependsOn(v.status);
      return { sql: 'select $1', params: [v.status] };
    });
    looked.ask({ status: 'active' });
    expect(looked.ask({ status: 'former' }).built).toBe(true);

    const strict = cacheOver((v) => {
      if (!/^\d+$/.test(v.n as string)) throw new Error('not a number');
      return { sql: 'select $1', params: [v.n] };
    });
    strict.ask({ n: '1' });
    expect(strict.ask({ n: '2' }).built).toBe(true);
  });

  it('keeps numbers, booleans, nulls and the structure in the shape', () => {
    const { ask } = cacheOver((v) => ({ sql: `select $1 limit ${v.take as number}`, params: [v.n] }));
    ask({ n: 'a', take: 25 });
    expect(ask({ n: 'b', take: 25 }).built).toBe(false);
    expect(ask({ n: 'b', take: 26 }).built).toBe(true);
    expect(ask({ n: 'b', take: 25, extra: null }).built).toBe(true);
    expect(ask({ n: 'b', take: 25 }, 'another document').built).toBe(true);
  });

  it('sends the variables of the same value in the right places', () => {
    const { ask } = cacheOver((v) => ({ sql: 'select $1, $2, $3', params: [v.a, 'fixed', v.b] }));
    ask({ a: 'same', b: 'same' });
    expect(ask({ a: 'x', b: 'y' }).query!.params).toEqual(['x', 'fixed', 'y']);
  });

  it('stops compiling a shape past its variants, and requests with many strings, building them as before', () => {
    const { ask } = cacheOver((v) => ({ sql: 'select $1', params: [`%${v.q as string}%`] }));
    for (let i = 0; i < MAX_VARIANTS; i++) ask({ q: `search ${i}` });
    expect(ask({ q: 'search 0' }).built).toBe(false);
    let builds = 0;
    const counted = cacheOver((v) => {
      builds += 1;
      return { sql: 'select $1', params: [`%${v.q as string}%`] };
    });
    for (let i = 0; i < MAX_VARIANTS; i++) counted.ask({ q: `search ${i}` });
    builds = 0;
    // Past the variants: built once, without the probe's second build, and not kept.
    expect(counted.ask({ q: 'one more' })).toMatchObject({ built: true, query: { params: ['%one more%'] } });
    expect(builds).toBe(1);
    expect(counted.ask({ q: 'one more' }).built).toBe(true);
    const many = cacheOver((v) => ({ sql: 'select 1', params: Object.values(v) }));
    const strings = Object.fromEntries(Array.from({ length: MAX_PROBED_STRINGS + 1 }, (_, i) => [`s${i}`, `value ${i}`]));
    many.ask(strings);
    expect(many.ask(strings).built).toBe(true);
  });

  it('forgets the oldest shape past its limit', () => {
    const { ask } = cacheOver((v) => ({ sql: 'select $1', params: [v.n] }));
    for (let i = 0; i <= COMPILED_SHAPES_LIMIT; i++) ask({ n: 'a' }, `document ${i}`);
    expect(ask({ n: 'b' }, `document ${COMPILED_SHAPES_LIMIT}`).built).toBe(false);
    expect(ask({ n: 'b' }, 'document 0').built).toBe(true);
  });

  it('with verify, fails a compiled statement that a fresh build would write differently', () => {
    let calls = 0;
    const { ask } = cacheOver((v) => ({ sql: `select $1 -- ${calls++ < 2 ? 'first' : 'later'}`, params: [v.n] }), true);
    ask({ n: 'a' });
    expect(() => ask({ n: 'b' })).toThrow(CompiledAnswerMismatch);
  });
});

describe('compiled statements on a running server', () => {
  let t: TestServer;
  let editor: Actor;
  let alice: Actor;
  let bob: Actor;

  const CARD = `query Card($employeeNumber: String!) {
    users(where: { employeeNumber: { equals: $employeeNumber } }, take: 1) { id firstName tshirtSize points licenses { id } } }`;
  const DIRECTORY = `query Directory($where: UserWhereInput, $take: Int) {
    users(where: $where, orderBy: [{ employeeNumber: asc }], take: $take) { id firstName employmentStatus } aggregateUser(where: $where) { _count { _all } } }`;

  /** Asks, and tells whether SQL wrote the answer and whether its statement was a compiled one. */
  async function ask<T>(query: string, variables: Vars, token: string) {
    const [written, compiled] = [answersWrittenBySql(), compiledStatementsUsed()];
    const answer = await t.gql<T>(query, variables, token);
    expect(answer.errors).toBeUndefined();
    return { data: answer.data!, written: answersWrittenBySql() > written, compiled: compiledStatementsUsed() > compiled };
  }

  beforeAll(async () => {
    t = await startTestServer();
    editor = await makeUser(t, { userType: 'webEditor' });
    alice = await makeUser(t, { firstName: 'Alice', tshirtSize: 'LG' });
    bob = await makeUser(t, { firstName: 'Bob', tshirtSize: 'XL' });
    await makeUser(t, { firstName: 'Carol', employmentStatus: 'former' });
  });
  afterAll(() => t?.close());

  it("answers the next employee's card from the compiled statement, in one statement, with that employee's values", async () => {
    const first = await ask<{ users: { id: number; firstName: string }[] }>(CARD, { employeeNumber: alice.user.employeeNumber }, editor.token);
    expect(first).toMatchObject({ written: true, compiled: false, data: { users: [{ id: alice.user.id, firstName: 'Alice', tshirtSize: 'LG' }] } });
    let second: Awaited<ReturnType<typeof ask>> | undefined;
    const statements = await statementsDuring(t, async () => (second = await ask(CARD, { employeeNumber: bob.user.employeeNumber }, editor.token)));
    expect(statements).toBe(1);
    expect(second).toMatchObject({ written: true, compiled: true, data: { users: [{ id: bob.user.id, firstName: 'Bob', tshirtSize: 'XL' }] } });
    const nobody = await ask(CARD, { employeeNumber: 'no such number' }, editor.token);
    expect(nobody).toMatchObject({ compiled: true, data: { users: [] } });
  });

  it('compiles per viewer: a plain user gets their own statement and their own masks', async () => {
    const asEditor = await ask<{ users: { tshirtSize: string | null }[] }>(CARD, { employeeNumber: bob.user.employeeNumber }, editor.token);
    const asAlice = await ask<{ users: { tshirtSize: string | null }[] }>(CARD, { employeeNumber: bob.user.employeeNumber }, alice.token);
    expect(asEditor.compiled).toBe(true);
    expect(asAlice.compiled).toBe(false);
    // A plain user does not see another employee's shirt size (the users policy), compiled or not.
    expect(asAlice.data.users[0].tshirtSize).toBeNull();
    const again = await ask<{ users: { tshirtSize: string | null }[] }>(CARD, { employeeNumber: alice.user.employeeNumber }, alice.token);
    expect(again).toMatchObject({ compiled: true, data: { users: [{ tshirtSize: 'LG' }] } });
  });

  it("keeps a closed list's value and a search in the shape, and fills in a plain one", async () => {
    const active = { where: { employmentStatus: { equals: 'active' } }, take: 50 };
    await ask(DIRECTORY, active, editor.token);
    expect((await ask(DIRECTORY, active, editor.token)).compiled).toBe(true);
    const former = await ask<{ users: { firstName: string }[]; aggregateUser: { _count: { _all: number } } }>(
      DIRECTORY,
      { where: { employmentStatus: { equals: 'former' } }, take: 50 },
      editor.token,
    );
    expect(former).toMatchObject({ compiled: false, data: { users: [{ firstName: 'Carol' }], aggregateUser: { _count: { _all: 1 } } } });

    await ask(DIRECTORY, { where: { firstName: { contains: 'Ali' } }, take: 50 }, editor.token);
    const search = await ask<{ users: { firstName: string }[] }>(DIRECTORY, { where: { firstName: { contains: 'Bo' } }, take: 50 }, editor.token);
    expect(search).toMatchObject({ compiled: false, data: { users: [{ firstName: 'Bob' }] } });

    // Values the schema refuses after a compiled shape are refused as before (executed, not filled in).
    const SORTED = `query Sorted($dir: SortOrder!, $take: Int) { users(orderBy: [{ employeeNumber: $dir }], take: $take) { id } }`;
    await ask(SORTED, { dir: 'asc', take: 1 }, editor.token);
    expect((await ask(SORTED, { dir: 'asc', take: 1 }, editor.token)).compiled).toBe(true);
    for (const refused of [{ dir: 'sideways', take: 1 }, { dir: 'asc', take: 'one' }]) {
      const compiled = compiledStatementsUsed();
      const answer = await t.gql(SORTED, refused, editor.token);
      expect(answer.errors?.[0].message).toMatch(/Variable "\$(dir|take)" got invalid value/);
      expect(compiledStatementsUsed()).toBe(compiled);
    }

    await ask(DIRECTORY, { where: { firstName: { equals: 'Alice' } }, take: 50 }, editor.token);
    const byName = await ask<{ users: { firstName: string }[] }>(DIRECTORY, { where: { firstName: { equals: 'Bob' } }, take: 50 }, editor.token);
    expect(byName).toMatchObject({ compiled: true, data: { users: [{ firstName: 'Bob' }] } });
  });
});
