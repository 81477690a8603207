/**
 * Writes for the generic layer: create, update and delete, with nested writes through
 * relations. Everything one mutation does runs in one transaction; each row written is checked
 * against its own model's policy (fields and rows, before and after), validated, passed to the
 * model's hooks and recorded in the audit log.
 */
import { clock } from '@portal/common';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { recordAudit, recordAudits } from '../../lib/audit';
import type { RowScope, WriteGrant } from '../../auth/policy';
import type { AppContext } from '../context';
import type { Viewer } from '../../auth/viewer';
import { badInput, forbidden, notFound } from '../errors';
import { label } from './labels';
import type { ModelDef, RelationDef } from './model';
import { idField, scalarFields } from './model';
import { Reader } from './read';
import type { ModelRegistry } from './registry';
import { validateScalar } from './validate';

type Data = Record<string, unknown>;
type AnyRow = Record<string, unknown>;

/** When a write happens through a parent's relation: the key that ties the child to it. */
interface ParentLink {
  field: string;
  value: unknown;
}

function table(model: ModelDef): PgTable & Record<string, SQL> {
  return model.table as unknown as PgTable & Record<string, SQL>;
}

function col(model: ModelDef, field: string) {
  return (model.table as unknown as Record<string, SQL>)[field];
}

function hasColumn(model: ModelDef, field: string): boolean {
  return field in (model.table as unknown as Record<string, unknown>);
}

export class Writer {
  private readonly viewer: Viewer;

  constructor(
    private readonly registry: ModelRegistry,
    private readonly ctx: AppContext,
    private readonly tx: Executor,
  ) {
    if (!ctx.viewer) throw forbidden();
    this.viewer = ctx.viewer;
  }

  /** A model of the API by name, for hand-written operations. */
  model(name: string): ModelDef {
    return this.registry.get(name);
  }

  /** A reader inside this transaction (PGlite allows no second connection while it is open). */
  reader(): Reader {
    return new Reader(this.registry, { ...this.ctx, db: this.tx as AppContext['db'] });
  }

  /** Refuses up front when the role holds no grant at all for this kind of write. */
  requireGrant(model: ModelDef, action: 'create' | 'update' | 'delete'): void {
    const policy = model.policy;
    const held = action === 'create' ? !!policy.create?.[this.viewer.role] : action === 'update' ? !!policy.update?.[this.viewer.role]?.length : !!policy.delete?.[this.viewer.role];
    if (!held) throw forbidden(`You may not ${action === 'update' ? 'edit' : action} ${model.name}.`);
  }

  async create(model: ModelDef, data: Data, parent?: ParentLink): Promise<AnyRow> {
    this.requireGrant(model, 'create');
    const grant = model.policy.create![this.viewer.role]!;
    const allowed = new Set(grant.fields);
    const { scalars, relations } = await this.split(model, data, allowed, 'create', parent);
    // What the client must send is checked before the domain hooks run, so they see complete
    // input; what the hooks fill in (server-set fields) is checked again after them.
    this.requireMandatory(model, scalars, new Set(model.serverSet ?? []));
    await model.hooks?.beforeWrite?.({ ctx: this.ctx, tx: this.tx, action: 'create', data: scalars, before: null });
    this.requireMandatory(model, scalars);
    const [row] = (await this.tx.insert(table(model)).values(scalars).returning()) as AnyRow[];
    const id = row[idField(model).name];
    if (grant.rows) await this.requireInScope(model, id, grant.rows, 'create this');
    await this.applyToMany(model, row, relations);
    await this.audit(model, 'create', null, row);
    await model.hooks?.afterWrite?.({ ctx: this.ctx, tx: this.tx, action: 'create', before: null, after: row });
    return row;
  }

