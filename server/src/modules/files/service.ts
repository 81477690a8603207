/**
 * Uploads and signed URLs. The server generates the object key; the client's file name is kept
 * only as metadata. A signed URL is handed out only for files the viewer may see.
 */
import crypto from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { documents, storedFiles, users } from '../../db/schema';
import type { AppContext } from '../../graphql/context';
import { MESSAGES } from '@portal/common';
import { badInput, notFound } from '../../graphql/errors';
import { ALLOWED_DESCRIPTION, detectType, isAllowed, type UploadKind } from './content';
import { signedPath } from './signing';

/** The fixed name the cell-phone (contact) list is stored under. */
export const CONTACT_LIST_NAME = 'contact-list.pdf';

export interface UploadedFile {
  filename: string;
  filepath: string;
  mimetype: string;
  encoding: string;
}

/** The stored path of an object key, as documents and profile images keep it. */
export function pathOf(key: string): string {
  return `/files/${key}`;
}

/** The object key inside a stored path (its last segment). */
export function keyOf(storedPath: string): string {
  return storedPath.split('/').filter(Boolean).pop() ?? '';
}

export async function upload(ctx: AppContext, file: File | null | undefined, kind: UploadKind): Promise<UploadedFile> {
  // Every refusal starts with the catalogue's text (spec 1 section 8) and says why after it.
  const refuse = (reason?: string) => badInput(reason ? `${MESSAGES.uploadFailed} ${reason}` : MESSAGES.uploadFailed);
  if (!file || typeof file.arrayBuffer !== 'function') throw refuse();
  const maxBytes = ctx.services.config.uploadMaxBytes;
  if (file.size === 0) throw refuse('The file is empty.');
  if (file.size > maxBytes) throw refuse(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await detectType(bytes, file.name ?? '');
  if (!type || !isAllowed(kind, type)) throw refuse(`This type of file is not accepted. Allowed: ${ALLOWED_DESCRIPTION[kind]}.`);
  const key = `${crypto.randomUUID()}.${type.extension}`;
  const originalName = kind === 'contactList' ? CONTACT_LIST_NAME : (file.name || key).slice(0, 255);
  await ctx.services.files.put(key, bytes, type.mimetype);
  await ctx.db.insert(storedFiles).values({
    objectKey: key,
    originalName,
    mimetype: type.mimetype,
    size: bytes.byteLength,
    kind: kind === 'image' ? 'image' : 'file',
    uploadedById: ctx.viewer!.id,
  });
  return { filename: originalName, filepath: pathOf(key), mimetype: type.mimetype, encoding: '7bit' };
}

/**
 * A signed URL for a file the viewer may see (a path on this server: the browser resolves it
 * against the address it uses, whatever PUBLIC_URL says): a company document, an employee's profile image
 * (everyone sees everyone's picture in the directory), or a file they uploaded themselves.
 */
export async function signedFileUrl(ctx: AppContext, objectKey: string): Promise<string> {
  const key = keyOf(objectKey.trim());
  const path = pathOf(key);
  const visible = await ctx.db
    .select({ key: storedFiles.objectKey })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.objectKey, key),
        or(
          eq(storedFiles.uploadedById, ctx.viewer!.id),
          sql`exists (select 1 from ${documents} where ${documents.path} = ${path})`,
          sql`exists (select 1 from ${users} where ${users.profileImage} = ${path})`,
        ),
      ),
    );
  if (visible.length === 0) throw notFound('File not found.');
  return signedPath(ctx.services.appSecret, key);
}

/** A signed URL for the current cell phone (contact) list, or null when none was uploaded. */
export async function contactListUrl(ctx: AppContext): Promise<string | null> {
  const [doc] = await ctx.db
    .select({ key: storedFiles.objectKey })
    .from(documents)
    .innerJoin(storedFiles, sql`${documents.path} = '/files/' || ${storedFiles.objectKey}`)
    .where(eq(storedFiles.originalName, CONTACT_LIST_NAME))
    .orderBy(sql`${documents.createdAt} desc`)
    .limit(1);
  return doc ? signedPath(ctx.services.appSecret, doc.key) : null;
}
