/**
 * Review cycles that launch themselves (issue 10, beyond the spec; docs/decisions/0041): on its
 * start date, or when HR presses Launch now, a cycle gives its template's review to every active
 * employee of its group cycle, once. The launch is claimed on the cycle row in the same
 * transaction that creates the reviews, so two servers (or a click during the job) launch it
 * once, and a failure leaves nothing half-created.
 */
import { type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { selectFields, setColumns, type FieldsRow } from '../../db/names';
import { reviewCycles, reviews, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import { addDays, GROUP_CYCLES, clock } from '@portal/common';
import { queryRows, type Db, type Executor } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { conflict, notFound } from '../../graphql/errors';
import type { JobDef } from '../../jobs/runner';
import type { AuditActor } from '../../lib/audit';
import { createReview, loadTemplateForms, personColumns, type Person } from './assign';
import { u } from './aliases';
import { inTransaction } from './evaluationStore';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Who a group cycle covers (spec 3 section 9's options): "D1 March" is group D1 hired in
 * March (the anniversary month), "D3" group D3, "D4 Field" group D4, "D5 (D4 Apprentices)" group D5; no
 * group cycle covers every active employee.
 */
export function groupCycleCondition(groupCycle: string | null): SQL {
  if (!groupCycle) return sql`true`;
  if (!GROUP_CYCLES.includes(groupCycle)) return sql`false`;
  const monthly = /^(D1|D2) (\w+)$/.exec(groupCycle);
  if (monthly) {
    const month = MONTHS.indexOf(monthly[2]) + 1;
    return sql`${u.group} = ${monthly[1]} and extract(month from ${u.dateHired}) = ${month}`;
  }
  return sql`${u.group} = ${groupCycle.slice(0, 2)}`;
}

const CYCLE_FIELDS = ['id', 'name', 'templateId', 'groupCycle', 'dueInDays', 'launchedAt'] as const;
type CycleRow = FieldsRow<typeof reviewCycles, (typeof CYCLE_FIELDS)[number]>;

interface AudienceRow extends Person {
  manager_id: number | null;
  manager_number: string | null;
  manager_name: string | null;
}

/** The active employees of the cycle's group that have no review from it yet, with their supervisors. */
async function audienceOf(tx: Executor, cycle: CycleRow): Promise<AudienceRow[]> {
  const s = alias(users, 's');
  return queryRows<AudienceRow>(tx, sql`
    select ${personColumns}, ${s.id} as manager_id, ${s.employeeNumber} as manager_number, concat_ws(' ', ${s.firstName}, ${s.lastName}) as manager_name
    from ${users} ${u} left join ${users} ${s} on ${s.id} = ${u.supervisorId}
    where ${u.employmentStatus} = 'active' and ${groupCycleCondition(cycle.groupCycle)}
      and not exists (select 1 from ${reviews} where ${reviews.userId} = ${u.id} and ${reviews.reviewCycleId} = ${cycle.id})
    order by ${u.lastName}, ${u.firstName}, ${u.id}`);
}

async function loadCycle(tx: Executor, id: number, lock: boolean): Promise<CycleRow | null> {
  const [row] = await queryRows<CycleRow>(tx, sql`
    select ${selectFields(reviewCycles, CYCLE_FIELDS)} from ${reviewCycles} where ${reviewCycles.id} = ${id} ${lock ? sql`for update` : sql``}`);
  return row ?? null;
}

export interface Audience {
  /** Employees who would get a review. */
  employees: number;
  /** Employees of the group left out because they have no supervisor to manage the review. */
  withoutSupervisor: number;
}

export async function reviewCycleAudience(ctx: AppContext, id: number): Promise<Audience> {
  const cycle = await loadCycle(ctx.db, id, false);
  if (!cycle) throw notFound('The review cycle was not found.');
  const audience = await audienceOf(ctx.db, cycle);
  const withoutSupervisor = audience.filter((a) => a.manager_id === null).length;
  return { employees: audience.length - withoutSupervisor, withoutSupervisor };
}

/** Launches a cycle inside an open transaction; returns the number of reviews created. */
async function launchIn(tx: Executor, actor: AuditActor, id: number, today: string): Promise<number> {
  const cycle = await loadCycle(tx, id, true);
  if (!cycle) throw notFound('The review cycle was not found.');
  if (cycle.launchedAt) throw conflict('This review cycle was already launched.');
  const template = await loadTemplateForms(tx, cycle.templateId);
  const due = addDays(today, cycle.dueInDays);
  let created = 0;
  for (const person of await audienceOf(tx, cycle)) {
    if (person.manager_id === null) continue;
    const manager: Person = { id: person.manager_id, employee_number: person.manager_number!, name: person.manager_name! };
    await createReview(tx, actor, { subject: person, manager, template, due, cycleId: cycle.id });
    created++;
  }
  await tx.execute(sql`update ${reviewCycles} set ${setColumns(reviewCycles, { launchedAt: nowSql(), updatedAt: nowSql() })} where ${reviewCycles.id} = ${cycle.id}`);
  return created;
}

/** Launch now (superAdmin, webEditor). */
export async function launchReviewCycle(ctx: AppContext, id: number): Promise<number> {
  return inTransaction(ctx, (tx) => launchIn(tx, ctx, id, clock.today()));
}

/** Launches every cycle whose start date has come; each in its own transaction. */
export async function launchDueCycles(db: Db, today = clock.today(), onFailure: (id: number, error: unknown) => void = () => {}): Promise<number> {
  const due = await queryRows<{ id: number }>(db, sql`select ${reviewCycles.id} from ${reviewCycles}
    where ${reviewCycles.launchedAt} is null and ${reviewCycles.startDate} <= ${today}::date order by ${reviewCycles.startDate}, ${reviewCycles.id}`);
  const actor: AuditActor = { viewer: null, requestId: 'job:review-cycle-launch' };
  let created = 0;
  for (const { id } of due) {
    try {
      created += await db.transaction((tx) => launchIn(tx, actor, id, today));
    } catch (error) {
      // Launched meanwhile by Launch now, or its template cannot be used: the others still go.
      onFailure(id, error);
    }
  }
  return created;
}

export const reviewCycleLaunchJob: JobDef = {
  name: 'review-cycle-launch',
  intervalMs: 60 * 60_000,
  async run({ db, log }) {
    await launchDueCycles(db, clock.today(), (id, error) => log.warn({ cycleId: id, err: error }, 'review cycle launch failed'));
  },
};