  async update(model: ModelDef, where: Data, data: Data, parent?: ParentLink): Promise<AnyRow> {
    this.requireGrant(model, 'update');
    const before = await this.lockRow(model, where, parent);
    const id = before[idField(model).name];
    const grants = await this.updateGrantsFor(model, id);
    const { scalars, relations } = await this.split(model, data, new Set(grants.flatMap((g) => g.fields)), 'update', parent);
    if (Object.keys(scalars).length > 0 && hasColumn(model, 'updatedAt')) scalars.updatedAt = clock.now();
    await model.hooks?.beforeWrite?.({ ctx: this.ctx, tx: this.tx, action: 'update', data: scalars, before });
    let after = before;
    if (Object.keys(scalars).length > 0) {
      [after] = (await this.tx.update(table(model)).set(scalars).where(eq(col(model, idField(model).name), id)).returning()) as AnyRow[];
      // The row must still be one the viewer may edit (no moving rows out of one's own reach).
      if ((await this.updateGrantsFor(model, id, false)).length === 0) throw forbidden(`You may not edit this ${model.name}.`);
    }
    await this.applyToMany(model, after, relations);
    if (Object.keys(scalars).length > 0) {
      await this.audit(model, 'update', before, after);
      await model.hooks?.afterWrite?.({ ctx: this.ctx, tx: this.tx, action: 'update', before, after });
    }
    return after;
  }

  /**
   * Whether the model's policy lets the viewer edit this row (some update grant covers it), for
   * hand-written operations that act under the same rule without going through update().
   */
  async mayUpdate(model: ModelDef, id: unknown): Promise<boolean> {
    return (await this.updateGrantsFor(model, id, false)).length > 0;
  }

  /** The role's update grants that cover this row (refused when none does). */
  private async updateGrantsFor(model: ModelDef, id: unknown, refuse = true): Promise<WriteGrant[]> {
    const grants = (model.policy.update?.[this.viewer.role] ?? []) as readonly WriteGrant[];
    const covering: WriteGrant[] = [];
    for (const g of grants) if (await this.inScope(model, id, g.rows)) covering.push(g);
    if (covering.length === 0 && refuse) throw forbidden(`You may not edit this ${model.name}.`);
    return covering;
  }

  async delete(model: ModelDef, where: Data, parent?: ParentLink): Promise<AnyRow> {
    this.requireGrant(model, 'delete');
    const scope = model.policy.delete![this.viewer.role]!;
    const before = await this.lockRow(model, where, parent);
    const id = before[idField(model).name];
    await this.requireInScope(model, id, scope, 'delete this');
    await model.hooks?.beforeDelete?.({ ctx: this.ctx, tx: this.tx, before });
    await this.tx.delete(table(model)).where(eq(col(model, idField(model).name), id));
    await this.audit(model, 'delete', before, null);
    await model.hooks?.afterWrite?.({ ctx: this.ctx, tx: this.tx, action: 'delete', before, after: null });
    return before;
  }

  /**
   * `updateMany`: the same change to every row the `where` matches among those the viewer may
   * read. Models with domain hooks are written row by row (their rules look at each row); the
   * others in a few set-based statements, whatever the number of rows: lock and read them,
   * check that a grant covering the changed fields covers every row before and after, update,
   * and one audit insert.
   */
  async updateMany(model: ModelDef, where: Data | null | undefined, data: Data): Promise<number> {
    this.requireGrant(model, 'update');
    const ids = await this.idsMatching(model, where);
    if (model.hooks || Object.keys(data ?? {}).some((key) => model.relations?.[key])) {
      for (const id of ids) await this.update(model, { [idField(model).name]: id }, data);
      return ids.length;
    }
    if (ids.length === 0) return 0;
    const grants = ((model.policy.update?.[this.viewer.role] ?? []) as readonly WriteGrant[]).filter((g) =>
      Object.keys(data ?? {}).every((key) => data[key] === undefined || g.fields.includes(key) || (model.serverSet ?? []).includes(key)),
    );
    if (grants.length === 0) throw forbidden(`You may not make this change to ${model.name}.`);
    const { scalars } = await this.split(model, data, new Set(grants.flatMap((g) => g.fields)), 'update');
    if (Object.keys(scalars).length === 0) return ids.length;
    if (hasColumn(model, 'updatedAt')) scalars.updatedAt = clock.now();
    const idCol = col(model, idField(model).name);
    const before = (await this.tx.select().from(table(model)).where(inArray(idCol, ids)).orderBy(idCol).for('update')) as AnyRow[];
    await this.requireAllInScope(model, ids, grants, 'edit these');
    const after = (await this.tx.update(table(model)).set(scalars).where(inArray(idCol, ids)).returning()) as AnyRow[];
    await this.requireAllInScope(model, ids, grants, 'edit these');
    const afterById = new Map(after.map((row) => [row[idField(model).name], row]));
    await this.auditMany(model, 'update', before.map((row) => [row, afterById.get(row[idField(model).name]) ?? null]));
    return after.length;
  }

