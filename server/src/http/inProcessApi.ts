/**
 * The portal's API asked from inside the server, for the page it draws (firstScreen.ts, decision
 * 0144): an operation is executed against the endpoint's schema with the context an HTTP request
 * with the same session gets (appContext.ts), so the same viewer, access rules, row scopes and
 * field masks, without a round trip through the server's own socket. On the embedded database
 * each execution waits for its place as a request's does (executionGate.ts), and errors are
 * masked as the endpoint masks them (yoga.ts): a drawn page shows what the browser's app would.
 */
import type { IncomingMessage } from 'node:http';
import type { ApiAnswer, ApiOperation } from '@portal/common';
import { execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createAppContext, type ContextDeps, type RequestLike } from './appContext';
import type { ExecutionGate } from './executionGate';

/** The API for one navigation: its session's token, from its client. */
export type InProcessApi = (from: IncomingMessage, token: string) => (operation: ApiOperation) => Promise<ApiAnswer>;

/** The web app's own documents are a few dozen; more than this would be a bug, not a reason to grow. */
const MAX_DOCUMENTS = 200;

function formatted(error: Error): NonNullable<ApiAnswer['errors']>[number] {
  return error instanceof GraphQLError ? error.toJSON() : { message: error.message };
}

export function inProcessApi(schemas: Record<ApiOperation['endpoint'], GraphQLSchema>, deps: ContextDeps, maskError: (error: unknown) => Error, gate?: ExecutionGate): InProcessApi {
  // Parsed and validated once per document and endpoint.
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
  const documentOf = (operation: ApiOperation) => {
    const key = `${operation.endpoint} ${operation.query}`;
    let document = documents.get(key);
    if (!document) {
      const parsed = parse(operation.query);
      const errors = validate(schemas[operation.endpoint], parsed);
      document = errors.length > 0 ? errors : parsed;
      if (documents.size >= MAX_DOCUMENTS) documents.clear();
      documents.set(key, document);
    }
    return document;
  };

  return (from, token) => {
    // The request the browser's app would send: its session as a bearer token, from its address.
    const request: RequestLike = {
      headers: { authorization: `Bearer ${token}`, 'user-agent': from.headers['user-agent'], 'x-forwarded-for': from.headers['x-forwarded-for'] },
      socket: from.socket,
    };
    const run = async (operation: ApiOperation): Promise<ApiAnswer> => {
      const document = documentOf(operation);
      if (!('kind' in document)) return { errors: document.map(formatted) };
      const result = await execute({
        schema: schemas[operation.endpoint],
        document,
        contextValue: await createAppContext(request, deps),
        variableValues: operation.variables,
        operationName: operation.operationName,
      });
      return { data: result.data, ...(result.errors ? { errors: result.errors.map((error) => formatted(maskError(error))) } : {}) };
    };
    return async (operation) => {
      try {
        return await (gate ? gate.run(() => run(operation)) : run(operation));
      } catch (error) {
        return { errors: [formatted(maskError(error))] };
      }
    };
  };
}
