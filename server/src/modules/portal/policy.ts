/**
 * Who reads and edits the Settings area's shared data (spec 1): everyone reads events and
 * documents (dashboard, resources); superAdmins and webEditors edit events; only webEditors add
 * or delete documents and manage employee relations.
 */
import { ALL_ROLES, rolesWith } from '@portal/common';
import { grantFor, readFor, type EntityPolicy, type FieldOf } from '../../auth/policy';
import type { calEvents, documents, employeeRelations } from '../../db/schema';

export const calEventsPolicy: EntityPolicy<FieldOf<typeof calEvents>> = {
  read: readFor(ALL_ROLES, [{ rows: 'all', fields: 'all' }]),
  create: grantFor(rolesWith('calendarEvents.edit'), { fields: ['title', 'date'] }),
  update: grantFor(rolesWith('calendarEvents.edit'), [{ rows: 'all', fields: ['title', 'date'] }]),
  delete: grantFor(rolesWith('calendarEvents.edit'), 'all'),
};

export const documentsPolicy: EntityPolicy<FieldOf<typeof documents>> = {
  read: readFor(ALL_ROLES, [{ rows: 'all', fields: 'all' }]),
  create: grantFor(rolesWith('documents.create'), { fields: ['name', 'path', 'description'] }),
  delete: grantFor(rolesWith('documents.delete'), 'all'),
};

export const employeeRelationsPolicy: EntityPolicy<FieldOf<typeof employeeRelations, 'supervisor'>> = {
  read: readFor(rolesWith('employeeRelations.view'), [{ rows: 'all', fields: 'all' }]),
  create: grantFor(rolesWith('employeeRelations.create'), { fields: ['group', 'title', 'supervisor'] }),
  update: grantFor(rolesWith('employeeRelations.edit'), [{ rows: 'all', fields: ['group', 'title', 'supervisor'] }]),
  delete: grantFor(rolesWith('employeeRelations.edit'), 'all'),
};
