/**
 * A real portal server for API tests: the production HTTP stack on a random port, over a fresh
 * database. Tests talk to it over HTTP like the browser does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { loadConfig, type Config } from '../config';
import { createApp } from '../http/app';
import { createLogger } from '../lib/logger';
import { createServices, type Services } from '../services';
import type { RetryNote } from '../db/transactions';
import { createTestDatabase, type TestDatabase } from './database';

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
}

export interface TestServer {
  url: string;
  db: TestDatabase['db'];
  services: Services;
  config: Config;
  dataDir: string;
  /** POSTs a GraphQL operation to /api (or another endpoint) with an optional bearer token. */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string | null, endpoint?: string): Promise<GqlResponse<T>>;
  /** SQL statements the server has sent so far (subtract two readings to count one request's). */
  statements(): number;
  /** The paths of the HTTP requests the server has received so far, in order. */
  requests(): string[];
  /** Transactions the database aborted (deadlock, serialization failure, lost connection) and the server ran again. */
  transactionRetries(): RetryNote[];
  close(): Promise<void>;
}

/**
 * `webDist`: the built web app to serve (default: web/dist when it is built). `databaseServerUrl`:
 * a PostgreSQL server of the test's own (test/pgCluster.ts). DATABASE_POOL_SIZE and
 * DATABASE_POOL_TIMEOUT_MS in `env` apply to a PostgreSQL test database.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { webDist?: string; databaseServerUrl?: string; executionLimit?: number } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', PUBLIC_URL: 'http://portal.test', ...env });
  let statements = 0;
  const retries: RetryNote[] = [];
  const database = await createTestDatabase({
    onStatement: () => statements++,
    onTransactionRetry: (note) => retries.push(note),
    poolSize: env.DATABASE_POOL_SIZE ? config.DATABASE_POOL_SIZE : undefined,
    poolTimeoutMs: config.DATABASE_POOL_TIMEOUT_MS,
    serverUrl: options.databaseServerUrl,
  });
  const log = createLogger(config.LOG_LEVEL);
  const services = await createServices(database.db, config, log);
  const app = createApp({ db: database.db, log, services, webDist: options.webDist, executionLimit: options.executionLimit });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const requests: string[] = [];
  app.server.on('request', (req: { url?: string }) => requests.push(req.url ?? ''));

  // A request's background mail (decision 0124) is out when the test sees its answer, so tests
  // that count the mailbox do not race it; gqlAt(url) sees the answer as a browser does.
  const direct = gqlAt(url);
  const gql = async <T>(query: string, variables?: Record<string, unknown>, token?: string | null, endpoint?: string) => {
    const answer = await direct<T>(query, variables, token, endpoint);
    await services.mail.idle();
    return answer;
  };

  return {
    url,
    db: database.db,
    services,
    config,
    dataDir,
    gql,
    statements: () => statements,
    requests: () => [...requests],
    transactionRetries: () => retries,
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections(); // tests do not wait for keep-alive sockets
      await closing;
      await services.mail.idle();
      services.mail.close();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** GraphQL over HTTP to the server at `url` (or another of its endpoints), as the browser sends it. */
export function gqlAt(url: string): TestServer['gql'] {
  return async <T>(query: string, variables: Record<string, unknown> = {}, token?: string | null, endpoint = '/api') => {
    const res = await fetch(`${url}${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T | null; errors?: GqlResponse['errors'] };
    return { status: res.status, data: body.data ?? null, errors: body.errors };
  };
}

/** The error code of the first error, for assertions. */
export function errorCode(res: GqlResponse): string | undefined {
  return res.errors?.[0]?.extensions?.code;
}

/** SQL statements the test server's database receives while `work` runs. */
export async function statementsDuring(t: TestServer, work: () => Promise<unknown>): Promise<number> {
  const execute = t.db.execute.bind(t.db);
  let statements = 0;
  const spy = vi.spyOn(t.db, 'execute').mockImplementation((query) => {
    statements += 1;
    return execute(query);
  });
  try {
    await work();
    return statements;
  } finally {
    spy.mockRestore();
  }
}
