/**
 * The operation names /metrics labels with their own series (decision 0132): the names of the
 * web app's operations (`schema/web-operations.json`, written by `npm run schema:print` from
 * web/src) and, for clients that name their calls after what they call, as the specification's
 * do (`checkAuth`, `findManyCodes`), the root fields of the endpoint's schema. A name is chosen
 * by whoever sends the request: any other counts as `other`, so invented names can neither grow
 * the scrape nor take the place of real ones.
 */
import type { GraphQLSchema } from 'graphql';
import webOperations from '../../../schema/web-operations.json';

export function knownOperationNames(schema: GraphQLSchema): ReadonlySet<string> {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return new Set([...webOperations.operations, ...roots.flatMap((root) => (root ? Object.keys(root.getFields()) : []))]);
}
