/**
 * The Settings area's shared data (spec 1): calendar events, company resources (documents) and
 * employee relations, as generic models. Who reads and edits them is in policy.ts.
 */
import { calEvents, documents, employeeRelations } from '../../db/schema';
import { defineModel, type ModelDef } from '../../graphql/crud/model';
import { documentHooks } from './documentHooks';
import { employeeRelationHooks, RELATION_EXISTS, TITLE_TAKEN } from './employeeRelations';
import { calEventsPolicy, documentsPolicy, employeeRelationsPolicy } from './policy';

export const calEventsModel = defineModel({
  name: 'CalEvents',
  table: calEvents,
  serverSet: ['createdAt', 'updatedAt'],
  policy: calEventsPolicy,
});

const documentsModel = defineModel({
  name: 'Documents',
  table: documents,
  // createdBy and createdAt come from the session, whatever the client sends.
  serverSet: ['createdBy', 'createdAt'],
  operations: ['findMany', 'findFirst', 'findUnique', 'aggregate', 'createOne', 'deleteOne'],
  hooks: documentHooks,
  policy: documentsPolicy,
});

const employeeRelationsModel = defineModel({
  name: 'EmployeeRelations',
  table: employeeRelations,
  serverSet: ['createdAt', 'updatedAt'],
  relations: { supervisor: { kind: 'one', target: 'User', field: 'supervisorId' } },
  constraintMessages: { employee_relations_combination_key: RELATION_EXISTS, employee_relations_title_key: TITLE_TAKEN },
  hooks: employeeRelationHooks,
  policy: employeeRelationsPolicy,
});

export const portalModels: ModelDef[] = [calEventsModel, documentsModel, employeeRelationsModel];
