import { GraphQLError } from 'graphql';
import { MESSAGES, type ErrorCode } from '@portal/common';
import { isCommitOutcomeUnknown, isDatabaseUnavailable } from '../db/transactions';

/** An error the client may see: a clear message and `extensions.code`. */
export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const unauthenticated = (message: string = MESSAGES.notAuthenticated) => appError('UNAUTHENTICATED', message);
export const forbidden = (message: string = MESSAGES.forbidden) => appError('FORBIDDEN', message);
export const badInput = (message: string, extensions?: Record<string, unknown>) => appError('BAD_USER_INPUT', message, extensions);
export const notFound = (message = 'The record was not found.') => appError('NOT_FOUND', message);
export const conflict = (message: string, extensions?: Record<string, unknown>) => appError('CONFLICT', message, extensions);

interface PgErrorLike {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/** Finds the PostgreSQL error inside a driver or Drizzle wrapper, if any. */
function pgErrorOf(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as PgErrorLike;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return null;
}

/**
 * Turns constraint violations into client errors. `messages` maps a constraint name to the text
 * the spec wants (for example the duplicate qualification message).
 */
export function translateDbError(error: unknown, messages: Record<string, string> = {}): unknown {
  if (error instanceof GraphQLError) return error;
  // Before the check below, which its cause (the lost connection) would pass: "try again" could save it twice.
  if (isCommitOutcomeUnknown(error)) return appError('OUTCOME_UNKNOWN', MESSAGES.outcomeUnknown);
  if (isDatabaseUnavailable(error)) return appError('DATABASE_UNAVAILABLE', MESSAGES.databaseUnavailable);
  const pg = pgErrorOf(error);
  if (!pg) return error;
  const custom = pg.constraint ? messages[pg.constraint] : undefined;
  switch (pg.code) {
    case '23505':
      return conflict(custom ?? 'A record with these values already exists.');
    case '23503':
      return badInput(custom ?? 'This record is linked to another record that does not exist or still uses it.');
    case '23514':
    case '23502':
    case '22001':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return badInput(custom ?? 'A value is not valid for this field.');
    case '22021': // invalid byte sequence (a NUL character in text)
    case '22P05': // untranslatable character
      return badInput('Text may not contain NUL or other control characters the database cannot store.');
    case '40P01': // deadlock, still there after the transaction ran again (db/transactions.ts)
    case '40001': // serialization failure, likewise
      return conflict('Another change to the same records was saved at the same moment. Please try again.');
    case '57014': // statement_timeout (DATABASE_STATEMENT_TIMEOUT_MS)
      return appError('TIMEOUT', 'This request took too long and was stopped. Narrow the filters and try again.');
    default:
      return error;
  }
}
