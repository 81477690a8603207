/** massGoalAdd (spec 3 section 7): one goal for several managed partners, all or none. */
import { parseDateOnly, type massGoalArgs } from '@portal/common';
import { transact } from '../../graphql/crud/api';
import type { AppContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { ArgsOf } from '../../graphql/module';
import { goalModel } from './models';

export async function massGoalAdd(ctx: AppContext, { data, userIds }: ArgsOf<typeof massGoalArgs>): Promise<{ created: number }> {
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
