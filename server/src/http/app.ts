/**
 * The HTTP server: the GraphQL endpoints, health checks, signed file downloads, the
 * qualification PDFs (qualificationsPdf.ts) and the web app
 * (the production build, with the SPA fallback). Used by main.ts and by the tests.
 */
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { COMPANY_CLOCK_HEADER, companyClockHeader } from '@portal/common';
import { sql } from '../db/sql';
import { REPO_ROOT } from '../config';
import { queryRows, type Db } from '../db/client';
import { buildSchemas, type BuiltSchemas } from '../graphql/schema';
import type { Logger } from '../lib/logger';
import { requestIdFrom, runWithRequestId } from '../lib/requestContext';
import { modules } from '../modules';
import { handleFileDownload } from '../modules/files/download';
import type { Services } from '../services';
import { CALENDAR_PREFIX, withoutToken } from '../modules/calendar/paths';
import { calendarFeedHandler } from './calendarFeed';
import { serveMetrics } from './metricsEndpoint';
import { oidcRoutes } from './oidcRoutes';
import { ExecutionGate } from './executionGate';
import { firstScreenDrawer } from './firstScreen';
import { inProcessApi } from './inProcessApi';
import { handleQualificationsPdf, PDF_PREFIX } from './qualificationsPdf';
import { webFiles } from './webFiles';
import { webPageFor } from './webPage';
import { createGraphqlHandler, maskError } from './yoga';

const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');

/**
 * The web app loads only its own scripts; styles are injected inline by emotion (MUI); images
 * may come from signed file URLs (same origin) or data/blob URLs (previews). No plugins
 * (<object>, <embed>): object-src is not covered by script-src, so it is closed explicitly.
 * manifest.webmanifest is served as application/manifest+json (mrmime knows the extension).
 */
const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The web app manifest (home-screen install, decision 0096) and its icons: same origin only.
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The endpoints' addresses as a client sends them, parsed once. */
const API_URLS = new Map(['/api', '/foundation-api'].map((path) => [path, new URL(path, 'http://localhost')]));

/** JSON GraphQL bodies above this are refused before they are read (uploads get their own limit). */
const MAX_JSON_BODY = 2_000_000;

export interface App {
  server: http.Server;
  schemas: BuiltSchemas;
  /**
   * Shutdown's first step: /readyz answers 503 and every answer closes its connection, so a load
   * balancer takes this server out of rotation while it still serves whatever reaches it.
   */
  drain(): void;
  /** Stops accepting connections and waits for requests in flight. */
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function tooLarge(req: IncomingMessage, uploadMax: number): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  const multipart = (req.headers['content-type'] ?? '').startsWith('multipart/');
  return length > (multipart ? uploadMax + 1_000_000 : MAX_JSON_BODY);
}

export interface AppDeps {
  db: Db;
  log: Logger;
  services: Services;
  /** The built web app to serve (default web/dist; tests give their own). */
  webDist?: string;
  /** POST /ops/backup (embedded database only: ops/backupEndpoint.ts). */
  backup?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** At most this many GraphQL executions at a time, shared by both endpoints (the embedded database: executionGate.ts). */
  executionLimit?: number;
}

