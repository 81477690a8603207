import { deleteEmployeeRelationsArgs, rolesWith, updateEmployeeRelationsArgs } from '@portal/common';
import { mutation, type PortalModule } from '../../graphql/module';
import { deleteEmployeeRelationByTitle, updateEmployeeRelationByTitle } from './employeeRelations';
import { portalModels } from './models';

export const portalModule: PortalModule = {
  name: 'portal',
  models: portalModels,
  api: {
    operations: [
      mutation('updateEmployeeRelations', {
        description: 'Updates the relation of a job title; supervisor is an employee number.',
        access: rolesWith('employeeRelations.edit'),
        args: updateEmployeeRelationsArgs,
        returns: 'EmployeeRelations',
        resolve: (args, ctx) => updateEmployeeRelationByTitle(ctx, args),
      }),
      mutation('deleteEmployeeRelations', {
        description: 'Deletes the relation of a job title.',
        access: rolesWith('employeeRelations.edit'),
        args: deleteEmployeeRelationsArgs,
        returns: 'EmployeeRelations',
        resolve: (args, ctx) => deleteEmployeeRelationByTitle(ctx, args),
      }),
    ],
  },
};
