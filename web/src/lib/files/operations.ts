import { gql, type TypedDocumentNode } from '@apollo/client';

export const SIGNED_FILE_URL: TypedDocumentNode<{ signedFileUrl: string }, { input: { objectKey: string } }> = gql`
  query SignedFileUrl($input: SignedFileUrlInput!) {
    signedFileUrl(input: $input)
  }
`;

/** The object key of a stored path such as "/files/<key>": its last segment. */
export function objectKeyOf(storedPath: string | null | undefined): string | null {
  const key = (storedPath ?? '').split('/').filter(Boolean).pop();
  return key ? key : null;
}
