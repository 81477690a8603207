/**
 * Typed GraphQL documents. `graphql(...)` parses an operation as Apollo's gql tag did, and its
 * TypeScript type is inferred from the server's schema (`*-env.d.ts`, written by
 * `npm run schema:print`): a field or argument the server does not have, or a result shape that
 * does not fit the code using it, fails `npm run typecheck`. The web suite also validates every
 * document against the printed schema (test/operationsMatchSchema.test.ts).
 *
 * Fragments are not masked: a query spreading a fragment sees its fields directly.
 */
import { initGraphQLTada } from 'gql.tada';
import type { EvaluationStatus, FollowUpStatus, GoalStatus, ReviewStatus } from '@portal/common';
import type { introspection as apiIntrospection } from './api-env';
import type { introspection as foundationIntrospection } from './foundation-env';

/** How the server's scalars arrive in JSON. */
interface Scalars {
  /** A calendar day, 'YYYY-MM-DD'. */
  Date: string;
  /** An instant, ISO 8601. */
  DateTime: string;
  Json: unknown;
  Upload: File;
  /** Statuses on output fields: the workflows' unions (common/src/workflows, docs/decisions/0099). */
  EvaluationStatus: EvaluationStatus;
  ReviewStatus: ReviewStatus;
  GoalStatus: GoalStatus;
  FollowUpStatus: FollowUpStatus;
}

/** Operations of the portal's API (`/api`). */
export const graphql = initGraphQLTada<{ introspection: apiIntrospection; scalars: Scalars; disableMasking: true }>();

/** Operations of the HR (foundation) endpoint, sent with FOUNDATION_CONTEXT. */
export const foundationGraphql = initGraphQLTada<{ introspection: foundationIntrospection; scalars: Scalars; disableMasking: true }>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
