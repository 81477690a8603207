/**
 * A generic read whose answer the SQL statement writes itself (decision 0105). For a query of
 * one root read (`users(where, take) { ... }`, findFirst, findUnique) whose every selected field
 * is a column, a computed field, a relation read in the same statement (preloads.ts), `_count`
 * or `__typename`, the statement returns the field's JSON text as GraphQL would serialize it,
 * and the server splices it into `{"data":{...}}` without resolving a field: on a baseball card
 * that is about a thousand resolver calls, the decoding of the rows and the encoding of the
 * response saved.
 *
 * The text must be what execution would send, byte for byte. Values are written as GraphQL's
 * scalars serialize them (answerValues.ts); a value SQL cannot write that
 * way (a Float in exponent form, an Int past 32 bits, a date past year 9999) makes the
 * statement fail on purpose, and then the request is executed as usual and answers whatever
 * GraphQL answers (an error, usually). Field masks are `case when <grant flag>` over the flags
 * the reader computes per row anyway; row scopes are the reader's. Anything not planned here
 * (directives, fragments on other types, several root fields, mutations, a field the schema
 * promises non-null that could be null, Json values, custom scalars) returns null: executed as
 * usual. The server suite executes every answer written here again and compares
 * (`VERIFY_SQL_ANSWERS`, http/sqlAnswers.ts).
 */
import { clock } from '@portal/common';
import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isNonNullType,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { type SQL } from 'drizzle-orm';
import type { Role } from '@portal/common';
import { queryRows } from '../../db/client';
import { sql } from '../../db/sql';
import { precompiledSql, sqlText, type Query } from '../../db/sqlText';
import type { AppContext } from '../context';
import type { OperationAccess, WrittenPageDef } from '../module';
import { fieldVisibility, type FieldVisibility } from './access';
import { columnText, computedText, masked } from './answerValues';
import type { FindArgs } from './findArgs';
import { scalarFields, type ModelDef } from './model';
import { MAX_PRELOAD_DEPTH, preloadProperty, type Preload } from './preloads';
import { MAX_ROWS_PER_REQUEST, Reader, summaryColumn, uniqueWhere } from './read';
import type { ModelRegistry } from './registry';
import { countProperty } from './selection';
import { passProperty } from './computedPass';
import { CompiledAnswers, type BuiltAnswer } from './compiledAnswers';

/**
 * The generic read a root field runs, or the report page it answers (`operation` 'page', with
 * its written page and access rule), if it is one (the schema's access map knows).
 */
export type GenericReadOf = (rootField: string) => { model: ModelDef; operation: string; page?: WrittenPageDef; access?: OperationAccess } | undefined;

/** One object's planned answer: what the reader must select, and the object's text over its row. */
interface ObjectPlan {
  computed: Set<string>;
  fields: Set<string>;
  preloads: Preload[];
  /**
   * The object's JSON text, over the row's columns as `row`; `joined`: computed fields the
   * statement read from a joined pass (own columns; only a root read joins one).
   */
  text(row: SQL, joined?: ReadonlySet<string>): SQL;
  /** Rows read under this row (its relations', hidden ones included), as the reader charges them. */
  rowsUnder(row: SQL): SQL;
}

/** One field's text over the row (`joined`: see ObjectPlan.text). */
type Part = (row: SQL, joined: ReadonlySet<string>) => SQL;
const NONE: ReadonlySet<string> = new Set();

/**
 * The texts of a selection (its objects, their relations' arrays, the rows under them) hold no
 * parameter: they depend on the document's nodes, the role and the row's alias (always the
 * reader's `s`), not on the variables. Yoga keeps parsed documents, so they are built and
 * rendered to SQL text once per node and role, and a screen's next request reuses the text:
 * building them anew per request made a card's garbage collection take a fifth of its CPU.
 */
const renderedTexts = new WeakMap<FieldNode, Map<string, SQL>>();
const NO_CASING = {
  getColumnCasing(): string {
    throw new Error('An answer text names its columns itself.');
  },
};

function rendered(node: FieldNode, key: string, build: () => SQL): SQL {
  let byKey = renderedTexts.get(node);
  if (!byKey) renderedTexts.set(node, (byKey = new Map()));
  let text = byKey.get(key);
  if (!text) {
    const built = build();
    const query = sqlText(built, NO_CASING);
    text = query && query.params.length === 0 ? sql.raw(query.sql) : built;
    byKey.set(key, text);
  }
  return text;
}

