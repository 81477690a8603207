/**
 * How GraphQL Yoga (5.24) turns a single execution result into an HTTP response, for the JSON
 * fast path (jsonFastPath.ts), mirrored from graphql-yoga's result processors and error.ts
 * (`getMediaTypesForRequestInOrder`, `processRegularResult`, `getResponseInitByRespectingErrors`,
 * `jsonStringifyResultWithoutInternals`), which the package does not export. The fast path's
 * tests compare every case with Yoga's own answer, so an upgrade that changes a rule shows.
 */
import { GraphQLError, type ExecutionResult } from 'graphql';

/** The media types Yoga answers a single result in, in the order its processor lists them. */
export type RegularMediaType = 'application/graphql-response+json' | 'application/json';

/**
 * The media type Yoga would answer in for this Accept header, or null when no JSON type is
 * acceptable (Yoga then streams events, sends multipart or refuses with 406): those stay with
 * Yoga. Yoga tries its processors in turn (events, multipart, JSON) against the accepted types
 * from last to first and the last match wins, so JSON wins whenever it is accepted at all, in
 * the form of the first listed type it serves; quality values are ignored, as Yoga does.
 */
export function regularMediaType(accept: string | undefined): RegularMediaType | null {
  const listed = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  for (const entry of listed) {
    const [mediaType, ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue; // Yoga skips types in any other charset
    if (matches('application/json', mediaType)) return 'application/json';
    if (matches('application/graphql-response+json', mediaType)) return 'application/graphql-response+json';
  }
  return null;
}

function matches(served: string, asked: string): boolean {
  const [servedType, servedSub] = served.split('/');
  const [askedType, askedSub] = asked.split('/');
  return (askedType === '*' || askedType === servedType) && (askedSub === '*' || askedSub === servedSub);
}

interface HttpExtension {
  status?: number;
  spec?: boolean;
  headers?: Record<string, string>;
}

/** A GraphQL error with no non-GraphQL error underneath (a client error rather than a crash). */
function isOriginalGraphQLError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isOriginalGraphQLError(error.originalError);
}

/**
 * The status and extra headers Yoga answers with: `extensions.http` of the result and of its
 * errors; 500 when an unexpected error left no data; otherwise 200. With application/json the
 * spec's 400s (syntax, validation) give way to 200 when the errors are GraphQL errors.
 */
export function responseStatus(result: ExecutionResult, mediaType: RegularMediaType): { status: number; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const errors = result.errors ?? [];
  const legacyJson =
    mediaType === 'application/json' &&
    errors.some((error) => error instanceof GraphQLError) &&
    errors.some((error) => !error.extensions?.originalError || error.extensions.originalError instanceof GraphQLError);
  let status: number | undefined;
  const resultHttp = result.extensions?.http as HttpExtension | undefined;
  if (resultHttp?.headers) Object.assign(headers, resultHttp.headers);
  if (resultHttp?.status) status = resultHttp.status;
  let unexpected = false;
  for (const error of errors) {
    const http = error.extensions?.http as HttpExtension | undefined;
    if (http) {
      if (http.headers) Object.assign(headers, http.headers);
      if (legacyJson && http.spec) continue;
      if (http.status && (!status || http.status > status)) status = http.status;
    } else if (!isOriginalGraphQLError(error) || error.extensions?.unexpected) {
      unexpected = true;
    }
  }
  if (errors.length === 0) status ||= 200;
  if (!status) status = unexpected && !('data' in result) ? 500 : 200;
  return { status, headers };
}

/** An error as the client sees it: Yoga's internal `http` and `unexpected` extensions left out. */
function publicError(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const { extensions: all, ...rest } = error.toJSON();
  const { http: _http, unexpected: _unexpected, ...extensions } = all ?? {};
  return Object.keys(extensions).length ? { ...rest, extensions } : rest;
}

/** The response body, as Yoga writes it. */
export function serializeResult(result: ExecutionResult): string {
  if (!result.errors?.length && !result.extensions?.http) return JSON.stringify(result);
  const visible: Record<string, unknown> = { ...result };
  if (result.errors) visible.errors = result.errors.map(publicError);
  if (result.extensions) {
    const { http: _http, ...extensions } = result.extensions;
    visible.extensions = Object.keys(extensions).length ? extensions : undefined;
  }
  return JSON.stringify(visible);
}
