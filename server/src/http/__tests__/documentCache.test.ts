import { parse, validate } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { documentCachePlugin, MAX_DOCUMENTS } from '../documentCache';

/** A Yoga with the cache (and Yoga's own off, as yoga.ts has it) that counts real parses and validations. */
function counted() {
  const calls = { parse: 0, validate: 0 };
  const counting: Plugin = {
    onParse: ({ setParseFn }) =>
      setParseFn((source, options) => {
        calls.parse += 1;
        return parse(source, options);
      }),
    onValidate: ({ setValidationFn }) =>
      setValidationFn((...args: Parameters<typeof validate>) => {
        calls.validate += 1;
        return validate(...args);
      }),
  };
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello(name: String!): String }', resolvers: { Query: { hello: (_: unknown, { name }: { name: string }) => `hi ${name}` } } }),
    plugins: [counting, documentCachePlugin()],
    parserAndValidationCache: false,
    logging: false,
  });
  const ask = async (query: string) => (await yoga.fetch('http://x/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json() as Promise<{ data?: unknown; errors?: { message: string }[] }>;
  return { calls, ask };
}

describe('the parsed and validated documents cache', () => {
  it('parses and validates a document once, and answers it the same every time', async () => {
    const { calls, ask } = counted();
    for (let i = 0; i < 3; i++) expect(await ask('{ hello(name: "Ann") }')).toEqual({ data: { hello: 'hi Ann' } });
    expect(calls).toEqual({ parse: 1, validate: 1 });
    // Another text is another document.
    expect(await ask('{ a: hello(name: "Bo") }')).toEqual({ data: { a: 'hi Bo' } });
    expect(calls).toEqual({ parse: 2, validate: 2 });
  });

  it('gives a syntax error and a validation error again, without parsing or validating again', async () => {
    const { calls, ask } = counted();
    const syntax = await ask('{ hello(');
    expect(syntax.errors?.[0].message).toMatch(/^Syntax Error/);
    expect(await ask('{ hello(')).toEqual(syntax);
    const invalid = await ask('{ hello }');
    expect(invalid.errors?.[0].message).toMatch(/argument "name" of type "String!" is required/);
    expect(await ask('{ hello }')).toEqual(invalid);
    expect(calls).toEqual({ parse: 2, validate: 1 });
  });

  it(`forgets the oldest text past ${MAX_DOCUMENTS}`, async () => {
    const { calls, ask } = counted();
    for (let i = 0; i <= MAX_DOCUMENTS; i++) await ask(`{ a${i}: hello(name: "x") }`);
    expect(calls.parse).toBe(MAX_DOCUMENTS + 1);
    await ask(`{ a${MAX_DOCUMENTS}: hello(name: "x") }`); // the newest is kept
    expect(calls.parse).toBe(MAX_DOCUMENTS + 1);
    await ask('{ a0: hello(name: "x") }'); // the oldest was forgotten
    expect(calls.parse).toBe(MAX_DOCUMENTS + 2);
  });
});