const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

class AnswerPlanner {
  constructor(
    private readonly registry: ModelRegistry,
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, SelectionSetNode & { typeCondition: string }>,
    private readonly variables: Record<string, unknown>,
    private readonly role: Role,
  ) {}

  /**
   * The fields under these nodes by response key, in the order GraphQL answers them (fragment
   * spreads and inline fragments on the same type followed); null for directives or a
   * fragment on another type.
   */
  selectedFields(nodes: readonly FieldNode[], typeName: string): Map<string, FieldNode[]> | null {
    const fields = new Map<string, FieldNode[]>();
    const visit = (set: SelectionSetNode | undefined): boolean => {
      for (const s of set?.selections ?? []) {
        if (s.directives?.length) return false;
        if (s.kind === 'Field') {
          const key = s.alias?.value ?? s.name.value;
          fields.set(key, [...(fields.get(key) ?? []), s]);
        } else if (s.kind === 'InlineFragment') {
          if (s.typeCondition && s.typeCondition.name.value !== typeName) return false;
          if (!visit(s.selectionSet)) return false;
        } else {
          const fragment = this.fragments.get(s.name.value);
          if (!fragment || fragment.typeCondition !== typeName || !visit(fragment)) return false;
        }
      }
      return true;
    };
    for (const node of nodes) if (!visit(node.selectionSet)) return null;
    return fields;
  }

  /** The answer of one object of `model` with this selection, or null when not written here. */
  plan(model: ModelDef, nodes: readonly FieldNode[], depth: number): ObjectPlan | null {
    const type = this.schema.getType(model.name) as GraphQLObjectType | undefined;
    const byKey = type && this.selectedFields(nodes, model.name);
    if (!type || !byKey) return null;
    const plan: ObjectPlan = { computed: new Set(), fields: new Set(), preloads: [], text: () => sql``, rowsUnder: () => sql`0` };
    const parts: Part[] = [];
    const counted: ((row: SQL) => SQL)[] = [];
    for (const [key, fieldNodes] of byKey) {
      const name = fieldNodes[0].name.value;
      const part = this.fieldPart(model, type, plan, key, name, fieldNodes, depth, counted);
      if (!part) return null;
      parts.push((row, joined) => sql`${literal(`${JSON.stringify(key)}:`)} || ${part(row, joined)}`);
    }
    const at = `${this.role}|${depth}`;
    plan.text = (row, joined = NONE) =>
      rendered(nodes[0], `${at}|text|${[...joined].join(',')}`, () =>
        parts.length ? sql`'{' || ${sql.join(parts.map((p) => p(row, joined)), sql` || ',' || `)} || '}'` : sql`'{}'`,
      );
    plan.rowsUnder = (row) => rendered(nodes[0], `${at}|rows`, () => (counted.length ? sql.join(counted.map((c) => c(row)), sql` + `) : sql`0`));
    return plan;
  }

  private fieldPart(
    model: ModelDef,
    type: GraphQLObjectType,
    plan: ObjectPlan,
    key: string,
    name: string,
    fieldNodes: FieldNode[],
    depth: number,
    counted: ((row: SQL) => SQL)[],
  ): Part | null {
    if (name === '__typename') return () => literal(JSON.stringify(model.name));
    const fieldDef = type.getFields()[name];
    if (!fieldDef) return null;
    const nonNull = isNonNullType(fieldDef.type);
    const visibility = fieldVisibility(model, this.role, name);
    const column = (row: SQL) => sql`${row}.${sql.identifier(name)}`;
    const scalar = scalarFields(model).get(name);
    if (scalar) {
      // A field the schema promises must have a value on every row this role reads.
      if (model.outputScalars?.[name] || (nonNull && (scalar.nullable || visibility !== true))) return null;
      if (!columnText(scalar, sql`x`)) return null;
      plan.fields.add(name);
      return (row) => masked(visibility, row, columnText(scalar, column(row))!, sql`'null'`);
    }
    const computed = model.computed?.[name];
    if (computed) {
      if (nonNull || !computedText(computed.type, sql`x`)) return null;
      plan.computed.add(name);
      // The value is its own column, or (a pass asked per row) a property of the pass's object.
      const pass = computed.pass;
      const value = (row: SQL, joined: ReadonlySet<string>) =>
        pass && !joined.has(name) ? sql`(${row}.${sql.identifier(passProperty(pass.of))}->>${literal(pass.column)})` : column(row);
      return (row, joined) => masked(visibility, row, computedText(computed.type, value(row, joined))!, sql`'null'`);
    }
    const relation = model.relations?.[name];
    if (relation) return this.relationPart(model, plan, key, name, fieldDef, fieldNodes, depth, counted, visibility);
    if (name === '_count') return this.countPart(model, fieldNodes, plan);
    return null;
  }

