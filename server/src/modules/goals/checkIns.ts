/**
 * checkInGoal (docs/decisions/0088): the employee or whoever may edit the goal moves its progress
 * (0-100) with a short note. The goal's progress and the check-in row are written in one
 * transaction; the goal's status is left alone (100 % is not "completed": completing stays the
 * manager's act, decision 0046).
 */
import { eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES, checkInRecordsSomething, goalWorkflow, mayTake, transition, type checkInGoalSchema, type GoalActor, clock } from '@portal/common';
import type { z } from 'zod';
import { goalCheckIns, goals } from '../../db/schema';
import { reader, transact } from '../../graphql/crud/api';
import type { Row } from '../../graphql/crud/read';
import { fullName, type AppContext } from '../../graphql/context';
import { badInput, forbidden, notFound } from '../../graphql/errors';
import { goalModel } from './models';

/** The arguments as common's schema leaves them: progress 0-100, the note trimmed (blank: null). */
export type CheckInArgs = z.output<typeof checkInGoalSchema>;

/** Records a check-in and sets the goal's progress; returns the goal as the viewer reads it. */
export async function checkInGoal(ctx: AppContext, args: CheckInArgs): Promise<Row | null> {
  const { progress, note } = args;
  await transact(ctx, async (writer, tx) => {
    const viewer = ctx.viewer!;
    // Outside the viewer's reach the goal does not exist for them (decision 0045).
    if (!(await writer.reader().findUnique(goalModel, { id: args.goalId }))) throw notFound(CHECK_IN_MESSAGES.notFound);
    const [before] = await tx.select().from(goals).where(eq(goals.id, args.goalId)).for('update');
    if (!before) throw notFound(CHECK_IN_MESSAGES.notFound);
    // The employee checks in on their own goal; anyone else needs the Goal policy's edit rule.
    const actors: GoalActor[] = before.userId === viewer.id ? ['owner'] : (await writer.mayUpdate(goalModel, args.goalId)) ? ['manager'] : [];
    if (!mayTake(goalWorkflow, 'checkIn', actors)) throw forbidden(CHECK_IN_MESSAGES.notAllowed);
    if (!transition(goalWorkflow, before.status, 'checkIn').ok) throw badInput(CHECK_IN_MESSAGES.notActive);
    if (!checkInRecordsSomething(before.currentProgress, { progress, note })) throw badInput(CHECK_IN_MESSAGES.nothingToRecord);
    const name = fullName(viewer);
    const [after] = await tx
      .update(goals)
      .set({ currentProgress: progress, updatedAt: clock.now(), updatedBy: viewer.employeeNumber, updatedByFullName: name })
      .where(eq(goals.id, args.goalId))
      .returning();
    await tx.insert(goalCheckIns).values({ goalId: args.goalId, authorId: viewer.id, authorName: name, fromProgress: before.currentProgress, toProgress: progress, note });
    await writer.audit(goalModel, 'check-in', before, after);
  });
  return reader(ctx).findUnique(goalModel, { id: args.goalId });
}
