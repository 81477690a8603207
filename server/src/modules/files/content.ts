/**
 * What an uploaded file really is, judged by its bytes (not its name or the client's claim),
 * against an allow-list per kind of upload.
 */
import { fileTypeFromBuffer } from 'file-type';

export interface DetectedType {
  mimetype: string;
  extension: string;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const DOCUMENT_TYPES = new Set([
  'application/pdf',
  ...IMAGE_TYPES,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb', // legacy .doc / .xls / .ppt
]);
const TEXT_EXTENSIONS: Record<string, string> = { csv: 'text/csv', txt: 'text/plain' };

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export async function detectType(bytes: Uint8Array, originalName: string): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return { mimetype: found.mime, extension: found.ext };
  const ext = originalName.toLowerCase().split('.').pop() ?? '';
  if (TEXT_EXTENSIONS[ext] && looksLikeText(bytes)) return { mimetype: TEXT_EXTENSIONS[ext], extension: ext };
  return null;
}

export type UploadKind = 'file' | 'image' | 'contactList';

export function isAllowed(kind: UploadKind, type: DetectedType): boolean {
  if (kind === 'image') return IMAGE_TYPES.has(type.mimetype);
  if (kind === 'contactList') return type.mimetype === 'application/pdf';
  return DOCUMENT_TYPES.has(type.mimetype) || Object.values(TEXT_EXTENSIONS).includes(type.mimetype);
}

export const ALLOWED_DESCRIPTION: Record<UploadKind, string> = {
  image: 'PNG, JPEG, GIF or WebP images',
  contactList: 'PDF files',
  file: 'PDF, images, Word, Excel, PowerPoint, CSV or text files',
};
