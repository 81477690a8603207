/**
 * Employees (the User model of the generic API): its policy and hooks live beside it, and the
 * lists spec 1 section 7 calls by name (decision 0071).
 */
import { rolesWith } from '@portal/common';
import { listArgs } from '../../graphql/argTypes';
import { query, type PortalModule } from '../../graphql/module';
import { getEmployeeDirectory, getEmployeesWithGroup, partnerServicesExport } from './employeeLists';
import { userModel } from './models';

export const usersModule: PortalModule = {
  name: 'users',
  models: [userModel],
  api: {
    operations: [
      query('getEmployeesWithGroup', {
        description: 'Employees for the assignee pickers (employeeNumber, firstName, lastName, group, totalYearsOfService, email, costCode); by last name unless orderBy says otherwise. What a role may not read of others is null, as in users.',
        access: 'authenticated',
        args: listArgs('User'),
        returns: '[User!]!',
        resolve: (args, ctx, info) => getEmployeesWithGroup(ctx, args, info),
      }),
      query('getEmployeeDirectory', {
        description: 'The partner directory (Partner Services): employees by employee number unless orderBy says otherwise. For fieldSupervisors and above.',
        access: rolesWith('partners.view'),
        args: listArgs('User'),
        returns: '[User!]!',
        resolve: (args, ctx, info) => getEmployeeDirectory(ctx, args, info),
      }),
      query('partnerServicesExport', {
        description: "The partner directory's rows for its CSV (partnerServicesExport.csv): by last name unless orderBy says otherwise. For fieldSupervisors and above.",
        access: rolesWith('partners.view'),
        args: listArgs('User'),
        returns: '[User!]!',
        resolve: (args, ctx, info) => partnerServicesExport(ctx, args, info),
      }),
    ],
  },
};
