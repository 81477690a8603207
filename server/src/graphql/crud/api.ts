/**
 * The generic layer for hand-written operations: read and write any model through its policy,
 * so a domain operation never needs a second way to check access.
 */
import type { Executor } from '../../db/client';
import type { AppContext } from '../context';
import { translateDbError, unauthenticated } from '../errors';
import { Reader } from './read';
import { Writer } from './write';

export function reader(ctx: AppContext): Reader {
  return new Reader(ctx.registry, ctx);
}

/**
 * Runs writes in one transaction (all or nothing); constraint violations become client errors.
 * On PostgreSQL a transaction the database aborted (deadlock, serialization failure, connection
 * lost before COMMIT) runs again (db/transactions.ts, decision 0060): `work` gets a new Writer
 * each time and must do nothing outside the database that cannot happen twice. `tx` is for an
 * operation's own statements next to the writer's (same transaction).
 */
export async function transact<T>(ctx: AppContext, work: (writer: Writer, tx: Executor) => Promise<T>): Promise<T> {
  if (!ctx.viewer) throw unauthenticated();
  try {
    return await ctx.db.transaction((tx) => work(new Writer(ctx.registry, ctx, tx), tx));
  } catch (error) {
    throw translateDbError(error, ctx.registry.constraintMessages);
  }
}


