/**
 * The JSON fast path (http/jsonFastPath.ts) answers exactly as Yoga does. Each request is sent
 * twice to one server built like the portal's /api: once through the fast path and once straight
 * to Yoga; status, media type and body must be the same, and the expected path must have
 * answered (the rare cases are handed to Yoga on purpose).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSchemas } from '../../graphql/schema';
import { createLogger } from '../../lib/logger';
import { modules } from '../../modules';
import { makeRoleActors, type Actor } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';
import { createJsonFastPath, type AnsweredBy } from '../jsonFastPath';
import { createYogaServer } from '../yoga';

let t: TestServer;
let editor: Actor;
let server: http.Server;
let url = '';
let answeredBy: AnsweredBy[] = [];
let yogaServer: ReturnType<typeof createYogaServer>['yoga'];

beforeAll(async () => {
  t = await startTestServer({ UPLOAD_MAX_MB: '1' });
  editor = (await makeRoleActors(t)).webEditor;
  const schemas = buildSchemas(modules);
  const { yoga, maskError } = createYogaServer(schemas.api, '/api', { db: t.db, log: createLogger('silent'), services: t.services, registry: schemas.registry });
  const fastPath = createJsonFastPath(yoga, schemas.api, maskError);
  yogaServer = yoga;
  // `x-via: yoga` sends a request to Yoga itself: the answer the fast path must give.
  server = http.createServer((req, res) => {
    if (req.headers['x-via'] === 'yoga') return void yoga(req, res);
    void fastPath(req, res).then((path) => answeredBy.push(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

interface Answer {
  status: number;
  contentType: string | null;
  body: string;
}

async function post(body: string, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, contentType: res.headers.get('content-type'), body: await res.text() };
}

/**
 * Sends the request both ways and checks they agree and which path answered the first; returns
 * the answer with its body parsed, for the case's own expectations.
 */
