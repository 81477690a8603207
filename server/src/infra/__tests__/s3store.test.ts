/** The S3-compatible store, against a real S3 server process (s3rver) started by the test. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../fileStore';

let server: S3rver;
let dir: string;
let store: S3FileStore;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'portal-files', configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  store = new S3FileStore({
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'portal-files',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    timeoutMs: 5_000,
  });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('S3 file store', () => {
  it('puts, gets and deletes objects', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 test');
    await store.put('abc.pdf', bytes, 'application/pdf');
    expect(await store.get('abc.pdf')).toEqual(bytes);
    await store.delete('abc.pdf');
    expect(await store.get('abc.pdf')).toBeNull();
  });

  it('refuses keys that are not ours', async () => {
    await expect(store.put('../escape.pdf', new Uint8Array([1]), 'application/pdf')).rejects.toThrow(/Unsafe object key/);
    await expect(store.get('a/b.pdf')).rejects.toThrow(/Unsafe object key/);
  });
});
