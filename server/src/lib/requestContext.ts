import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { runInArrivalOrder } from '../db/arrivalOrder';

/**
 * The request id follows the work of a request everywhere (logs, masked errors, audit rows), and
 * so does its place in arrival order (db/arrivalOrder.ts: the embedded database serves the oldest
 * request first).
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdFrom(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return runInArrivalOrder(() => storage.run({ requestId }, work));
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