export function createApp(deps: AppDeps): App {
  const schemas = buildSchemas(modules);
  const yogaDeps = { db: deps.db, log: deps.log, services: deps.services, registry: schemas.registry };
  const gate = deps.executionLimit ? new ExecutionGate(deps.executionLimit) : undefined;
  const api = createGraphqlHandler(schemas.api, '/api', yogaDeps, gate);
  const foundation = createGraphqlHandler(schemas.foundation, '/foundation-api', yogaDeps, gate);
  const calendarFeed = calendarFeedHandler(yogaDeps, gate);
  const webDist = deps.webDist ?? WEB_DIST;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  // Each request looks its file up on disk (webFiles.ts, decisions 0118 and 0119).
  const web = hasWeb ? webFiles(webDist, (res, pathname) => {
    // Hashed assets may be cached for good; index.html must always be fresh.
    res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    // Which page a navigation gets depends on the session cookie (webPage.ts).
    if (pathname.endsWith('.html')) res.setHeader('vary', 'Accept-Encoding, Cookie');
  }) : null;

  // The API inside this process: a phone's drawn dashboard (decision 0144) and the PDFs (decision 0162).
  const ownApi = inProcessApi({ api: schemas.api, foundation: schemas.foundation }, yogaDeps, maskError(deps.log), gate);
  const firstScreen = hasWeb ? firstScreenDrawer({ webDist, api: ownApi, log: deps.log }) : null;

  const auth = oidcRoutes({ db: deps.db, log: deps.log, services: deps.services });

  const production = deps.services.config.NODE_ENV === 'production';
  const httpsOnly = deps.services.config.publicUrl.startsWith('https://');
  let draining = false;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // The API's own paths as sent need no URL parsing (about 1 % of a screen's CPU: issue 28).
    const url = API_URLS.get(req.url ?? '') ?? new URL(req.url ?? '/', 'http://localhost');
    // No kept-alive connection outlives the drain, so none is cut while the balancer reuses it.
    if (draining) res.setHeader('connection', 'close');
    res.setHeader('x-request-id', (req.headers['x-request-id'] as string) ?? '');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    res.setHeader('cross-origin-opener-policy', 'same-origin');
    res.setHeader('cross-origin-resource-policy', 'same-origin');
    if (httpsOnly) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (url.pathname === '/api' || url.pathname === '/foundation-api') {
      // A body without a declared length (chunked) could grow past every limit: refuse it.
      if (req.method === 'POST' && req.headers['content-length'] === undefined) {
        return send(res, 411, { errors: [{ message: 'The request must declare its length (Content-Length).', extensions: { code: 'BAD_USER_INPUT' } }] });
      }
      if (tooLarge(req, deps.services.config.uploadMaxBytes)) return send(res, 413, { errors: [{ message: 'Request too large.', extensions: { code: 'BAD_USER_INPUT' } }] });
      // The browser's screens take "today" from the portal's clock (web/src/lib/api/companyClock.ts).
      res.setHeader(COMPANY_CLOCK_HEADER, companyClockHeader());
      return url.pathname === '/api' ? api(req, res) : foundation(req, res);
    }
    if (url.pathname === '/healthz') return send(res, 200, { status: 'ok' });
    if (url.pathname === '/metrics') return serveMetrics(req, res, deps.services);
    if (url.pathname === '/ops/backup' && deps.backup) return deps.backup(req, res);
    if (url.pathname === '/readyz') {
      if (draining) return send(res, 503, { status: 'shutting down' });
      try {
        // A standby (a failover before its promotion) answers reads but refuses every write: not ready.
        const [{ standby }] = await queryRows<{ standby: boolean }>(deps.db, sql`select pg_is_in_recovery() as standby`);
        return standby ? send(res, 503, { status: 'database is read-only (a standby)' }) : send(res, 200, { status: 'ready' });
      } catch {
        return send(res, 503, { status: 'database unavailable' });
      }
    }
    if (url.pathname.startsWith('/files/')) return handleFileDownload(req, res, url, deps);
    if (url.pathname.startsWith(CALENDAR_PREFIX)) return calendarFeed(req, res, url.pathname);
    if (url.pathname.startsWith(PDF_PREFIX)) return handleQualificationsPdf(req, res, url, { api: ownApi, services: deps.services, log: deps.log });
    if (url.pathname.startsWith('/auth/') && (await auth(req, res, url.pathname))) return;
    // Source maps are built for debugging but not handed out in production.
    if (production && url.pathname.endsWith('.map')) return send(res, 404, { error: 'Not found' });
    if (web && (req.method === 'GET' || req.method === 'HEAD')) {
      res.setHeader('x-frame-options', 'DENY');
      res.setHeader('content-security-policy', WEB_CSP);
      // A phone's dashboard, drawn with its data (firstScreen.ts); else the build's page for this navigation.
      if (firstScreen && (await firstScreen(req, res, url.pathname))) return;
      const page = webPageFor(url.pathname, req.headers);
      // The build's variant of index.html for this navigation (web/build/entryPages.ts), if it has one.
      if (page && (await web(req, res, `/${page}`))) return;
      if (await web(req, res, url.pathname)) return;
      // The app's own routes (no file extension) get the app, which draws them.
      if (!/\.[a-z0-9]+$/i.test(url.pathname) && (await web(req, res, '/index.html'))) return;
    }
    return send(res, 404, { error: hasWeb ? 'Not found' : 'The web app is not built: run npm run build' });
  };

  const server = http.createServer((req, res) => {
    const requestId = requestIdFrom(req);
    req.headers['x-request-id'] = requestId;
    const started = performance.now();
    res.on('finish', () => {
      if (req.url?.startsWith('/assets/')) return;
      deps.log.info({ requestId, method: req.method, path: withoutToken(req.url?.split('?')[0] ?? ''), status: res.statusCode, ms: performance.now() - started }, 'request');
    });
    runWithRequestId(requestId, () =>
      handle(req, res).catch((error) => {
        deps.log.error({ err: error, requestId }, 'request failed');
        if (!res.headersSent) send(res, 500, { error: 'Internal error', requestId });
        else res.end();
      }),
    );
  });
  server.keepAliveTimeout = 5_000;

  return {
    server,
    schemas,
    drain: () => {
      draining = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
