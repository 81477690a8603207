/**
 * The Settings area's shared data (spec 1): calendar events, company resources (documents) and
 * employee relations. Everyone reads events and documents (dashboard, resources); superAdmins
 * and webEditors edit events; only webEditors add or delete documents and manage relations.
 */
import { ALL_ROLES, rolesWith } from '@portal/common';
import { grantFor, readFor } from '../../auth/policy';
import { calEvents, documents, employeeRelations } from '../../db/schema';
import { defineModel, type ModelDef } from '../../graphql/crud/model';
import { documentHooks } from './documentHooks';
import { employeeRelationHooks, RELATION_EXISTS, TITLE_TAKEN } from './employeeRelations';

export const calEventsModel = defineModel({
  name: 'CalEvents',
  table: calEvents,
  serverSet: ['createdAt', 'updatedAt'],
  policy: {
    read: readFor(ALL_ROLES, [{ rows: 'all', fields: 'all' }]),
    create: grantFor(rolesWith('calendarEvents.edit'), { fields: ['title', 'date'] }),
    update: grantFor(rolesWith('calendarEvents.edit'), [{ rows: 'all', fields: ['title', 'date'] }]),
    delete: grantFor(rolesWith('calendarEvents.edit'), 'all'),
  },
});

export const documentsModel = defineModel({
  name: 'Documents',
  table: documents,
  // createdBy and createdAt come from the session, whatever the client sends.
  serverSet: ['createdBy', 'createdAt'],
  operations: ['findMany', 'findFirst', 'findUnique', 'aggregate', 'createOne', 'deleteOne'],
  hooks: documentHooks,
  policy: {
    read: readFor(ALL_ROLES, [{ rows: 'all', fields: 'all' }]),
    create: grantFor(rolesWith('documents.create'), { fields: ['name', 'path', 'description'] }),
    delete: grantFor(rolesWith('documents.delete'), 'all'),
  },
});

export const employeeRelationsModel = defineModel({
  name: 'EmployeeRelations',
  table: employeeRelations,
  serverSet: ['createdAt', 'updatedAt'],
  relations: { supervisor: { kind: 'one', target: 'User', field: 'supervisorId' } },
  constraintMessages: { employee_relations_combination_key: RELATION_EXISTS, employee_relations_title_key: TITLE_TAKEN },
  hooks: employeeRelationHooks,
  policy: {
    read: readFor(rolesWith('employeeRelations.view'), [{ rows: 'all', fields: 'all' }]),
    create: grantFor(rolesWith('employeeRelations.create'), { fields: ['group', 'title', 'supervisor'] }),
    update: grantFor(rolesWith('employeeRelations.edit'), [{ rows: 'all', fields: ['group', 'title', 'supervisor'] }]),
    delete: grantFor(rolesWith('employeeRelations.edit'), 'all'),
  },
});

export const portalModels: ModelDef[] = [calEventsModel, documentsModel, employeeRelationsModel];
