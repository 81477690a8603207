import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Each request's place in arrival order, which the embedded database uses to serve the oldest
 * request first (the queue of pgliteWorker.ts, decisions 0104, 0112). It lives here, below every
 * other layer, because the database needs it; `lib/requestContext.ts` gives each request its place as it starts.
 */
const storage = new AsyncLocalStorage<number>();

/** Hands out places: to each request as it starts, and to work outside any request when it asks. */
let arrivals = 0;

/** Runs a request's work with the next place in arrival order. */
export function runInArrivalOrder<T>(work: () => T): T {
  return storage.run(++arrivals, work);
}

/**
 * The current request's place in arrival order; outside a request (jobs, start-up, scripts), a
 * new place each call, so such work takes its turn after the requests that arrived before it.
 */
export function arrivalOrder(): number {
  return storage.getStore() ?? ++arrivals;
}
