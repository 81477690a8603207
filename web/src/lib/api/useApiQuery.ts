import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useApiClient } from './apiClient';

export interface ApiQueryState<TData> {
  loading: boolean;
  data?: TData;
  /** Apollo's error (lib/api/errors reads it), or the failure to load the client. */
  error?: unknown;
}

/**
 * A query for the pages that load before Apollo (the password-reset link check): asked from the
 * network once per set of variables, with the client fetched on first use. Signed-in pages use
 * Apollo's useQuery (cache, refetch, polling).
 */
export function useApiQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): ApiQueryState<TData> {
  const source = useApiClient();
  // The variables by value: callers pass a new object on every render.
  const key = JSON.stringify(variables);
  const [state, setState] = useState<ApiQueryState<TData> & { key: string }>({ key, loading: true });

  useEffect(() => {
    let current = true;
    source
      .getClient()
      .then((client) => client.query<TData, TVariables>({ query, variables: JSON.parse(key) as TVariables, fetchPolicy: 'network-only' }))
      .then(
        ({ data }) => current && setState({ key, loading: false, data: data as TData | undefined }),
        (error: unknown) => current && setState({ key, loading: false, error }),
      );
    return () => {
      current = false;
    };
  }, [source, query, key]);

  // New variables: loading until their answer arrives (the previous answer is not theirs).
  return state.key === key ? state : { loading: true };
}