  private relationPart(
    model: ModelDef,
    plan: ObjectPlan,
    key: string,
    name: string,
    fieldDef: GraphQLField<unknown, unknown>,
    fieldNodes: FieldNode[],
    depth: number,
    counted: ((row: SQL) => SQL)[],
    visibility: FieldVisibility,
  ): ((row: SQL) => SQL) | null {
    const relation = model.relations![name];
    const many = relation.kind === 'many';
    if (depth + 1 > MAX_PRELOAD_DEPTH || (!many && isNonNullType(fieldDef.type))) return null;
    const nested = this.plan(this.registry.get(relation.target), fieldNodes, depth + 1);
    if (!nested) return null;
    const args = many ? (getArgumentValues(fieldDef, fieldNodes[0], this.variables) as FindArgs) : {};
    plan.preloads.push({
      key,
      relation: name,
      args,
      computed: [...nested.computed],
      fields: [...nested.fields],
      nested: nested.preloads,
      // The relation's value is an array of two texts: the JSON, and the rows read under it.
      answer: (row) =>
        rendered(fieldNodes[0], `${this.role}|${depth}|answer`, () =>
          many
            ? sql`array[coalesce('[' || string_agg(${nested.text(row)}, ',' order by ${row}."__ord") || ']', '[]'), (count(*) + coalesce(sum(${nested.rowsUnder(row)}), 0))::text]`
            : sql`array[${nested.text(row)}, (1 + ${nested.rowsUnder(row)})::text]`,
        ),
    });
    const property = (row: SQL) => sql`${row}.${sql.identifier(preloadProperty(key))}`;
    // The reader charges a relation's rows to the request's budget whether or not it shows them.
    counted.push((row) => sql`coalesce((${property(row)})[2]::int, 0)`);
    const empty = many ? sql`'[]'` : sql`'null'`;
    return (row) => masked(visibility, row, sql`coalesce((${property(row)})[1], ${empty})`, empty);
  }

  /** `_count { relation ... }`: the counts read with the row, 0 where the relation is hidden (as countResolvers). */
  private countPart(model: ModelDef, fieldNodes: FieldNode[], plan: ObjectPlan): ((row: SQL) => SQL) | null {
    const typeName = `${model.name}Count`;
    const byKey = this.selectedFields(fieldNodes, typeName);
    if (!byKey) return null;
    const parts: ((row: SQL) => SQL)[] = [];
    for (const [key, nodes] of byKey) {
      const name = nodes[0].name.value;
      const head = literal(`${JSON.stringify(key)}:`);
      if (name === '__typename') {
        parts.push(() => sql`${head} || ${literal(JSON.stringify(typeName))}`);
        continue;
      }
      if (model.relations?.[name]?.kind !== 'many') return null;
      plan.computed.add(countProperty(name));
      const visibility = fieldVisibility(model, this.role, name);
      parts.push((row) => sql`${head} || ${masked(visibility, row, sql`(${row}.${sql.identifier(countProperty(name))})::text`, sql`'0'`)}`);
    }
    return (row) => (parts.length ? sql`'{' || ${sql.join(parts.map((p) => p(row)), sql` || ',' || `)} || '}'` : sql`'{}'`);
  }
}

/** A root field of the operation and the generic read it runs. */
interface RootRead {
  node: FieldNode;
  key: string;
  model: ModelDef;
  operation: string;
  args: Record<string, unknown>;
  page?: WrittenPageDef;
  access?: OperationAccess;
}

