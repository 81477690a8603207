/** Hostile or malformed input gets a clear client error, never a 500 or an "Unexpected error". */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRoleActors, type Actor } from '../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../test/server';

let t: TestServer;
let editor: Actor;

beforeAll(async () => {
  t = await startTestServer();
  editor = (await makeRoleActors(t)).webEditor;
});
afterAll(() => t?.close());

describe('malformed requests', () => {
  it('refuses a body sent without a length (chunked), however big, and keeps serving', async () => {
    const big = JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(3_000_000) });
    const stream = new ReadableStream({
      start(controller) {
        const bytes = new TextEncoder().encode(big);
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const res = await fetch(`${t.url}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(411);
    expect((await t.gql<{ __typename: string }>('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('a variable that does not fit its type is a BAD_USER_INPUT naming the value', async () => {
    const res = await t.gql(`query($o: [CodesOrderByWithRelationInput!]) { findManyCodes(orderBy: $o, take: 1) { id } }`, { o: [{ title: 'sideways' }] }, editor.token);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(/"sideways"/);
  });

  it('answers 404, not 500, for file URLs with broken escapes', async () => {
    for (const path of ['/files/%', '/files/%E0%A4%A']) expect((await fetch(`${t.url}${path}`)).status).toBe(404);
  });
});

describe('input the database cannot store', () => {
  it('a NUL byte in a filter or a write is a BAD_USER_INPUT with a message', async () => {
    const read = await t.gql(`query($s: String) { users(where: { firstName: { contains: $s } }) { id } }`, { s: 'a\u0000b' }, editor.token);
    expect(errorCode(read)).toBe('BAD_USER_INPUT');
    expect(read.errors?.[0].message).toMatch(/NUL/);
    const write = await t.gql(`mutation($d: CodesCreateInput!) { createOneCodes(data: $d) { id } }`, { d: { title: 'Bad\u0000title', entity: 'skills', points: 1, expirationType: 'none' } }, editor.token);
    expect(errorCode(write)).toBe('BAD_USER_INPUT');
  });

  it('a missing required field is named, before any rule runs', async () => {
    const code = await t.gql(`mutation($d: CodesCreateInput!) { createOneCodes(data: $d) { id } }`, { d: { title: 'No entity', points: 1, expirationType: 'none' } }, editor.token);
    expect(errorCode(code)).toBe('BAD_USER_INPUT');
    expect(code.errors?.[0].message).toBe('Entity is required.');
    const relation = await t.gql(`mutation($d: EmployeeRelationsCreateInput!) { createOneEmployeeRelations(data: $d) { id } }`, { d: { group: 'D1', supervisor: { connect: { id: editor.user.id } } } }, editor.token);
    expect(errorCode(relation)).toBe('BAD_USER_INPUT');
    expect(relation.errors?.[0].message).toBe('Title is required.');
  });
});

describe('headers', () => {
  it('sends the browser protections and no CORS grant to another origin', async () => {
    const res = await fetch(`${t.url}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // PUBLIC_URL is http here
  });

  it('adds HSTS when the portal is served over https', async () => {
    const secure = await startTestServer({ PUBLIC_URL: 'https://portal.example.com' });
    try {
      expect((await fetch(`${secure.url}/healthz`)).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});

describe('content security policy', () => {
  it('the web app allows no plugins (object-src none) besides its own scripts and no framing', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
    const web = await startTestServer({}, { webDist });
    try {
      const res = await fetch(`${web.url}/`);
      expect(res.status).toBe(200);
      const directives = (res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
      expect(directives).toContain("object-src 'none'");
      expect(directives).toContain("script-src 'self'");
      expect(directives).toContain("frame-ancestors 'none'");
    } finally {
      await web.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('filter size', () => {
  it('refuses relation filters nested past the bound, and huge filters, before they reach the database', async () => {
    let where = '{ firstName: { contains: "a" } }';
    for (let i = 0; i < 20; i++) where = `{ supervisor: { is: ${where} } }`;
    const deep = await t.gql(`{ users(where: ${where}) { id } }`, {}, editor.token);
    expect(errorCode(deep)).toBe('BAD_USER_INPUT');
    expect(deep.errors?.[0].message).toBe('A filter may go at most 4 relations deep.');
    let ok = '{ firstName: { contains: "a" } }';
    for (let i = 0; i < 4; i++) ok = `{ supervisor: { is: ${ok} } }`;
    expect((await t.gql(`{ users(where: ${ok}) { id } }`, {}, editor.token)).errors).toBeUndefined();
    const wide = await t.gql(`query($w: UserWhereInput) { users(where: $w) { id } }`, { w: { OR: Array.from({ length: 300 }, (_, i) => ({ firstName: { equals: `n${i}` } })) } }, editor.token);
    expect(wide.errors?.[0].message).toBe('A filter may have at most 200 conditions.');
  });

  it('counts the conditions of every filter in one request, variables and fragments included, and refuses past 500 before any SQL runs', async () => {
    const conditions = (n: number) => ({ OR: Array.from({ length: n - 1 }, (_, i) => ({ firstName: { equals: `n${i}` } })) });
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: users(where: $w, take: 1) { id }`).join(' ');
    const query = (n: number) => `query($w: UserWhereInput) { ${aliases(n)} }`;
    // Each alias carries 200 conditions, the most one filter may have: 2 of them fit, 3 do not.
    expect((await t.gql(query(2), { w: conditions(200) }, editor.token)).errors).toBeUndefined();
    await t.gql('{ __typename }', {}, editor.token); // the session is checked (and cached) now
    const before = t.statements();
    const many = await t.gql(query(20), { w: conditions(200) }, editor.token);
    expect(errorCode(many)).toBe('BAD_USER_INPUT');
    expect(many.errors?.[0].message).toBe(
      "This request's filters have 4,000 conditions; at most 500 per request. Use fewer or simpler filters, or split it into several requests.",
    );
    expect(t.statements() - before).toBe(0);
    expect((await t.gql(query(3), { w: conditions(200) }, editor.token)).errors?.[0].message).toMatch(/^This request's filters have 600 conditions/);
  });

  it('counts the relations the filters of one request follow, fragments and nested lists included, and refuses past 50', async () => {
    const chain = (first: string) => {
      let where = '{ firstName: { contains: "a" } }';
      for (let i = 0; i < 3; i++) where = `{ supervisor: { is: ${where} } }`;
      return `{ ${first}: { is: ${where} } }`; // 4 relations
    };
    const chains = (first: string, n: number) => `{ OR: [${Array.from({ length: n }, () => chain(first)).join(', ')}] }`;
    const atRoot = (aliases: number) => `query { ...Q } fragment Q on Query { ${Array.from({ length: aliases }, (_, i) => `a${i}: users(where: ${chains('supervisor', 5)}, take: 1) { id }`).join(' ')} }`;
    expect((await t.gql(atRoot(2), {}, editor.token)).errors).toBeUndefined(); // 40
    const refused = await t.gql(atRoot(3), {}, editor.token);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toBe(
      "This request's filters follow a relation 60 times; at most 50 per request. Use fewer or simpler filters, or split it into several requests.",
    );
    // A nested list's filter counts each time its fragment is spread.
    const spread = `query { a: users(take: 1) { ...F } b: users(take: 1) { ...F } c: users(take: 1) { ...F } } fragment F on User { certifications(where: ${chains('users', 5)}) { id } }`;
    expect((await t.gql(spread, {}, editor.token)).errors?.[0].message).toMatch(/^This request's filters follow a relation 60 times/);
  });
});
