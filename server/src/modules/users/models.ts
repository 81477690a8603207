import { type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { users } from '../../db/schema';
import { todaySql } from '../../db/today';
import { defineModel } from '../../graphql/crud/model';
import { userHooks } from './rules';
import { userPolicy } from './policy';

type QualificationTable = 'licenses' | 'certifications' | 'skills' | 'decco_u_courses';

/** An employee's points over all four groups (the card's total; decision 0005). */
export function totalPoints(userId: SQL): SQL {
  return sql`(${groupPoints('licenses', userId)} + ${groupPoints('certifications', userId)} + ${groupPoints('skills', userId)} + ${groupPoints('decco_u_courses', userId)})`;
}

/**
 * Points a user earns from one qualification group: the sum of the code points held. Expired
 * licenses and certifications earn nothing (docs/decisions/0005-points.md).
 */
export function groupPoints(table: QualificationTable, userId: SQL): SQL {
  const unexpired = table === 'licenses' || table === 'certifications'
    ? sql`and (q.exp_date is null or q.exp_date >= ${todaySql()})`
    : sql``;
  return sql`(select coalesce(sum(c.points), 0) from ${sql.identifier(table)} q join codes c on c.id = q.code_id
    where q.user_id = ${userId} ${unexpired})`;
}

type UserRef = typeof users;

export const userModel = defineModel({
  name: 'User',
  table: users,
  description: 'An employee (partner). Employees come from the HR (foundation) data.',
  hidden: ['passwordHash'],
  serverSet: ['createdAt', 'updatedAt'],
  uniqueFields: ['employeeNumber'],
  // createUser and updateUser: the names spec 1 section 7 calls the generic writes by.
  aliases: { findMany: 'users', findUnique: 'user', createOne: 'createUser', updateOne: 'updateUser' },
  operations: ['findMany', 'findFirst', 'findUnique', 'aggregate', 'createOne', 'updateOne'],
  computed: {
    licPoints: { type: 'Int', description: 'Points from unexpired licenses.', sql: (t: UserRef) => groupPoints('licenses', sql`${t.id}`) },
    cerPoints: { type: 'Int', description: 'Points from unexpired certifications.', sql: (t: UserRef) => groupPoints('certifications', sql`${t.id}`) },
    skillPoints: { type: 'Int', description: 'Points from skills.', sql: (t: UserRef) => groupPoints('skills', sql`${t.id}`) },
    coursePoints: { type: 'Int', description: 'Points from DECCO U courses.', sql: (t: UserRef) => groupPoints('decco_u_courses', sql`${t.id}`) },
    points: {
      type: 'Int',
      description: 'All points: licenses, certifications, skills and courses.',
      sql: (t: UserRef) => totalPoints(sql`${t.id}`),
    },
    averageCompanyPoints: {
      type: 'Float',
      description: 'The company average from the newest average-points snapshot.',
      sql: () => sql`(select points from average_points order by time_stamp desc limit 1)`,
    },
  },
  relations: {
    supervisor: { kind: 'one', target: 'User', field: 'supervisorId' },
    managedPartners: { kind: 'many', target: 'User', field: 'supervisorId' },
    project: { kind: 'one', target: 'Project', field: 'projectId' },
    licenses: { kind: 'many', target: 'Licenses', field: 'userId' },
    certifications: { kind: 'many', target: 'Certifications', field: 'userId' },
    skills: { kind: 'many', target: 'Skills', field: 'userId' },
    deccoUCourses: { kind: 'many', target: 'DeccoUCourses', field: 'userId' },
    projectHistory: { kind: 'many', target: 'ProjectHistory', field: 'userId' },
    goals: { kind: 'many', target: 'Goal', field: 'userId' },
    followups: { kind: 'many', target: 'UserFollowup', field: 'userId' },
    assignedFollowups: { kind: 'many', target: 'UserFollowup', field: 'assignedToUserId' },
    reviews: { kind: 'many', target: 'Review', field: 'userId' },
  },
  constraintMessages: {
    users_employee_number_key: 'An employee with this employee number already exists.',
    users_email_key: 'An employee with this e-mail already exists.',
  },
  hooks: userHooks,
  policy: userPolicy,
});
