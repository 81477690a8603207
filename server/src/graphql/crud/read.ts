/**
 * Reads for the generic layer: findMany / findFirst / findUnique / aggregate. The relations a
 * request selects are loaded inside the same statement (a JSON value per row and relation, see
 * preloads.ts); those it cannot plan ahead come from batched loaders (one query per relation and
 * level, never one per row). Every query, nested ones included, is limited to the rows the
 * viewer's policy grants, and field masks are computed per row inside it.
 */
import DataLoader from 'dataloader';
import { type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { queryRows } from '../../db/client';
import type { AppContext } from '../context';
import { badInput, forbidden } from '../errors';
import {
  aliasTable,
  andAll,
  column,
  fromClause,
  fieldScope,
  grantFlags,
  newScope,
  rowScope,
  type QueryScope,
  type TableRef,
} from './access';
import type { ComputedPass, ModelDef, RelationDef } from './model';
import { preloadProperty, type Preload } from './preloads';
import { idField, scalarFields, type ScalarField } from './model';
import type { FindArgs } from './findArgs';
import { compileOrderBy, orderClause } from './order';
import { allowPassJoins, joinedPassColumn, joinPassesOf, PASS_JOIN_FROM_ROWS, passJoins, passProperty, passQueries, rawComputed } from './computedPass';
import type { ModelRegistry } from './registry';
import { WhereCompiler, type WhereInput } from './where';

export const MAX_TAKE = 10_000;
/**
 * Rows one request may read through the generic layer, over all its aliases and relations
 * (decision 0053): a full 10,000-row export with its relations fits; twenty aliases of it do not.
 */
export const MAX_ROWS_PER_REQUEST = 30_000;
const rowsRead = new WeakMap<object, number>();

/** Counts rows against the request's budget (keyed by its loader map, shared by every reader of the request). */
function chargeRows(ctx: AppContext, count: number): void {
  const used = (rowsRead.get(ctx.loaders) ?? 0) + count;
  rowsRead.set(ctx.loaders, used);
  if (used > MAX_ROWS_PER_REQUEST) {
    throw badInput(`This request reads more than ${MAX_ROWS_PER_REQUEST.toLocaleString('en-US')} rows. Ask for fewer rows (take) or split it into several requests.`);
  }
}

/** A loaded row: decoded field values, plus `__model` and per-grant visibility flags. */
export type Row = Record<string, unknown> & { __model: string };

/**
 * A page's total: counted (`true`), not read (`false`), or `kept`: the total of the page's filter
 * as the database keeps it (a counter table), read instead of counting when the viewer may read
 * every row of the model, and counted otherwise (decision 0114).
 */
export type PageTotal = boolean | { kept: SQL };

/** The column that carries a page's total (findPageWithTotal); taken off the rows after reading. */
const TOTAL_PROPERTY = '__total';
/** The prefix of the columns that carry a page's summaries (findPageWithTotal). */
const SUMMARY_PREFIX = '__summary:';

/**
 * LIMIT and OFFSET for checked integers: the limit as a literal, the offset left out on a first
 * page. With both as parameters PostgreSQL costs a prepared statement's generic plan for an
 * unknown row count, finds it dearer than a plan made for the actual values and so plans every
 * execution again: the baseball card's statement took 1.46 ms a call instead of 0.74 ms (issue 13).
 * A later page keeps its offset as a parameter, so paging does not add a statement per page.
 */
function pageClause({ take, skip }: { take: number; skip: number }): SQL {
  return skip > 0 ? sql`limit ${sql.raw(String(take))} offset ${skip}` : sql`limit ${sql.raw(String(take))}`;
}

function checkPaging(args: FindArgs): { take: number; skip: number } {
  const take = args.take ?? MAX_TAKE;
  const skip = args.skip ?? 0;
  if (!Number.isInteger(take) || take < 0 || take > MAX_TAKE) throw badInput(`take must be between 0 and ${MAX_TAKE}.`);
  if (!Number.isInteger(skip) || skip < 0) throw badInput('skip must be zero or more.');
  return { take, skip };
}

/**
 * The columns a read selects: every field, or (when the request says which it shows) those plus
 * the id and the keys its relations and counts join on. Narrow reads cost the database, the wire
 * and the decoder less (issue 13).
 */
function selectedColumns(model: ModelDef, fields: readonly string[] | undefined): Iterable<ScalarField> {
  const all = scalarFields(model);
  if (!fields) return all.values();
  const names = new Set<string>([idField(model).name, ...fields]);
  for (const rel of Object.values(model.relations ?? {})) names.add(rel.kind === 'one' ? rel.field : (rel.references ?? 'id'));
  return [...all.values()].filter((f) => names.has(f.name));
}

function selectList(registry: ModelRegistry, model: ModelDef, scope: QueryScope, ref: TableRef, computed: readonly string[], related: readonly [string, SQL][] = [], fields?: readonly string[]): SQL {
  const items: SQL[] = [];
  for (const f of selectedColumns(model, fields)) items.push(sql`${column(ref, f.name)} as ${sql.identifier(f.name)}`);
  // Fields of a pass the statement did not join come from one JSON object per row and pass.
  const perRow = new Set<ComputedPass>();
  for (const name of computed) {
    const c = model.computed?.[name];
    if (c?.pass) {
      const joined = joinedPassColumn(scope, ref, c, false);
      if (joined) items.push(sql`${joined} as ${sql.identifier(name)}`);
      else perRow.add(c.pass.of);
    } else if (c) items.push(sql`${c.sql(ref as never)} as ${sql.identifier(name)}`);
    const counted = countedRelation(model, name);
    if (counted) items.push(sql`${relationCountSql(registry, model, scope, ref, counted)} as ${sql.identifier(name)}`);
  }
  for (const pass of perRow) items.push(sql`${pass.ofRow(column(ref, pass.keyField))} as ${sql.identifier(passProperty(pass))}`);
  for (const [flag, cond] of grantFlags(model, scope, ref)) items.push(sql`(${cond}) as ${sql.identifier(flag)}`);
  for (const [property, value] of related) items.push(sql`${value} as ${sql.identifier(property)}`);
  return sql.join(items, sql`, `);
}

/** The many-relation a `countProperty` name counts, if it is one of the model's. */
function countedRelation(model: ModelDef, name: string): string | null {
  if (!name.startsWith('__count:')) return null;
  const relation = name.slice('__count:'.length);
  return model.relations?.[relation]?.kind === 'many' ? relation : null;
}

/** The related rows the viewer may see, counted for one parent row (as relationCountLoader counts them). */
function relationCountSql(registry: ModelRegistry, model: ModelDef, scope: QueryScope, parent: TableRef, relation: string): SQL {
  const rel = model.relations![relation];
  const target = registry.get(rel.target);
  const t = aliasTable(target, scope.nextAlias());
  const visible = rowScope(target, scope, t);
  if (visible === null) return sql`0`;
  const parentKey = column(parent, rel.references ?? 'id');
  if (visible === undefined && rel.kind === 'many' && rel.keptCount) return rel.keptCount(parentKey);
  const where = andAll([sql`${column(t, rel.field)} = ${parentKey}`, visible]);
  return sql`(select count(*)::int from ${fromClause(target, t)} where ${where})`;
}

/** The fields whose text form needs converting (timestamps to Date, numeric to number), per model. */
const conversionCache = new WeakMap<ModelDef, [string, (v: unknown) => unknown][]>();
function conversionsOf(model: ModelDef): [string, (v: unknown) => unknown][] {
  let list = conversionCache.get(model);
  if (!list) {
    list = [];
    for (const f of scalarFields(model).values()) {
      if (f.type === 'DateTime') list.push([f.name, parseTimestamp]);
      else if (f.type === 'Float') list.push([f.name, Number]);
    }
    conversionCache.set(model, list);
  }
  return list;
}

/**
 * A row as the resolvers use it; preloaded relations (JSON) are decoded too. `count` receives
 * the number of related rows so they are charged to the request's budget like loaded ones.
 */
function decodeRow(registry: ModelRegistry, model: ModelDef, raw: Record<string, unknown>, computed: readonly string[], preloads: readonly Preload[], count: (n: number) => void): Row {
  // The driver's row object is ours alone: it becomes the Row in place (no copy per row).
  const row = raw as Row;
  row.__model = model.name;
  for (const [name, convert] of conversionsOf(model)) {
    const v = raw[name];
    if (v !== null && v !== undefined) row[name] = convert(v);
  }
  for (const name of computed) {
    const c = model.computed?.[name];
    if (c) row[name] = decodeComputed(c.type, rawComputed(c, name, raw) ?? null);
  }
  for (const p of preloads) {
    const property = preloadProperty(p.key);
    const target = registry.get(model.relations![p.relation].target);
    const value = raw[property];
    const decode = (r: Record<string, unknown>) => decodeRow(registry, target, r, p.computed, p.nested, count);
    if (Array.isArray(value)) {
      count(value.length);
      row[property] = value.map(decode);
    } else {
      if (value) count(1);
      row[property] = value ? decode(value as Record<string, unknown>) : null;
    }
  }
  return row;
}

function decodeComputed(type: string, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (type === 'Int' || type === 'Float') return Number(v);
  if (type === 'DateTime') return parseTimestamp(v);
  return v;
}

/** PostgreSQL's text form of timestamptz ("2026-11-22 02:19:00.1+00") as a Date. */
function parseTimestamp(v: unknown): Date {
  if (v instanceof Date) return v;
  const iso = String(v).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return new Date(iso);
}

export class Reader {
  constructor(
    private readonly registry: ModelRegistry,
    private readonly ctx: AppContext,
  ) {}

  private scope(): QueryScope {
    return newScope(this.ctx.viewer);
  }

  /** Root-level scope: a role with no read grant at all is refused outright. */
  private rootScope(model: ModelDef, scope: QueryScope, ref: TableRef): SQL | undefined {
    const visible = rowScope(model, scope, ref);
    if (visible === null) throw forbidden(`You may not read ${model.name}.`);
    return visible;
  }

  private filterFor(model: ModelDef, scope: QueryScope, ref: TableRef, where: WhereInput | null | undefined, root: boolean): SQL | undefined | null {
    const visible = root ? this.rootScope(model, scope, ref) : rowScope(model, scope, ref);
    if (visible === null) return null;
    return andAll([visible, new WhereCompiler(this.registry, scope).compile(model, ref, where)]);
  }

  /**
   * The related rows of one selected relation as a JSON value of the parent's row: an array
   * (in the requested order and page) or one object or null. The target's row scope, the
   * relation's where and its field flags are applied inside, as a loader would.
   */
  private relationJson(model: ModelDef, scope: QueryScope, parent: TableRef, preload: Preload): SQL {
    const rel = model.relations![preload.relation];
    const target = this.registry.get(rel.target);
    const t = aliasTable(target, scope.nextAlias());
    const filter = this.filterFor(target, scope, t, rel.kind === 'one' ? undefined : preload.args.where, false);
    if (filter === null) return rel.kind === 'one' ? sql`null::json` : sql`'[]'::json`;
    const join =
      rel.kind === 'one'
        ? sql`${column(t, rel.references ?? 'id')} = ${column(parent, rel.field)}`
        : sql`${column(t, rel.field)} = ${column(parent, rel.references ?? 'id')}`;
    const order = orderClause(target, t, compileOrderBy(this.registry, scope, target, t, rel.kind === 'one' ? undefined : preload.args.orderBy));
    const related = this.relatedColumns(target, scope, t, preload.nested);
    const where = andAll([join, filter]);
    if (rel.kind === 'one') {
      return sql`(select row_to_json(s) from (select ${selectList(this.registry, target, scope, t, preload.computed, related, preload.fields)}
        from ${fromClause(target, t)} where ${where} limit 1) s)`;
    }
    const paging = preload.args.take != null || preload.args.skip != null ? checkPaging(preload.args) : null;
    return sql`(select coalesce(json_agg(s order by s."__ord"), '[]'::json) from (select ${selectList(this.registry, target, scope, t, preload.computed, related, preload.fields)},
        row_number() over (order by ${order}) as "__ord"
        from ${fromClause(target, t)} where ${where} order by ${order}
        ${paging ? pageClause(paging) : sql``}) s)`;
  }

  private relatedColumns(model: ModelDef, scope: QueryScope, ref: TableRef, preloads: readonly Preload[]): [string, SQL][] {
    return preloads.map((p) => [preloadProperty(p.key), this.relationJson(model, scope, ref, p)]);
  }

  private decode(model: ModelDef, raws: Record<string, unknown>[], computed: readonly string[], preloads: readonly Preload[]): Row[] {
    let related = 0;
    const rows = raws.map((r) => decodeRow(this.registry, model, r, computed, preloads, (n) => (related += n)));
    chargeRows(this.ctx, raws.length + related);
    return rows;
  }

  /** `fields`: the scalar fields the caller shows (all when omitted); see selectedColumns. */
  async findMany(model: ModelDef, args: FindArgs, computed: readonly string[] = [], preloads: readonly Preload[] = [], fields?: readonly string[]): Promise<Row[]> {
    return this.readPage(model, args, computed, preloads, fields, false);
  }

  /**
   * A page and the number of rows its filter matches (as `count` gives it), in one statement:
   * the total is an uncorrelated subquery of the page's, computed once. A statement saved is a
   * round trip to the database saved on every report page (issue 13). An empty page past the
   * first (or of no rows: take 0) has no row to carry the total, so it is asked apart.
   *
   * `summaries`: values that do not depend on the row (uncorrelated subqueries, such as a
   * report's chart), read in the same statement and carried like the total; they come back by
   * name. An empty page has no row to carry them either: they are then asked apart, in one
   * statement with the total when that is needed too.
   */
  async findPageWithTotal(
    model: ModelDef,
    args: FindArgs,
    computed: readonly string[] = [],
    preloads: readonly Preload[] = [],
    fields?: readonly string[],
    summaries: readonly (readonly [string, SQL])[] = [],
    keptTotal?: SQL,
  ): Promise<{ rows: Row[]; total: number; summaries: Record<string, unknown> }> {
    const rows = await this.readPage(model, args, computed, preloads, fields, keptTotal ? { kept: keptTotal } : true, summaries);
    const values: Record<string, unknown> = {};
    if (rows.length === 0) {
      const firstPage = !args.skip && args.take !== 0;
      if (!summaries.length) return { rows, total: firstPage ? 0 : await this.count(model, { where: args.where }), summaries: values };
      const items = summaries.map(([name, value]) => sql`${value} as ${sql.identifier(SUMMARY_PREFIX + name)}`);
      if (!firstPage) items.push(sql`${this.totalSql(model, this.scope(), args.where)} as ${sql.identifier(TOTAL_PROPERTY)}`);
      const [row] = await queryRows<Record<string, unknown>>(this.ctx.db, sql`select ${sql.join(items, sql`, `)}`);
      for (const [name] of summaries) values[name] = row[SUMMARY_PREFIX + name];
      return { rows, total: firstPage ? 0 : Number(row[TOTAL_PROPERTY]), summaries: values };
    }
    const total = Number(rows[0][TOTAL_PROPERTY]);
    for (const [name] of summaries) values[name] = rows[0][SUMMARY_PREFIX + name];
    for (const row of rows) {
      delete row[TOTAL_PROPERTY];
      for (const [name] of summaries) delete row[SUMMARY_PREFIX + name];
    }
    return { rows, total, summaries: values };
  }

  private async readPage(
    model: ModelDef,
    args: FindArgs,
    computed: readonly string[],
    preloads: readonly Preload[],
    fields: readonly string[] | undefined,
    withTotal: PageTotal,
    summaries: readonly (readonly [string, SQL])[] = [],
  ): Promise<Row[]> {
    const query = this.pageQuery(model, args, computed, preloads, fields, withTotal, summaries);
    return this.decode(model, await queryRows(this.ctx.db, query), computed, preloads);
  }

  private pageQuery(
    model: ModelDef,
    args: FindArgs,
    computed: readonly string[],
    preloads: readonly Preload[],
    fields: readonly string[] | undefined,
    withTotal: PageTotal,
    summaries: readonly (readonly [string, SQL])[],
  ): SQL {
    const paging = checkPaging(args);
    const scope = this.scope();
    const t = aliasTable(model, scope.nextAlias());
    allowPassJoins(scope, t);
    const filter = this.filterFor(model, scope, t, args.where, true);
    const terms = compileOrderBy(this.registry, scope, model, t, args.orderBy);
    if (paging.take > PASS_JOIN_FROM_ROWS) joinPassesOf(model, scope, t, computed);
    const conditions: (SQL | undefined | null)[] = [filter];
    if (args.distinct?.length) conditions.push(this.distinctIds(model, scope, t, args));
    const where = andAll(conditions.filter((c): c is SQL | undefined => c !== null));
    const related = this.relatedColumns(model, scope, t, preloads);
    if (withTotal) related.push([TOTAL_PROPERTY, this.pageTotalSql(model, scope, args.where, withTotal)]);
    for (const [name, value] of summaries) related.push([SUMMARY_PREFIX + name, value]);
    const select = selectList(this.registry, model, scope, t, computed, related, fields);
    const order = orderClause(model, t, terms);
    const query = sql`${passQueries(scope)}select ${select} from ${fromClause(model, t)}${passJoins(scope, t)}
      ${where ? sql`where ${where}` : sql``}
      order by ${order} ${pageClause(paging)}`;
    return query;
  }

  /** A page's total column (PageTotal): kept when offered and the viewer may read every row, counted otherwise. */
  private pageTotalSql(model: ModelDef, scope: QueryScope, where: WhereInput | null | undefined, total: true | { kept: SQL }): SQL {
    if (total !== true && rowScope(model, scope, aliasTable(model, scope.nextAlias())) === undefined) return total.kept;
    return this.totalSql(model, scope, where);
  }

  /** The rows a filter matches, counted over their own alias (the subquery `count` would run). */
  private totalSql(model: ModelDef, scope: QueryScope, where: WhereInput | null | undefined): SQL {
    const t = aliasTable(model, scope.nextAlias());
    allowPassJoins(scope, t);
    const filter = this.filterFor(model, scope, t, where, true);
    return sql`(select count(*)::int from ${fromClause(model, t)}${passJoins(scope, t)} ${filter ? sql`where ${filter}` : sql``})`;
  }

  /** `distinct`: the first row (in the requested order) of each group of equal values. */
  private distinctIds(model: ModelDef, outer: QueryScope, t: TableRef, args: FindArgs): SQL {
    const fields = scalarFields(model);
    const inner = aliasTable(model, outer.nextAlias());
    for (const d of args.distinct ?? []) {
      if (!fields.has(d)) throw badInput(`${model.name} has no field ${d}.`);
      // The number of groups would reveal a field that is hidden on some rows.
      if (fieldScope(model, outer, inner, d) !== undefined) throw forbidden(`You may not list distinct values of ${model.name}.${d}.`);
    }
    const filter = this.filterFor(model, outer, inner, args.where, true);
    const terms = compileOrderBy(this.registry, outer, model, inner, args.orderBy);
    const keys = (args.distinct ?? []).map((d) => column(inner, d));
    const id = idField(model).name;
    return sql`${column(t, id)} in (select distinct on (${sql.join(keys, sql`, `)}) ${column(inner, id)}
      from ${fromClause(model, inner)} ${filter ? sql`where ${filter}` : sql``}
      order by ${sql.join(keys, sql`, `)}, ${orderClause(model, inner, terms)})`;
  }

  async findFirst(model: ModelDef, args: FindArgs, computed: readonly string[] = [], preloads: readonly Preload[] = [], fields?: readonly string[]): Promise<Row | null> {
    const rows = await this.findMany(model, { ...args, take: 1 }, computed, preloads, fields);
    return rows[0] ?? null;
  }

  async findUnique(model: ModelDef, where: Record<string, unknown>, computed: readonly string[] = [], preloads: readonly Preload[] = [], fields?: readonly string[]): Promise<Row | null> {
    return this.findFirst(model, { where: uniqueWhere(model, where) }, computed, preloads, fields);
  }

  /**
   * The ids of the rows a filter matches that the viewer may read, as a subquery: a read-only
   * summary computed in SQL (the reviews' completion chart) counts over the same row scope and
   * filter as the list it sums up. A role with no read grant is refused, as by findMany.
   */
  visibleIds(model: ModelDef, where: WhereInput | null | undefined): SQL {
    const scope = this.scope();
    const t = aliasTable(model, scope.nextAlias());
    const filter = this.filterFor(model, scope, t, where, true);
    return sql`(select ${column(t, idField(model).name)} from ${fromClause(model, t)} ${filter ? sql`where ${filter}` : sql``})`;
  }

  /**
   * One record as the viewer's policy sees it, as a subquery of at most one row for a
   * hand-written read about that record (its history, modules/audit): `visible`, whether the row
   * scope admits it (findUnique would return it), and the grant flags rowShowsField reads the
   * record's field masks from. No row: no record has that id. A role with no read grant is
   * refused, as by findUnique.
   */
  recordAccess(model: ModelDef, id: string | number): SQL {
    const scope = this.scope();
    const t = aliasTable(model, scope.nextAlias());
    const visible = this.rootScope(model, scope, t);
    const items = [sql`${visible ? sql`coalesce(${visible}, false)` : sql`true`} as "visible"`];
    for (const [flag, cond] of grantFlags(model, scope, t)) items.push(sql`(${cond}) as ${sql.identifier(flag)}`);
    return sql`(select ${sql.join(items, sql`, `)} from ${fromClause(model, t)} where ${column(t, idField(model).name)} = ${id})`;
  }

  async count(model: ModelDef, args: FindArgs): Promise<number> {
    const scope = this.scope();
    const t = aliasTable(model, scope.nextAlias());
    allowPassJoins(scope, t);
    const filter = this.filterFor(model, scope, t, args.where, true);
    const whereSql = filter ? sql`where ${filter}` : sql``;
    const from = sql`${fromClause(model, t)}${passJoins(scope, t)}`;
    let query: SQL;
    if (args.take != null || args.skip != null) {
      query = sql`${passQueries(scope)}select count(*)::int as n from (select 1 from ${from} ${whereSql} ${pageClause(checkPaging(args))}) s`;
    } else {
      query = sql`${passQueries(scope)}select count(*)::int as n from ${from} ${whereSql}`;
    }
    const rows = await queryRows<{ n: number }>(this.ctx.db, query);
    return Number(rows[0].n);
  }

  /**
   * A request-scoped loader for one relation of one model with given arguments: many parents'
   * related rows come back in one query.
   */
  relationLoader(model: ModelDef, name: string, args: FindArgs, computed: readonly string[]): DataLoader<unknown, Row[]> {
    const key = `${model.name}.${name}|${JSON.stringify(args)}|${computed.join(',')}`;
    let loader = this.ctx.loaders.get(key) as DataLoader<unknown, Row[]> | undefined;
    if (!loader) {
      const rel = model.relations![name];
      loader = new DataLoader<unknown, Row[]>((keys) => this.loadRelated(rel, keys, args, computed), { cache: true });
      this.ctx.loaders.set(key, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }

  private async loadRelated(rel: RelationDef, keys: readonly unknown[], args: FindArgs, computed: readonly string[]): Promise<Row[][]> {
    const target = this.registry.get(rel.target);
    const scope = this.scope();
    const t = aliasTable(target, scope.nextAlias());
    const filter = this.filterFor(target, scope, t, args.where, false);
    if (filter === null) return keys.map(() => []);
    const keyField = rel.kind === 'one' ? (rel.references ?? 'id') : rel.field;
    const keyCol = column(t, keyField);
    const where = andAll([sql`${keyCol} = any(${sql.param([...keys])})`, filter]);
    const terms = compileOrderBy(this.registry, scope, target, t, args.orderBy);
    const order = orderClause(target, t, terms);
    let query: SQL;
    if (rel.kind === 'many' && (args.take != null || args.skip != null)) {
      const { take, skip } = checkPaging(args);
      query = sql`select * from (select ${selectList(this.registry, target, scope, t, computed)},
          row_number() over (partition by ${keyCol} order by ${order}) as "__rn"
          from ${fromClause(target, t)} where ${where}) s
        where "__rn" > ${skip} and "__rn" <= ${skip + take} order by "__rn"`;
    } else {
      query = sql`select ${selectList(this.registry, target, scope, t, computed)} from ${fromClause(target, t)} where ${where} order by ${order}`;
    }
    const rows = await queryRows(this.ctx.db, query);
    chargeRows(this.ctx, rows.length);
    const byKey = new Map<string, Row[]>();
    for (const raw of rows) {
      const row = decodeRow(this.registry, target, raw, computed, [], () => {});
      const k = String(row[keyField]);
      const list = byKey.get(k);
      if (list) list.push(row);
      else byKey.set(k, [row]);
    }
    return keys.map((k) => byKey.get(String(k)) ?? []);
  }
}

/** Counts of related rows (visible to the viewer) per parent key, for `_count`. */
export function relationCountLoader(registry: ModelRegistry, ctx: AppContext, model: ModelDef, name: string): DataLoader<unknown, number> {
  const key = `${model.name}._count.${name}`;
  let loader = ctx.loaders.get(key) as DataLoader<unknown, number> | undefined;
  if (!loader) {
    const rel = model.relations![name];
    loader = new DataLoader<unknown, number>(async (keys) => {
      const target = registry.get(rel.target);
      const scope = newScope(ctx.viewer);
      const t = aliasTable(target, scope.nextAlias());
      const visible = rowScope(target, scope, t);
      if (visible === null) return keys.map(() => 0);
      const keyCol = column(t, rel.field);
      const where = andAll([sql`${keyCol} = any(${sql.param([...keys])})`, visible]);
      const rows = await queryRows<{ k: unknown; n: number }>(ctx.db, sql`select ${keyCol} as k, count(*)::int as n from ${fromClause(target, t)} where ${where} group by ${keyCol}`);
      const counts = new Map(rows.map((r) => [String(r.k), Number(r.n)]));
      return keys.map((k) => counts.get(String(k)) ?? 0);
    });
    ctx.loaders.set(key, loader as DataLoader<unknown, unknown>);
  }
  return loader;
}

/**
 * A computed field for rows that were loaded without it, batched by id. The fields of a pass
 * share one loader that reads the pass's values per row: one statement for all of them.
 */
export function computedLoader(ctx: AppContext, model: ModelDef, name: string): { load(id: unknown): Promise<unknown> } {
  const computed = model.computed![name];
  const pass = computed.pass;
  const key = `${model.name}.computed.${pass ? passProperty(pass.of) : name}`;
  let loader = ctx.loaders.get(key);
  if (!loader) {
    const id = idField(model).name;
    loader = new DataLoader<unknown, unknown>(async (keys) => {
      const t = aliasTable(model, 't0');
      const value = pass ? pass.of.ofRow(column(t, pass.of.keyField)) : computed.sql(t as never);
      const rows = await queryRows<{ k: unknown; v: unknown }>(
        ctx.db,
        sql`select ${column(t, id)} as k, ${value} as v from ${fromClause(model, t)} where ${column(t, id)} = any(${sql.param([...keys])})`,
      );
      const values = new Map(rows.map((r) => [String(r.k), r.v]));
      return keys.map((k) => values.get(String(k)) ?? null);
    });
    ctx.loaders.set(key, loader);
  }
  const batched = loader;
  return {
    load: async (rowId) => {
      const v = await batched.load(rowId);
      return decodeComputed(computed.type, pass ? ((v as Record<string, unknown> | null)?.[pass.column] ?? null) : v);
    },
  };
}

/** Checks a WhereUniqueInput (exactly one unique field) and turns it into a where. */
function uniqueWhere(model: ModelDef, where: Record<string, unknown>): WhereInput {
  const allowed = new Set([idField(model).name, ...(model.uniqueFields ?? [])]);
  const entries = Object.entries(where ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length !== 1 || !allowed.has(entries[0][0])) {
    throw badInput(`Identify one ${model.name} by exactly one of: ${[...allowed].join(', ')}.`);
  }
  const [field, value] = entries[0];
  return { [field]: { equals: value } };
}
