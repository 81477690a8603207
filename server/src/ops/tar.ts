/**
 * The backup file's container: a plain POSIX (ustar) tar, so an operator can list or unpack it
 * with `tar`. Only what backups need: regular files, names up to 255 characters, streamed out
 * with back-pressure (and stopped when the reader goes away or stalls), read back by offset (a
 * restore never holds the uploads in memory).
 */
import { clock } from '@portal/common';
import fs from 'node:fs';
import type { Writable } from 'node:stream';

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`Name too long for the backup archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii'); // checksum counted as spaces
  block.write('0', 156, 'ascii'); // regular file
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** When a backup stops before its end: the reader went away, stalled or took too long. */
export class ArchiveAbandoned extends Error {}

/** What may stop an archive being written (a backup's time limits, a reader that went away). */
export interface WriteLimits {
  /** Aborting it stops the archive: the write under way and every later one reject with its reason. */
  signal?: AbortSignal;
  /** The longest one write may wait for the reader to take it (none when unset). */
  stallMs?: number;
}

/**
 * One chunk written with back-pressure. It also settles when the output closes or fails under
 * it, or the limits stop it: waiting only for 'drain' hung forever on an HTTP response whose
 * client had gone (issue 42), and kept the backup's lock and its snapshot folder with it.
 */
function write(out: Writable, chunk: Uint8Array, limits: WriteLimits): Promise<void> {
  return new Promise((resolve, reject) => {
    const { signal, stallMs } = limits;
    if (signal?.aborted) return reject(signal.reason);
    if (out.destroyed || out.writableEnded) return reject(new ArchiveAbandoned('The output was closed before the archive was written.'));
    let timer: NodeJS.Timeout | undefined;
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      out.off('error', settle);
      out.off('close', onClose);
      out.off('drain', onDrain);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onClose = () => settle(new ArchiveAbandoned('The output was closed before the archive was written.'));
    const onDrain = () => settle();
    const onAbort = () => settle(signal?.reason);
    out.once('error', settle);
    out.once('close', onClose);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (stallMs) timer = setTimeout(() => settle(new ArchiveAbandoned(`The reader took nothing for ${stallMs / 1000} s.`)), stallMs);
    let more = true;
    more = out.write(chunk, (error) => {
      if (error) settle(error);
      else if (more) settle();
    });
    if (!more) out.once('drain', onDrain);
  });
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The largest piece written at once, so that the stall limit measures the reader, not the entry's size. */
const PIECE = 256 * 1024;

/** Writes entries one after another to a stream (a file, an HTTP response). */
export class TarWriter {
  constructor(
    private readonly out: Writable,
    private readonly limits: WriteLimits = {},
  ) {}

  async add(name: string, data: Uint8Array, mtime = clock.now()): Promise<void> {
    await write(this.out, header(name, data.byteLength, mtime), this.limits);
    for (let at = 0; at < data.byteLength; at += PIECE) await write(this.out, data.subarray(at, at + PIECE), this.limits);
    await write(this.out, padding(data.byteLength), this.limits);
  }

  /** Streams a file from disk; `onChunk` sees every byte written (for a checksum). */
  async addFile(name: string, filePath: string, onChunk?: (chunk: Buffer) => void): Promise<number> {
    const stat = await fs.promises.stat(filePath);
    await write(this.out, header(name, stat.size, stat.mtime), this.limits);
    let written = 0;
    for await (const chunk of fs.createReadStream(filePath)) {
      const bytes = chunk as Buffer;
      if (written + bytes.length > stat.size) throw new Error(`${filePath} grew while it was being backed up`);
      onChunk?.(bytes);
      await write(this.out, bytes, this.limits);
      written += bytes.length;
    }
    if (written !== stat.size) throw new Error(`${filePath} shrank while it was being backed up`);
    await write(this.out, padding(stat.size), this.limits);
    return stat.size;
  }

  /** The end-of-archive marker (two empty blocks); the caller ends the stream. */
  async finish(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2), this.limits);
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the file. */
  offset: number;
}

/** The entries of a tar file, by name; throws when the file is not a complete archive. */
export async function readTarIndex(file: string): Promise<Map<string, TarEntry>> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const entries = new Map<string, TarEntry>();
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, position);
      if (bytesRead < BLOCK) throw new Error('The backup file is cut short (no end-of-archive marker).');
      if (block.every((b) => b === 0)) return entries;
      const text = (start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      if (text(257, 6) !== 'ustar') throw new Error('Not a backup file (not a tar archive).');
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
      if (sum !== parseInt(text(148, 8).trim(), 8)) throw new Error('The backup file is damaged (a header checksum does not match).');
      const prefix = text(345, 155);
      const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
      const size = parseInt(text(124, 12).trim(), 8);
      const offset = position + BLOCK;
      if (offset + size > fileSize) throw new Error('The backup file is cut short.');
      if (text(156, 1) === '0' || text(156, 1) === '') entries.set(name, { name, size, offset });
      position = offset + Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    await handle.close();
  }
}

/** One entry's bytes (for the small ones: the manifest, the database dump). */
export async function readTarEntry(file: string, entry: TarEntry): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const data = Buffer.alloc(entry.size);
    await handle.read(data, 0, entry.size, entry.offset);
    return data;
  } finally {
    await handle.close();
  }
}

/** A stream of one entry's bytes (for the uploads). */
export function tarEntryStream(file: string, entry: TarEntry): fs.ReadStream {
  return fs.createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 });
}
