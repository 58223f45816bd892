import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, storageApi } from '@parley/contracts';
import { startS3Server } from '../../test/s3-server.ts';
import { ManualClock } from '../clock/port.ts';
import { createLocalStorage } from './local.ts';
import type { StoragePort } from './port.ts';
import { createS3Storage } from './s3.ts';
import { urlSignature } from './url-signature.ts';

const HOUR_MS = 3_600_000;
/** S3's least part: a file one byte larger goes up in two parts. */
const PART_BYTES = 5 * 1024 * 1024;

type Opened = { status: 'ok'; data: Uint8Array; contentType: string; cacheControl: string } | { status: 'expired' | 'refused' };

interface Implementation {
  storage: StoragePort;
  /** Follows a signed address as a browser would: to this server's files route, or to the bucket. */
  open(url: string): Promise<Opened>;
  /** The requests a put of `key` took, where the store is another server. */
  uploadRequests?(key: string): string[];
  /** Whether the store that judges the addresses tells a forged one: s3rver does not check SigV4 signatures. */
  judgesSignatures: boolean;
  close(): Promise<void>;
}

const FILES_PREFIX = fillPath(storageApi.file.path, { key: '' });

/** The route's own order (modules/storage): the signature first, then the store, answered `private, no-store`. */
async function openLocal(storage: StoragePort, url: string): Promise<Opened> {
  const { pathname, searchParams } = new URL(url, 'http://app.test');
  if (!pathname.startsWith(FILES_PREFIX)) return { status: 'refused' };
  const key = decodeURIComponent(pathname.slice(FILES_PREFIX.length));
  const check = storage.checkSignature(key, {
    expires: searchParams.get('expires') ?? undefined,
    token: searchParams.get('token') ?? undefined,
  });
  if (check !== 'valid') return { status: check === 'expired' ? 'expired' : 'refused' };
  const file = await storage.get(key);
  return file ? { status: 'ok', ...file, cacheControl: 'private, no-store' } : { status: 'refused' };
}

async function openOverHttp(url: string): Promise<Opened> {
  const res = await fetch(url);
  if (res.ok) {
    const [contentType, cacheControl] = [res.headers.get('content-type') ?? '', res.headers.get('cache-control') ?? ''];
    return { status: 'ok', data: new Uint8Array(await res.arrayBuffer()), contentType, cacheControl };
  }
  const body = await res.text();
  return { status: res.status === 403 && body.includes('expired') ? 'expired' : 'refused' };
}

/**
 * The app's clock a few minutes into the real hour: the bucket judges its presigned addresses on its own clock, and
 * the test moves the app's within the hour or hours back.
 */
const clock = new ManualClock(new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 5 * 60_000));
const start = clock.now();

const implementations: [string, () => Promise<Implementation>][] = [
  [
    'local',
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'parley-files-'));
      const storage = createLocalStorage(root, urlSignature('s'.repeat(32), clock));
      return {
        storage,
        open: (url) => openLocal(storage, url),
        judgesSignatures: true,
        close: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const server = await startS3Server();
      const storage = createS3Storage({ ...server, region: 'us-east-1', forcePathStyle: true, partBytes: PART_BYTES }, clock);
      return {
        storage,
        open: openOverHttp,
        uploadRequests: (key) => server.requests.filter((r) => r.includes(`/${server.bucket}/${key}`) && !r.startsWith('GET')),
        judgesSignatures: false,
        close: async () => {
          await storage.close();
          await server.close();
        },
      };
    },
  ],
];

const bytes = (...values: number[]) => new Uint8Array(values);

