import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useState } from 'react';
import { useApiClient } from './apiClient';

/**
 * A mutation for the pages that load before Apollo (sign-up, forgot and reset password): the
 * same typed documents and errors as Apollo's useMutation (a failure throws Apollo's error, so
 * lib/api/errors reads it), with the client fetched on first use. Signed-in pages use Apollo's hooks.
 */
export function useApiMutation<TData, TVariables extends OperationVariables>(mutation: TypedDocumentNode<TData, TVariables>) {
  const source = useApiClient();
  const [running, setRunning] = useState(0);
  const run = useCallback(
    async (variables: TVariables): Promise<ApolloClient.MutateResult<TData>> => {
      setRunning((n) => n + 1);
      try {
        const client = await source.getClient();
        return await client.mutate<TData, TVariables>({ mutation, variables } as ApolloClient.MutateOptions<TData, TVariables>);
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [source, mutation],
  );
  return [run, { loading: running > 0 }] as const;
}
