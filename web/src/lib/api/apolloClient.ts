import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { offlineLink } from '../offline/offlineLink';
import { clockedFetch } from './companyClock';
import { endpointFor } from './endpoints';

export interface ApiClientOptions {
  getToken: () => string | null;
  /** Called when the server says the session is not (or no longer) valid. */
  onUnauthenticated: () => void;
  /** Replaces the HTTP transport (tests, the server's render). */
  transport?: ApolloLink;
  /** The server's render of a first screen (src/ssr/entry-server.tsx): each query is asked once, and a failure is the server's to log. */
  ssrMode?: boolean;
}

/** Sign-in operations fail with UNAUTHENTICATED by design; that must not end a session. */
const SIGN_IN_OPERATIONS = new Set(['Login', 'Logout', 'CheckAuth']);

function authLink(getToken: () => string | null): ApolloLink {
  return new SetContextLink((previous) => {
    const token = getToken();
    const headers = { ...(previous.headers as Record<string, string> | undefined) };
    if (token) headers.Authorization = `Bearer ${token}`;
    return { headers };
  });
}

function errorLink(onUnauthenticated: () => void, log: boolean): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error)) {
      const unauthenticated = error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
      if (unauthenticated && !SIGN_IN_OPERATIONS.has(operation.operationName ?? '')) {
        onUnauthenticated();
        return;
      }
    }
    // The spec: network and GraphQL errors are only logged, unless a screen shows its own message.
    if (log) console.error(`[api] ${operation.operationName ?? 'operation'} failed:`, error);
  });
}

export function createApiClient(options: ApiClientOptions): ApolloClient {
  const transport =
    options.transport ?? new HttpLink({ uri: (operation) => endpointFor(operation.getContext()), credentials: 'same-origin', fetch: clockedFetch });
  return new ApolloClient({
    ssrMode: options.ssrMode,
    // The server's render keeps nothing on a device: no offline copies there.
    link: ApolloLink.from([errorLink(options.onUnauthenticated, !options.ssrMode), ...(options.ssrMode ? [] : [offlineLink()]), authLink(options.getToken), transport]),
    cache: new InMemoryCache({
      typePolicies: {
        // Settings are a singleton without an id.
        PortalSettings: { keyFields: [] },
      },
    }),
  });
}
