import { rolesWith } from '@portal/common';
import { mutation, type PortalModule } from '../../graphql/module';
import { deleteEmployeeRelationByTitle, updateEmployeeRelationByTitle } from './employeeRelations';
import { portalModels } from './models';

const typeDefs = /* GraphQL */ `
  type Mutation {
    "Updates the relation of a job title; supervisor is an employee number."
    updateEmployeeRelations(jobTitle: String!, supervisor: String!, group: String!): EmployeeRelations
    "Deletes the relation of a job title."
    deleteEmployeeRelations(jobTitle: String!): EmployeeRelations
  }
`;

export const portalModule: PortalModule = {
  name: 'portal',
  models: portalModels,
  api: {
    typeDefs,
    operations: [
      mutation('updateEmployeeRelations', rolesWith('employeeRelations.edit'), (_p, args, ctx) => updateEmployeeRelationByTitle(ctx, args)),
      mutation('deleteEmployeeRelations', rolesWith('employeeRelations.edit'), (_p, args, ctx) => deleteEmployeeRelationByTitle(ctx, args)),
    ],
  },
};