/**
 * The list of a pair (`users(where: W, take)` with `aggregateUser(where: W) { _count { _all } }`,
 * as the paged screens ask, pairedTotal.ts): the count beside it needs the same model and where
 * and no paging. Null when the fields are not such a pair.
 */
function pairedList(roots: RootRead[]): { list: RootRead; count: RootRead } | null {
  const list = roots.find((r) => r.operation === 'findMany');
  const count = roots.find((r) => r.operation === 'aggregate');
  if (roots.length !== 2 || !list || !count || list.model !== count.model || list.key === count.key) return null;
  if (count.args.take != null || count.args.skip != null) return null;
  return JSON.stringify(list.args.where ?? null) === JSON.stringify(count.args.where ?? null) ? { list, count } : null;
}

/** `{ _count { _all } }` of an aggregate (aliases and `__typename` included) for a known total, or null for anything else. */
function countText(planner: AnswerPlanner, count: RootRead, total: number): string | null {
  const typeName = `Aggregate${count.model.name}`;
  const outer = planner.selectedFields([count.node], typeName);
  if (!outer) return null;
  const parts: string[] = [];
  for (const [key, nodes] of outer) {
    const name = nodes[0].name.value;
    if (name === '__typename') parts.push(`${JSON.stringify(key)}:${JSON.stringify(typeName)}`);
    else if (name !== '_count') return null;
    else {
      const inner = planner.selectedFields(nodes, `${count.model.name}CountAggregate`);
      if (!inner) return null;
      const counts: string[] = [];
      for (const [innerKey, innerNodes] of inner) {
        const innerName = innerNodes[0].name.value;
        if (innerName === '__typename') counts.push(`${JSON.stringify(innerKey)}:${JSON.stringify(`${count.model.name}CountAggregate`)}`);
        else if (innerName === '_all') counts.push(`${JSON.stringify(innerKey)}:${total}`);
        else return null;
      }
      parts.push(`${JSON.stringify(key)}:{${counts.join(',')}}`);
    }
  }
  return `{${parts.join(',')}}`;
}

/**
 * An answer statement's one row (Reader.answerPageQuery): the page's rows' JSON texts joined by
 * commas, how many, the rows read under them, the page's total and summaries.
 */
type AnswerRow = { answers: string; count: number; rows: number; total?: number } & Record<string, unknown>;

/** A number per parsed document, for the compiled statements' keys (Yoga keeps parsed documents). */
const documentIds = new WeakMap<DocumentNode, number>();
let lastDocumentId = 0;
const documentId = (document: DocumentNode) => documentIds.get(document) ?? (documentIds.set(document, ++lastDocumentId), lastDocumentId);

/** Statements compiled per document shape (compiledAnswers.ts); made by the server's plugin (http/sqlAnswers.ts). */
export type AnswerStatements = CompiledAnswers<AnswerRow>;
export const answerStatements = (verify: boolean): AnswerStatements => new CompiledAnswers<AnswerRow>(verify);

/**
 * The response body (`{"data":{...}}`) of a query the statement can write, or null when it must
 * be executed as usual: one root read (findMany, findFirst, findUnique), or a list with the
 * count of its rows (one statement, as pairedTotal.ts reads them). Errors of any kind (a refused
 * read, a value SQL does not write, a lost connection) also mean "execute as usual", which then
 * answers as GraphQL does. The statement is built once per document shape (compiledAnswers.ts).
 */
