/** The reports' own arguments (their list arguments are the generic model's, server/src/graphql/argTypes.ts). */
import { z } from 'zod';
import { EXPIRING_RANGES } from '../reports';
import { graphqlType } from './wire';

export const QUALIFICATION_CATEGORIES = ['licenses', 'certifications', 'skills', 'deccoUCourses'] as const;

/** The expiring reports' range (next60 when left out). */
export const expiringRangeArgs = { range: graphqlType('ExpiringRange', z.enum(EXPIRING_RANGES)).nullish() };

/** The qualification report's code. */
export const qualificationReportArgs = { category: graphqlType('QualificationCategory', z.enum(QUALIFICATION_CATEGORIES)), codeId: z.number().int() };
