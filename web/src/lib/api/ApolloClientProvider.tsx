import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useApiClient } from './apiClient';

/**
 * Apollo's hooks (useQuery, useApolloClient) for the signed-in pages, over the app's one client.
 * Only the lazily loaded signed-in routes render it, so Apollo stays out of the sign-in page's
 * first load. The client exists by then (signing in or the session check created it); waiting for
 * it is only a safeguard. Not React's use(): inside the tests' act(), any use(), even of a settled
 * promise, makes act stop flushing its queued work, and a route change made in that act (a click
 * that opens a lazy page) never commits.
 */
export function ApolloClientProvider({ children }: { children: ReactNode }) {
  const source = useApiClient();
  const [client, setClient] = useState<ApolloClient | null>(source.current);
  useEffect(() => {
    if (client) return;
    let current = true;
    void source.getClient().then((created) => current && setClient(created));
    return () => {
      current = false;
    };
  }, [client, source]);
  return client ? <ApolloProvider client={client}>{children}</ApolloProvider> : null;
}