export async function answerText(
  registry: ModelRegistry,
  genericReadOf: GenericReadOf,
  statements: AnswerStatements,
  ctx: AppContext,
  request: { schema: GraphQLSchema; document: DocumentNode; variableValues?: Record<string, unknown> | null; operationName?: string | null },
): Promise<string | null> {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  const operation = getOperationAST(request.document, request.operationName);
  if (!operation || operation.operation !== 'query' || operation.directives?.length) return null;
  const selections = operation.selectionSet.selections;
  if (selections.length > 2 || selections.some((s) => s.kind !== 'Field' || s.directives?.length)) return null;
  // Everything besides the variables a statement's text or values may depend on (compiledAnswers.ts).
  const today = clock.today();
  // The viewer's properties the policies' row scopes use (id, employee number) and their role.
  const base = `${documentId(request.document)}|${request.operationName ?? ''}|${viewer.id}|${viewer.employeeNumber}|${viewer.role}|${clock.timeZone()}|${today}`;
  // Shapes are of the variables as sent: coercing them (a where input has dozens of fields to
  // visit) is part of the build, which a compiled shape skips. Coercion is a function of what
  // was sent, and a string whose value coercion checks (an enum, a date) fails the probe, so
  // it is kept in the shape and any other value of it is built (and refused) afresh.
  const statement = statements.statement(base, request.variableValues ?? {}, (variables) => {
    const coerced = getVariableValues(request.schema, operation.variableDefinitions ?? [], variables);
    if (coerced.errors) return null;
    return buildAnswer(registry, genericReadOf, ctx, request.schema, request.document, selections as FieldNode[], coerced.coerced, today);
  });
  if (!statement) return null;
  return statement.finish(await queryRows<AnswerRow>(ctx.db, precompiledSql(statement.query)));
}

/** The statement of an answer for these variables, and what makes the body of its rows; null when not written by SQL. */
function buildAnswer(
  registry: ModelRegistry,
  genericReadOf: GenericReadOf,
  ctx: AppContext,
  schema: GraphQLSchema,
  document: DocumentNode,
  selections: readonly FieldNode[],
  variables: Record<string, unknown>,
  today: string,
): BuiltAnswer<AnswerRow> | null {
  const queryType = schema.getQueryType();
  if (!queryType) return null;
  const roots: RootRead[] = [];
  for (const node of selections) {
    const read = genericReadOf(node.name.value);
    const field = queryType.getFields()[node.name.value];
    if (!read || !field) return null;
    roots.push({ ...read, node, key: node.alias?.value ?? node.name.value, args: getArgumentValues(field, node, variables) });
  }
  const fragments = new Map<string, SelectionSetNode & { typeCondition: string }>();
  for (const d of document.definitions) {
    if (d.kind === 'FragmentDefinition') fragments.set(d.name.value, { ...d.selectionSet, typeCondition: d.typeCondition.name.value });
  }
  const planner = new AnswerPlanner(registry, schema, fragments, variables, ctx.viewer!.role);
  const pair = pairedList(roots);
  const [root] = roots;
  if (roots.length === 1 && root.page) return buildPageAnswer(registry, ctx, planner, root, queryType, today);
  if (!pair && (roots.length !== 1 || !['findMany', 'findFirst', 'findUnique'].includes(root.operation))) return null;
  const list = pair?.list ?? root;
  const plan = planner.plan(list.model, [list.node], 0);
  if (!plan) return null;
  const args = list.args as FindArgs;
  const pageArgs =
    list.operation === 'findMany'
      ? args
      : list.operation === 'findFirst'
        ? { ...args, take: 1 }
        : { where: uniqueWhere(list.model, args.where as Record<string, unknown>), take: 1 };
  const reader = new Reader(registry, ctx);
  const statement = reader.answerPageQuery(list.model, pageArgs, [...plan.computed], plan.preloads, [...plan.fields], plan.text, plan.rowsUnder, !!pair);
  const query = (ctx.db as unknown as { dialect: { sqlToQuery(query: SQL): Query } }).dialect.sqlToQuery(statement);
  // What follows depends on the document's nodes and the rows only, so a compiled shape reuses it.
  const keys = roots.map((r) => JSON.stringify(r.key));
  const finish = ([page]: AnswerRow[]): string | null => {
    const count = Number(page.count);
    // The row budget, as the reader charges it: a page that reads too many rows is executed and refused there.
    if (count + Number(page.rows) > MAX_ROWS_PER_REQUEST) return null;
    const values = new Map<RootRead, string>();
    values.set(list, list.operation === 'findMany' ? `[${page.answers}]` : count ? page.answers : 'null');
    if (pair) {
      // An empty page carries no total (the executed pair then counts apart).
      const counted = count ? countText(planner, pair.count, Number(page.total)) : null;
      if (counted === null) return null;
      values.set(pair.count, counted);
    }
    return `{"data":{${roots.map((r, i) => `${keys[i]}:${values.get(r)}`).join(',')}}}`;
  };
  return { query, finish };
}

