/** The projects' operations: the employee assignment list's filter and paging, and moving employees between projects. */
import { z } from 'zod';
import { graphqlType, pageArgs } from './wire';

const ids = z.array(z.number().int()).max(20).nullish();
const text = z.string().max(100).nullish();

export const employeeAssignmentWhere = graphqlType(
  'EmployeeAssignmentWhere',
  z
    .object({
      fullName: text.describe('First or last name contains each word (case-insensitive).'),
      jobTitle: text,
      employeeNumber: text.describe('Employee number starts with.'),
      projectId: z.number().int().nullish(),
      isFilterEmployee: z.boolean().nullish().describe('With projectId: only employees on that project.'),
      isGetDistanceQuery: z.boolean().nullish().describe('With projectId: distance and travel time to that project.'),
      certifications: ids,
      skills: ids,
      deccoUCourses: ids,
      licenses: ids,
      licenseState: text,
      licenseLevel: text,
      validOn: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'validOn must be a date (YYYY-MM-DD)')
        .nullish()
        .describe("The day the qualifications must be valid on (YYYY-MM-DD; default today): a job's start day."),
    })
    .describe('Filters of the employee assignment list (spec 2 section 5). Qualification filters take code ids; a holding counts only while valid (today, or on validOn).'),
);

/** The list's filter, sort (a column name) and direction, and paging. */
export const employeeAssignmentArgs = {
  where: employeeAssignmentWhere.nullish(),
  orderBy: z.string().nullish(),
  direction: z.string().nullish(),
  ...pageArgs,
};

export const assignProjectArgs = { projectId: z.number().int().nullish(), employeeNumber: z.string() };
export const projectIdArgs = { projectId: z.number().int() };
