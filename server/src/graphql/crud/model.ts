/**
 * A model is one entity of the Prisma-style API: a Drizzle table, the relations the API may
 * traverse, optional computed (read-only) fields, its policy and its domain hooks. The generic
 * layer derives the GraphQL types and resolvers from these definitions.
 */
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GraphQLScalarType } from 'graphql';
import type { EntityPolicy, FieldOf, TableFn } from '../../auth/policy';
import type { Executor } from '../../db/client';
import type { AppContext } from '../context';

export type ScalarType = 'Int' | 'Float' | 'String' | 'Boolean' | 'DateTime' | 'Date' | 'Json';

export interface ScalarField {
  name: string;
  type: ScalarType;
  column: AnyPgColumn;
  nullable: boolean;
  hasDefault: boolean;
  isId: boolean;
  maxLength?: number;
  enumValues?: readonly string[];
  /** A name, title, code or label: no line breaks or control characters (see MULTI_LINE_MIN_LENGTH). */
  singleLine: boolean;
}

/**
 * Text columns of this length or more (descriptions, notes: varchar(1000)) and unbounded `text`
 * columns (answers, instructions) may hold several lines; every shorter varchar is a single-line
 * value (names, titles, codes, addresses, labels: 300 characters at most), which may reach an
 * e-mail subject or a line of its body and so must not carry a line break.
 */
const MULTI_LINE_MIN_LENGTH = 1000;

/**
 * Computed fields that share one pass over other tables (decision 0083); computedPass.ts reads
 * through it. Declared here, with the fields that name it, so a model's definition stands alone.
 */
export interface ComputedPass {
  /** Names the pass in SQL (its WITH query and join aliases) and in rows. */
  name: string;
  /** The model field the pass is keyed by: the grouped pass's `key` column equals it. */
  keyField: string;
  /** One row per key that has values: a `key` column and one column per field. */
  grouped(): SQL;
  /** One key's values as a JSON object with one property per field (a row without records included). */
  ofRow(key: SQL): SQL;
  /** A field's value for a key the grouped pass has no row for (no records): 0 for points. */
  missing: SQL;
}

export interface ComputedField<T = object> {
  type: Exclude<ScalarType, 'Json'>;
  description?: string;
  /** A SQL expression over the (aliased) table: this field alone, for one row. */
  sql: TableFn<T>;
  /**
   * Computed with other fields in one pass over other tables (`column`: this field's column of
   * the pass); the reader asks the pass instead of `sql` where it can (computedPass.ts).
   */
  pass?: { of: ComputedPass; column: string };
}

export type RelationDef =
  /** This row holds the key: `field` is a local column pointing at `references` on the target. */
  | { kind: 'one'; target: string; field: string; references?: string }
  /** Target rows hold the key: `field` is a target column pointing at `references` here. */
  | {
      kind: 'many';
      target: string;
      field: string;
      references?: string;
      /**
       * The number of all target rows of a parent (given its `references` value), as the database
       * keeps it (a counter table): the reader's statement reads it for `_count` instead of
       * counting when the viewer may read every target row; a viewer who may read only some still
       * gets those counted, and so does the batched fallback for rows read without their counts
       * (decision 0114).
       */
      keptCount?: (parentKey: SQL) => SQL;
    };

type WriteAction = 'create' | 'update' | 'delete';

/**
 * A row of table `T` as a model's hooks see it: its columns by name (a misspelled or renamed
 * column fails the typecheck), each value as the writer has it (checked by the hook, as before).
 */
export type RowOf<T extends PgTable> = { [K in keyof T['_']['columns'] & string]?: unknown } & { readonly [tableOfRow]?: T['_']['name'] };

/**
 * Marks a row with its table's name (a type only, never a value): tables share column names
 * (`id`, `title`), and without it one table's hooks would fit a model of another.
 */
declare const tableOfRow: unique symbol;

/** Any model's row, as the generic writer passes it. */
type AnyRow = Record<string, unknown>;

interface WriteEvent<Row extends object = AnyRow> {
  action: WriteAction;
  /** The row before the write (update, delete). */
  before: Row | null;
  /** The row after the write (create, update). */
  after: Row | null;
}

interface HookArgs {
  ctx: AppContext;
  tx: Executor;
}

/** A model's hooks, on rows of its table (`Row`: RowOf); the generic writer calls them with any model's row. */
export interface ModelHooks<Row extends object = AnyRow> {
  /**
   * Runs before a create or update with the validated scalar data; may change it (normalise,
   * fill server-set fields) or throw a client error. `before` is the current row on update.
   */
  beforeWrite?(args: HookArgs & { action: 'create' | 'update'; data: Row; before: Row | null }): Promise<void> | void;
  /** Runs before a delete; may throw to refuse. */
  beforeDelete?(args: HookArgs & { before: Row }): Promise<void> | void;
  /** Runs after each write, inside the same transaction. */
  afterWrite?(args: HookArgs & WriteEvent<Row>): Promise<void> | void;
}

