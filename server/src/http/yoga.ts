/**
 * The two GraphQL endpoints (/api and /foundation-api) on GraphQL Yoga: bearer-token sessions,
 * error masking with request ids, limits on depth, cost, aliases, rows, filter conditions and
 * upload size, and no introspection in production.
 */
import type { IncomingMessage } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createFetch } from '@whatwg-node/fetch';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { DEFAULT_SETTINGS } from '@portal/common';
import type { Db } from '../db/client';
import type { AppContext } from '../graphql/context';
import type { ModelRegistry } from '../graphql/crud/registry';
import { translateDbError } from '../graphql/errors';
import type { Logger } from '../lib/logger';
import { currentRequestId } from '../lib/requestContext';
import { readSpecialNumbers } from '../modules/settings/store';
import type { Services } from '../services';
import { filterBudgetPlugin } from './filterBudget';
import { requestedRowsPlugin } from './requestedRows';

export interface YogaDeps {
  db: Db;
  log: Logger;
  services: Services;
  registry: ModelRegistry;
}

export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

function bearer(header: string | null): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** Unexpected errors are logged with the request id and reach the client as a generic message. */
function maskError(log: Logger) {
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

export function createGraphqlHandler(schema: GraphQLSchema, endpoint: string, deps: YogaDeps) {
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
  plugins.push(requestedRowsPlugin(), filterBudgetPlugin());
  if (config.NODE_ENV === 'production') plugins.push(useDisableIntrospection());
  return createYoga<{ req: IncomingMessage }, AppContext>({
    schema,
    graphqlEndpoint: endpoint,
    landingPage: false,
    graphiql: config.NODE_ENV === 'development',
    batching: false,
    // The web app is served from the same origin; no other site may call the API with a session.
    cors: false,
    logging: false,
    plugins,
    fetchAPI: createFetch({
      formDataLimits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1_000_000 },
    }),
    maskedErrors: { maskError: maskError(deps.log) },
    context: async ({ request, req }) => {
      const requestId = currentRequestId() ?? 'none';
      const viewer = await deps.services.sessions.resolve(bearer(request.headers.get('authorization')) ?? '');
      let special: ReturnType<AppContext['specialNumbers']> | null = null;
      return {
        requestId,
        ip: clientIp(req, config.TRUST_PROXY),
        userAgent: request.headers.get('user-agent') ?? '',
        viewer,
        db: deps.db,
        registry: deps.registry,
        log: deps.log.child({ requestId, userId: viewer?.id }),
        services: deps.services,
        loaders: new Map(),
        specialNumbers: () => (special ??= readSpecialNumbers(deps.db).catch(() => ({
          allFollowupsViewers: DEFAULT_SETTINGS.allFollowupsViewers,
          ppaAllAccess: DEFAULT_SETTINGS.ppaAllAccess,
        }))),
      };
    },
  });
}
