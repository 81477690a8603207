/**
 * Resolvers for every model's generic operations and fields. Thin: they parse arguments, open a
 * transaction for writes and hand over to Reader / Writer, which apply the policies.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../context';
import { forbidden, unauthenticated } from '../errors';
import { transact } from './api';
import { rowShowsField } from './access';
import type { ModelDef } from './model';
import { idField, scalarFields } from './model';
import { preloadProperty, preloadsOf } from './preloads';
import type { FindArgs } from './findArgs';
import { computedLoader, Reader, relationCountLoader, type Row } from './read';
import type { ModelRegistry } from './registry';
import { operationNames } from './sdl';
import { awaitPairedTotal, claimPairedTotal } from './pairedTotal';
import { countProperty, selectedCounts, selectedFieldNames } from './selection';
import { Writer } from './write';

type Resolver = (parent: unknown, args: Record<string, unknown>, ctx: AppContext, info: GraphQLResolveInfo) => unknown;
export type ResolverMap = Record<string, Record<string, Resolver>>;

/** Computed fields and relation counts the request shows: the reader adds them to the rows' statement. */
function requestedComputed(model: ModelDef, info: GraphQLResolveInfo): string[] {
  const counts = model.relations ? selectedCounts(info.fragments, info.fieldNodes) : [];
  if (!model.computed) return counts;
  const selected = selectedFieldNames(info);
  return [...Object.keys(model.computed).filter((k) => selected.has(k)), ...counts];
}

/** The scalar fields the request shows of the model's rows: the reader selects only those (and keys). */
function requestedFields(model: ModelDef, info: GraphQLResolveInfo): string[] {
  const selected = selectedFieldNames(info);
  return [...scalarFields(model).keys()].filter((k) => selected.has(k));
}

function requireViewer(ctx: AppContext) {
  if (!ctx.viewer) throw unauthenticated();
}

export class GenericResolvers {
  constructor(private readonly registry: ModelRegistry) {}

  private transact<T>(ctx: AppContext, work: (writer: Writer) => Promise<T>): Promise<T> {
    requireViewer(ctx);
    return transact(ctx, work);
  }

  private reread(ctx: AppContext, model: ModelDef, row: Record<string, unknown>, info: GraphQLResolveInfo) {
    const id = row[idField(model).name];
    return new Reader(this.registry, ctx).findUnique(model, { [idField(model).name]: id }, requestedComputed(model, info));
  }

  build(): ResolverMap {
    const map: ResolverMap = { Query: {}, Mutation: {} };
    for (const model of this.registry.all()) {
      for (const { op, name } of operationNames(model)) {
        const isQuery = ['findMany', 'findFirst', 'findUnique', 'aggregate'].includes(op);
        (isQuery ? map.Query : map.Mutation)[name] = this.rootResolver(model, op);
      }
      map[model.name] = this.fieldResolvers(model);
      if (Object.values(model.relations ?? {}).some((r) => r.kind === 'many')) map[`${model.name}Count`] = this.countResolvers(model);
    }
    return map;
  }

