/** Projects, contractors and employee assignments (spec 2): the generic models plus the moves and the assignment list. */
import { rolesWith } from '@portal/common';
import { mutation, query, type PortalModule } from '../../graphql/module';
import { assignProject, makeProjectInactive } from './assignments';
import { getManyEmployeeAssignments } from './employeeAssignments';
import { projectModels } from './models';

const typeDefs = /* GraphQL */ `
  "Filters of the employee assignment list (spec 2 section 5). Qualification filters take code ids; a holding counts only while valid (today, or on validOn)."
  input EmployeeAssignmentWhere {
    "First or last name contains each word (case-insensitive)."
    fullName: String
    jobTitle: String
    "Employee number starts with."
    employeeNumber: String
    projectId: Int
    "With projectId: only employees on that project."
    isFilterEmployee: Boolean
    "With projectId: distance and travel time to that project."
    isGetDistanceQuery: Boolean
    certifications: [Int!]
    skills: [Int!]
    deccoUCourses: [Int!]
    licenses: [Int!]
    licenseState: String
    licenseLevel: String
    "The day the qualifications must be valid on (YYYY-MM-DD; default today): a job's start day."
    validOn: String
  }
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
  type Query {
    "Active employees with their project; orderBy: employeeNumber, lastName, firstName, jobTitle, projectName, supervisor, manager or distance; direction asc or desc."
    getManyEmployeeAssignments(where: EmployeeAssignmentWhere, orderBy: String, direction: String, take: Int, skip: Int): EmployeeAssignmentPage!
  }
  type Mutation {
    "Moves an employee to a project (null unassigns) and records the history entry, in one transaction."
    assignProject(projectId: Int, employeeNumber: String!): ProjectAssignmentResult!
    "Unassigns every employee (with history) and contractor of the project, all or none."
    makeProjectInactive(projectId: Int!): ProjectInactiveResult!
  }
`;

const managers = rolesWith('assignments.manage');

export const projectsModule: PortalModule = {
  name: 'projects',
  models: projectModels,
  api: {
    typeDefs,
    operations: [
      query('getManyEmployeeAssignments', managers, (_p, args, ctx) => getManyEmployeeAssignments(ctx, args)),
      mutation('assignProject', managers, (_p, { projectId, employeeNumber }, ctx) => assignProject(ctx, projectId ?? null, employeeNumber)),
      mutation('makeProjectInactive', rolesWith('projects.manage'), (_p, { projectId }, ctx) => makeProjectInactive(ctx, projectId)),
    ],
  },
};
