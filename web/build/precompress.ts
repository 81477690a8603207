import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing (fonts and images are compressed already; maps are not served in production). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Issue 28: the server sent every file uncompressed (the sign-in page was 707 KB on the wire for
 * 191 KB gzip of JavaScript). Each built text file gets a brotli (`.br`, quality 11) and a gzip
 * (`.gz`, level 9) copy next to it, made once here with Node's zlib instead of on every request;
 * the server (http/webFiles.ts) sends the smallest one the browser accepts.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !path.relative(dir, entry.parentPath).split(path.sep).some((part) => part.startsWith('.')))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let bytes = 0;
  let brotliBytes = 0;
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = fs.readFileSync(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: 9 }),
      ]);
      // A copy no smaller than the file would only cost the server a lookup.
      if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
      count++;
      bytes += content.length;
      brotliBytes += Math.min(br.length, content.length);
    }),
  );
  return { files: count, bytes, brotliBytes };
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const dir = path.resolve(config.root, config.build.outDir);
      const { files, bytes, brotliBytes } = await precompressDir(dir);
      config.logger.info(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB as brotli`);
    },
  };
}
