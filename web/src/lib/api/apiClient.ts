import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';
import type { ApiClientOptions } from './apolloClient';

/**
 * Where the app gets its Apollo client. The sign-in pages load without Apollo (about 50 KB gzip,
 * issue 13): the client's code is fetched the first time something asks for it (a sign-in, the
 * check of a stored session, the prefetch once the sign-in form shows). Only type imports of
 * Apollo are allowed here.
 */
export interface ApiClientSource {
  /** The client; the first call loads Apollo and creates it, later calls get the same promise. */
  getClient(): Promise<ApolloClient>;
  /** The client if it has been created (on signed-in screens it has: signing in or the session check made it). */
  current(): ApolloClient | null;
}

type ClientModule = Pick<typeof import('./apolloClient'), 'createApiClient'>;

/** The app's client, created on first use; a failed load (offline) is tried again on the next call. */
export function lazyApiClient(options: ApiClientOptions, load: () => Promise<ClientModule> = () => import('./apolloClient')): ApiClientSource {
  let loading: Promise<ApolloClient> | null = null;
  let created: ApolloClient | null = null;
  return {
    getClient() {
      loading ??= load().then(
        ({ createApiClient }) => (created = createApiClient(options)),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => created,
  };
}

/** A client that exists already (tests, with a mocked transport). */
export function readyApiClient(client: ApolloClient): ApiClientSource {
  const ready = Promise.resolve(client);
  return { getClient: () => ready, current: () => client };
}

export const ApiClientContext = createContext<ApiClientSource | null>(null);

export function useApiClient(): ApiClientSource {
  const source = useContext(ApiClientContext);
  if (!source) throw new Error('useApiClient must be used inside AppProviders');
  return source;
}
