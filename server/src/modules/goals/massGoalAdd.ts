/** massGoalAdd (spec 3 section 7): one goal for several managed partners, all or none. */
import { z } from 'zod';
import { parseDateOnly } from '@portal/common';
import { transact } from '../../graphql/crud/api';
import type { AppContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { goalModel } from './models';

export const MAX_MASS_GOAL_PARTNERS = 500;

const input = z.object({
  data: z.object({
    title: z.string(),
    description: z.string(),
    startDate: z.string(),
    dueDate: z.string(),
  }),
  userIds: z.array(z.number().int()).min(1, 'Choose at least one partner.').max(MAX_MASS_GOAL_PARTNERS, `Choose at most ${MAX_MASS_GOAL_PARTNERS} partners at once.`),
});

export async function massGoalAdd(ctx: AppContext, args: unknown): Promise<{ created: number }> {
  const parsed = input.safeParse(args);
  if (!parsed.success) throw badInput(parsed.error.issues[0].message);
  const { data, userIds } = parsed.data;
  const startDate = parseDateOnly(data.startDate);
  const dueDate = parseDateOnly(data.dueDate);
  if (!startDate || !dueDate) throw badInput('Start and due dates must be dates (YYYY-MM-DD).');
  const ids = [...new Set(userIds)];
  // Each goal goes through the Goal policy (the partner must be in the viewer's reach) and its
  // rules; one refusal rolls back every goal of the batch.
  await transact(ctx, async (writer) => {
    for (const id of ids) await writer.create(goalModel, { ...data, startDate, dueDate, user: { connect: { id } } });
  });
  return { created: ids.length };
}
