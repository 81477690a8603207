/**
 * What the workflow operations share: one transaction with the signed-in viewer, and an
 * evaluation read with its row locked, so two writers acting at once are applied one after
 * the other against the row as it is then (a second submit sees COMPLETED and is refused).
 */
import { selectFields, setColumns, type FieldsRow } from '../../db/names';
import { evaluations, reviewCycles, reviews } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import { fromStatuses, reviewWorkflow, rolesWith, statusAfter, type EvaluationActor } from '@portal/common';
import { queryRows, type Executor, type Tx } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import type { Viewer } from '../../auth/viewer';
import { translateDbError, unauthenticated } from '../../graphql/errors';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { e } from './aliases';

const EVALUATION_FIELDS = [
  'id', 'title', 'status', 'reviewId', 'needsAssignment', 'needsSignature', 'authorHidden', 'owner', 'ownerEmployeeNumber',
  'author', 'authorEmployeeNumber', 'formAuthorEmployeeNumber', 'manager', 'managerEmployeeNumber',
  /** YYYY-MM-DD, or null. */
  'dateToCompleteBy',
] as const;

/** The evaluation as the workflow steps see it, typed by its table. */
export type EvaluationRow = FieldsRow<typeof evaluations, (typeof EVALUATION_FIELDS)[number]>;

/** What the viewer is to the evaluation, in the terms of the workflow's `who` (common/src/workflows). */
export function actorsOf(evaluation: EvaluationRow, viewer: Viewer): EvaluationActor[] {
  const actors: EvaluationActor[] = [];
  if (evaluation.authorEmployeeNumber === viewer.employeeNumber) actors.push('currentAuthor');
  if (evaluation.managerEmployeeNumber === viewer.employeeNumber) actors.push('manager');
  if (rolesWith('reviews.manage').includes(viewer.role)) actors.push('reviewManager');
  return actors;
}

export async function inTransaction<T>(ctx: AppContext, work: (tx: Tx, viewer: Viewer) => Promise<T>): Promise<T> {
  const viewer = ctx.viewer;
  if (!viewer) throw unauthenticated();
  try {
    return await ctx.db.transaction((tx) => work(tx, viewer));
  } catch (error) {
    throw translateDbError(error);
  }
}

export async function loadEvaluation(tx: Executor, id: number, opts: { lock: boolean }): Promise<EvaluationRow | null> {
  const [row] = await queryRows<EvaluationRow>(tx, sql`
    select ${selectFields(evaluations, EVALUATION_FIELDS)} from ${evaluations} where ${evaluations.id} = ${id} ${opts.lock ? sql`for update` : sql``}`);
  return row ?? null;
}

/**
 * When every evaluation of the review is completed, the review is completed too (spec 3 section 4).
 * A review left without evaluations (its last one deleted) has completed nothing: it stays open
 * for its managers to delete or keep (decision 0038).
 */
export async function completeReviewIfDone(tx: Executor, reviewId: number | null): Promise<void> {
  if (reviewId == null) return;
  await tx.execute(sql`
    update ${reviews} set ${setColumns(reviews, { status: statusAfter(reviewWorkflow, 'complete'), dateCompleted: nowSql(), updatedAt: nowSql() })}
    where ${reviews.id} = ${reviewId} and ${reviews.status} = any(${sql.param(fromStatuses(reviewWorkflow, 'complete'))}::text[])
      and exists (select 1 from ${evaluations} ${e} where ${e.reviewId} = ${reviewId})
      and not exists (select 1 from ${evaluations} ${e} where ${e.reviewId} = ${reviewId} and ${e.status} <> 'COMPLETED')`);
}

/** An evaluation row as it is now, for the audit log. */
export async function evaluationSnapshot(tx: Executor, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await queryRows<Record<string, unknown>>(tx, sql`select * from ${evaluations} where ${evaluations.id} = ${id}`);
  return row ?? null;
}

/** Records a workflow step in the audit log, with the evaluation before and after it. */
export async function auditEvaluation(tx: Executor, ctx: AuditActor, id: number, action: string, before: Record<string, unknown> | null): Promise<void> {
  await recordAudit(tx, ctx, { entity: 'Evaluation', entityId: id, action, before, after: await evaluationSnapshot(tx, id) });
}

/** Whether changes to a review's writers and dates are reserved to admins by its cycle's lock. */
export async function lockedByCycle(tx: Executor, reviewId: number | null): Promise<boolean> {
  if (reviewId == null) return false;
  const [row] = await queryRows<{ locked: boolean }>(tx, sql`
    select coalesce(${reviewCycles.lockReviewsFromNonAdmins}, false) as locked from ${reviews}
      left join ${reviewCycles} on ${reviewCycles.id} = ${reviews.reviewCycleId} where ${reviews.id} = ${reviewId}`);
  return row?.locked ?? false;
}