/**
 * A report page written by SQL (module.ts's WrittenPage): the page type's `rows` planned as a
 * list's objects, `total` and the summaries read in the same statement, `__typename`. The
 * operation's access rule and argument checks are the resolver's; anything else (a refused
 * role or argument, a field besides these, an empty page, whose total and summaries no row
 * carries) is executed as usual.
 */
function buildPageAnswer(registry: ModelRegistry, ctx: AppContext, planner: AnswerPlanner, root: RootRead, queryType: GraphQLObjectType, today: string): BuiltAnswer<AnswerRow> | null {
  const role = ctx.viewer!.role;
  if (root.access !== 'authenticated' && !(Array.isArray(root.access) && root.access.includes(role))) return null;
  const pageType = getNamedType(queryType.getFields()[root.node.name.value].type) as GraphQLObjectType;
  const shown = planner.selectedFields([root.node], pageType.name);
  if (!shown) return null;
  const names = new Set([...shown.values()].map((nodes) => nodes[0].name.value));
  const rowKeys = [...shown].filter(([, nodes]) => nodes[0].name.value === 'rows');
  if (rowKeys.length !== 1) return null;
  const read = root.page!.page(root.args, today, names);
  const plan = read && planner.plan(root.model, rowKeys[0][1], 0);
  if (!read || !plan) return null;
  const statement = new Reader(registry, ctx).answerPageQuery(root.model, read.args, [...plan.computed], plan.preloads, [...plan.fields], plan.text, plan.rowsUnder, read.keptTotal ? { kept: read.keptTotal } : true, read.summaries);
  const query = (ctx.db as unknown as { dialect: { sqlToQuery(query: SQL): Query } }).dialect.sqlToQuery(statement);
  const summaries = new Set(read.summaries.map(([name]) => name));
  const finish = ([page]: AnswerRow[]): string | null => {
    const count = Number(page.count);
    if (count === 0 || count + Number(page.rows) > MAX_ROWS_PER_REQUEST) return null;
    const parts: string[] = [];
    for (const [key, nodes] of shown) {
      const name = nodes[0].name.value;
      let text: string | null;
      if (name === 'rows') text = `[${page.answers}]`;
      else if (name === 'total') text = String(Number(page.total));
      else if (name === '__typename') text = JSON.stringify(pageType.name);
      else if (summaries.has(name) && root.page!.summaries?.[name]) {
        const itemType = getNamedType(pageType.getFields()[name].type) as GraphQLObjectType;
        text = plainObjectsText(planner, root.page!.summaries[name](page[summaryColumn(name)], today), nodes, itemType);
      } else text = null;
      if (text === null) return null;
      parts.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{"data":{${JSON.stringify(root.key)}:{${parts.join(',')}}}}`;
  };
  return { query, finish };
}

/** A list of plain objects of String, Int and Boolean fields as GraphQL writes them (null: a field it cannot write here). */
function plainObjectsText(planner: AnswerPlanner, items: Record<string, unknown>[], nodes: readonly FieldNode[], type: GraphQLObjectType): string | null {
  const shown = planner.selectedFields(nodes, type.name);
  if (!shown) return null;
  const writers: ((item: Record<string, unknown>) => string | null)[] = [];
  for (const [key, fieldNodes] of shown) {
    const name = fieldNodes[0].name.value;
    const head = `${JSON.stringify(key)}:`;
    if (name === '__typename') {
      writers.push(() => `${head}${JSON.stringify(type.name)}`);
      continue;
    }
    const scalar = getNamedType(type.getFields()[name]?.type);
    if (!scalar || !['String', 'Int', 'Boolean'].includes(scalar.name)) return null;
    writers.push((item) => {
      const value = item[name];
      if (value === null || value === undefined) return null;
      const ok = scalar.name === 'String' ? typeof value === 'string' : scalar.name === 'Int' ? Number.isInteger(value) && Math.abs(value as number) < 2 ** 31 : typeof value === 'boolean';
      return ok ? `${head}${JSON.stringify(value)}` : null;
    });
  }
  const texts: string[] = [];
  for (const item of items) {
    const fields = writers.map((write) => write(item));
    if (fields.some((f) => f === null)) return null;
    texts.push(`{${fields.join(',')}}`);
  }
  return `[${texts.join(',')}]`;
}
