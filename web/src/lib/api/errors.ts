import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorCode } from '@portal/common';

/** The `extensions.code` of the first GraphQL error, if the error came from the server. */
export function errorCodeOf(error: unknown): ErrorCode | string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/**
 * The message to show a user: the server's own message when it sent one (its messages are
 * written for users), otherwise the caller's fallback (network failures, parse errors).
 */
export function userMessageOf(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    if (message) return message;
  }
  return fallback;
}
