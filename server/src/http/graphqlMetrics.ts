/**
 * Counts GraphQL requests for /metrics (lib/metrics.ts) from the pipeline's own hooks (parse,
 * validate, execute), which the JSON fast path and Yoga both run, so every request is counted
 * once whichever path answers it: a parse failure, a validation failure or an executed result.
 * Operation names the portal does not know count as `other` (knownOperations.ts, decision 0132).
 */
import { Kind, type DocumentNode, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { translateDbError } from '../graphql/errors';
import { operationLabel, type Metrics } from '../lib/metrics';

/** The name of the operation a document runs (the requested one, or its only one). */
function operationNameOf(document: DocumentNode | undefined, requested: string | null | undefined): string | null {
  if (requested) return requested;
  const operations = document?.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION) ?? [];
  return operations.length === 1 && operations[0].kind === Kind.OPERATION_DEFINITION ? (operations[0].name?.value ?? null) : null;
}

/** The code the client sees for an error (as yoga.ts's masking decides it), without logging anything. */
function errorCodeOf(error: GraphQLError, fallback: string): string {
  const own = error.extensions?.code;
  if (typeof own === 'string') return own;
  const original = error.originalError as { extensions?: { code?: unknown } } | undefined;
  if (!original) return fallback;
  if (typeof original.extensions?.code === 'string') return original.extensions.code;
  if ((original as { name?: string }).name === 'GraphQLError') return 'BAD_USER_INPUT';
  const translated = translateDbError(original) as { extensions?: { code?: unknown } };
  return typeof translated?.extensions?.code === 'string' ? translated.extensions.code : 'INTERNAL_SERVER_ERROR';
}

type Keyed = { req?: object; request?: object };

/** `known`: the operation names that get series of their own (knownOperations.ts). */
export function graphqlMetricsPlugin(metrics: Metrics, endpoint: string, known: ReadonlySet<string>): Plugin {
  // When each request's parsing began, keyed by its Node request (the same object in every hook).
  const started = new WeakMap<object, number>();
  const keyOf = (context: unknown): object | undefined => (context as Keyed).req ?? (context as Keyed).request;
  const seconds = (context: unknown) => {
    const key = keyOf(context);
    const from = key ? started.get(key) : undefined;
    return from === undefined ? 0 : (performance.now() - from) / 1000;
  };
  const requestedName = (context: unknown) => (context as { params?: { operationName?: string | null } }).params?.operationName;

  return {
    onParse({ context }) {
      const key = keyOf(context);
      if (key) started.set(key, performance.now());
      return ({ result }) => {
        if (result instanceof Error) metrics.recordGraphql(endpoint, operationLabel(requestedName(context), known), seconds(context), ['GRAPHQL_PARSE_FAILED']);
      };
    },
    onValidate({ context, params }) {
      return ({ valid, result }) => {
        if (valid) return;
        const codes = result.map((e) => errorCodeOf(e, 'GRAPHQL_VALIDATION_FAILED'));
        metrics.recordGraphql(endpoint, operationLabel(operationNameOf(params.documentAST, requestedName(context)), known), seconds(context), codes);
      };
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) && !('data' in result)) return; // a stream: the schemas have none
          const errors = (result as { errors?: readonly GraphQLError[] }).errors ?? [];
          const codes = errors.map((e) => errorCodeOf(e, 'INTERNAL_SERVER_ERROR'));
          metrics.recordGraphql(endpoint, operationLabel(operationNameOf(args.document, args.operationName), known), seconds(args.contextValue), codes);
        },
      };
    },
  };
}
