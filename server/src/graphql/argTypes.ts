/**
 * Argument schemas the generic layer builds from a model: its filter and order inputs (which the
 * reader checks field by field against the policy). Every other argument schema lives in common
 * (common/src/args, decision 0146); the scalars and paging are re-exported from there.
 */
import { z } from 'zod';
import { graphqlValue, pageArgs } from '@portal/common';
import type { OrderByInput } from './crud/order';
import type { WhereInput } from './crud/where';

export { dateArg } from '@portal/common';

/** A generic model's filter, e.g. `whereArg('Evaluation')` for `EvaluationWhereInput`. */
const whereArg = (model: string) => graphqlValue<WhereInput>(`${model}WhereInput`);

/** A generic model's sort, e.g. `orderByArg('Evaluation')` for `[EvaluationOrderByWithRelationInput!]`. */
const orderByArg = (model: string) => z.array(graphqlValue<OrderByInput>(`${model}OrderByWithRelationInput`));

/** A generic model's list arguments: filter, sort and paging, e.g. `listArgs('User')`. */
export const listArgs = (model: string) => ({ where: whereArg(model).nullish(), orderBy: orderByArg(model).nullish(), ...pageArgs });

/** A generic model's filter alone, e.g. `whereArgs('Review')`. */
export const whereArgs = (model: string) => ({ where: whereArg(model).nullish() });

/** A generic model's create data, e.g. `createArgs('ReviewTemplate')` for `data: ReviewTemplateCreateInput!`. */
export const createArgs = (model: string) => ({ data: graphqlValue<Record<string, unknown>>(`${model}CreateInput`) });
