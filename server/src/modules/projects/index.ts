/** Projects, contractors and employee assignments (spec 2): the generic models plus the moves and the assignment list. */
import { assignProjectArgs, employeeAssignmentArgs, projectIdArgs, rolesWith } from '@portal/common';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { assignProject, makeProjectInactive } from './assignments';
import { getManyEmployeeAssignments } from './employeeAssignments';
import { projectModels } from './models';

const typeDefs = /* GraphQL */ `
  type EmployeeAssignment {
    id: Int!
    employeeNumber: String
    firstName: String
    lastName: String
    jobTitle: String
    projectId: Int
    projectName: String
    "The project's supervisor."
    supervisor: String
    "The project's manager."
    manager: String
    "Road miles to the project: routed when ROUTING_URL is set, else estimated from ZIP centroids."
    distanceToProject: Float
    "Minutes to the project."
    timeToProject: Float
    "Whether distance and time are estimates."
    estimated: Boolean!
    "'≈ 12 mi, ≈ 18 min', '12.4 mi, 18 min' or 'Not Available'; null without the distance query."
    distanceLabel: String
  }
  type EmployeeAssignmentPage {
    rows: [EmployeeAssignment!]!
    total: Int!
    "mi or km (DISTANCE_UNIT) for the labels."
    unit: String!
  }
  type ProjectInactiveResult { id: Int! unassignedEmployees: Int! unassignedContractors: Int! }
  type ProjectAssignmentResult { id: Int! projectId: Int }
`;

const managers = rolesWith('assignments.manage');

export const projectsModule: PortalModule = {
  name: 'projects',
  models: projectModels,
  api: {
    typeDefs,
    operations: [
      query('getManyEmployeeAssignments', {
        description: 'Active employees with their project; orderBy: employeeNumber, lastName, firstName, jobTitle, projectName, supervisor, manager or distance; direction asc or desc.',
        access: managers,
        args: employeeAssignmentArgs,
        returns: 'EmployeeAssignmentPage!',
        refusalMessage: (issue) => `Invalid filter: ${issue.message}`,
        resolve: (args, ctx) => getManyEmployeeAssignments(ctx, args),
      }),
      mutation('assignProject', {
        description: 'Moves an employee to a project (null unassigns) and records the history entry, in one transaction.',
        access: managers,
        args: assignProjectArgs,
        returns: 'ProjectAssignmentResult!',
        resolve: ({ projectId, employeeNumber }, ctx) => assignProject(ctx, projectId ?? null, employeeNumber),
      }),
      mutation('makeProjectInactive', {
        description: 'Unassigns every employee (with history) and contractor of the project, all or none.',
        access: rolesWith('projects.manage'),
        args: projectIdArgs,
        returns: 'ProjectInactiveResult!',
        resolve: ({ projectId }, ctx) => makeProjectInactive(ctx, projectId),
      }),
    ],
  },
};
