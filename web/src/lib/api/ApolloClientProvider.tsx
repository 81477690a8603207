import { ApolloProvider } from '@apollo/client/react';
import { use, type ReactNode } from 'react';
import { useApiClient } from './apiClient';

/**
 * Apollo's hooks (useQuery, useApolloClient) for the signed-in pages, over the app's one client.
 * Only the lazily loaded signed-in routes render it, so Apollo stays out of the sign-in page's
 * first load. By then the client exists (signing in or the session check created it).
 */
export function ApolloClientProvider({ children }: { children: ReactNode }) {
  const client = use(useApiClient().getClient());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
