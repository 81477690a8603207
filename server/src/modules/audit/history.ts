/**
 * A record's history: its audit rows, newest first, a page at a time, with who acted (their name
 * now) and what changed. The rows are read by entity and id alone, so a deleted record's history
 * reads the same way (nothing deletes audit rows; decision 0086). One statement per page: the
 * total is an uncorrelated subquery and the page a lateral join on it, so even an empty page
 * past the end comes back with its total.
 */
import { clock } from '@portal/common';
import type { Role } from '@portal/common';
import { queryRows } from '../../db/client';
import { sql } from '../../db/sql';
import { badInput } from '../../graphql/errors';
import type { ModelDef } from '../../graphql/crud/model';
import { MAX_TAKE } from '../../graphql/crud/read';
import { codesModel } from '../qualifications/models';
import { projectModel } from '../projects/models';
import { reviewModel } from '../reviews/models';
import { userModel } from '../users/models';
import { visibleChanges, type FieldChange } from './changes';

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
  id: string | null;
  at: Date | string | null;
  actor_employee_number: string | null;
  actor_name: string | null;
  action: string | null;
  before: unknown;
  after: unknown;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "11/26/2026 12:38 PM EST": the spec's history format, in the company's zone with its name. */
export function companyTime(at: Date, timeZone = clock.timeZone()): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true, timeZoneName: 'short' });
    formatters.set(timeZone, format);
  }
  return format.format(at).replace(',', '');
}

export async function readHistory(
  db: Parameters<typeof queryRows>[0],
  role: Role,
  args: { entity: string; id: string; skip?: number | null; take?: number | null },
): Promise<{ total: number; entries: HistoryEntry[] }> {
  const model = HISTORY_MODELS[args.entity];
  if (!model) throw badInput(`Unknown record kind: ${args.entity}.`);
  const take = args.take ?? 10;
  const skip = args.skip ?? 0;
  if (!Number.isInteger(take) || take < 0 || take > MAX_TAKE) throw badInput(`take must be between 0 and ${MAX_TAKE}.`);
  if (!Number.isInteger(skip) || skip < 0) throw badInput('skip must be zero or more.');
  const id = args.id.trim();
  if (!id || id.length > 100) throw badInput('The record id must be 1 to 100 characters.');

  const matches = sql`a.entity = ${model.name} and a.entity_id = ${id}`;
  const rows = await queryRows<Row>(
    db,
    sql`select t.total, p.id::text as id, p.at, p.actor_employee_number, p.actor_name, p.action, p.before, p.after
      from (select count(*)::int as total from audit_log a where ${matches}) t
      left join lateral (
        select a.id, a.at, a.actor_employee_number, a.action, a.before, a.after,
          nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as actor_name
        from audit_log a left join users u on u.id = a.actor_user_id
        where ${matches}
        order by a.at desc, a.id desc
        limit ${take} offset ${skip}
      ) p on true`,
  );
  const total = rows[0]?.total ?? 0;
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
        changes: visibleChanges(model, role, r.before, r.after),
      };
    });
  return { total, entries };
}
