import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isFileStorageUnavailable } from '../../infra/fileStore';
import { storedFiles } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { Services } from '../../services';
import { verifySignature } from './signing';

const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function fail(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(message);
}

/** Streams a stored file when the URL's signature and expiry check out. */
export async function handleFileDownload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: { db: Db; log: Logger; services: Services },
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405, 'Method not allowed');
  let key: string;
  try {
    key = decodeURIComponent(url.pathname.slice('/files/'.length));
  } catch {
    return fail(res, 404, 'File not found.'); // a malformed escape names no file
  }
  if (!verifySignature(deps.services.appSecret, key, url.searchParams.get('exp'), url.searchParams.get('sig'))) {
    return fail(res, 403, 'This link is invalid or has expired.');
  }
  const [meta] = await deps.db.select().from(storedFiles).where(eq(storedFiles.objectKey, key));
  let bytes: Uint8Array | null;
  try {
    bytes = meta ? await deps.services.files.get(key) : null;
  } catch (error) {
    if (!isFileStorageUnavailable(error)) throw error;
    deps.log.warn({ err: error }, 'file storage unavailable');
    res.setHeader('retry-after', '10');
    return fail(res, 503, 'The file storage cannot be reached right now. Please try again in a moment.');
  }
  if (!meta || !bytes) return fail(res, 404, 'File not found.');
  const disposition = INLINE.has(meta.mimetype) ? 'inline' : 'attachment';
  const safeName = meta.originalName.replace(/[^\w.\- ]+/g, '_');
  res.writeHead(200, {
    'content-type': meta.mimetype,
    'content-length': bytes.byteLength,
    'content-disposition': `${disposition}; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(meta.originalName)}`,
    'cache-control': 'private, max-age=300',
    'content-security-policy': "default-src 'none'; object-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
