/** Uploads through the API as the web app sends them: a GraphQL multipart request (the upload spec). */
import type { GqlResponse } from './server';

export type UploadAnswer = GqlResponse<Record<string, { filename: string; filepath: string; mimetype: string }>>;

/** `uploadFile` (a document, optionally the contact list) or `uploadImage` to the server at `url`, as `token`. */
export async function uploadTo(url: string, mutation: 'uploadFile' | 'uploadImage', bytes: Buffer, name: string, token: string, contactInfo = false): Promise<UploadAnswer> {
  const args = mutation === 'uploadFile' ? '($file: Upload!, $contactInfo: Boolean) { uploadFile(file: $file, contactInfo: $contactInfo)' : '($file: Upload!) { uploadImage(file: $file)';
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: `mutation${args} { filename filepath mimetype encoding } }`, variables: { file: null, contactInfo } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${url}/api`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'graphql-require-preflight': '1' } });
  const body = (await res.json()) as { data?: UploadAnswer['data']; errors?: UploadAnswer['errors'] };
  return { status: res.status, data: body.data ?? null, errors: body.errors };
}
