/**
 * A list and its count asked side by side (`users(where: W, take: 25)` with
 * `aggregateUser(where: W) { _count { _all } }`, as every paged screen asks) are read in one
 * statement: the list's resolver reads the page with the total (Reader.findPageWithTotal) and
 * hands the total to the count's resolver, which waits for it instead of asking the database
 * again (issue 13: one round trip less on every list screen).
 *
 * Both resolvers find the pair the same way: top-level fields of a query, no directives (a
 * skipped field never runs, so nobody may wait for it), the same model and the same `where`,
 * the count without paging. The list settles the pair whatever happens (with null when it
 * fails, and the count then asks for itself), so the count never waits for nothing.
 */
import { getArgumentValues, type FieldNode, type GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../context';
import type { ModelDef } from './model';
import { operationNames } from './sdl';

interface Pair {
  total: Promise<number | null>;
  settle(total: number | null): void;
  /** Whether a list resolver has taken it on (a second list with the same where reads alone). */
  claimed: boolean;
}

const pairKey = (model: ModelDef, where: unknown) => `${model.name}:${JSON.stringify(where ?? null)}`;

function rootNames(model: ModelDef, op: 'findMany' | 'aggregate'): Set<string> {
  return new Set(operationNames(model).filter((o) => o.op === op).map((o) => o.name));
}

/** The `where` of each top-level field of this query named in `names` (no directives; for counts, no paging). */
function siblingWheres(info: GraphQLResolveInfo, names: Set<string>, countsOnly: boolean): unknown[] {
  if (info.operation.operation !== 'query') return [];
  const wheres: unknown[] = [];
  for (const node of info.operation.selectionSet.selections) {
    if (node.kind !== 'Field' || !names.has(node.name.value) || node.directives?.length) continue;
    const field = info.parentType.getFields()[node.name.value];
    if (!field) continue;
    const args = getArgumentValues(field, node as FieldNode, info.variableValues);
    if (countsOnly && (args.take != null || args.skip != null)) continue;
    wheres.push(args.where ?? null);
  }
  return wheres;
}

/** Whether this field is asked by a top-level node without directives (the kind siblingWheres finds). */
function hasUndirectedSelf(info: GraphQLResolveInfo): boolean {
  const top = info.operation.selectionSet.selections;
  return info.fieldNodes.some((n) => !n.directives?.length && top.includes(n));
}

/** The request's pairs, by model and where (request-scoped like its loaders). */
const pairsOf = new WeakMap<AppContext, Map<string, Pair>>();

function pairFor(ctx: AppContext, key: string): Pair {
  let pairs = pairsOf.get(ctx);
  if (!pairs) pairsOf.set(ctx, (pairs = new Map()));
  let pair = pairs.get(key);
  if (!pair) {
    let settle!: (total: number | null) => void;
    const total = new Promise<number | null>((resolve) => (settle = resolve));
    pair = { total, settle, claimed: false };
    pairs.set(key, pair);
  }
  return pair;
}

/**
 * For a list's resolver: the pair to fill (with the total, or null on failure) when a count of
 * the same rows is asked beside it, else null (read the list alone). The first list with this
 * `where` claims the pair before anything else and settles it in every case (at once with null
 * when it is not one to fill), so a count that waits always gets an answer.
 */
export function claimPairedTotal(ctx: AppContext, model: ModelDef, where: unknown, info: GraphQLResolveInfo): Pair | null {
  const pair = pairFor(ctx, pairKey(model, where));
  if (pair.claimed) return null;
  pair.claimed = true;
  let paired = false;
  try {
    const key = JSON.stringify(where ?? null);
    paired = hasUndirectedSelf(info) && siblingWheres(info, rootNames(model, 'aggregate'), true).some((w) => JSON.stringify(w) === key);
  } finally {
    if (!paired) pair.settle(null);
  }
  return paired ? pair : null;
}

/** For a count's resolver: the total its list will bring, or null when there is no such list (count alone). */
export function awaitPairedTotal(ctx: AppContext, model: ModelDef, args: { where?: unknown; take?: unknown; skip?: unknown }, info: GraphQLResolveInfo): Promise<number | null> | null {
  if (args.take != null || args.skip != null || !hasUndirectedSelf(info)) return null;
  const key = JSON.stringify(args.where ?? null);
  if (!siblingWheres(info, rootNames(model, 'findMany'), false).some((w) => JSON.stringify(w) === key)) return null;
  return pairFor(ctx, pairKey(model, args.where)).total;
}
