import { STORAGE_TEXTS, storageApi } from '@parley/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { clearSession, setSession } from '../../../lib/session/session.ts';
import { makeSession } from '../../../test/fixtures.ts';
import { uploadImage } from './upload-image.ts';

/** XMLHttpRequest, the network boundary of uploads: answers each request with the next reply. */
class FakeXhr {
  static replies: { status: number; body: unknown }[] = [];
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const reply = FakeXhr.replies.shift() ?? { status: 500, body: {} };
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  FakeXhr.replies = [];
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setSession(makeSession());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession('logout');
});

describe('image upload', () => {
  it('posts the file as multipart field "file" with the access token and reports progress', async () => {
    FakeXhr.replies.push({ status: 201, body: { url: 'http://localhost/api/v1/sdk/storage/files/a.png' } });
    const progress: number[] = [];
    const url = await uploadImage(new Blob(['x'], { type: 'image/png' }), 'avatar.png', { onProgress: (p) => progress.push(p) });
    expect(url).toBe('http://localhost/api/v1/sdk/storage/files/a.png');
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(storageApi.upload.path);
    expect(request?.headers.authorization).toBe('Bearer access-a');
    const file = request?.body?.get('file');
    expect(file instanceof File && file.name).toBe('avatar.png');
    expect(progress).toEqual([50, 100]);
  });

  it('turns a refusal into the server text', async () => {
    FakeXhr.replies.push({ status: 413, body: { detail: { error_message: STORAGE_TEXTS.tooBig, code: 'FILE_TOO_LARGE' } } });
    const failure = uploadImage(new Blob(['x']), 'avatar.png');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 413, message: STORAGE_TEXTS.tooBig });
  });

  it('needs a session', async () => {
    clearSession('logout');
    await expect(uploadImage(new Blob(['x']), 'avatar.png')).rejects.toMatchObject({ status: 401 });
    expect(FakeXhr.sent).toEqual([]);
  });
});
