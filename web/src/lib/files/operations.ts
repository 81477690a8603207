import { graphql } from '../../graphql';

export const SIGNED_FILE_URL = graphql(`
  query SignedFileUrl($input: SignedFileUrlInput!) {
    signedFileUrl(input: $input)
  }
`);

/** The object key of a stored path such as "/files/<key>": its last segment. */
export function objectKeyOf(storedPath: string | null | undefined): string | null {
  const key = (storedPath ?? '').split('/').filter(Boolean).pop();
  return key ? key : null;
}
