import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The request id follows the work of a request everywhere (logs, masked errors, audit rows), and
 * so does its place in arrival order (the embedded database serves the oldest request first).
 */
const storage = new AsyncLocalStorage<{ requestId: string; arrival: number }>();

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Hands out places in arrival order: to each request as it starts, and to work outside any request when it asks. */
let arrivals = 0;

export function requestIdFrom(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId, arrival: ++arrivals }, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * The current request's place in arrival order; outside a request (jobs, start-up, scripts), a
 * new place each call, so such work takes its turn after the requests that arrived before it.
 */
export function arrivalOrder(): number {
  return storage.getStore()?.arrival ?? ++arrivals;
}
