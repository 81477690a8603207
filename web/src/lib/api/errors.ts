import type { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorCode } from '@portal/common';

/**
 * Apollo's CombinedGraphQLErrors.is without importing Apollo, which the sign-in pages load without
 * (issue 13). Apollo marks its errors with their class name under Symbol.for('apollo.error'), a
 * registry symbol shared by every copy of the library; errors.test.ts checks this against a real
 * instance, so an Apollo upgrade that changes the mark fails there.
 */
function isGraphQLErrors(error: unknown): error is CombinedGraphQLErrors {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[Symbol.for('apollo.error')] === 'CombinedGraphQLErrors';
}

/** The `extensions.code` of the first GraphQL error, if the error came from the server. */
export function errorCodeOf(error: unknown): ErrorCode | string | undefined {
  if (!isGraphQLErrors(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return isGraphQLErrors(error) && error.errors.some((e) => e.extensions?.code === code);
}

/**
 * The message to show a user: the server's own message when it sent one (its messages are
 * written for users), otherwise the caller's fallback (network failures, parse errors).
 */
export function userMessageOf(error: unknown, fallback: string): string {
  if (isGraphQLErrors(error)) {
    const message = error.errors[0]?.message;
    if (message) return message;
  }
  return fallback;
}

/**
 * The field a server refusal is about (`extensions.field`, e.g. "project_num"), looking through
 * the `cause` a form's save wraps the server's error in; undefined when it names none.
 */
export function fieldOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; current = (current as { cause?: unknown }).cause, depth++) {
    if (isGraphQLErrors(current)) {
      const field = current.errors[0]?.extensions?.field;
      return typeof field === 'string' ? field : undefined;
    }
  }
  return undefined;
}
