/**
 * The JSON fast path of the GraphQL endpoints (decision 0057). An ordinary request, a POST of
 * `application/json` with one operation, is read from the Node request and run through Yoga's
 * enveloped pipeline (parse, validate, context, execute: the same plugins, caches and error
 * masking) without Yoga's fetch adapter, which builds WHATWG Request and Response objects and
 * cost about 0.4 ms per request. The answer mirrors Yoga's (yogaResponse.ts). Everything else
 * goes to Yoga: other methods and media types (multipart uploads), Accept headers that want
 * another format, and bodies that are not a well-formed single operation (invalid JSON,
 * batches, a missing or mistyped parameter), which Yoga then answers from the body already read.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createGraphQLError, isAsyncIterable, type GraphQLParams, type YogaServerInstance } from 'graphql-yoga';
import type { AppContext } from '../graphql/context';
import type { ExecutionGate } from './executionGate';
import { regularMediaType, responseStatus, serializeResult, type RegularMediaType } from './yogaResponse';

export type GraphqlYoga = YogaServerInstance<{ req: IncomingMessage; res: ServerResponse }, AppContext>;

/** Which path answered a request (the tests check that ordinary requests take the fast one). */
export type AnsweredBy = 'fast path' | 'yoga';

/** The body parameters Yoga accepts (useCheckGraphQLQueryParams); any other makes it a 400. */
const PARAMETERS = new Set(['query', 'variables', 'operationName', 'extensions']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `application/json` as our web app and scripts send it; variants (other charsets) go to Yoga. */
function isPlainJson(contentType: string | undefined): boolean {
  return contentType === 'application/json' || contentType === 'application/json; charset=utf-8';
}

/**
 * The operation in a JSON body, or null when Yoga should answer it: invalid JSON, a batch, an
 * unknown parameter, a query that is not a string, variables or extensions that are not objects.
 * These are rare, and Yoga's answer to each (its status and message) is then exact.
 */
function operationOf(body: Buffer): GraphQLParams | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  for (const key in parsed) if (parsed[key] != null && !PARAMETERS.has(key)) return null;
  const { query, variables, operationName, extensions } = parsed;
  if (typeof query !== 'string') return null;
  if (variables != null && !isObject(variables)) return null;
  if (extensions != null && !isObject(extensions)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return parsed as GraphQLParams;
}

/** The body, or null when the client went away before sending all of it. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.on('error', () => resolve(null));
    req.on('close', () => resolve(req.complete ? Buffer.concat(chunks) : null));
  });
}

/**
 * `context.request` for the plugins: Yoga's read its method (a mutation over GET is refused)
 * and the context reads the Node request (appContext.ts). Its headers are built only if asked.
 */
function requestView(req: IncomingMessage, yoga: GraphqlYoga): Request {
  let headers: Headers | undefined;
  const view = {
    method: 'POST',
    get url() {
      return `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
    },
    get headers() {
      return (headers ??= new yoga.fetchAPI.Headers(req.headers as Record<string, string>));
    },
  };
  return view as unknown as Request; // the rest of a Request (its body, signal) nothing here reads
}

/** Errors thrown while parsing, validating, building the context or executing, masked as Yoga's handleError does. */
function thrownErrors(error: unknown, maskError: (error: unknown) => Error): GraphQLError[] {
  if (isObject(error) && 'errors' in error && Array.isArray(error.errors)) {
    return [...new Set(error.errors.flatMap((inner: unknown) => thrownErrors(inner, maskError)))];
  }
  const masked = maskError(error);
  return [masked instanceof GraphQLError ? masked : createGraphQLError(masked.message, { originalError: masked })];
}

/** Yoga's processRequest for one operation (a query or a mutation: the schemas have no subscriptions). */
async function execute(yoga: GraphqlYoga, req: IncomingMessage, res: ServerResponse, params: GraphQLParams, maskError: (error: unknown) => Error): Promise<ExecutionResult> {
  // The context Yoga starts from: the server's ({ req, res }) plus the request and parameters.
  const enveloped = yoga.getEnveloped({ req, res, request: requestView(req, yoga), params } as Parameters<GraphqlYoga['getEnveloped']>[0]);
  try {
    const document = enveloped.parse(params.query);
    const errors = enveloped.validate(enveloped.schema, document);
    if (errors.length > 0) return { errors };
    const contextValue = await enveloped.contextFactory();
    const result = await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    });
    if (isAsyncIterable(result)) throw new Error('A streamed result on the JSON fast path: the schema must not have subscriptions or @defer.');
    return result;
  } catch (error) {
    return { errors: thrownErrors(error, maskError) };
  }
}

function send(res: ServerResponse, mediaType: RegularMediaType, result: ExecutionResult) {
  const { status, headers } = responseStatus(result, mediaType);
  const body = serializeResult(result);
  res.writeHead(status, { 'content-type': `${mediaType}; charset=utf-8`, ...headers, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Hands a request whose body was already read to Yoga, and writes Yoga's answer. */
async function answerByYoga(yoga: GraphqlYoga, req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
  const request = new yoga.fetchAPI.Request(url, { method: 'POST', headers: req.headers as Record<string, string>, body: new Uint8Array(body) });
  const response = await yoga.fetch(request, { req, res });
  const answer = Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.writeHead(response.status);
  res.end(answer);
}

/**
 * A handler for a GraphQL endpoint: the fast path for ordinary JSON requests, Yoga for the rest.
 * `schema` and `maskError` must be the ones Yoga was given. With a `gate`, an ordinary request
 * waits for a place before it executes (the embedded database, executionGate.ts).
 */
export function createJsonFastPath(yoga: GraphqlYoga, schema: GraphQLSchema, maskError: (error: unknown) => Error, gate?: ExecutionGate) {
  if (schema.getSubscriptionType() || schema.getDirective('defer') || schema.getDirective('stream')) {
    throw new Error('The JSON fast path answers single results only; a schema with subscriptions or @defer/@stream needs Yoga.');
  }
  return async (req: IncomingMessage, res: ServerResponse): Promise<AnsweredBy> => {
    const mediaType = regularMediaType(req.headers.accept);
    const ordinary =
      req.method === 'POST' &&
      isPlainJson(req.headers['content-type']) &&
      mediaType !== null &&
      // Yoga inflates compressed bodies and refuses a malformed length (app.ts requires one).
      req.headers['content-encoding'] === undefined &&
      /^\d+$/.test(req.headers['content-length'] ?? '');
    if (!ordinary) {
      await yoga(req, res);
      return 'yoga';
    }
    const body = await readBody(req);
    if (!body) {
      res.destroy(); // nobody is left to answer
      return 'fast path';
    }
    const params = operationOf(body);
    if (!params) {
      await answerByYoga(yoga, req, res, body);
      return 'yoga';
    }
    if (!gate) {
      send(res, mediaType, await execute(yoga, req, res, params, maskError));
      return 'fast path';
    }
    await gate.run(async () => {
      // A client that left while waiting is not answered, and its work not done.
      if (res.destroyed) return;
      send(res, mediaType, await execute(yoga, req, res, params, maskError));
    });
    return 'fast path';
  };
}
