/**
 * GET /metrics: the Prometheus text format for the operators' scraper (lib/metrics.ts). Not
 * public: without METRICS_TOKEN the path does not exist (404, as any unknown path), and with it
 * a request must carry `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../services';

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

function answer(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(body);
}

export async function serveMetrics(req: IncomingMessage, res: ServerResponse, services: Services): Promise<void> {
  const token = services.config.METRICS_TOKEN;
  if (!token) return answer(res, 404, 'Not found\n');
  const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!given || !sameSecret(given, token)) return answer(res, 401, 'Unauthorized\n', { 'www-authenticate': 'Bearer realm="metrics"' });
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
  const { registry } = services.metrics;
  const body = await registry.metrics();
  answer(res, 200, req.method === 'HEAD' ? '' : body, { 'content-type': registry.contentType });
}
