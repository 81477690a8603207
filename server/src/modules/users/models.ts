import { sql } from '../../db/sql';
import { averagePoints, users } from '../../db/schema';
import { defineModel, type ComputedField } from '../../graphql/crud/model';
import { pointsField, pointsPass, type PointsField } from './points';
import { userHooks } from './rules';
import { userPolicy } from './policy';

type UserRef = typeof users;

/** A points field: one of the five totals of the points pass (points.ts, decision 0005). */
function pointsComputed(field: PointsField, description: string): ComputedField {
  return { type: 'Int', description, sql: (t: UserRef) => pointsField(field, sql`${t.id}`), pass: { of: pointsPass, column: field } };
}

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
    licPoints: pointsComputed('licPoints', 'Points from unexpired licenses.'),
    cerPoints: pointsComputed('cerPoints', 'Points from unexpired certifications.'),
    skillPoints: pointsComputed('skillPoints', 'Points from skills.'),
    coursePoints: pointsComputed('coursePoints', 'Points from DECCO U courses.'),
    points: pointsComputed('points', 'All points: licenses, certifications, skills and courses.'),
    averageCompanyPoints: {
      type: 'Float',
      description: 'The company average from the newest average-points snapshot.',
      sql: () => sql`(select ${averagePoints.points} from ${averagePoints} order by ${averagePoints.timeStamp} desc limit 1)`,
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
