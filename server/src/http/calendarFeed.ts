/**
 * GET /calendar/<token>.ics and /calendar/team/<token>.ics: a person's calendar feeds (issue 45
 * item 4; decisions 0160, 0161), for calendar apps that cannot sign in. The token is the only
 * key: it names the person, whose feed is read with the context their session would get (the
 * same policies). An unknown or replaced token, an inactive employee and a team feed asked by a
 * plain user all answer the same 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fullName } from '../graphql/context';
import { viewerOfToken } from '../modules/calendar/links';
import { ownFeedItems, teamFeedItems } from '../modules/calendar/items';
import { writeIcs } from '../modules/calendar/ics';
import { parseFeedPath } from '../modules/calendar/paths';
import { clientIp, viewerContext, type ContextDeps } from './appContext';
import type { ExecutionGate } from './executionGate';

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('No such calendar feed.');
}

export function calendarFeedHandler(deps: ContextDeps, gate?: ExecutionGate) {
  const host = new URL(deps.services.config.publicUrl).hostname;
  const productName = deps.services.config.PRODUCT_NAME;

  const answer = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Method not allowed');
    }
    const asked = parseFeedPath(pathname);
    const viewer = asked && (await viewerOfToken(deps.db, asked.token));
    if (!asked || !viewer) return notFound(res);
    const ctx = viewerContext(viewer, { ip: clientIp(req, deps.services.config.TRUST_PROXY), userAgent: req.headers['user-agent'] ?? '' }, deps);
    const items = asked.feed === 'own' ? await ownFeedItems(ctx) : await teamFeedItems(ctx);
    if (!items) return notFound(res);
    const name = asked.feed === 'own' ? `${productName}: ${fullName(viewer)}` : `${productName}: ${fullName(viewer)}'s people`;
    const body = Buffer.from(writeIcs(items, { name, host, productName }));
    res.writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-length': body.length,
      'content-disposition': `inline; filename="${asked.feed === 'own' ? 'portal' : 'portal-team'}.ics"`,
      // Private to its holder: no shared cache keeps it, and a new link makes the old one 404 at once.
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  // On the embedded database a feed waits for its place as a GraphQL request does (executionGate.ts).
  return (req: IncomingMessage, res: ServerResponse, pathname: string) => (gate ? gate.run(() => answer(req, res, pathname)) : answer(req, res, pathname));
}
