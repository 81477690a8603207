import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Capability, CodeEntity } from '@portal/common';
import { averagePoints, certifications, codeHolderCounts, codes, deccoUCourses, licenses, skills, type HeldTable } from '../../db/schema';
import { sql, type SQL } from '../../db/sql';
import { defineModel, READ_OPERATIONS, type ModelDef, type RelationDef } from '../../graphql/crud/model';
import { averagePointsPolicy, codesPolicy, heldQualificationPolicy } from './policy';
import { codeHooks, holdingHooks, QUALIFICATION_EXISTS } from './rules';

const heldRelations: Record<string, RelationDef> = {
  users: { kind: 'one', target: 'User', field: 'userId' },
  codes: { kind: 'one', target: 'Codes', field: 'codeId' },
};

/** How many records of a group hold a code, as the database keeps it (code_holder_counts, decision 0114). */
function keptHolders(kind: HeldTable): (codeId: SQL) => SQL {
  const where = sql`${codeHolderCounts.kind} = ${sql.raw(`'${kind}'`)}`;
  const t = codeHolderCounts;
  return (codeId) => sql`coalesce((select ${t.holders} from ${t} where ${t.codeId} = ${codeId} and ${where}), 0)`;
}

export const codesModel = defineModel({
  name: 'Codes',
  table: codes,
  description: 'A qualification code of the catalogue: a license, certification, skill or DECCO U course.',
  serverSet: ['createdAt', 'updatedAt'],
  relations: {
    licenses: { kind: 'many', target: 'Licenses', field: 'codeId', keptCount: keptHolders('licenses') },
    certifications: { kind: 'many', target: 'Certifications', field: 'codeId', keptCount: keptHolders('certifications') },
    skills: { kind: 'many', target: 'Skills', field: 'codeId', keptCount: keptHolders('skills') },
    deccoUCourses: { kind: 'many', target: 'DeccoUCourses', field: 'codeId', keptCount: keptHolders('decco_u_courses') },
  },
  constraintMessages: { codes_unique_title: QUALIFICATION_EXISTS },
  hooks: codeHooks,
  policy: codesPolicy,
});

/** A group of qualifications employees hold (licenses, certifications, skills, courses). */
function heldModel(name: string, table: PgTable, entity: CodeEntity, kind: string, capability: Capability, numberField?: string): ModelDef {
  return defineModel({
    name,
    table,
    serverSet: ['createdAt', 'updatedAt'],
    relations: heldRelations,
    constraintMessages: { [`${getTableName(table)}_user_code_key`]: `This employee already holds this ${kind}.` },
    hooks: holdingHooks(entity, kind),
    policy: heldQualificationPolicy(capability, numberField),
  });
}

export const licensesModel = heldModel('Licenses', licenses, 'licenses', 'license', 'qualifications.writeLicenses', 'licenseNumber');
export const certificationsModel = heldModel('Certifications', certifications, 'certifications', 'certification', 'qualifications.writeCertifications', 'certificationNumber');
export const skillsModel = heldModel('Skills', skills, 'skills', 'skill', 'qualifications.writeSkills');
export const deccoUCoursesModel = heldModel('DeccoUCourses', deccoUCourses, 'deccoUCourses', 'DECCO U course', 'qualifications.writeCourses');

const averagePointsModel = defineModel({
  name: 'AveragePoints',
  table: averagePoints,
  operations: READ_OPERATIONS,
  policy: averagePointsPolicy,
});

export const qualificationModels: ModelDef[] = [
  codesModel,
  licensesModel,
  certificationsModel,
  skillsModel,
  deccoUCoursesModel,
  averagePointsModel,
];
