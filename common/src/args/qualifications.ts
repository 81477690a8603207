/** The qualifications' operations: the baseball card and the mass update from a file. */
import { z } from 'zod';
import { employeeNumberArgs, graphqlType, pageArgs } from './wire';

export const baseballCardArgs = employeeNumberArgs;
export const baseballCardsArgs = pageArgs;

export const massUpdateRowInput = graphqlType(
  'MassUpdateRowInput',
  z.object({
    employeeNumber: z.string(),
    issueDate: z.string().describe('M/D/YY as in the file, or YYYY-MM-DD'),
    expDate: z.string().nullish(),
    licenseNumber: z.string().nullish(),
    certificationNumber: z.string().nullish(),
  }),
);
/** The rows of the file, the code they are for and its category. */
export const massUpdateArgs = { data: z.array(massUpdateRowInput), qualificationId: z.number().int(), type: z.string() };