  /** `deleteMany`: set-based like `updateMany`, row by row for models with domain hooks. */
  async deleteMany(model: ModelDef, where: Data | null | undefined): Promise<number> {
    this.requireGrant(model, 'delete');
    const ids = await this.idsMatching(model, where);
    if (model.hooks) {
      for (const id of ids) await this.delete(model, { [idField(model).name]: id });
      return ids.length;
    }
    if (ids.length === 0) return 0;
    const idCol = col(model, idField(model).name);
    const before = (await this.tx.select().from(table(model)).where(inArray(idCol, ids)).orderBy(idCol).for('update')) as AnyRow[];
    await this.requireAllInScope(model, ids, [{ rows: model.policy.delete![this.viewer.role]! }], 'delete these');
    await this.tx.delete(table(model)).where(inArray(idCol, ids));
    await this.auditMany(model, 'delete', before.map((row) => [row, null]));
    return before.length;
  }

  /** Every row must be inside the scope of at least one of the grants. */
  private async requireAllInScope(model: ModelDef, ids: unknown[], grants: readonly { rows: RowScope }[], action: string) {
    if (grants.some((g) => g.rows === 'all')) return;
    const scopes = grants.map((g) => (g.rows as Exclude<RowScope, 'all'>)(this.viewer, model.table));
    const [{ covered }] = (await this.tx
      .select({ covered: sql<number>`count(*)::int` })
      .from(table(model))
      .where(and(inArray(col(model, idField(model).name), ids), or(...scopes)))) as { covered: number }[];
    if (covered !== ids.length) throw forbidden(`You may not ${action} ${model.name} records.`);
  }

  /** Ids of the rows a `where` matches among those the viewer may read. */
  async idsMatching(model: ModelDef, where: Data | null | undefined): Promise<unknown[]> {
    const rows = await this.reader().findMany(model, { where: where ?? undefined });
    return rows.map((r) => r[idField(model).name]);
  }

  /** Finds the row by a unique key among the rows the viewer may read, and locks it. */
  private async lockRow(model: ModelDef, where: Data, parent?: ParentLink): Promise<AnyRow> {
    const visible = await this.reader().findUnique(model, where);
    const id = visible?.[idField(model).name];
    if (id === undefined || (parent && visible?.[parent.field] !== parent.value)) {
      throw notFound(`${model.name} not found.`);
    }
    const [row] = (await this.tx.select().from(table(model)).where(eq(col(model, idField(model).name), id)).for('update')) as AnyRow[];
    if (!row) throw notFound(`${model.name} not found.`);
    return row;
  }

  private async inScope(model: ModelDef, id: unknown, scope: RowScope): Promise<boolean> {
    if (scope === 'all') return true;
    const condition = scope(this.viewer, model.table);
    const found = await this.tx
      .select({ one: sql<number>`1` })
      .from(table(model))
      .where(and(eq(col(model, idField(model).name), id), condition));
    return found.length > 0;
  }

