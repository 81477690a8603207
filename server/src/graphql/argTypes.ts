/**
 * Argument schemas for types the schema defines elsewhere: the scalars, and the generic layer's
 * filter and order inputs (which the reader checks field by field against the policy).
 */
import { z } from 'zod';
import type { OrderByInput } from './crud/order';
import type { WhereInput } from './crud/where';
import { graphqlType, graphqlValue } from './inputSdl';

/** A calendar day, already checked by the Date scalar: 'YYYY-MM-DD'. */
export const dateArg = graphqlType('Date', z.string());

/** GraphQL's ID: the client may send a number or a string; it arrives as a string. */
export const idArg = graphqlType('ID', z.string());

/** An uploaded file (multipart request). */
export const uploadArg = graphqlValue<File>('Upload');

/** A generic model's filter, e.g. `whereArg('Evaluation')` for `EvaluationWhereInput`. */
export const whereArg = (model: string) => graphqlValue<WhereInput>(`${model}WhereInput`);

/** A generic model's sort, e.g. `orderByArg('Evaluation')` for `[EvaluationOrderByWithRelationInput!]`. */
export const orderByArg = (model: string) => z.array(graphqlValue<OrderByInput>(`${model}OrderByWithRelationInput`));

/** Paging of a list: how many rows and how many to skip. */
export const pageArgs = {
  take: z.number().int().nullish(),
  skip: z.number().int().nullish(),
};
