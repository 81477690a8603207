import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateArg } from '../argTypes';
import { argumentsSdl, graphqlType, InputTypes } from '../inputSdl';
import { mutation } from '../module';

describe('argument SDL generated from zod schemas', () => {
  it('maps scalars, lists, nullability and defaults', () => {
    const inputs = new InputTypes();
    const sdl = argumentsSdl(
      {
        id: z.number().int(),
        ratio: z.number(),
        name: z.string().describe('Who'),
        kind: z.enum(['a', 'b']).nullish(),
        flags: z.array(z.boolean()),
        due: dateArg.nullish(),
        take: z.number().int().nullable().default(10),
      },
      inputs,
      'op',
    );
    expect(sdl).toBe('(id: Int!, ratio: Float!, "Who" name: String!, kind: String, flags: [Boolean!]!, due: Date, take: Int = 10)');
    expect(inputs.definitions()).toBe('');
  });

  it('generates a named input object once, with its descriptions', () => {
    const row = graphqlType('RowTestInput', z.object({ label: z.string().max(5), note: z.string().nullable().describe('Optional note') }).describe('One row'));
    const inputs = new InputTypes();
    expect(argumentsSdl({ rows: z.array(row), first: row.nullish() }, inputs, 'op')).toBe('(rows: [RowTestInput!]!, first: RowTestInput)');
    expect(inputs.definitions()).toBe('"One row"\ninput RowTestInput {\n  label: String!\n  "Optional note"\n  note: String\n}');
  });

  it('refuses an object without a GraphQL name at start-up', () => {
    expect(() => argumentsSdl({ data: z.object({ a: z.string() }) }, new InputTypes(), 'op')).toThrow(/op\(data\): a object schema has no GraphQL type/);
  });
});

describe('an operation contract', () => {
  const op = mutation('rename', {
    access: 'authenticated',
    args: { id: z.number().int(), name: z.string().trim().min(1, 'Enter a name.') },
    returns: 'String!',
    resolve: ({ id, name }) => `${id}:${name}`,
  });
  const ctx = {} as never;
  const info = {} as never;

  it('hands the resolver parsed arguments', () => {
    expect(op.resolve({ id: 3, name: '  Ann ' }, ctx, info)).toBe('3:Ann');
  });

  it('refuses bad arguments with BAD_USER_INPUT, the schema message and where it is', () => {
    expect(() => op.resolve({ id: 3, name: '   ' }, ctx, info)).toThrow(expect.objectContaining({ message: 'Enter a name.', extensions: { code: 'BAD_USER_INPUT', path: 'name' } }));
  });

  it('writes its root field', () => {
    expect(op.fieldSdl(new InputTypes())).toBe('  rename(id: Int!, name: String!): String!');
  });
});