  private async requireInScope(model: ModelDef, id: unknown, scope: RowScope, action: string) {
    if (!(await this.inScope(model, id, scope))) throw forbidden(`You may not ${action} ${model.name}.`);
  }

  /**
   * Splits input into column values (validated, to-one connects resolved to keys) and the
   * to-many operations to run once the row exists.
   */
  private async split(model: ModelDef, data: Data, allowed: Set<string>, action: 'create' | 'update', parent?: ParentLink) {
    const fields = scalarFields(model);
    const serverSet = new Set(model.serverSet ?? []);
    const scalars: Data = {};
    const relations: [string, RelationDef, Data][] = [];
    for (const [key, raw] of Object.entries(data ?? {})) {
      if (raw === undefined) continue;
      const field = fields.get(key);
      const relation = model.relations?.[key];
      if (serverSet.has(key)) continue; // the server sets these itself (hooks); client values are ignored
      if (parent && (key === parent.field || relation?.field === parent.field)) {
        throw badInput(`${model.name}.${key} is set by its parent record.`);
      }
      if (!field && !relation) throw badInput(`${model.name} has no field ${key}.`);
      if (field?.isId) throw badInput(`${model.name}.${key} cannot be set.`);
      if (!allowed.has(key) && !(relation?.kind === 'one' && allowed.has(relation.field)) && !(field && this.fieldAllowedViaRelation(model, key, allowed))) {
        throw forbidden(`You may not set ${model.name}.${key}.`);
      }
      if (field) {
        const value = action === 'update' ? this.unwrapSet(model, key, raw) : raw;
        scalars[key] = validateScalar(model, field, value);
      } else if (relation!.kind === 'one') {
        scalars[relation!.field] = await this.toOne(model, key, relation!, raw as Data, action);
      } else {
        relations.push([key, relation!, raw as Data]);
      }
    }
    if (parent) scalars[parent.field] = parent.value;
    return { scalars, relations };
  }

  /** A foreign-key column may be written when the relation over it is writable. */
  private fieldAllowedViaRelation(model: ModelDef, key: string, allowed: Set<string>): boolean {
    return Object.entries(model.relations ?? {}).some(([name, r]) => r.kind === 'one' && r.field === key && allowed.has(name));
  }

  private unwrapSet(model: ModelDef, key: string, raw: unknown): unknown {
    if (raw === null || typeof raw !== 'object' || !('set' in (raw as Data))) {
      throw badInput(`${model.name}.${key} must be given as { set: value }.`);
    }
    return (raw as Data).set;
  }

  /** Resolves a to-one `connect` (the row must exist and be visible) or `disconnect` to a key value. */
  private async toOne(model: ModelDef, key: string, rel: RelationDef, input: Data, action: 'create' | 'update'): Promise<unknown> {
    const ops = Object.entries(input ?? {}).filter(([, v]) => v !== undefined);
    if (ops.length !== 1) throw badInput(`${model.name}.${key} takes exactly one of connect${action === 'update' ? ' or disconnect' : ''}.`);
    const [op, value] = ops[0];
    if (op === 'disconnect' && action === 'update') {
      if (value !== true) throw badInput(`${model.name}.${key}.disconnect must be true.`);
      if (!scalarFields(model).get(rel.field)?.nullable) throw badInput(`${model.name}.${key} is required.`);
      return null;
    }
    if (op !== 'connect') throw badInput(`Unknown operation ${op} on ${model.name}.${key}.`);
    const target = this.registry.get(rel.target);
    const row = await this.reader().findUnique(target, value as Data);
    if (!row) throw badInput(`The ${label(key)} to connect was not found.`);
    return row[rel.references ?? 'id'];
  }

  private requireMandatory(model: ModelDef, scalars: Data, filledByServer: ReadonlySet<string> = new Set()) {
    for (const f of scalarFields(model).values()) {
      if (filledByServer.has(f.name)) continue;
      if (!f.nullable && !f.hasDefault && !f.isId && (scalars[f.name] === undefined || scalars[f.name] === null)) {
        const rel = Object.entries(model.relations ?? {}).find(([, r]) => r.kind === 'one' && r.field === f.name);
        throw badInput(`${label(rel ? rel[0] : f.name)} is required.`);
      }
    }
  }

