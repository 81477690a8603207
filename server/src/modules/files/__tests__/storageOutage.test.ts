/**
 * The object storage goes away, hangs, and comes back (decision 0122), against a real S3 server
 * (s3rver) the test stops and starts on the same port, and a TCP server that accepts and never
 * answers. An upload meanwhile answers FILE_STORAGE_UNAVAILABLE within the time limit and records
 * nothing; a download answers 503 with Retry-After; both work again once the storage is back.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@portal/common';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storedFiles } from '../../../db/schema';
import { makeUser, type Actor } from '../../../test/factories';
import { freePort } from '../../../test/ports';
import { startTestServer, type TestServer } from '../../../test/server';
import { uploadTo } from '../../../test/uploads';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b90000000049454e44ae426082', 'hex');
const TIMEOUT_MS = 500;

let s3: S3rver | null = null;
let s3Dir: string;
let s3Port: number;
let t: TestServer;
let user: Actor;

async function startS3() {
  s3 = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'portal-files', configs: [] }] });
  await s3.run();
}

async function stopS3() {
  await s3?.close();
  s3 = null;
}

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-outage-'));
  s3Port = await freePort();
  await startS3();
  t = await startTestServer({
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'portal-files',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  user = await makeUser(t, { userType: 'webEditor' });
});
afterAll(async () => {
  await t?.close();
  await stopS3();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const upload = () => uploadTo(t.url, 'uploadImage', PNG, 'me.png', user.token);
const storedCount = async () => (await t.db.select({ key: storedFiles.objectKey }).from(storedFiles)).length;

async function download(objectKey: string) {
  const signed = await t.gql<{ signedFileUrl: string }>('query($k: String!) { signedFileUrl(input: { objectKey: $k }) }', { k: objectKey }, user.token);
  return fetch(new URL(signed.data!.signedFileUrl, t.url));
}

/** Runs `work` and says how long it took (ms). */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

it('answers uploads and downloads with a clear refusal while the storage is down or hangs, and works again once it is back', async () => {
  const first = await upload();
  expect(first.errors).toBeUndefined();
  const filepath = first.data!.uploadImage.filepath;
  const before = await storedCount();

  // Down: the connection is refused.
  await stopS3();
  const [refused, refusedMs] = await timed(upload);
  expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES.fileStorageUnavailable, extensions: { code: 'FILE_STORAGE_UNAVAILABLE' } });
  expect(refusedMs).toBeLessThan(2_000);
  const unavailable = await download(filepath);
  expect(unavailable.status).toBe(503);
  expect(unavailable.headers.get('retry-after')).toBe('10');
  expect(await unavailable.text()).toBe('The file storage cannot be reached right now. Please try again in a moment.');

  // Hanging: the storage takes the connection and never answers.
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(s3Port, '127.0.0.1', resolve));
  try {
    const [hung, hungMs] = await timed(upload);
    expect(hung.errors?.[0]?.extensions?.code).toBe('FILE_STORAGE_UNAVAILABLE');
    expect(hungMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(hungMs).toBeLessThan(TIMEOUT_MS + 2_000);
    const [stalled, stalledMs] = await timed(() => download(filepath));
    expect(stalled.status).toBe(503);
    expect(stalledMs).toBeLessThan(TIMEOUT_MS + 2_000);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
  // A refused upload records nothing.
  expect(await storedCount()).toBe(before);

  // Back: the earlier file downloads whole, and uploads work again.
  await startS3();
  const back = await download(filepath);
  expect(back.status).toBe(200);
  expect(Buffer.from(await back.arrayBuffer())).toEqual(PNG);
  const again = await upload();
  expect(again.errors).toBeUndefined();
  expect(await storedCount()).toBe(before + 1);
});