export interface ModelDef {
  /** GraphQL type name (the spec's Prisma model name, e.g. `User`, `Codes`, `CalEvents`). */
  name: string;
  table: PgTable;
  description?: string;
  /** Columns never exposed, readable or filterable by anyone (secrets). */
  hidden?: readonly string[];
  /** Fields only the server sets: readable, never writable through the API. */
  serverSet?: readonly string[];
  computed?: Record<string, ComputedField>;
  relations?: Record<string, RelationDef>;
  /** Extra unique fields accepted in `where` of findUnique/updateOne/deleteOne. */
  uniqueFields?: readonly string[];
  /**
   * Extra root field names for an operation: the plural findMany (`users`), the singular
   * findUnique (`user`), or a name the documents call a write by (`createUser`). The same
   * operation, policy and resolver answer under either name.
   */
  aliases?: Partial<Record<GenericOperation, string>>;
  /**
   * Fields whose type on the object type (output only) is a custom scalar instead of their
   * column's: a status names its workflow's scalar (statusScalar, docs/decisions/0099). Where,
   * order, create and update inputs keep the column's type.
   */
  outputScalars?: Readonly<Record<string, GraphQLScalarType>>;
  /** Messages for constraint violations, by constraint name. */
  constraintMessages?: Record<string, string>;
  /** Generic operations this model offers (default: all). */
  operations?: readonly GenericOperation[];
  policy: EntityPolicy;
  hooks?: ModelHooks;
}

const GENERIC_OPERATIONS = [
  'findMany',
  'findFirst',
  'findUnique',
  'aggregate',
  'createOne',
  'createMany',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
] as const;
export type GenericOperation = (typeof GENERIC_OPERATIONS)[number];

export const READ_OPERATIONS: readonly GenericOperation[] = ['findMany', 'findFirst', 'findUnique', 'aggregate'];
const ALL_OPERATIONS: readonly GenericOperation[] = GENERIC_OPERATIONS;

/**
 * A model, its policy checked against its table: every field a grant names is a column of the
 * table, a relation or a computed field of the model, or the typecheck fails (the policy is
 * typed with FieldOf in its module's policy.ts).
 */
export function defineModel<T extends PgTable, R extends string = never, C extends string = never>(
  def: Omit<ModelDef, 'table' | 'relations' | 'computed' | 'policy' | 'hooks'> & {
    table: T;
    relations?: Record<R, RelationDef>;
    computed?: Record<C, ComputedField<NoInfer<T>>>;
    hooks?: ModelHooks<RowOf<NoInfer<T>>>;
    policy: EntityPolicy<NoInfer<FieldOf<T, R | C>>, NoInfer<T>>;
  },
): ModelDef {
  return def;
}

function scalarTypeOf(column: AnyPgColumn): ScalarType {
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgSerial':
      return 'Int';
    case 'PgDoublePrecision':
    case 'PgReal':
    case 'PgNumeric':
    case 'PgBigInt53':
      return 'Float';
    case 'PgBoolean':
      return 'Boolean';
    case 'PgTimestamp':
      return 'DateTime';
    case 'PgDateString':
      return 'Date';
    case 'PgJsonb':
    case 'PgJson':
      return 'Json';
    default:
      return 'String';
  }
}

const fieldCache = new WeakMap<ModelDef, Map<string, ScalarField>>();

/** The exposed scalar fields of a model (hidden columns removed). */
export function scalarFields(model: ModelDef): Map<string, ScalarField> {
  let fields = fieldCache.get(model);
  if (fields) return fields;
  fields = new Map();
  const hidden = new Set(model.hidden ?? []);
  for (const [name, column] of Object.entries(getTableColumns(model.table)) as [string, AnyPgColumn][]) {
    if (hidden.has(name)) continue;
    const config = column as unknown as { length?: number; enumValues?: readonly string[] };
    const type = scalarTypeOf(column);
    fields.set(name, {
      name,
      type,
      column,
      nullable: !column.notNull,
      hasDefault: column.hasDefault || column.primary,
      isId: column.primary,
      maxLength: typeof config.length === 'number' ? config.length : undefined,
      enumValues: config.enumValues && config.enumValues.length ? config.enumValues : undefined,
      singleLine: type === 'String' && typeof config.length === 'number' && config.length < MULTI_LINE_MIN_LENGTH,
    });
  }
  fieldCache.set(model, fields);
  return fields;
}

export function idField(model: ModelDef): ScalarField {
  for (const f of scalarFields(model).values()) if (f.isId) return f;
  throw new Error(`Model ${model.name} has no primary key`);
}

export function operationsOf(model: ModelDef): readonly GenericOperation[] {
  return model.operations ?? ALL_OPERATIONS;
}
