import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { useEffect } from 'react';
import { catchError, of, tap } from 'rxjs';
import { keepAnswer, keptAnswer, keptOwner } from './keptData';
import { backOnline, isOffline, OFFLINE_WRITES_MESSAGE, servedFromKept } from './offlineStatus';

/**
 * The reads kept for the network's absence (decision 0168): what a field worker shows an
 * inspector. The card and its summary only for the signed-in person's own employee number (a
 * supervisor opening someone else's card keeps nothing); today's events are the company's.
 */
const OWN_CARD_READS = new Set(['EmployeeBaseballCard', 'MyCardSummary']);
const COMPANY_READS = new Set(['EventsBetween']);

/**
 * Signing in, up and out and the password reset are not changes to refuse: each is still tried
 * and fails as a network failure says (signing out ends the server's session if it can).
 */
const ACCOUNT_OPERATIONS = new Set(['Login', 'Logout', 'Signup', 'RequestPasswordReset', 'CompletePasswordReset']);

/** The key a kept answer is stored under, or null when this read is not kept (for this viewer). */
export function keptKeyOf(operationName: string | undefined, variables: Record<string, unknown>): string | null {
  if (!operationName) return null;
  if (OWN_CARD_READS.has(operationName)) {
    const owner = keptOwner();
    if (!owner || String(variables.employeeNumber ?? '').trim() !== owner) return null;
  } else if (!COMPANY_READS.has(operationName)) {
    return null;
  }
  return `${operationName} ${JSON.stringify(variables)}`;
}

/** The network failed (no answer at all), as opposed to an answer that was an error. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || isOffline();
}

/**
 * Keeps the kept reads' answers as they arrive and, when the network fails, answers them from
 * the copy (and tells the offline notice how old it is). A write while the browser is offline is
 * refused at once with a plain message, as a GraphQL error, so a dialog shows it like a server's.
 */
export function offlineLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION && isOffline() && !ACCOUNT_OPERATIONS.has(operation.operationName ?? '')) {
      return of({ errors: [{ message: OFFLINE_WRITES_MESSAGE, extensions: { code: 'OFFLINE' } }] });
    }
    const key = operation.operationType === OperationTypeNode.QUERY ? keptKeyOf(operation.operationName, operation.variables) : null;
    // Any answer from the server (even an error) means the network is back: pages show fresh data again.
    const answered = forward(operation).pipe(tap(() => backOnline()));
    if (!key) return answered;
    return answered.pipe(
      tap((result) => {
        if (result.data && !('errors' in result && result.errors?.length)) keepAnswer(key, result.data);
      }),
      catchError((error: unknown) => {
        const kept = isNetworkFailure(error) ? keptAnswer(key) : null;
        if (!kept) throw error;
        servedFromKept(kept.savedAt);
        return of({ data: kept.data as Record<string, unknown> });
      }),
    );
  });
}

/**
 * Keeps an answer a screen shows that did not come through the link: a phone's dashboard the
 * server drew comes with its answers in Apollo's cache (lib/firstScreen.ts), read without a
 * request. Online only: offline the answer is the kept copy itself.
 */
export function useKeptAnswer(operationName: string, variables: Record<string, unknown>, data: unknown): void {
  const key = data && !isOffline() ? keptKeyOf(operationName, variables) : null;
  useEffect(() => {
    if (key) keepAnswer(key, data);
  }, [key, data]);
}
