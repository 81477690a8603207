/**
 * A record's history: its audit rows, newest first, a page at a time, with who acted (their name
 * now) and what changed. Read only by whom the record's own policy lets read it (decision 0130):
 * a live record by the viewers its row scope admits (as findUnique would return it), with the
 * fields the same grants show; a deleted one, read by entity and id since nothing deletes audit
 * rows (decision 0086), by the roles that read every row of its model. Anyone else gets an empty
 * page, as findUnique answers null. One statement per page: the record's access is a subquery,
 * the total an uncorrelated count and the page a lateral join, so even an empty page past the
 * end comes back with its total.
 */
import { clock, formatInstant } from '@portal/common';
import { queryRows } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, users } from '../../db/schema';
import { sql } from '../../db/sql';
import type { AppContext } from '../../graphql/context';
import { badInput, unauthenticated } from '../../graphql/errors';
import { reader } from '../../graphql/crud/api';
import { readsEveryRow } from '../../graphql/crud/access';
import { idField, type ModelDef } from '../../graphql/crud/model';
import { MAX_TAKE } from '../../graphql/crud/read';
import { codesModel } from '../qualifications/models';
import { projectModel } from '../projects/models';
import { reviewModel } from '../reviews/models';
import { userModel } from '../users/models';
import { fieldsShown, visibleChanges, type FieldChange } from './changes';

/** The records that show a History panel, by the API's enum value. */
export const HISTORY_MODELS: Record<string, ModelDef> = {
  EMPLOYEE: userModel,
  PROJECT: projectModel,
  REVIEW: reviewModel,
  CODE: codesModel,
};

export interface HistoryEntry {
  id: string;
  at: Date;
  atCompanyTime: string;
  actorName: string | null;
  actorEmployeeNumber: string | null;
  action: string;
  changes: FieldChange[];
}

interface Row {
  total: number;
  /** The record's access (Reader.recordAccess): null when no record has the id. */
  visible: boolean | null;
  id: string | null;
  at: Date | string | null;
  actor_employee_number: string | null;
  actor_name: string | null;
  action: string | null;
  before: unknown;
  after: unknown;
  [grantFlag: string]: unknown;
}

/** The id as the record's key column takes it; null when no record can have it ("abc" for an integer key). */
function recordKey(model: ModelDef, id: string): string | number | null {
  if (idField(model).type !== 'Int') return id;
  if (!/^-?\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  return n >= -2_147_483_648 && n <= 2_147_483_647 ? n : null;
}

/** "11/26/2026 12:38 PM EST": the spec's history format, in the company's zone with its name (the web's formatter too). */
export function companyTime(at: Date, timeZone = clock.timeZone()): string {
  return formatInstant(at, 'MM/dd/yyyy hh:mm a z', timeZone);
}

export async function readHistory(
  ctx: AppContext,
  args: { entity: string; id: string; skip?: number | null; take?: number | null },
): Promise<{ total: number; entries: HistoryEntry[] }> {
  if (!ctx.viewer) throw unauthenticated();
  const { role } = ctx.viewer;
  const model = HISTORY_MODELS[args.entity];
  if (!model) throw badInput(`Unknown record kind: ${args.entity}.`);
  const take = args.take ?? 10;
  const skip = args.skip ?? 0;
  if (!Number.isInteger(take) || take < 0 || take > MAX_TAKE) throw badInput(`take must be between 0 and ${MAX_TAKE}.`);
  if (!Number.isInteger(skip) || skip < 0) throw badInput('skip must be zero or more.');
  const id = args.id.trim();
  if (!id || id.length > 100) throw badInput('The record id must be 1 to 100 characters.');

  const key = recordKey(model, id);
  const record = key === null ? sql`(select null::boolean as visible where false)` : reader(ctx).recordAccess(model, key);
  // A live record: as its row scope says; no record (deleted): whether the role reads every row.
  const allowed = sql`coalesce(r.visible, ${sql.raw(String(readsEveryRow(model, role)))})`;
  const [a, u] = [alias(auditLog, 'a'), alias(users, 'u')];
  const matches = sql`${a.entity} = ${model.name} and ${a.entityId} = ${id} and ${allowed}`;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select r.*, t.total, p.id::text as id, p.at, p.actor_employee_number, p.actor_name, p.action, p.before, p.after
      from (select 1) o
      left join ${record} r on true
      cross join lateral (select count(*)::int as total from ${auditLog} ${a} where ${matches}) t
      left join lateral (
        select ${a.id}, ${a.at}, ${a.actorEmployeeNumber}, ${a.action}, ${a.before}, ${a.after},
          nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), '') as actor_name
        from ${auditLog} ${a} left join ${users} ${u} on ${u.id} = ${a.actorUserId}
        where ${matches}
        order by ${a.at} desc, ${a.id} desc
        limit ${take} offset ${skip}
      ) p on true`,
  );
  const first = rows[0];
  const total = first?.total ?? 0;
  const shown = fieldsShown(model, role, first && first.visible !== null ? first : null);
  const entries = rows
    .filter((r) => r.id !== null)
    .map((r): HistoryEntry => {
      const at = new Date(r.at as string | Date);
      return {
        id: r.id!,
        at,
        atCompanyTime: companyTime(at),
        actorName: r.actor_name,
        actorEmployeeNumber: r.actor_employee_number,
        action: r.action!,
        changes: visibleChanges(model, shown, r.before, r.after),
      };
    });
  return { total, entries };
}
