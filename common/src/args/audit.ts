/** recordHistory's arguments: a record by its kind and id, paged. */
import { z } from 'zod';
import { graphqlType, idArg } from './wire';

export const HISTORY_RECORDS = ['EMPLOYEE', 'PROJECT', 'REVIEW', 'CODE'] as const;

export const recordHistoryArgs = {
  record: graphqlType('HistoryRecord', z.enum(HISTORY_RECORDS)),
  id: idArg,
  skip: z.number().int().nullable().default(0),
  take: z.number().int().nullable().default(10),
};
