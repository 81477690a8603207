import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup as mimeType } from 'mrmime';

/**
 * The web build's files (web/dist) on the wire (decisions 0118 and 0119).
 *
 * Each request looks its file up on disk, so a build made while the server runs (a deploy before
 * its restart) is served as it now is. The file is opened first and its length read from the open
 * file, and exactly that many bytes are sent: a file rewritten or removed while it is being sent
 * can neither add bytes past the announced length (they would corrupt the next answer on a
 * kept-alive connection) nor crash the process. A file that shrank under the read ends its
 * connection, so the browser sees a failed load instead of waiting for bytes that never come.
 *
 * The build keeps a brotli and a gzip copy of each text file (web/build/precompress.ts): the one
 * the browser accepts is sent (Vary: Accept-Encoding), else the file itself. No byte ranges: the
 * build's files are small, and a server may always answer a range request with the whole file.
 */

/** A path with a segment starting with a dot (the build's own records, web/dist/.vite/), decoded or not. */
function hiddenPath(pathname: string): boolean {
  return pathname.includes('/.') || decodedPath(pathname)?.includes('/.') === true;
}

function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface OpenFile {
  handle: fs.promises.FileHandle;
  stats: fs.Stats;
  encoding?: string;
}

async function openFile(file: string, encoding?: string): Promise<OpenFile | undefined> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(file, 'r');
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats, encoding };
  } catch {
    // Missing or unreadable: the next candidate, else not found.
  }
  await handle?.close().catch(() => undefined);
  return undefined;
}

function acceptedEncodings(req: IncomingMessage): (typeof ENCODINGS)[number][] {
  const accepted = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  return ENCODINGS.filter(({ name }) => new RegExp(`(^|[\\s,])${name}($|[\\s,;])`).test(accepted));
}

function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  return !!header && header.split(',').some((tag) => tag.trim() === etag);
}

/** Sends exactly `size` bytes of the open file, or ends the connection if it cannot. */
function sendBody(res: ServerResponse, { handle, stats }: OpenFile) {
  const size = stats.size;
  if (size === 0) {
    res.end();
    void handle.close();
    return;
  }
  let sent = 0;
  const body = handle.createReadStream({ start: 0, end: size - 1 });
  body.on('data', (chunk: string | Buffer) => {
    sent += chunk.length;
  });
  // Listening before pipeline does: a short file ends the connection before pipeline ends the answer.
  body.on('end', () => {
    if (sent < size) res.destroy();
  });
  pipeline(body, res, () => undefined);
}

/**
 * Serves `pathname` (as requested, still encoded) from `root`; false when there is no such file,
 * so the caller decides what a miss is. `setHeaders` adds the caching headers by path.
 */
export function webFiles(root: string, setHeaders: (res: ServerResponse, pathname: string) => void) {
  const base = path.resolve(root) + path.sep;
  return async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const decoded = decodedPath(pathname);
    if (decoded === undefined || hiddenPath(pathname) || decoded.includes('\0')) return false;
    const file = path.join(base, decoded);
    if (!file.startsWith(base)) return false;
    let found: OpenFile | undefined;
    for (const { name, suffix } of acceptedEncodings(req)) {
      found ??= await openFile(file + suffix, name);
    }
    found ??= await openFile(file);
    if (!found) return false;

    const { stats, encoding } = found;
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    let type = mimeType(file) ?? 'application/octet-stream';
    if (type === 'text/html') type += '; charset=utf-8';
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('etag', etag);
    res.setHeader('last-modified', stats.mtime.toUTCString());
    setHeaders(res, pathname);
    if (matchesEtag(req, etag)) {
      res.writeHead(304);
      res.end();
      await found.handle.close();
      return true;
    }
    res.writeHead(200, { 'content-type': type, 'content-length': stats.size, ...(encoding ? { 'content-encoding': encoding } : {}) });
    if (req.method === 'HEAD') {
      res.end();
      await found.handle.close();
    } else {
      sendBody(res, found);
    }
    return true;
  };
}
