/**
 * Writers for the resilience tests: each creates calendar events through the API, one after
 * another, until stopped, and keeps what it was told: the titles the server acknowledged (these
 * must be in the database afterwards) and the errors it answered instead.
 */
import type { GqlResponse } from './server';

export interface WriterLog {
  /** Titles of the events the server answered with an id: acknowledged writes. */
  acknowledged: string[];
  /** Error codes of the refused requests (each must be a coded error). */
  errorCodes: (string | undefined)[];
  /** Requests that did not complete as HTTP exchanges (a dropped socket). */
  dropped: number;
  /** Every request: when it started and how long it took (ms since the writers started). */
  requests: { startedAt: number; ms: number; ok: boolean }[];
}

type Gql = <T>(query: string, variables?: Record<string, unknown>, token?: string | null) => Promise<GqlResponse<T>>;

const CREATE = 'mutation ($title: String!) { createOneCalEvents(data: { title: $title, date: "2031-05-01T14:00:00Z" }) { id } }';

export function startWriters(gql: Gql, token: string, count: number, prefix: string): { log: WriterLog; stop(): Promise<WriterLog> } {
  const log: WriterLog = { acknowledged: [], errorCodes: [], dropped: 0, requests: [] };
  const origin = performance.now();
  let running = true;
  const one = async (writer: number) => {
    for (let i = 0; running; i++) {
      const title = `${prefix} ${writer}-${i}`;
      const startedAt = performance.now();
      try {
        const res = await gql<{ createOneCalEvents: { id: number } | null }>(CREATE, { title }, token);
        const ok = !!res.data?.createOneCalEvents?.id;
        if (ok) log.acknowledged.push(title);
        else log.errorCodes.push(res.errors?.[0]?.extensions?.code);
        log.requests.push({ startedAt: startedAt - origin, ms: performance.now() - startedAt, ok });
      } catch {
        log.dropped++;
        log.requests.push({ startedAt: startedAt - origin, ms: performance.now() - startedAt, ok: false });
      }
    }
  };
  const all = Promise.all(Array.from({ length: count }, (_, w) => one(w)));
  return {
    log,
    async stop() {
      running = false;
      await all;
      return log;
    },
  };
}
