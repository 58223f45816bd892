import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { finishRecording } from './finish-recording.ts';
import type { ChunkTransport } from './send-with-retries.ts';
import { createUploadQueue, type UploadSnapshot } from './upload-queue.ts';

/** A stand-in for the chunk endpoint: holds what arrives, fails on cue, can "lose" a chunk it confirmed. */
function fakeServer() {
  const held = new Set<number>();
  const failures = new Map<number, ApiError[]>();
  const attempts: number[] = [];
  const send: ChunkTransport = async (index, data, onProgress) => {
    attempts.push(index);
    await Promise.resolve();
    const failure = failures.get(index)?.shift();
    if (failure) throw failure;
    onProgress(0.5);
    onProgress(1);
    expect(await data.text()).toBe(`slice ${index}`);
    held.add(index);
    return { received: [...held].sort((a, b) => a - b) };
  };
  return { held, failures, attempts, send };
}

const slice = (index: number) => new Blob([`slice ${index}`]);
const network = () => ApiError.network();

describe('upload queue', () => {
  it('sends slices in order and counts them as the server confirms', async () => {
    const server = fakeServer();
    const seen: UploadSnapshot[] = [];
    const queue = createUploadQueue({ send: server.send, onChange: (s) => seen.push(s) });
    [0, 1, 2].forEach((i) => queue.add(i, slice(i)));
    expect(await queue.idle()).toBe(true);
    expect(server.attempts).toEqual([0, 1, 2]);
    expect(queue.snapshot()).toMatchObject({ total: 3, done: 3, current: null, failed: false });
    // Progress of each slice was reported on the way.
    expect(seen.some((s) => s.current?.index === 1 && s.current.progress === 0.5)).toBe(true);
  });

  it('retries a failed slice with backoff and goes on', async () => {
    const server = fakeServer();
    server.failures.set(1, [network(), network()]);
    const queue = createUploadQueue({ send: server.send, retryDelaysMs: [5, 5, 5] });
    [0, 1, 2].forEach((i) => queue.add(i, slice(i)));
    expect(await queue.idle()).toBe(true);
    expect(server.attempts).toEqual([0, 1, 1, 1, 2]);
    expect([...server.held]).toEqual([0, 1, 2]);
  });

  it('reports the next attempt while it waits to retry', async () => {
    const server = fakeServer();
    server.failures.set(0, [network()]);
    const seen: UploadSnapshot[] = [];
    const queue = createUploadQueue({ send: server.send, retryDelaysMs: [30], onChange: (s) => seen.push(s) });
    queue.add(0, slice(0));
    await new Promise((r) => setTimeout(r, 10));
    expect(queue.snapshot().current).toEqual({ index: 0, progress: 0, attempt: 2 });
    expect(server.attempts).toEqual([0]);
    expect(await queue.idle()).toBe(true);
  });

  it('gives up after its retries, keeps the slices, and resumes on retry()', async () => {
    const server = fakeServer();
    server.failures.set(1, [network(), network(), network()]);
    const queue = createUploadQueue({ send: server.send, retryDelaysMs: [1, 1] });
    [0, 1, 2].forEach((i) => queue.add(i, slice(i)));
    expect(await queue.idle()).toBe(false);
    expect(queue.snapshot()).toMatchObject({ total: 3, done: 1, failed: true });
    expect(queue.snapshot().error).toBeInstanceOf(ApiError);
    queue.retry();
    expect(await queue.idle()).toBe(true);
    expect(queue.snapshot()).toMatchObject({ total: 3, done: 3, failed: false, error: null });
  });

  it('does not retry an answer a retry cannot change', async () => {
    const server = fakeServer();
    server.failures.set(0, [new ApiError(413, 'PAYLOAD_TOO_LARGE', 'too big')]);
    const queue = createUploadQueue({
      send: server.send,
      retryDelaysMs: [1, 1],
      isRetryable: (err) => err instanceof ApiError && err.status === 0,
    });
    queue.add(0, slice(0));
    expect(await queue.idle()).toBe(false);
    expect(server.attempts).toEqual([0]);
  });

  it('stops sending once aborted', async () => {
    const server = fakeServer();
    server.failures.set(0, [network()]);
    const queue = createUploadQueue({ send: server.send, retryDelaysMs: [50] });
    queue.add(0, slice(0));
    queue.add(1, slice(1));
    await Promise.resolve();
    queue.abort();
    await queue.idle();
    await new Promise((r) => setTimeout(r, 80));
    expect(server.attempts).toEqual([0]);
  });
});

describe('finishRecording', () => {
  it('sends again what the server lost, then stops', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({ send: server.send });
    [0, 1, 2].forEach((i) => queue.add(i, slice(i)));
    await queue.idle();
    server.held.delete(1);
    const stops: number[][] = [];
    const result = await finishRecording({
      queue,
      fetchReceived: async () => [...server.held],
      stop: async () => (stops.push([...server.held].sort()), 'stopped'),
    });
    expect(result).toBe('stopped');
    expect(stops).toEqual([[0, 1, 2]]);
    expect(server.attempts).toEqual([0, 1, 2, 1]);
  });

  it('throws the upload error when the queue gave up, and succeeds after a retry', async () => {
    const server = fakeServer();
    server.failures.set(0, [network(), network()]);
    const queue = createUploadQueue({ send: server.send, retryDelaysMs: [1] });
    queue.add(0, slice(0));
    const steps = { queue, fetchReceived: async () => [...server.held], stop: async () => 'stopped' };
    await expect(finishRecording(steps)).rejects.toBeInstanceOf(ApiError);
    queue.retry();
    await expect(finishRecording(steps)).resolves.toBe('stopped');
  });

  it('refuses to stop a recording the server keeps losing', async () => {
    const server = fakeServer();
    const queue = createUploadQueue({ send: server.send });
    queue.add(0, slice(0));
    let stopped = false;
    const error = await finishRecording({
      queue,
      fetchReceived: async () => [],
      stop: async () => (stopped = true),
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toContain('chunks 0');
    expect(stopped).toBe(false);
  });
});
