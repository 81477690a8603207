/**
 * An operation's declared GraphQL result types its resolver (issue 43, item 5): `returns: 'Int!'`
 * takes a number, `String` also null, `[ID!]!` a list, an object type an object. The
 * `@ts-expect-error` lines are the test that counts: `tsc -p server` fails if they stop failing.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InputTypes } from '../inputSdl';
import { mutation, query, type ResultOf } from '../module';

const ctx = {} as never;
const info = {} as never;

describe("an operation's result type", () => {
  it('is the TypeScript type of its declared GraphQL type', () => {
    const counts: ResultOf<'[Int!]!'> = [1, 2];
    const name: ResultOf<'String'> = null;
    const ids: ResultOf<'[ID!]'> = undefined;
    // @ts-expect-error: a list of Int! holds no null
    const holes: ResultOf<'[Int!]!'> = [1, null];
    // @ts-expect-error: Boolean! is never null
    const flag: ResultOf<'Boolean!'> = null;
    expect([counts, name, ids, holes, flag]).toEqual([[1, 2], null, undefined, [1, null], null]);
  });

  it("checks the resolver's result against it", async () => {
    const count = query('typedCount', { access: 'authenticated', args: { of: z.string() }, returns: 'Int!', resolve: ({ of }) => of.length });
    expect(count.resolve({ of: 'abc' }, ctx, info)).toBe(3);
    expect(count.fieldSdl(new InputTypes())).toBe('  typedCount(of: String!): Int!');

    // @ts-expect-error: a string where Int! is declared
    const text = query('typedText', { access: 'authenticated', returns: 'Int!', resolve: () => 'three' });
    // @ts-expect-error: a list of numbers where [String!]! is declared
    const names = query('typedNames', { access: 'authenticated', returns: '[String!]!', resolve: async () => [1, 2] });
    // @ts-expect-error: perhaps nothing where Boolean! is declared
    const done = mutation('typedDone', { access: 'authenticated', returns: 'Boolean!', resolve: async () => (Math.random() > 2 ? true : undefined) });
    expect([text.resolve({}, ctx, info), await names.resolve({}, ctx, info), await done.resolve({}, ctx, info)]).toEqual(['three', [1, 2], undefined]);
  });

  it('asks an object type for an object: not a scalar, a list or nothing', async () => {
    const goal = query('typedGoal', { access: 'authenticated', returns: 'Goal!', resolve: async () => ({ id: 1, title: 'Safety' }) });
    const maybe = query('typedMaybeGoal', { access: 'authenticated', returns: 'Goal', resolve: async () => null });
    // @ts-expect-error: an id where Goal! is declared
    const id = query('typedGoalId', { access: 'authenticated', returns: 'Goal!', resolve: async () => 1 });
    // @ts-expect-error: a list where one Goal! is declared
    const list = query('typedGoalList', { access: 'authenticated', returns: 'Goal!', resolve: async () => [{ id: 1 }] });
    // @ts-expect-error: null where Goal! is declared
    const none = query('typedNoGoal', { access: 'authenticated', returns: 'Goal!', resolve: () => null });
    const results = await Promise.all([goal, maybe, id, list, none].map((op) => op.resolve({}, ctx, info)));
    expect(results).toEqual([{ id: 1, title: 'Safety' }, null, 1, [{ id: 1 }], null]);
  });
});