describe.each(implementations)('storage port: %s', (_name, create) => {
  let impl: Implementation;
  let storage: StoragePort;
  beforeAll(async () => {
    impl = await create();
    storage = impl.storage;
  });
  afterAll(() => impl.close());

  it('keeps bytes with their type, replaces them on a second put and forgets them on delete', async () => {
    const every = new Uint8Array(256).map((_, i) => i);
    await storage.put('rec1-audio-a', every, 'audio/wav');
    expect(await storage.get('rec1-audio-a')).toEqual({ data: every, contentType: 'audio/wav' });
    await storage.put('rec1-audio-a', bytes(7), 'application/json');
    expect(await storage.get('rec1-audio-a')).toEqual({ data: bytes(7), contentType: 'application/json' });
    await storage.delete('rec1-audio-a');
    expect(await storage.get('rec1-audio-a')).toBeNull();
  });

  it('answers null for a missing key or a folder, and deletes a missing key without complaint', async () => {
    await storage.put('documents/1/a.pdf', bytes(1), 'application/pdf');
    expect(await storage.get('documents/1/a.pdf')).toMatchObject({ data: bytes(1) });
    expect(await storage.get('documents/1')).toBeNull();
    expect(await storage.get('never-stored')).toBeNull();
    await expect(storage.delete('never-stored')).resolves.toBeUndefined();
  });

  it('refuses keys that could name something else than the app meant', async () => {
    for (const key of ['../escape', 'a/../../b', '/absolute', '.hidden', '']) {
      await expect(storage.put(key, bytes(1), 'text/plain')).rejects.toThrow('Unsafe storage key');
      await expect(storage.get(key)).rejects.toThrow('Unsafe storage key');
    }
  });

  it('keeps a large file whole, sent to a bucket in parts', async () => {
    const large = new Uint8Array(PART_BYTES + 1).map((_, i) => i % 251);
    await storage.put('rec2-audio-large', large, 'audio/wav');
    const back = await storage.get('rec2-audio-large');
    expect(back?.data.byteLength).toBe(large.byteLength);
    expect(Buffer.compare(back!.data, large)).toBe(0);
    const requests = impl.uploadRequests?.('rec2-audio-large');
    if (requests) {
      // Started, two parts, completed: not one PUT of the whole file.
      expect(requests.filter((r) => r.startsWith('POST') && r.includes('uploads'))).toHaveLength(1);
      expect(requests.filter((r) => r.startsWith('PUT') && r.includes('partNumber='))).toHaveLength(2);
      expect(requests.filter((r) => r.startsWith('POST') && r.includes('uploadId='))).toHaveLength(1);
    }
  });

  it('signs an address that opens a private file without signing in, never to be cached, one address an hour', async () => {
    clock.set(start);
    await storage.put('rec3-transcript-a', bytes(1, 2, 3), 'application/json');
    const url = await storage.signedUrl('rec3-transcript-a', { expiresInSeconds: 3600 });
    expect(await impl.open(url)).toEqual({
      status: 'ok',
      data: bytes(1, 2, 3),
      contentType: 'application/json',
      cacheControl: 'private, no-store',
    });
    clock.advance(20 * 60_000);
    expect(await storage.signedUrl('rec3-transcript-a', { expiresInSeconds: 3600 })).toBe(url);
  });

  it('signs addresses that stop opening once expired', async () => {
    clock.set(new Date(start.getTime() - 3 * HOUR_MS));
    await storage.put('rec4-audio-a', bytes(4), 'audio/wav');
    const url = await storage.signedUrl('rec4-audio-a', { expiresInSeconds: 3600 });
    clock.set(start);
    expect(await impl.open(url)).toEqual({ status: 'expired' });
  });

  it('gives an address for one key that opens no other', async (context) => {
    if (!impl.judgesSignatures) context.skip('the tests’ S3 server does not check SigV4 signatures; S3 does');
    clock.set(start);
    await storage.put('rec5-audio-a', bytes(5), 'audio/wav');
    await storage.put('rec5-audio-b', bytes(6), 'audio/wav');
    const url = await storage.signedUrl('rec5-audio-a', { expiresInSeconds: 3600 });
    expect(await impl.open(url.replace('rec5-audio-a', 'rec5-audio-b'))).toEqual({ status: 'refused' });
    expect(await impl.open(url.replace(/(token|Signature)=[^&]/, '$1=x'))).toEqual({ status: 'refused' });
    expect(await impl.open(url.split('?')[0]!)).toEqual({ status: 'refused' });
  });

  it('answers ping while the store is reachable', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});
