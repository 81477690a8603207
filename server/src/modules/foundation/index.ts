import { mutation, query, type PortalModule } from '../../graphql/module';
import { birthdayCountArgs, birthdaysArgs, foundationUserArgs, rolesWith } from '@portal/common';
import { birthdayCount, birthdays, getFoundationUser } from './service';
import { employeeSync } from './sync';

/** The HR record and birthdays: the foundation API's own calls (spec 1 section 7). */
const hrTypeDefs = /* GraphQL */ `
  type FoundationUser {
    employeeNumber: String!
    firstName: String!
    lastName: String!
    middleInitial: String
    dateOfBirth: Date
    dateHired: Date
    dateTerminated: Date
    dateRehired: Date
    phone: String
    emailAddress: String
    departmentNumber: String
    jobTitle: String
    yearsOfService: Float
    address: String
    city: String
    state: String
    zip: String
    costCode: String
    supervisorEmployeeNumber: String
  }
  "A birthday in the coming days: the next date it falls on (the year of birth is not shown)."
  type Birthday { name: String! birthday: Date! employeeNumber: String! }
`;

const hrOperations = [
  query('getFoundationUser', {
    description: "HR record of an employee: one's own, or anyone's for managers.",
    access: 'authenticated',
    args: foundationUserArgs,
    returns: 'FoundationUser',
    resolve: ({ employeeNumber }, ctx) => getFoundationUser(ctx, employeeNumber),
  }),
  query('birthdays', {
    description: 'Birthdays of active employees within the next days (at most 60), soonest first; take and skip page them.',
    access: 'authenticated',
    args: birthdaysArgs,
    returns: '[Birthday!]!',
    resolve: ({ where, take, skip }, ctx) => birthdays(ctx, where.days, take, skip),
  }),
  query('birthdayCount', {
    description: "How many birthdays the window holds (with birthdays' take and skip: the pager).",
    access: 'authenticated',
    args: birthdayCountArgs,
    returns: 'Int!',
    resolve: ({ where }, ctx) => birthdayCount(ctx, where.days),
  }),
];

const syncTypeDefs = /* GraphQL */ `
  type EmployeeSyncResult { message: String! employeesCreated: Int! employeesUpdated: Int! }
`;

export const foundationModule: PortalModule = {
  name: 'foundation',
  foundation: { typeDefs: hrTypeDefs, operations: hrOperations },
  // The HR calls on /api too: spec 1 sends "all calls" to /api and names these among the Users
  // calls, while the secondary client reads birthdays from /foundation-api (decision 0071).
  api: {
    typeDefs: hrTypeDefs + syncTypeDefs,
    operations: [
      ...hrOperations,
      mutation('employeeSync', {
        description: 'Creates and updates employees from the HR (foundation) data, in one transaction.',
        access: rolesWith('employeeSync.run'),
        returns: 'EmployeeSyncResult!',
        resolve: (_a, ctx) => employeeSync(ctx),
      }),
    ],
  },
};
