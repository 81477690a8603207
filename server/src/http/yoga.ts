/**
 * The two GraphQL endpoints (/api and /foundation-api) on GraphQL Yoga: bearer-token sessions,
 * error masking with request ids, limits on depth, cost, aliases, rows, filter conditions,
 * writes per user and upload size, and no introspection in production. Ordinary JSON requests
 * skip Yoga's HTTP layer (jsonFastPath.ts) but run the same pipeline.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createFetch } from '@whatwg-node/fetch';
import { MESSAGES } from '@portal/common';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppContext } from '../graphql/context';
import { translateDbError } from '../graphql/errors';
import { isFileStorageUnavailable } from '../infra/fileStore';
import type { Logger } from '../lib/logger';
import { currentRequestId } from '../lib/requestContext';
import { createAppContext, type ContextDeps } from './appContext';
import { filterBudgetPlugin } from './filterBudget';
import { graphqlMetricsPlugin } from './graphqlMetrics';
import type { ExecutionGate } from './executionGate';
import { createJsonFastPath, type GraphqlYoga } from './jsonFastPath';
import { knownOperationNames } from './knownOperations';
import { requestedRowsPlugin } from './requestedRows';
import { writeBudgetPlugin } from './writeBudget';

/** Unexpected errors are logged with the request id and reach the client as a generic message. */
export function maskError(log: Logger) {
  // Duck-typed on purpose: graphql may be loaded twice (ESM and CJS), which breaks instanceof.
  return (error: unknown): Error => {
    const located = error as { originalError?: unknown; name?: string };
    const original = (located.originalError ?? error) as { extensions?: { code?: unknown } };
    if (typeof original?.extensions?.code === 'string') return error as Error; // our client errors
    if (located.name === 'GraphQLError' && !located.originalError) return error as Error; // validation and syntax errors
    // A variable that does not fit its type ("sideways" for a sort order): the client's input.
    if (located.name === 'GraphQLError' && (located.originalError as { name?: string }).name === 'GraphQLError') {
      return new GraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    // The object storage is down or slow (an upload): a coded answer, not "Unexpected error".
    if (isFileStorageUnavailable(original)) {
      log.warn({ err: original, requestId: currentRequestId() }, 'file storage unavailable');
      return new GraphQLError(MESSAGES.fileStorageUnavailable, { path: (error as { path?: readonly (string | number)[] }).path, extensions: { code: 'FILE_STORAGE_UNAVAILABLE' } });
    }
    // A database refusal of the input (a NUL byte in a filter, a value out of range) is the
    // client's error wherever it happened, in a read as in a write.
    const translated = translateDbError(original) as { extensions?: { code?: unknown }; message?: string };
    if (translated !== original && typeof translated?.extensions?.code === 'string') {
      const at = error as { path?: readonly (string | number)[] };
      return new GraphQLError(translated.message ?? 'Invalid input.', { path: at.path, extensions: translated.extensions });
    }
    const requestId = currentRequestId();
    log.error({ err: original, requestId }, 'unexpected error');
    return new GraphQLError('Unexpected error. Please try again later.', {
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    });
  };
}

/**
 * Introspection refused in every request, as a validation rule: Yoga's plugin for it marks the
 * request while parsing the HTTP request, a step the fast path does not take.
 */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** Hooks of Yoga's HTTP layer, which the fast path does not run: no plugin of ours may rely on them. */
const HTTP_HOOKS = ['onRequest', 'onRequestParse', 'onParams', 'onExecutionResult', 'onResultProcess', 'onResponse'] as const;

function assertNoHttpHooks(plugins: Plugin[]) {
  for (const plugin of plugins) {
    const hook = HTTP_HOOKS.find((name) => name in plugin);
    if (hook) throw new Error(`A GraphQL plugin uses Yoga's ${hook} hook, which the JSON fast path skips (jsonFastPath.ts).`);
  }
}

export interface GraphqlServer {
  yoga: GraphqlYoga;
  /** The masking Yoga applies, for the fast path to apply the same. */
  maskError: (error: unknown) => Error;
}

export function createYogaServer(schema: GraphQLSchema, endpoint: string, deps: ContextDeps): GraphqlServer {
  const { config } = deps.services;
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: 12 },
      maxAliases: { n: 20 },
      maxDirectives: { n: 20 },
      maxTokens: { n: 5000 },
      costLimit: { maxCost: 20000 },
      blockFieldSuggestion: { enabled: config.NODE_ENV === 'production' },
    }) as Plugin,
  ];
  plugins.push(requestedRowsPlugin(), filterBudgetPlugin(), graphqlMetricsPlugin(deps.services.metrics, endpoint, knownOperationNames(schema)));
  // After the checks that cost nothing (a request they refuse is no write) and after the metrics,
  // which so count its RATE_LIMITED answers.
  plugins.push(writeBudgetPlugin(config.writeBudget));
  if (config.NODE_ENV === 'production') plugins.push(noIntrospection);
  assertNoHttpHooks(plugins);
  const mask = maskError(deps.log);
  const yoga = createYoga<{ req: IncomingMessage; res: ServerResponse }, AppContext>({
    schema,
    graphqlEndpoint: endpoint,
    landingPage: false,
    graphiql: config.NODE_ENV === 'development',
    batching: false,
    // The web app is served from the same origin; no other site may call the API with a session.
    cors: false,
    logging: false,
    plugins,
    // Yoga's own cache of parsed and validated documents (a screen sends the same few again and
    // again); the fast path runs through it too (enveloped.parse/validate). A test checks it is on.
    parserAndValidationCache: true,
    fetchAPI: createFetch({
      formDataLimits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1_000_000 },
    }),
    maskedErrors: { maskError: mask },
    context: ({ req }) => createAppContext(req, deps),
  });
  return { yoga, maskError: mask };
}

/** The handler of one endpoint: the JSON fast path, which hands anything else to Yoga. */
export function createGraphqlHandler(schema: GraphQLSchema, endpoint: string, deps: ContextDeps, gate?: ExecutionGate) {
  const { yoga, maskError: mask } = createYogaServer(schema, endpoint, deps);
  return createJsonFastPath(yoga, schema, mask, gate);
}
