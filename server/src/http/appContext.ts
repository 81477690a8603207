/**
 * The GraphQL context of one request, built from the Node request itself so that Yoga and the
 * JSON fast path (jsonFastPath.ts) share it: the viewer from the bearer token, the client's
 * address and user agent, the request id, and per-request caches.
 */
import type { IncomingMessage } from 'node:http';
import { DEFAULT_SETTINGS } from '@portal/common';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import type { AppContext } from '../graphql/context';
import type { ModelRegistry } from '../graphql/crud/registry';
import { lazyLogger, type Logger } from '../lib/logger';
import { currentRequestId } from '../lib/requestContext';
import { readSpecialNumbers } from '../modules/settings/store';
import type { Services } from '../services';

export interface ContextDeps {
  db: Db;
  log: Logger;
  services: Services;
  registry: ModelRegistry;
}

/** What the context reads of a request: its headers and the client's address. */
export type RequestLike = Pick<IncomingMessage, 'headers' | 'socket'>;

export function clientIp(req: RequestLike, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

function bearer(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * Node keeps the first of repeated Authorization and User-Agent headers, as the WHATWG headers
 * Yoga built from `req.headers` did, so both paths see the same values.
 */
export async function createAppContext(req: RequestLike, deps: ContextDeps): Promise<AppContext> {
  const viewer = await deps.services.sessions.resolve(bearer(req.headers.authorization) ?? '');
  return viewerContext(viewer, { ip: clientIp(req, deps.services.config.TRUST_PROXY), userAgent: req.headers['user-agent'] ?? '' }, deps);
}

/**
 * The context of a request made for `viewer` however the server learned who they are (a
 * session, or a calendar feed's token: http/calendarFeed.ts), so both read under the same rules.
 */
export function viewerContext(viewer: Viewer | null, client: { ip: string; userAgent: string }, deps: ContextDeps): AppContext {
  const requestId = currentRequestId() ?? 'none';
  let special: ReturnType<AppContext['specialNumbers']> | null = null;
  return {
    requestId,
    ip: client.ip,
    userAgent: client.userAgent,
    viewer,
    db: deps.db,
    registry: deps.registry,
    // Made when something logs (most requests log nothing: lazyLogger).
    log: lazyLogger(() => deps.log.child({ requestId, userId: viewer?.id })),
    services: deps.services,
    loaders: new Map(),
    specialNumbers: () => (special ??= readSpecialNumbers(deps.db).catch(() => ({
      allFollowupsViewers: DEFAULT_SETTINGS.allFollowupsViewers,
      ppaAllAccess: DEFAULT_SETTINGS.ppaAllAccess,
    }))),
  };
}
