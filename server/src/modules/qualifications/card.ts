/** The baseball card and the company average (spec 2). */
import { desc } from 'drizzle-orm';
import { mayViewCardOf } from '@portal/common';
import { averagePoints } from '../../db/schema';
import type { AppContext } from '../../graphql/context';
import type { GraphQLResolveInfo } from 'graphql';
import { reader } from '../../graphql/crud/api';
import { selectionOf } from '../../graphql/crud/preloads';
import { forbidden } from '../../graphql/errors';
import { userModel } from '../users/models';

/** Own card or viewOthers (common's mayViewCardOf). */
export async function getEmployeeBaseballCard(ctx: AppContext, employeeNumber: string, info: GraphQLResolveInfo) {
  const number = employeeNumber.trim();
  if (!mayViewCardOf(ctx.viewer!, number)) {
    throw forbidden('You may only open your own baseball card.');
  }
  const { computed, preloads, fields } = selectionOf(ctx.registry, userModel, info);
  return reader(ctx).findUnique(userModel, { employeeNumber: number }, computed, preloads, fields);
}

/**
 * Every active employee's card, by last name (spec 2 section 7's getAllEmployeeBaseballCards):
 * the card read over all of them, for those who may open others' cards (the operation's rule).
 */
export async function getAllEmployeeBaseballCards(ctx: AppContext, args: { take?: number | null; skip?: number | null }, info: GraphQLResolveInfo) {
  const { computed, preloads, fields } = selectionOf(ctx.registry, userModel, info);
  return reader(ctx).findMany(
    userModel,
    { where: { employmentStatus: { equals: 'active' } }, orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }], take: args.take, skip: args.skip },
    computed,
    preloads,
    fields,
  );
}

export async function averageCompanyPoints(ctx: AppContext): Promise<number | null> {
  const [row] = await ctx.db.select({ points: averagePoints.points }).from(averagePoints).orderBy(desc(averagePoints.timeStamp)).limit(1);
  return row?.points ?? null;
}
