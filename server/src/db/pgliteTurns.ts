/**
 * The embedded database's one connection, served first come, first served (decision 0104).
 *
 * PGlite runs each statement synchronously on this thread. Node's event loop (libuv 1.45+)
 * accepts one new connection per turn of the loop, and reads sockets only between macrotasks.
 * When every waiting request ran a statement in the same turn, a turn lasted tens to hundreds
 * of milliseconds at 50 connections, and the 50th new connection was accepted seconds after the
 * first (its first answer came up to 5 s late while the open connections were answered in
 * 0.3 s). Here each statement (or transaction) is a turn of its own, started by setImmediate,
 * so between two statements Node accepts a connection and reads every socket that has data.
 * Turns go to the oldest request first (its place in arrival order, arrivalOrder.ts): a
 * request that has started finishes before a newer one, instead of all of them advancing a
 * statement at a time and finishing together.
 */
import type { PGlite } from '@electric-sql/pglite';

interface Waiting {
  order: number;
  /** Ties (statements of one request) go in the order they were asked for. */
  seq: number;
  start: () => void;
}

export class TurnQueue {
  private readonly waiting: Waiting[] = [];
  private held = false;
  private scheduled = false;
  private seq = 0;

  /** Runs `work` alone, once every turn asked for by an older request (lower `order`) has run. */
  run<T>(order: number, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            this.held = false;
            this.schedule();
          });
      };
      this.insert({ order, seq: this.seq++, start });
      this.schedule();
    });
  }

  /** Turns asked for and not yet started. */
  get length(): number {
    return this.waiting.length;
  }

  private insert(entry: Waiting) {
    // Kept sorted by (order, seq); a new request's entry goes last, so search from the end.
    let i = this.waiting.length;
    while (i > 0 && this.waiting[i - 1].order > entry.order) i--;
    this.waiting.splice(i, 0, entry);
  }

  /** Starts the next turn on the loop's next turn, after Node has accepted and read what arrived. */
  private schedule() {
    if (this.held || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const next = this.waiting.shift();
      if (!next) return;
      this.held = true;
      next.start();
    });
  }
}

/**
 * Routes the client's own statements and transactions through a TurnQueue. A transaction is one
 * turn: its statements go through the object PGlite hands its callback, not through the queue,
 * and nothing else runs until it ends (PGlite's own lock would make them wait anyway). PGlite in
 * process calls its own `_runExclusiveTransaction` inside each statement, so it is left alone.
 * On the database thread (decision 0108) the same order is kept by the worker's own queue
 * (db/pgliteWorker.mjs, decision 0112), not by this one.
 */
export function takeTurns(client: PGlite, order: () => number): TurnQueue {
  const queue = new TurnQueue();
  const host = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of ['query', 'exec', 'transaction']) {
    const original = host[method].bind(client);
    host[method] = (...args: unknown[]) => queue.run(order(), () => original(...args));
  }
  return queue;
}
