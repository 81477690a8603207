/** The employee relations of a job title (supervisor is an employee number). */
import { z } from 'zod';

export const updateEmployeeRelationsArgs = { jobTitle: z.string(), supervisor: z.string(), group: z.string() };
export const deleteEmployeeRelationsArgs = { jobTitle: z.string() };
