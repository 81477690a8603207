/** A pg pool that counts the statements its clients send, for the bench's servers. */
import pg from 'pg';

export function countingPool(connectionString: string, max = 10) {
  let statements = 0;
  const pool = new pg.Pool({ connectionString, max });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...callArgs: unknown[]) => unknown;
    (client as unknown as { query: (...callArgs: unknown[]) => unknown }).query = (...callArgs: unknown[]) => {
      statements++;
      return query(...callArgs);
    };
  });
  pool.on('error', () => undefined); // an idle client lost: the pool replaces it
  return { pool, statements: () => statements };
}

/** The child servers print this line once they listen, so the bench knows their port. */
export const LISTENING = 'listening on port ';

/** GET /statements answers the count, so the bench can read it per screen. */
export function statementsRoute(url: string | undefined, count: () => number): string | null {
  return url === '/statements' ? JSON.stringify({ statements: count() }) : null;
}
