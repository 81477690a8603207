/**
 * PPA Assignments (spec 3 sections 2 and 6): PPA evaluations of reviews not yet completed,
 * limited to those the viewer manages; the employee numbers of the PPA all-access setting see
 * all of them (their read grant is in the Evaluation policy). Takes the generic where, orderBy
 * and paging, so filters, sorting and the count run in SQL.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../../graphql/context';
import { reader } from '../../graphql/crud/api';
import { selectionOf } from '../../graphql/crud/preloads';
import type { Row } from '../../graphql/crud/read';
import { readSettings } from '../settings/store';
import { evaluationModel } from './models';

export interface PageArgs {
  where?: Record<string, unknown> | null;
  orderBy?: Record<string, unknown>[] | null;
  take?: number | null;
  skip?: number | null;
}

export async function ppaAssignments(ctx: AppContext, args: PageArgs, info: GraphQLResolveInfo): Promise<{ rows: Row[]; total: number }> {
  const viewer = ctx.viewer!;
  const seesAll = (await readSettings(ctx.db)).ppaAllAccess.includes(viewer.employeeNumber);
  const base: Record<string, unknown>[] = [
    { title: { contains: 'PPA', mode: 'insensitive' } },
    { review: { is: { status: { not: 'COMPLETED' } } } },
  ];
  if (!seesAll) base.push({ managerEmployeeNumber: { equals: viewer.employeeNumber } });
  const where = { AND: [...base, args.where ?? {}] };
  const read = reader(ctx);
  const { computed, preloads, fields } = selectionOf(ctx.registry, evaluationModel, info, 'rows');
  const [rows, total] = await Promise.all([
    read.findMany(evaluationModel, { where, orderBy: args.orderBy ?? [{ owner: 'asc' }, { id: 'asc' }], take: args.take ?? 20, skip: args.skip ?? 0 } as never, computed, preloads, fields),
    read.count(evaluationModel, { where }),
  ]);
  return { rows, total };
}
