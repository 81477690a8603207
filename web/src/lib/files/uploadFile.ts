/**
 * File uploads (uploadFile for documents, uploadImage for profile images) as a GraphQL multipart request: the fields `operations`, `map` and the
 * file (https://github.com/jaydenseric/graphql-multipart-request-spec). Apollo's HTTP link sends
 * JSON only, and uploads want progress, so this one call goes through XMLHttpRequest.
 */
import { MESSAGES } from '@portal/common';
import { API_PATH } from '../api/endpoints';
import { announceSessionRejected } from '../auth/sessionEvents';
import { readToken } from '../auth/tokenCookie';

export interface UploadedFile {
  filename: string;
  /** The stored path ("/files/<key>"); documents keep it as their path. */
  filepath: string;
  mimetype: string;
  encoding: string;
}

/** A refused or failed upload: the server's message when it gave one (type, size), and its code. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The two upload mutations: a document (optionally the cell phone list) or a profile image. */
const MUTATIONS = {
  uploadFile: {
    operationName: 'UploadFile',
    query: `mutation UploadFile($file: Upload!, $contactInfo: Boolean) {
  uploadFile(file: $file, contactInfo: $contactInfo) { filename filepath mimetype encoding }
}`,
  },
  uploadImage: {
    operationName: 'UploadImage',
    query: `mutation UploadImage($file: Upload!) { uploadImage(file: $file) { filename filepath mimetype encoding } }`,
  },
} as const;
type UploadMutation = keyof typeof MUTATIONS;

export interface UploadOptions {
  /** A profile image (uploadImage) instead of a document. */
  image?: boolean;
  /** The cell phone (contact) list: the server wants a PDF and stores it under its fixed name. */
  contactInfo?: boolean;
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface GraphqlAnswer {
  data?: Partial<Record<UploadMutation, UploadedFile | null>> | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/** The multipart body of an upload call. */
export function uploadFormData(file: File, { image = false, contactInfo = false }: Pick<UploadOptions, 'image' | 'contactInfo'> = {}): FormData {
  const { operationName, query } = MUTATIONS[image ? 'uploadImage' : 'uploadFile'];
  const form = new FormData();
  form.append('operations', JSON.stringify({ operationName, query, variables: image ? { file: null } : { file: null, contactInfo } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, file.name);
  return form;
}

/** Reads the server's answer: the uploaded file, or an UploadError with its message and code. */
export function readUploadAnswer(status: number, body: string, mutation: UploadMutation = 'uploadFile'): UploadedFile {
  let answer: GraphqlAnswer | null;
  try {
    answer = JSON.parse(body) as GraphqlAnswer;
  } catch {
    answer = null;
  }
  const error = answer?.errors?.[0];
  if (error) throw new UploadError(error.message || 'Error uploading file.', error.extensions?.code ?? null);
  const uploaded = answer?.data?.[mutation];
  if (status < 200 || status >= 300 || !uploaded) throw new UploadError('Error uploading file.', null);
  return uploaded;
}

/** Uploads one file with the session's bearer token. Rejects with an UploadError. */
export function uploadFile(file: File, { image = false, contactInfo = false, onProgress, signal }: UploadOptions = {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API_PATH);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // A non-simple header: GraphQL servers' CSRF prevention accepts multipart requests that carry one.
    xhr.setRequestHeader('GraphQL-Require-Preflight', '1');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        const uploaded = readUploadAnswer(xhr.status, xhr.responseText, image ? 'uploadImage' : 'uploadFile');
        onProgress?.(1);
        resolve(uploaded);
      } catch (error) {
        if (error instanceof UploadError && error.code === 'UNAUTHENTICATED') announceSessionRejected();
        reject(error);
      }
    };
    xhr.onerror = () => reject(new UploadError('Error uploading file.', null));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.', 'ABORTED'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(uploadFormData(file, { image, contactInfo }));
  });
}

/**
 * Refusals whose server message helps the user: the file itself (its type, its size), a store
 * that is down for a moment, or a save whose outcome is unknown (check before uploading again).
 */
const EXPLAINED_CODES = new Set(['BAD_USER_INPUT', 'FILE_STORAGE_UNAVAILABLE', 'DATABASE_UNAVAILABLE', 'OUTCOME_UNKNOWN']);

/**
 * What a user is told when an upload fails: the catalogue's "Error uploading file." (spec 1
 * section 8), followed by the server's reason when it refused the file (its type, its size) or
 * could not store it right now (decision 0122).
 */
export function uploadFailureMessage(error: unknown): string {
  if (!(error instanceof UploadError) || !EXPLAINED_CODES.has(error.code ?? '') || !error.message) return MESSAGES.uploadFailed;
  return error.message.startsWith(MESSAGES.uploadFailed) ? error.message : `${MESSAGES.uploadFailed} ${error.message}`;
}