async function both(body: unknown, options: { token?: string; accept?: string; raw?: boolean; path?: AnsweredBy } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.accept) headers.accept = options.accept;
  const text = options.raw ? (body as string) : JSON.stringify(body);
  answeredBy = [];
  const fast = await post(text, headers);
  expect(answeredBy).toEqual([options.path ?? 'fast path']);
  const yoga = await post(text, { ...headers, 'x-via': 'yoga' });
  expect(fast).toEqual(yoga);
  return { status: fast.status, contentType: fast.contentType, json: JSON.parse(fast.body) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

describe('the JSON fast path answers as Yoga does', () => {
  it('a successful query, with and without a session', async () => {
    const signedIn = await both({ query: '{ users(take: 1, orderBy: [{ id: asc }]) { id } }' }, { token: editor.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.contentType).toBe('application/json; charset=utf-8');
    expect(signedIn.json).toEqual({ data: { users: [{ id: expect.any(Number) }] } });
    const anonymous = await both({ query: 'query Named { __typename }', operationName: 'Named', variables: null });
    expect(anonymous.json).toEqual({ data: { __typename: 'Query' } });
    const asked = await both({ query: '{ __typename }' }, { accept: GRAPHQL_RESPONSE });
    expect([asked.status, asked.contentType]).toEqual([200, `${GRAPHQL_RESPONSE}; charset=utf-8`]);
  });

  it('a mutation, and its refusal the second time', async () => {
    const create = { query: 'mutation($d: CodesCreateInput!) { createOneCodes(data: $d) { title } }', variables: { d: { title: 'Fast path', entity: 'skills', points: 1, expirationType: 'none' } } };
    answeredBy = [];
    const created = await post(JSON.stringify(create), { 'content-type': 'application/json', authorization: `Bearer ${editor.token}` });
    expect(answeredBy).toEqual(['fast path']);
    expect([created.status, JSON.parse(created.body)]).toEqual([200, { data: { createOneCodes: { title: 'Fast path' } } }]);
    const again = await both(create, { token: editor.token });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ createOneCodes: null });
    expect(again.json.errors?.[0].extensions).toEqual({ code: 'CONFLICT' });
  });

  it('an unexpected error is masked, its message kept from the client', async () => {
    const failing = vi.spyOn(t.services.sessions, 'resolve').mockRejectedValue(new Error('connection refused at 10.0.0.7'));
    try {
      const masked = await both({ query: '{ __typename }' }, { token: editor.token });
      expect(masked.status).toBe(200);
      expect(masked.json).toEqual({ errors: [{ message: 'Unexpected error. Please try again later.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    } finally {
      failing.mockRestore();
    }
  });

  it('errors during execution: refused access, a coded client error, the row budget', async () => {
    const anonymous = await both({ query: '{ users(take: 1) { id } }' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.json.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const nul = await both({ query: 'query($s: String) { users(where: { firstName: { contains: $s } }) { id } }', variables: { s: 'a\u0000b' } }, { token: editor.token });
    expect(nul.json.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rows = await both({ query: `{ ${['a', 'b', 'c', 'd'].map((alias) => `${alias}: users(take: 10000) { id }`).join(' ')} }` }, { token: editor.token });
    expect(rows.json.errors?.[0].message).toMatch(/^This request asks for 40,000 rows/);
    expect(rows.json.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  it('syntax and validation errors: 200 for application/json, 400 for graphql-response+json', async () => {
    for (const query of ['{ users(', '{ noSuchField }']) {
      const legacy = await both({ query });
      expect(legacy.status).toBe(200);
      expect(legacy.json.errors?.[0].extensions?.code).toMatch(/^GRAPHQL_(PARSE|VALIDATION)_FAILED$/);
      expect(legacy.json.errors?.[0].extensions).not.toHaveProperty('http'); // Yoga's internals stay inside
      const spec = await both({ query }, { accept: `${GRAPHQL_RESPONSE}, application/json` });
      expect([spec.status, spec.contentType]).toEqual([400, `${GRAPHQL_RESPONSE}; charset=utf-8`]);
    }
  });

  it('a variable that does not fit its type is a BAD_USER_INPUT', async () => {
    const sideways = await both({ query: 'query($o: [CodesOrderByWithRelationInput!]) { findManyCodes(orderBy: $o, take: 1) { id } }', variables: { o: [{ title: 'sideways' }] } }, { token: editor.token });
    expect(sideways.status).toBe(200);
    expect(sideways.json.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(sideways.json.errors?.[0].message).toMatch(/"sideways"/);
    const missing = await both({ query: 'query($id: Int!) { user(where: { id: $id }) { id } }' }, { token: editor.token, accept: GRAPHQL_RESPONSE });
    expect(missing.status).toBe(400);
  });

  it("the armor's refusals: depth, aliases, tokens", async () => {
    let selection = 'id';
    for (let i = 0; i < 14; i++) selection = `supervisor { ${selection} }`;
    const deep = await both({ query: `{ users(take: 1) { ${selection} } }` }, { token: editor.token });
    expect(deep.json.errors?.[0].message).toMatch(/depth/i);
    const aliases = await both({ query: `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: checkAuth { id }`).join(' ')} }` }, { token: editor.token });
    expect(aliases.json.errors?.[0].message).toMatch(/alias/i);
    const tokens = await both({ query: `{ ${'__typename '.repeat(6000)}}` });
    expect(tokens.json.errors?.[0].message).toMatch(/token/i);
  });

  it('hands malformed bodies to Yoga, which answers them: invalid JSON, no query, a batch, an unknown parameter', async () => {
    const invalid = await both('{"query": ', { raw: true, path: 'yoga' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors?.[0].message).toBe('POST body sent invalid JSON.');
    const noQuery = await both({ variables: {} }, { path: 'yoga' });
    expect(noQuery.json.errors?.[0].message).toBe('Must provide query string.');
    const batch = await both([{ query: '{ __typename }' }], { path: 'yoga' });
    expect(batch.status).toBe(400);
    const unknown = await both({ query: '{ __typename }', extra: 1 }, { path: 'yoga' });
    expect(unknown.json.errors?.[0].message).toBe('Unexpected parameter "extra" in the request body.');
  });

  it('hands Accept headers that want another format to Yoga', async () => {
    answeredBy = [];
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await res.text();
    expect(answeredBy).toEqual(['yoga']);
  });

  it('leaves multipart uploads to Yoga, and they still work', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($file: Upload!) { uploadFile(file: $file) { mimetype } }', variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')]), 'a.pdf');
    answeredBy = [];
    const res = await fetch(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${editor.token}`, 'graphql-require-preflight': '1' } });
    expect(await res.json()).toEqual({ data: { uploadFile: { mimetype: 'application/pdf' } } });
    expect(answeredBy).toEqual(['yoga']);
  });
});

describe("Yoga's own cache of parsed and validated documents (decision 0147)", () => {
  // The fast path parses and validates through Yoga's pipeline (enveloped.parse/validate), so
  // Yoga's cache serves it too; a Yoga that dropped the cache, or a config that turned it off,
  // would parse and validate every request again.
  it('parses a document text once and validates a parsed document once', () => {
    const query = '{ users(take: 1, orderBy: [{ id: asc }]) { id } }';
    const [first, second] = [yogaServer.getEnveloped({}), yogaServer.getEnveloped({})];
    const document = first.parse(query);
    expect(second.parse(query)).toBe(document);
    const errors = first.validate(first.schema, document);
    expect(errors).toEqual([]);
    expect(second.validate(second.schema, document)).toBe(errors);
  });
});
