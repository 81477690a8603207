/**
 * At most `limit` GraphQL executions at a time, the others waiting in arrival order. The
 * embedded database runs one statement at a time on this thread, so more requests in flight do
 * not answer sooner; each only holds its parsed document, context and rows in memory for longer
 * (50 connections held 420-460 MB; 4 at a time, 324 MB at the same CPU per request; decision
 * 0104). A PostgreSQL server runs statements in parallel and is not gated.
 */
export class ExecutionGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Runs `work` when a place is free; a place given up goes straight to the oldest waiter. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Requests waiting for a place (the gate's test reads it). */
  get queued(): number {
    return this.waiting.length;
  }
}
