/**
 * The Goals section of an evaluation (spec 3 section 4): the subject's active goals whose due
 * date has come, and those completed in this evaluation. Shown to the subject and the manager
 * (and the review managers), not to peer writers: a colleague's personal goals are none of
 * their business (docs/decisions/0039). The current author completes a goal here, which also
 * attaches it to the form's Goals section.
 */
import { setColumns } from '../../db/names';
import { goals, sections, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import { evaluationWorkflow, goalWorkflow, mayTake, rolesWith, transition, type GoalStatus, clock } from '@portal/common';
import { queryRows, type Executor } from '../../db/client';
import { reader } from '../../graphql/crud/api';
import type { Row } from '../../graphql/crud/read';
import type { AppContext } from '../../graphql/context';
import type { Viewer } from '../../auth/viewer';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import { recordAudit } from '../../lib/audit';
import { actorsOf, inTransaction, loadEvaluation, type EvaluationRow } from './evaluationStore';
import { evaluationModel } from './models';

const MANAGE = rolesWith('reviews.manage');
const NOT_FOUND = 'Could not find the evaluation. Please try again.';

const seesGoals = (e: EvaluationRow, v: Viewer) =>
  e.ownerEmployeeNumber === v.employeeNumber || e.managerEmployeeNumber === v.employeeNumber || MANAGE.includes(v.role);

async function subjectId(tx: Executor, e: EvaluationRow): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(tx, sql`select ${users.id} from ${users} where ${users.employeeNumber} = ${e.ownerEmployeeNumber}`);
  return row?.id ?? null;
}

/** The goals the evaluation's Goals section lists, or null when the viewer is not shown them. */
export async function evaluationGoals(ctx: AppContext, evaluationId: number): Promise<Row[] | null> {
  const viewer = ctx.viewer!;
  if (!(await reader(ctx).findUnique(evaluationModel, { id: evaluationId }))) throw notFound(NOT_FOUND);
  const evaluation = (await loadEvaluation(ctx.db, evaluationId, { lock: false }))!;
  if (!seesGoals(evaluation, viewer)) return null;
  const userId = await subjectId(ctx.db, evaluation);
  if (userId === null) return [];
  const formSections = await queryRows<{ id: number }>(ctx.db, sql`select ${sections.id} from ${sections} where ${sections.evaluationId} = ${evaluationId}`);
  // Read through the Goal policy: nobody sees goals here they could not read on the goals page.
  return reader(ctx).findMany(ctx.registry.get('Goal'), {
    where: {
      userId: { equals: userId },
      OR: [
        { status: { equals: 'Active' }, dueDate: { lte: clock.today() } },
        { evaluationSectionId: { in: formSections.map((s) => s.id) } },
      ],
    },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    take: 200,
  });
}

/** The section a completed goal is attached to: the form's "Goals" section, else its last one. */
async function goalsSectionOf(tx: Executor, evaluationId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(tx, sql`
    select ${sections.id} from ${sections} where ${sections.evaluationId} = ${evaluationId}
    order by (lower(${sections.title}) like '%goal%') desc, ${sections.order} desc, ${sections.id} desc limit 1`);
  return row?.id ?? null;
}

export async function completeEvaluationGoal(ctx: AppContext, args: { evaluationId: number; goalId: number }): Promise<number> {
  return inTransaction(ctx, async (tx, viewer) => {
    const evaluation = await loadEvaluation(tx, args.evaluationId, { lock: true });
    if (!evaluation) throw notFound(NOT_FOUND);
    if (!mayTake(evaluationWorkflow, 'completeGoal', actorsOf(evaluation, viewer)) || !seesGoals(evaluation, viewer)) throw forbidden('Only the current author of this evaluation may complete its goals.');
    if (!transition(evaluationWorkflow, evaluation, 'completeGoal').ok) throw badInput('This evaluation is already submitted.');
    const userId = await subjectId(tx, evaluation);
    const [goal] = await queryRows<Record<string, unknown>>(tx, sql`select *, ${goals.dueDate}::text as due_day from ${goals} where ${goals.id} = ${args.goalId} and ${goals.userId} = ${userId} for update`);
    if (!goal) throw notFound('The goal was not found.');
    const step = transition(goalWorkflow, goal.status as GoalStatus, 'completeInEvaluation');
    if (!step.ok || String(goal.due_day) > clock.today()) throw badInput('Only an active goal whose due date has come can be completed here.');
    const [after] = await queryRows<Record<string, unknown>>(tx, sql`
      update ${goals} set ${setColumns(goals, {
        status: step.to,
        updatedAt: nowSql(),
        updatedBy: viewer.employeeNumber,
        updatedByFullName: `${viewer.firstName} ${viewer.lastName}`,
        evaluationSectionId: await goalsSectionOf(tx, evaluation.id),
      })}
      where ${goals.id} = ${args.goalId} returning *`);
    await recordAudit(tx, ctx, { entity: 'Goal', entityId: args.goalId, action: 'complete in evaluation', before: goal, after });
    return args.goalId;
  });
}
