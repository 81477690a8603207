import { useQuery } from '@apollo/client/react';
import { objectKeyOf, SIGNED_FILE_URL } from './operations';

/**
 * A short-lived URL for a stored file (profile images, documents), or null while there is none.
 * Signed URLs expire after minutes, so they are always fetched fresh rather than cached.
 */
export function useSignedFileUrl(storedPath: string | null | undefined): string | null {
  const objectKey = objectKeyOf(storedPath);
  const { data } = useQuery(SIGNED_FILE_URL, {
    variables: { input: { objectKey: objectKey ?? '' } },
    skip: !objectKey,
    fetchPolicy: 'network-only',
  });
  return objectKey ? (data?.signedFileUrl ?? null) : null;
}