  private async applyToMany(model: ModelDef, row: AnyRow, relations: [string, RelationDef, Data][]) {
    for (const [name, rel, ops] of relations) {
      const target = this.registry.get(rel.target);
      const link: ParentLink = { field: rel.field, value: row[rel.references ?? 'id'] };
      for (const [op, value] of Object.entries(ops ?? {})) {
        if (value === undefined || value === null) continue;
        const items = Array.isArray(value) ? value : [value];
        switch (op) {
          case 'create':
            for (const item of items as Data[]) await this.createNested(target, item, link);
            break;
          case 'update':
            for (const item of items as { where: Data; data: Data }[]) await this.updateNested(target, item.where, item.data, link);
            break;
          case 'delete':
            for (const item of items as Data[]) await this.delete(target, item, link);
            break;
          case 'connect':
          case 'disconnect':
            for (const item of items as Data[]) await this.relink(target, rel, item, op === 'connect' ? link.value : null, link);
            break;
          default:
            throw badInput(`Unknown operation ${op} on ${model.name}.${name}.`);
        }
      }
    }
  }

  private async createNested(target: ModelDef, data: Data, link: ParentLink) {
    return this.create(target, data, link);
  }

  private async updateNested(target: ModelDef, where: Data, data: Data, link: ParentLink) {
    if (!where || !data) throw badInput(`Nested update on ${target.name} needs where and data.`);
    return this.update(target, where, data, link);
  }

  /** connect/disconnect on a to-many relation rewrites the child's key, as an edit of the child. */
  private async relink(target: ModelDef, rel: RelationDef, where: Data, value: unknown, link: ParentLink) {
    const back = Object.entries(target.relations ?? {}).find(([, r]) => r.kind === 'one' && r.field === rel.field)?.[0] ?? rel.field;
    const before = await this.lockRow(target, where);
    if (value === null && before[rel.field] !== link.value) throw notFound(`${target.name} is not linked to this record.`);
    if (value === null && !scalarFields(target).get(rel.field)?.nullable) throw badInput(`${label(back)} is required.`);
    const grants = await this.updateGrantsFor(target, before[idField(target).name]);
    if (!grants.some((g) => g.fields.includes(back) || g.fields.includes(rel.field))) {
      throw forbidden(`You may not change ${target.name}.${back}.`);
    }
    const data = { [rel.field]: value } as Data;
    await target.hooks?.beforeWrite?.({ ctx: this.ctx, tx: this.tx, action: 'update', data, before });
    const [after] = (await this.tx
      .update(table(target))
      .set(data)
      .where(eq(col(target, idField(target).name), before[idField(target).name]))
      .returning()) as AnyRow[];
    await this.audit(target, 'update', before, after);
    await target.hooks?.afterWrite?.({ ctx: this.ctx, tx: this.tx, action: 'update', before, after });
  }

  async audit(model: ModelDef, action: string, before: AnyRow | null, after: AnyRow | null) {
    await recordAudit(this.tx, this.ctx, this.auditEntry(model, action, before, after));
  }

  private async auditMany(model: ModelDef, action: string, pairs: [AnyRow | null, AnyRow | null][]) {
    await recordAudits(this.tx, this.ctx, pairs.map(([before, after]) => this.auditEntry(model, action, before, after)));
  }

  private auditEntry(model: ModelDef, action: string, before: AnyRow | null, after: AnyRow | null) {
    const hidden = new Set(model.hidden ?? []);
    const clean = (r: AnyRow | null) => (r ? Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.has(k))) : null);
    const id = (after ?? before)?.[idField(model).name];
    return { entity: model.name, entityId: id === undefined ? null : (id as string | number), action, before: clean(before), after: clean(after) };
  }
}
