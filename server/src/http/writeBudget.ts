/**
 * Every signed-in mutation is counted against its user's write budget before it runs
 * (auth/writeBudget.ts, decision 0134), here in one place rather than in each resolver. Each
 * root field of the mutation is one write, however many rows it touches: a mass tool's hundred
 * goals are one, twenty aliased check-ins are twenty. Reads are never counted and cost nothing
 * here. Past the budget the request is refused with RATE_LIMITED and nothing of it runs.
 */
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { claimWrites, type WriteBudget, type WriteRefusal } from '../auth/writeBudget';
import type { AppContext } from '../graphql/context';
import { appError } from '../graphql/errors';
import { forEachField, oncePerOperation } from './operationFields';

/** Signing out must always work, even for someone whose script used up their budget. */
const UNCOUNTED = new Set(['logout']);

/** The writes an operation asks for: its counted root fields if it is a mutation, else none. */
const writesOf = oncePerOperation((schema, document, operationName) => {
  if (getOperationAST(document, operationName)?.operation !== 'mutation') return 0;
  let writes = 0;
  forEachField(schema, document, operationName, (field, _node, depth) => {
    if (depth === 1 && !UNCOUNTED.has(field.name)) writes += 1;
  });
  return writes;
});

function refusalMessage(refusal: WriteRefusal): string {
  if (refusal.window === 'perMinute') return 'Too many changes in a short time. Wait a minute and try again.';
  const minutes = Math.ceil(refusal.retryAfterSeconds / 60);
  return `Too many changes in the last hour. Wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
}

export function writeBudgetPlugin(budget: WriteBudget): Plugin {
  // When each user's refusal was last logged: a loop refused a hundred times a second is logged
  // once per window (per server), not a hundred times; /metrics counts every refusal.
  const logged = new Map<number, number>();
  const logOnce = (ctx: AppContext, userId: number, refusal: WriteRefusal, writes: number) => {
    const now = performance.now();
    if ((logged.get(userId) ?? -Infinity) > now) return;
    if (logged.size >= 1000) logged.clear();
    logged.set(userId, now + refusal.retryAfterSeconds * 1000);
    ctx.log.warn({ window: refusal.window, writes, retryAfterSeconds: refusal.retryAfterSeconds }, 'write budget used up');
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      // The context is ours (appContext.ts); Yoga types it as its own initial context.
      const ctx = args.contextValue as unknown as AppContext;
      if (!ctx.viewer) return; // signing in, signing up, resetting a password: limited in accounts/service.ts
      const writes = writesOf(args.schema, args.document, args.operationName);
      if (writes === 0) return;
      const refusal = await claimWrites(ctx.db, budget, ctx.viewer.id, writes);
      if (!refusal) return;
      logOnce(ctx, ctx.viewer.id, refusal, writes);
      setResultAndStopExecution({ errors: [appError('RATE_LIMITED', refusalMessage(refusal), { retryAfterSeconds: refusal.retryAfterSeconds })] });
    },
  };
}