  private rootResolver(model: ModelDef, op: string): Resolver {
    return async (_parent, args, ctx, info) => {
      requireViewer(ctx);
      const reader = new Reader(this.registry, ctx);
      switch (op) {
        case 'findMany': {
          const pair = claimPairedTotal(ctx, model, args.where, info);
          if (!pair) return reader.findMany(model, args as FindArgs, requestedComputed(model, info), preloadsOf(this.registry, model, info), requestedFields(model, info));
          try {
            const { rows, total } = await reader.findPageWithTotal(model, args as FindArgs, requestedComputed(model, info), preloadsOf(this.registry, model, info), requestedFields(model, info));
            pair.settle(total);
            return rows;
          } catch (error) {
            pair.settle(null);
            throw error;
          }
        }
        case 'findFirst':
          return reader.findFirst(model, args as FindArgs, requestedComputed(model, info), preloadsOf(this.registry, model, info), requestedFields(model, info));
        case 'findUnique':
          return reader.findUnique(model, args.where as Record<string, unknown>, requestedComputed(model, info), preloadsOf(this.registry, model, info), requestedFields(model, info));
        case 'aggregate': {
          const paired = awaitPairedTotal(ctx, model, args, info);
          const total = paired ? await paired : null;
          return { _count: { _all: total ?? (await reader.count(model, args as FindArgs)) } };
        }
        case 'createOne': {
          const row = await this.transact(ctx, (w) => w.create(model, args.data as Record<string, unknown>));
          return this.reread(ctx, model, row, info);
        }
        case 'createMany': {
          const rows = await this.transact(ctx, async (w) => {
            w.requireGrant(model, 'create');
            const out = [];
            for (const d of args.data as Record<string, unknown>[]) out.push(await w.create(model, d));
            return out;
          });
          return { count: rows.length };
        }
        case 'updateOne': {
          const row = await this.transact(ctx, (w) => w.update(model, args.where as Record<string, unknown>, args.data as Record<string, unknown>));
          return this.reread(ctx, model, row, info);
        }
        case 'updateMany': {
          const count = await this.transact(ctx, (w) => w.updateMany(model, args.where as Record<string, unknown>, args.data as Record<string, unknown>));
          return { count };
        }
        case 'deleteOne': {
          // Read first (as the viewer may see it) so the response can show what was removed.
          if (!model.policy.delete?.[ctx.viewer!.role]) throw forbidden(`You may not delete ${model.name}.`);
          const before = await reader.findUnique(model, args.where as Record<string, unknown>, requestedComputed(model, info));
          await this.transact(ctx, (w) => w.delete(model, args.where as Record<string, unknown>));
          return before;
        }
        case 'deleteMany': {
          const count = await this.transact(ctx, (w) => w.deleteMany(model, args.where as Record<string, unknown>));
          return { count };
        }
      }
      throw new Error(`Unknown operation ${op}`);
    };
  }

  private fieldResolvers(model: ModelDef): Record<string, Resolver> {
    const resolvers: Record<string, Resolver> = {};
    const shows = (row: Row, field: string, ctx: AppContext) => !!ctx.viewer && rowShowsField(model, ctx.viewer.role, row, field);
    for (const name of scalarFields(model).keys()) {
      resolvers[name] = (row, _args, ctx) => (shows(row as Row, name, ctx) ? ((row as Row)[name] ?? null) : null);
    }
    for (const name of Object.keys(model.computed ?? {})) {
      resolvers[name] = (parent, _args, ctx) => {
        const row = parent as Row;
        if (!shows(row, name, ctx)) return null;
        // Rows loaded without this field (hand-written operations) get it in one batched query.
        if (name in row) return row[name] ?? null;
        return computedLoader(ctx, model, name).load(row[idField(model).name]);
      };
    }
    for (const [name, rel] of Object.entries(model.relations ?? {})) {
      const target = this.registry.get(rel.target);
      // Not async: a preloaded relation is answered synchronously, so GraphQL completes the
      // subtree without a promise per row and relation (a card has one per qualification).
      resolvers[name] = (parent, args, ctx, info) => {
        const row = parent as Row;
        if (!shows(row, name, ctx)) return rel.kind === 'one' ? null : [];
        // Loaded with the parent in its statement (preloads.ts) when the request was planned ahead.
        const preloaded = preloadProperty(String(info.path.key));
        if (preloaded in row) return row[preloaded] ?? (rel.kind === 'one' ? null : []);
        const key = rel.kind === 'one' ? row[rel.field] : row[rel.references ?? 'id'];
        if (key === null || key === undefined) return rel.kind === 'one' ? null : [];
        const loader = new Reader(this.registry, ctx).relationLoader(model, name, rel.kind === 'one' ? {} : (args as FindArgs), requestedComputed(target, info));
        return loader.load(key).then((rows) => (rel.kind === 'one' ? (rows[0] ?? null) : rows));
      };
    }
    if (Object.values(model.relations ?? {}).some((r) => r.kind === 'many')) {
      resolvers._count = (row) => row;
    }
    return resolvers;
  }

  private countResolvers(model: ModelDef): Record<string, Resolver> {
    const resolvers: Record<string, Resolver> = {};
    for (const [name, rel] of Object.entries(model.relations ?? {})) {
      if (rel.kind !== 'many') continue;
      resolvers[name] = (parent, _args, ctx) => {
        const row = parent as Row;
        if (!ctx.viewer || !rowShowsField(model, ctx.viewer.role, row, name)) return 0;
        // Counted in the row's own statement when the request was planned ahead.
        if (countProperty(name) in row) return row[countProperty(name)];
        return relationCountLoader(this.registry, ctx, model, name).load(row[rel.references ?? 'id']);
      };
    }
    return resolvers;
  }
}
