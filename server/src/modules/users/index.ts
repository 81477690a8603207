/**
 * Employees (the User model of the generic API): its policy and hooks live beside it, and the
 * lists spec 1 section 7 calls by name (decision 0071).
 */
import { rolesWith } from '@portal/common';
import { query, type PortalModule } from '../../graphql/module';
import { getEmployeeDirectory, getEmployeesWithGroup, partnerServicesExport } from './employeeLists';
import { userModel } from './models';

const LIST_ARGS = 'where: UserWhereInput, orderBy: [UserOrderByWithRelationInput!], take: Int, skip: Int';

const typeDefs = /* GraphQL */ `
  type Query {
    "Employees for the assignee pickers (employeeNumber, firstName, lastName, group, totalYearsOfService, email, costCode); by last name unless orderBy says otherwise. What a role may not read of others is null, as in users."
    getEmployeesWithGroup(${LIST_ARGS}): [User!]!
    "The partner directory (Partner Services): employees by employee number unless orderBy says otherwise. For fieldSupervisors and above."
    getEmployeeDirectory(${LIST_ARGS}): [User!]!
    "The partner directory's rows for its CSV (partnerServicesExport.csv): by last name unless orderBy says otherwise. For fieldSupervisors and above."
    partnerServicesExport(${LIST_ARGS}): [User!]!
  }
`;

export const usersModule: PortalModule = {
  name: 'users',
  models: [userModel],
  api: {
    typeDefs,
    operations: [
      query('getEmployeesWithGroup', 'authenticated', (_p, args, ctx, info) => getEmployeesWithGroup(ctx, args, info)),
      query('getEmployeeDirectory', rolesWith('partners.view'), (_p, args, ctx, info) => getEmployeeDirectory(ctx, args, info)),
      query('partnerServicesExport', rolesWith('partners.view'), (_p, args, ctx, info) => partnerServicesExport(ctx, args, info)),
    ],
  },
};
