/**
 * The employee lists spec 1 section 7 calls by name (decision 0071): `getEmployeesWithGroup`
 * (the assignee pickers), `getEmployeeDirectory` and `partnerServicesExport` (the partner
 * directory and its CSV). Each is the generic `users` read under another name, with the order
 * the documents give when the client sends none: the same reader, the same user policy (which
 * masks what a role may not see), the same where and orderBy.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../../graphql/context';
import { reader } from '../../graphql/crud/api';
import { selectionOf } from '../../graphql/crud/preloads';
import type { FindArgs } from '../../graphql/crud/findArgs';
import type { OrderByInput } from '../../graphql/crud/order';
import { userModel } from './models';

/** Employees sorted by number, as the directory lists them (decision 0025); id breaks ties. */
const DIRECTORY_ORDER: OrderByInput[] = [{ employeeNumber: 'asc' }, { id: 'asc' }];
/** Spec 2 section 9: the CSV exports are sorted by last name. */
const BY_LAST_NAME: OrderByInput[] = [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }];

function hasOrder(orderBy: FindArgs['orderBy']): boolean {
  return Array.isArray(orderBy) ? orderBy.length > 0 : !!orderBy;
}

/** The `users` read for a named call: the client's arguments, or `defaultOrder` when it gives none. */
function listEmployees(ctx: AppContext, args: FindArgs, info: GraphQLResolveInfo, defaultOrder: OrderByInput[]) {
  const { computed, preloads, fields } = selectionOf(ctx.registry, userModel, info);
  const orderBy = hasOrder(args.orderBy) ? args.orderBy : defaultOrder;
  return reader(ctx).findMany(userModel, { where: args.where, orderBy, take: args.take, skip: args.skip }, computed, preloads, fields);
}

export const getEmployeesWithGroup = (ctx: AppContext, args: FindArgs, info: GraphQLResolveInfo) => listEmployees(ctx, args, info, BY_LAST_NAME);
export const getEmployeeDirectory = (ctx: AppContext, args: FindArgs, info: GraphQLResolveInfo) => listEmployees(ctx, args, info, DIRECTORY_ORDER);
export const partnerServicesExport = (ctx: AppContext, args: FindArgs, info: GraphQLResolveInfo) => listEmployees(ctx, args, info, BY_LAST_NAME);
