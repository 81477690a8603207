/**
 * Uploads (multipart, checked by content and size, stored under a generated name) and
 * short-lived signed download URLs that the server verifies before streaming.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, users } from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { makeRoleActors, type Actor } from '../../../test/factories';
import { errorCode, startTestServer, type TestServer } from '../../../test/server';
import { uploadTo, type UploadAnswer } from '../../../test/uploads';
import type { Role } from '@portal/common';

let t: TestServer;
let as: Record<Role, Actor>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b90000000049454e44ae426082', 'hex');

beforeAll(async () => {
  t = await startTestServer({ UPLOAD_MAX_MB: '1' });
  as = await makeRoleActors(t);
});
afterAll(() => t?.close());

function upload(mutation: 'uploadFile' | 'uploadImage', bytes: Buffer, name: string, token: string, contactInfo = false): Promise<UploadAnswer> {
  return uploadTo(t.url, mutation, bytes, name, token, contactInfo);
}

async function signedUrl(objectKey: string, token: string) {
  return t.gql<{ signedFileUrl: string }>(`query($k: String!) { signedFileUrl(input: { objectKey: $k }) }`, { k: objectKey }, token);
}

describe('uploads', () => {
  it('stores a PDF under a generated name, whatever the client called it', async () => {
    const res = await upload('uploadFile', PDF, '../../etc/passwd.pdf', as.webEditor.token);
    expect(res.errors).toBeUndefined();
    const file = res.data!.uploadFile;
    expect(file.mimetype).toBe('application/pdf');
    expect(file.filepath).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
    const onDisk = path.join(t.dataDir, 'uploads', file.filepath.split('/').pop()!);
    expect(fs.readFileSync(onDisk)).toEqual(PDF);
  });

  it('judges the type by content, not by name', async () => {
    const fake = await upload('uploadImage', Buffer.from('<script>alert(1)</script>'), 'photo.png', as.webEditor.token);
    expect(errorCode(fake)).toBe('BAD_USER_INPUT');
    // The catalogue's text first (spec 1 section 8), the reason after it.
    expect(fake.errors?.[0].message).toBe('Error uploading file. This type of file is not accepted. Allowed: PNG, JPEG, GIF or WebP images.');
    const pdfAsImage = await upload('uploadImage', PDF, 'photo.png', as.webEditor.token);
    expect(errorCode(pdfAsImage)).toBe('BAD_USER_INPUT');
    const png = await upload('uploadImage', PNG, 'me.png', as.webEditor.token);
    expect(png.data?.uploadImage.mimetype).toBe('image/png');
  });

  it('refuses files above the size limit', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload('uploadFile', big, 'big.pdf', as.webEditor.token);
    expect(res.errors?.length ?? 0).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads')).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('only webEditors upload', async () => {
    for (const role of ['user', 'fieldSupervisor', 'admin', 'superAdmin'] as const) {
      expect(errorCode(await upload('uploadFile', PDF, 'a.pdf', as[role].token)), role).toBe('FORBIDDEN');
    }
  });

  it('the contact list must be a PDF and gets the fixed name', async () => {
    const res = await upload('uploadFile', PNG, 'phones.png', as.webEditor.token, true);
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    const ok = await upload('uploadFile', PDF, 'phones 2026.pdf', as.webEditor.token, true);
    expect(ok.data?.uploadFile.filename).toBe('contact-list.pdf');
  });
});

describe('signed URLs', () => {
  it('a document is downloadable by anyone signed in through a short-lived signed URL', async () => {
    const up = await upload('uploadFile', PDF, 'handbook.pdf', as.webEditor.token);
    const filepath = up.data!.uploadFile.filepath;
    await t.db.insert(documents).values({ name: 'Handbook', path: filepath, description: 'Employee handbook' });
    const key = filepath.split('/').pop()!;
    const signed = await signedUrl(key, as.user.token);
    expect(signed.errors).toBeUndefined();
    expect(signed.data!.signedFileUrl).toMatch(/^\/files\//);
    const url = new URL(signed.data!.signedFileUrl, t.url);
    const res = await fetch(`${t.url}${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);

    const tampered = `${t.url}${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 1000}&sig=${url.searchParams.get('sig')}`;
    expect((await fetch(tampered)).status).toBe(403);
    expect((await fetch(`${t.url}${url.pathname}`)).status).toBe(403);
    expect((await fetch(`${t.url}/files/..%2F..%2Fetc%2Fpasswd?exp=9999999999&sig=x`)).status).toBe(403);
  });

  it('is refused for files the viewer may not see', async () => {
    const up = await upload('uploadFile', PDF, 'draft.pdf', as.webEditor.token);
    const key = up.data!.uploadFile.filepath.split('/').pop()!;
    expect(errorCode(await signedUrl(key, as.user.token))).toBe('NOT_FOUND');
    expect((await signedUrl(key, as.webEditor.token)).errors).toBeUndefined();
    expect(errorCode(await signedUrl('no-such-file.pdf', as.webEditor.token))).toBe('NOT_FOUND');
  });

  it("profile images are visible to everyone signed in", async () => {
    const up = await upload('uploadImage', PNG, 'face.png', as.webEditor.token);
    await t.db.update(users).set({ profileImage: up.data!.uploadImage.filepath }).where(eq(users.id, as.admin.user.id));
    const signed = await signedUrl(up.data!.uploadImage.filepath, as.user.token);
    expect(signed.data?.signedFileUrl).toMatch(/\/files\/.+\.png\?exp=\d+&sig=/);
  });
});

describe('the cell phone list', () => {
  it('is offered to everyone as a signed URL of the newest contact list', async () => {
    const none = await t.gql<{ contactListUrl: string | null }>(`{ contactListUrl }`, {}, as.user.token);
    expect(none.data).toEqual({ contactListUrl: null });
    const up = await upload('uploadFile', PDF, 'phones.pdf', as.webEditor.token, true);
    await t.gql(`mutation($p: String!) { createOneDocuments(data: { name: "Cell phones", path: $p, description: "x" }) { id } }`, { p: up.data!.uploadFile.filepath }, as.webEditor.token);
    const res = await t.gql<{ contactListUrl: string }>(`{ contactListUrl }`, {}, as.user.token);
    const url = new URL(res.data!.contactListUrl, t.url);
    const file = await fetch(`${t.url}${url.pathname}${url.search}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });
});
