/** /metrics: Prometheus text for holders of METRICS_TOKEN only; the counters follow the traffic. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runJobNow } from '../../jobs/runner';
import { createLogger } from '../../lib/logger';
import { makeUser, type Actor } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

let t: TestServer;
let alice: Actor;

beforeAll(async () => {
  // Nothing listens on port 9 (discard): every delivery fails at once.
  t = await startTestServer({ METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:9' });
  alice = await makeUser(t);
});
afterAll(() => t?.close());

const scrape = (authorization?: string) => fetch(`${t.url}/metrics`, { headers: authorization ? { authorization } : {} });

async function metricsText(): Promise<string> {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one sample (0 when the series does not exist yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelPart = /\{(.*)\}/.exec(line)?.[1] ?? '';
    if (wanted.every((w) => labelPart.split(',').includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

async function post(body: Record<string, unknown>, token?: string) {
  const res = await fetch(`${t.url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  await res.text();
}

describe('access', () => {
  it('is refused without a token and with a wrong one, served with the configured one', async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await none.text())).not.toContain('portal_');
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401); // not a bearer credential
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await ok.text();
    expect(text).toContain('# TYPE portal_graphql_requests_total counter');
    expect(text).toContain('# TYPE portal_graphql_request_duration_seconds histogram');
    expect(text).toMatch(/^portal_db_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^portal_mail_outbox\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^portal_process_resident_memory_bytes \d+/m);
    if (process.env.TEST_DATABASE_URL) {
      // node-postgres pool: connections in use and requests waiting.
      expect(text).toMatch(/^portal_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^portal_db_pool_waiting \d+$/m);
    }
  });

  it('still answers while the database does not (the outbox gauge is left out)', async () => {
    const down = vi.spyOn(t.db, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      const text = await metricsText();
      expect(text).toContain('# TYPE portal_graphql_requests_total counter');
      expect(text).toMatch(/^portal_db_pool_connections\{state="total"\} \d+$/m);
      expect(text).not.toMatch(/^portal_mail_outbox\{/m);
    } finally {
      down.mockRestore();
    }
    expect(await metricsText()).toMatch(/^portal_mail_outbox\{status="failed"\} \d+$/m);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await startTestServer();
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${plain.url}/metrics`, { headers: { authorization: 'Bearer anything-at-all-0123456789abcdef' } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('counters', () => {
  it('count requests and latency per operation name, and errors by code', async () => {
    const before = await metricsText();
    const requests = (op: string) => sample(before, 'portal_graphql_requests_total', { endpoint: '/api', operation: op });
    for (let i = 0; i < 3; i++) await post({ query: 'query MyNotifications { __typename }' }, alice.token);
    await post({ query: 'query { __typename }' }, alice.token);
    await post({ query: 'query users { users { id } }' }); // UNAUTHENTICATED; named after its root field, as the spec's calls
    await post({ query: 'query UpcomingEvents { nope }' }, alice.token); // validation
    await post({ query: 'query {' }, alice.token); // syntax
    const after = await metricsText();
    const count = (op: string) => sample(after, 'portal_graphql_requests_total', { endpoint: '/api', operation: op });
    expect(count('MyNotifications') - requests('MyNotifications')).toBe(3);
    expect(count('anonymous') - requests('anonymous')).toBe(2); // the unnamed query and the unparsable one
    expect(count('users') - requests('users')).toBe(1);
    expect(count('UpcomingEvents') - requests('UpcomingEvents')).toBe(1);
    expect(sample(after, 'portal_graphql_request_duration_seconds_count', { operation: 'MyNotifications' }) - sample(before, 'portal_graphql_request_duration_seconds_count', { operation: 'MyNotifications' })).toBe(3);
    expect(sample(after, 'portal_graphql_request_duration_seconds_sum', { operation: 'MyNotifications' })).toBeGreaterThan(0);
    const errors = (text: string, code: string) => sample(text, 'portal_graphql_errors_total', { endpoint: '/api', code });
    expect(errors(after, 'UNAUTHENTICATED') - errors(before, 'UNAUTHENTICATED')).toBe(1);
    expect(errors(after, 'GRAPHQL_VALIDATION_FAILED') - errors(before, 'GRAPHQL_VALIDATION_FAILED')).toBe(1);
    expect(errors(after, 'GRAPHQL_PARSE_FAILED') - errors(before, 'GRAPHQL_PARSE_FAILED')).toBe(1);
  });

  it('label only the operations the portal knows: a flood of invented names leaves the scrape small', async () => {
    // Anonymous clients name their operations 100 kB long: in the document, also in
    // `operationName`, in a document that fails validation and in one that does not parse.
    const name = () => `Op${crypto.randomBytes(50_000).toString('hex')}`;
    const flood = (i: number) => {
      const invented = name();
      if (i % 4 === 0) return post({ query: `query ${invented} { __typename }` });
      if (i % 4 === 1) return post({ query: `query ${invented} { __typename }`, operationName: invented });
      if (i % 4 === 2) return post({ query: `query ${invented} { nope }` });
      return post({ query: `query ${invented} {`, operationName: invented });
    };
    for (let i = 0; i < 1000; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => flood(i + j)));
    const before = await metricsText();
    // The web app's operations and the calls named after the API's root fields keep their own series.
    await post({ query: 'query CheckAuth { checkAuth { id } }' });
    await post({ query: 'query checkAuth { checkAuth { id } }' });
    const text = await metricsText();
    expect(Buffer.byteLength(text)).toBeLessThan(1_000_000);
    expect(text).not.toMatch(/operation="Op[0-9a-f]/);
    const other = sample(text, 'portal_graphql_requests_total', { endpoint: '/api', operation: 'other' });
    expect(other).toBeGreaterThanOrEqual(1000);
    for (const op of ['CheckAuth', 'checkAuth']) {
      expect(sample(text, 'portal_graphql_requests_total', { endpoint: '/api', operation: op }) - sample(before, 'portal_graphql_requests_total', { endpoint: '/api', operation: op })).toBe(1);
    }
  }, 120_000);

  it('count job runs and failures per job', async () => {
    const ctx = { db: t.db, log: createLogger('silent'), services: t.services };
    await runJobNow(ctx, { name: 'metricsProbeOk', intervalMs: 1000, run: async () => {} });
    await runJobNow(ctx, { name: 'metricsProbeFails', intervalMs: 1000, run: async () => { throw new Error('boom'); } });
    await runJobNow(ctx, { name: 'metricsProbeFails', intervalMs: 1000, run: async () => { throw new Error('boom'); } });
    const text = await metricsText();
    expect(sample(text, 'portal_job_runs_total', { job: 'metricsProbeOk' })).toBe(1);
    expect(sample(text, 'portal_job_failures_total', { job: 'metricsProbeOk' })).toBe(0);
    expect(sample(text, 'portal_job_runs_total', { job: 'metricsProbeFails' })).toBe(2);
    expect(sample(text, 'portal_job_failures_total', { job: 'metricsProbeFails' })).toBe(2);
  });

  it('report the mail outbox depth and delivery failures', async () => {
    const before = await metricsText();
    const sent = await t.services.mail.send({ to: 'someone@test.example', subject: 'Hello', text: 'Hi' });
    expect(sent.status).toBe('failed');
    const after = await metricsText();
    expect(sample(after, 'portal_mail_delivery_failures_total') - sample(before, 'portal_mail_delivery_failures_total')).toBe(1);
    expect(sample(after, 'portal_mail_outbox', { status: 'failed' }) - sample(before, 'portal_mail_outbox', { status: 'failed' })).toBe(1);
  });
});
