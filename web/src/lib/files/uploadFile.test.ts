import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionRejected } from '../auth/sessionEvents';
import { writeToken } from '../auth/tokenCookie';
import { MESSAGES } from '@portal/common';
import { readUploadAnswer, uploadFailureMessage, uploadFile, UploadError, uploadFormData } from './uploadFile';

/** Records what the upload sends and answers as the test says. */
class FakeXhr {
  static last: FakeXhr;
  static answer = { status: 200, body: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    queueMicrotask(() => this.onload?.());
  }
  abort() {
    this.onabort?.();
  }
}

const pdf = new File(['%PDF-1.4'], 'list.pdf', { type: 'application/pdf' });

describe('uploadFormData', () => {
  it('follows the GraphQL multipart request spec: operations, map, then the file', () => {
    const form = uploadFormData(pdf, { contactInfo: true });
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.variables).toEqual({ file: null, contactInfo: true });
    expect(operations.query).toContain('uploadFile(file: $file, contactInfo: $contactInfo)');
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('list.pdf');
  });
});

describe('profile images', () => {
  it('use the uploadImage mutation and read its answer', () => {
    const form = uploadFormData(new File(['x'], 'me.png', { type: 'image/png' }), { image: true });
    expect(JSON.parse(String(form.get('operations')))).toMatchObject({ operationName: 'UploadImage', variables: { file: null } });
    expect((form.get('0') as File).name).toBe('me.png');
    const image = { filename: 'me.png', filepath: '/files/abc.png', mimetype: 'image/png', encoding: '7bit' };
    expect(readUploadAnswer(200, JSON.stringify({ data: { uploadImage: image } }), 'uploadImage')).toEqual(image);
  });
});

describe('readUploadAnswer', () => {
  it('returns the stored file, or the server message and code', () => {
    const file = { filename: 'a.pdf', filepath: '/files/k.pdf', mimetype: 'application/pdf', encoding: '7bit' };
    expect(readUploadAnswer(200, JSON.stringify({ data: { uploadFile: file } }))).toEqual(file);
    const refused = () => readUploadAnswer(200, JSON.stringify({ data: null, errors: [{ message: 'The file is empty.', extensions: { code: 'BAD_USER_INPUT' } }] }));
    expect(refused).toThrow(new UploadError('The file is empty.', 'BAD_USER_INPUT'));
    expect(() => readUploadAnswer(502, '<html>Bad gateway</html>')).toThrow('Error uploading file.');
  });
});

describe('uploadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts to /api with the bearer token and a preflight header, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    writeToken('tok-1');
    FakeXhr.answer = { status: 200, body: JSON.stringify({ data: { uploadFile: { filename: 'list.pdf', filepath: '/files/k.pdf', mimetype: 'application/pdf', encoding: '7bit' } } }) };
    const progress: number[] = [];
    const uploaded = await uploadFile(pdf, { onProgress: (p) => progress.push(p) });
    expect(uploaded.filepath).toBe('/files/k.pdf');
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/api');
    expect(FakeXhr.last.headers).toEqual({ Authorization: 'Bearer tok-1', 'GraphQL-Require-Preflight': '1' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('ends the session when the server no longer knows it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const rejected = vi.fn();
    const stop = onSessionRejected(rejected);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ errors: [{ message: 'Not authorized.', extensions: { code: 'UNAUTHENTICATED' } }] }) };
    await expect(uploadFile(pdf)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(rejected).toHaveBeenCalled();
    stop();
  });
});

describe('uploadFailureMessage', () => {
  it("starts with the catalogue's text and adds the server's reason for a refused file or a store that is down, not for an unexpected error", () => {
    expect(uploadFailureMessage(new UploadError('This type of file is not accepted.', 'BAD_USER_INPUT'))).toBe('Error uploading file. This type of file is not accepted.');
    expect(uploadFailureMessage(new UploadError(MESSAGES.fileStorageUnavailable, 'FILE_STORAGE_UNAVAILABLE'))).toBe(`Error uploading file. ${MESSAGES.fileStorageUnavailable}`);
    expect(uploadFailureMessage(new UploadError(MESSAGES.outcomeUnknown, 'OUTCOME_UNKNOWN'))).toBe(`Error uploading file. ${MESSAGES.outcomeUnknown}`);
    expect(uploadFailureMessage(new UploadError('Unexpected error. Please try again later.', 'INTERNAL_SERVER_ERROR'))).toBe('Error uploading file.');
    expect(uploadFailureMessage(new Error('network'))).toBe('Error uploading file.');
  });
});
