/**
 * What a review manager may change on an evaluation from Navigator forms (issue 10): its current
 * author (who writes or signs it next), whether the writer is hidden from the subject, and its
 * due date: the actions 'Lock Reviews from Non-Admins' reserves to admins. Answers, status and
 * signatures are never edited here. Each change is one transaction with an audit entry.
 */
import { setColumns } from '../../db/names';
import { evaluations, users } from '../../db/schema';
import { sql } from '../../db/sql';
import { nowSql } from '../../db/today';
import { clock, evaluationWorkflow, parseDateOnly, REVIEW_DUE_IN_PAST, transition, type adminEditArgs } from '@portal/common';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { ArgsOf } from '../../graphql/module';
import { auditEvaluation, evaluationSnapshot, inTransaction, loadEvaluation } from './evaluationStore';

const e = evaluations;

export async function updateEvaluationAdmin(ctx: AppContext, { id, authorEmployeeNumber, authorHidden, dateToCompleteBy }: ArgsOf<typeof adminEditArgs>): Promise<number> {
  const due = dateToCompleteBy == null ? null : parseDateOnly(dateToCompleteBy);
  if (dateToCompleteBy != null && !due) throw badInput('The due date must be a date (YYYY-MM-DD).');
  return inTransaction(ctx, async (tx) => {
    const evaluation = await loadEvaluation(tx, id, { lock: true });
    if (!evaluation) throw notFound('Could not find the evaluation. Please try again.');
    // As Create Review (assign.ts): no new due date before the company's today. An overdue form's
    // own date sent back unchanged (with a new writer, say) is no change and passes.
    const movesDue = due !== null && due !== evaluation.dateToCompleteBy;
    if (movesDue && due < clock.today()) throw badInput(REVIEW_DUE_IN_PAST);
    const before = await evaluationSnapshot(tx, id);
    if (authorEmployeeNumber != null && authorEmployeeNumber !== evaluation.authorEmployeeNumber) {
      if (!transition(evaluationWorkflow, evaluation, 'changeAuthor').ok) throw badInput('This evaluation is signed; its author no longer changes.');
      const [person] = await queryRows<{ name: string }>(tx, sql`
        select concat_ws(' ', ${users.firstName}, ${users.lastName}) as name from ${users}
        where ${users.employeeNumber} = ${authorEmployeeNumber} and ${users.employmentStatus} = 'active'`);
      if (!person) throw badInput(`No active employee has the number ${authorEmployeeNumber}.`);
      // Before submit the new author also becomes the writer; after it, they are who signs.
      // Either way they have not been reminded of it yet (decision 0038).
      const writer = evaluation.status === 'COMPLETED' ? {} : { formAuthor: person.name, formAuthorEmployeeNumber: authorEmployeeNumber };
      await tx.execute(sql`update ${e} set ${setColumns(e, {
        author: person.name,
        authorEmployeeNumber,
        needsAssignment: sql`false`,
        ...writer,
        reminderSentAt: sql`null`,
        updatedAt: nowSql(),
      })} where ${e.id} = ${id}`);
    }
    if (authorHidden != null) await tx.execute(sql`update ${e} set ${setColumns(e, { authorHidden, updatedAt: nowSql() })} where ${e.id} = ${id}`);
    if (movesDue) await tx.execute(sql`update ${e} set ${setColumns(e, { dateToCompleteBy: due, updatedAt: nowSql() })} where ${e.id} = ${id}`);
    await auditEvaluation(tx, ctx, id, 'admin edit', before);
    return id;
  });
}
