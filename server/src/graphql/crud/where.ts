/**
 * Compiles a Prisma-style `where` into SQL. Every field it touches must be readable by the viewer
 * (on the rows where it is readable), and every relation it follows is limited to the rows the
 * viewer may see on the other side, so a filter can never reveal what a read would not.
 */
import { not, or, type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { badInput, forbidden } from '../errors';
import {
  aliasTable,
  andAll,
  column,
  fromClause,
  requireFieldScope,
  rowScope,
  type QueryScope,
  type TableRef,
} from './access';
import { computedValue } from './computedPass';
import type { ModelDef, RelationDef } from './model';
import { scalarFields } from './model';
import type { ModelRegistry } from './registry';

export type WhereInput = Record<string, unknown>;

const LOGICAL = new Set(['AND', 'OR', 'NOT']);

/**
 * Whether a filter selects every row, as the compiler reads it: nothing, `{}`, an `AND` of such
 * filters (the web's table sends `{ AND: [] }` when no filter is set) or an empty `NOT`. Any field,
 * and any `OR`, counts as a filter. A kept total stands for the unfiltered rows only (decision 0114).
 */
export function selectsEveryRow(where: WhereInput | null | undefined): boolean {
  if (!where) return true;
  return Object.entries(where).every(([key, value]) => {
    if (value === undefined) return true;
    if (key === 'AND') return asList(value as WhereInput | WhereInput[]).every(selectsEveryRow);
    if (key === 'NOT') return asList(value as WhereInput | WhereInput[]).length === 0;
    return false;
  });
}

/** Makes LIKE wildcards and the escape character match themselves (the default escape is a backslash). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function asList<T>(value: T | T[] | null | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * A value of a field's closed list (its enumValues) as a literal of the statement's text instead
 * of a parameter. A prepared statement's generic plan then knows it: PostgreSQL can use a partial
 * index whose predicate names it (`employment_status <> 'active'`: the expiring reports' count
 * of records not held by a former employee), where with a parameter it found every generic plan
 * dearer and planned each call anew (issue 28). The list is finite and fixed, so this adds at
 * most a few statements to prepare; any other value stays a parameter.
 */
function closedListLiteral(v: unknown, literals: readonly string[] | undefined): SQL | null {
  if (!literals || typeof v !== 'string') return null;
  if (!literals.includes(v)) return null;
  return sql.raw(`'${v.replace(/'/g, "''")}'`);
}

/**
 * One scalar filter object (`{ equals, in, contains, mode, not, ... }`) against an expression.
 * `literals`: the field's closed list of values, written into the text (closedListLiteral).
 */
export function compileScalarFilter(expr: SQL, filter: Record<string, unknown>, fieldLabel: string, literals?: readonly string[]): SQL | undefined {
  const insensitive = filter.mode === 'insensitive';
  const lhs = insensitive ? sql`lower(${expr})` : expr;
  const rhs = (v: unknown) => {
    const value = closedListLiteral(v, literals) ?? sql`${v}`;
    return insensitive && typeof v === 'string' ? sql`lower(${value})` : value;
  };
  const parts: (SQL | undefined)[] = [];
  for (const [op, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    switch (op) {
      case 'mode':
        break;
      case 'equals':
        parts.push(value === null ? sql`${expr} is null` : sql`${lhs} = ${rhs(value)}`);
        break;
      case 'in':
      case 'notIn': {
        const list = asList(value);
        if (list.length === 0) {
          parts.push(op === 'in' ? sql`false` : undefined);
        } else {
          const items = sql.join(list.map(rhs), sql`, `);
          parts.push(op === 'in' ? sql`${lhs} in (${items})` : sql`(${lhs} not in (${items}) or ${expr} is null)`);
        }
        break;
      }
      case 'lt':
        parts.push(sql`${lhs} < ${rhs(value)}`);
        break;
      case 'lte':
        parts.push(sql`${lhs} <= ${rhs(value)}`);
        break;
      case 'gt':
        parts.push(sql`${lhs} > ${rhs(value)}`);
        break;
      case 'gte':
        parts.push(sql`${lhs} >= ${rhs(value)}`);
        break;
      case 'contains':
      case 'startsWith':
      case 'endsWith': {
        if (value === null) throw badInput(`${fieldLabel}.${op} cannot be null.`);
        const text = escapeLike(String(value));
        const pattern = op === 'contains' ? `%${text}%` : op === 'startsWith' ? `${text}%` : `%${text}`;
        // lower() on both sides rather than ILIKE: an index on lower(column) can answer "starts with".
        parts.push(insensitive ? sql`lower(${expr}) like lower(${pattern})` : sql`${expr} like ${pattern}`);
        break;
      }
      case 'not': {
        if (value === null) parts.push(sql`${expr} is not null`);
        else if (typeof value === 'object') {
          const inner = compileScalarFilter(expr, { mode: filter.mode, ...(value as Record<string, unknown>) }, fieldLabel, literals);
          if (inner) parts.push(not(inner));
        } else parts.push(sql`${lhs} <> ${rhs(value)}`);
        break;
      }
      default:
        throw badInput(`Unknown filter ${op} on ${fieldLabel}.`);
    }
  }
  return andAll(parts);
}

/**
 * Bounds on one `where`: each relation filter is a correlated EXISTS, and a few dozen nested ones
 * make a plan that can exhaust the database server's memory (issue 12). The screens need at most
 * two levels (an employee's certifications' codes).
 */
const MAX_RELATION_DEPTH = 4;
const MAX_FILTER_NODES = 200;

export class WhereCompiler {
  private nodes = 0;
  private depth = 0;

  constructor(
    private readonly registry: ModelRegistry,
    private readonly scope: QueryScope,
  ) {}

  compile(model: ModelDef, ref: TableRef, where: WhereInput | null | undefined): SQL | undefined {
    if (!where) return undefined;
    const parts: (SQL | undefined)[] = [];
    const fields = scalarFields(model);
    for (const [key, value] of Object.entries(where)) {
      if (value === undefined) continue;
      if (++this.nodes > MAX_FILTER_NODES) throw badInput(`A filter may have at most ${MAX_FILTER_NODES} conditions.`);
      if (LOGICAL.has(key)) {
        parts.push(this.logical(model, ref, key, value));
        continue;
      }
      const relation = model.relations?.[key];
      const computed = model.computed?.[key];
      if (!fields.has(key) && !relation && !computed) throw badInput(`${model.name} has no field ${key}.`);
      if (value === null) throw badInput(`Filter on ${model.name}.${key} cannot be null.`);
      const visible = requireFieldScope(model, this.scope, ref, key, 'filter');
      const condition = relation
        ? this.relation(model, ref, key, relation, value as Record<string, unknown>)
        : compileScalarFilter(
            computed ? computedValue(model, this.scope, ref, key) : column(ref, key),
            value as Record<string, unknown>,
            `${model.name}.${key}`,
            computed ? undefined : fields.get(key)?.enumValues,
          );
      parts.push(condition && visible ? andAll([visible, condition]) : condition);
    }
    return andAll(parts);
  }

  private logical(model: ModelDef, ref: TableRef, key: string, value: unknown): SQL | undefined {
    const items = asList(value as WhereInput | WhereInput[]).map((w) => this.compile(model, ref, w) ?? sql`true`);
    if (key === 'AND') return andAll(items);
    if (key === 'OR') return items.length === 0 ? sql`false` : or(...items);
    return items.length === 0 ? undefined : not(andAll(items)!);
  }

  /** EXISTS over the related rows the viewer may see, for some/every/none/is/isNot. */
  private relation(model: ModelDef, ref: TableRef, name: string, rel: RelationDef, filter: Record<string, unknown>): SQL | undefined {
    const target = this.registry.get(rel.target);
    const parts: (SQL | undefined)[] = [];
    for (const [op, value] of Object.entries(filter)) {
      if (value === undefined) continue;
      const allowed = rel.kind === 'one' ? ['is', 'isNot'] : ['some', 'every', 'none'];
      if (!allowed.includes(op)) throw badInput(`Unknown relation filter ${op} on ${model.name}.${name}.`);
      if (value === null) {
        if (rel.kind !== 'one') throw badInput(`${model.name}.${name}.${op} cannot be null.`);
        const fk = column(ref, rel.field);
        parts.push(op === 'is' ? sql`${fk} is null` : sql`${fk} is not null`);
        continue;
      }
      const inner = this.existsRelated(model, ref, rel, target, value as WhereInput, op === 'every');
      parts.push(op === 'is' || op === 'some' ? inner : not(inner));
    }
    return andAll(parts);
  }

  private existsRelated(model: ModelDef, ref: TableRef, rel: RelationDef, target: ModelDef, where: WhereInput, negateInner: boolean): SQL {
    const t = aliasTable(target, this.scope.nextAlias());
    const link =
      rel.kind === 'one'
        ? sql`${column(t, rel.references ?? 'id')} = ${column(ref, rel.field)}`
        : sql`${column(t, rel.field)} = ${column(ref, rel.references ?? 'id')}`;
    const visible = rowScope(target, this.scope, t);
    if (visible === null) {
      // The viewer sees none of the related rows: a filter through them would only leak.
      throw forbidden(`You may not filter ${model.name} by ${target.name}.`);
    }
    if (this.depth >= MAX_RELATION_DEPTH) throw badInput(`A filter may go at most ${MAX_RELATION_DEPTH} relations deep.`);
    this.depth++;
    const compiled = this.compile(target, t, where);
    this.depth--;
    const condition = negateInner ? (compiled ? not(compiled) : sql`false`) : compiled;
    return sql`exists (select 1 from ${fromClause(target, t)} where ${andAll([link, visible, condition])})`;
  }
}
