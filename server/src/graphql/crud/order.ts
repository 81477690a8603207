/**
 * Compiles a Prisma-style `orderBy` (a list of `{ field: asc|desc }` or `{ relation: { ... } }`)
 * into ORDER BY expressions. Sorting on a field the viewer may see only on some rows sorts the
 * other rows as if the value were empty, so the order reveals nothing hidden.
 */
import { type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { badInput } from '../errors';
import { aliasTable, andAll, column, fromClause, requireFieldScope, rowScope, type QueryScope, type TableRef } from './access';
import { computedValue } from './computedPass';
import type { ModelDef } from './model';
import { idField, scalarFields } from './model';
import type { ModelRegistry } from './registry';

export type OrderByInput = Record<string, unknown>;

export interface OrderTerm {
  expr: SQL;
  direction: 'asc' | 'desc';
}

export function compileOrderBy(
  registry: ModelRegistry,
  scope: QueryScope,
  model: ModelDef,
  ref: TableRef,
  orderBy: OrderByInput | OrderByInput[] | null | undefined,
): OrderTerm[] {
  const list = orderBy ? (Array.isArray(orderBy) ? orderBy : [orderBy]) : [];
  const terms: OrderTerm[] = [];
  for (const item of list) {
    for (const [key, value] of Object.entries(item)) {
      if (value === undefined || value === null) continue;
      terms.push(...termsFor(registry, scope, model, ref, key, value));
    }
  }
  return terms;
}

function termsFor(registry: ModelRegistry, scope: QueryScope, model: ModelDef, ref: TableRef, key: string, value: unknown): OrderTerm[] {
  const relation = model.relations?.[key];
  const computed = model.computed?.[key];
  if (!scalarFields(model).has(key) && !relation && !computed) throw badInput(`${model.name} has no field ${key} to sort by.`);
  const visible = requireFieldScope(model, scope, ref, key, 'sort');
  if (relation) {
    if (relation.kind !== 'one' || typeof value !== 'object') {
      throw badInput(`${model.name}.${key} can only be sorted through a to-one relation.`);
    }
    const target = registry.get(relation.target);
    const t = aliasTable(target, scope.nextAlias());
    const targetVisible = rowScope(target, scope, t);
    if (targetVisible === null) return [];
    const inner = compileOrderBy(registry, scope, target, t, value as OrderByInput);
    const link = sql`${column(t, relation.references ?? 'id')} = ${column(ref, relation.field)}`;
    return inner.map((term) => ({
      direction: term.direction,
      expr: guard(sql`(select ${term.expr} from ${fromClause(target, t)} where ${andAll([link, targetVisible])} limit 1)`, visible),
    }));
  }
  if (value !== 'asc' && value !== 'desc') throw badInput(`Sort order of ${model.name}.${key} must be asc or desc.`);
  const expr = computed ? computedValue(model, scope, ref, key) : column(ref, key);
  return [{ expr: guard(expr, visible), direction: value }];
}

function guard(expr: SQL, visible: SQL | undefined): SQL {
  return visible ? sql`(case when ${visible} then ${expr} end)` : expr;
}

/** ORDER BY text, with the primary key last so that pages are stable. */
export function orderClause(model: ModelDef, ref: TableRef, terms: OrderTerm[]): SQL {
  const all = [...terms, { expr: column(ref, idField(model).name), direction: 'asc' as const }];
  return sql.join(
    all.map((t) => (t.direction === 'asc' ? sql`${t.expr} asc nulls last` : sql`${t.expr} desc nulls last`)),
    sql`, `,
  );
}
