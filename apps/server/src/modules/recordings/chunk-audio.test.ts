import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFfmpegConverter } from '../../platform/speech/ffmpeg-converter.ts';
import { bearer, registerAndVerify } from '../../test/auth-helpers.ts';
import { createRecording, stopRecording, uploadChunk } from '../../test/recording-helpers.ts';
import { recorderSlices } from '../../test/recorder-slices.ts';
import { synthesizeFixtureFile } from '../../test/speech-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestAudio } from './chunk-audio.ts';
import type { ChunkRow } from './recordings.store.ts';

const converter = createFfmpegConverter();
let speech: string;
beforeAll(async () => {
  speech = await synthesizeFixtureFile('she have two cats and a dog');
});

/** A full garbage collection, so a memory sample counts what is still held rather than what is not collected yet. */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

describe('stopping a long recording', () => {
  let t: TestApp;
  // No worker: the feedback job a stop enqueues is not what is measured.
  beforeAll(async () => {
    t = await createTestApp({ env: { ROLES: 'api' } });
  });
  afterAll(() => t.close());

  it(
    'streams its chunks to ffmpeg one at a time: the memory held stays a few chunks, the length the same',
    { timeout: 120_000 },
    async () => {
      // Five minutes of our WAV recorder's slices (480 kB each): 29 MB, the case that weighs most a second.
      const slices = recorderSlices(speech, 300, 'wav');
      const { auth } = await registerAndVerify(t);
      const headers = bearer(auth.access_token);
      const id = await createRecording(t, headers);
      for (const [index, slice] of slices.entries()) {
        expect((await uploadChunk(t, headers, id, index, slice)).statusCode).toBe(200);
      }
      // When the last chunk is read, the chunks read before it that are still alive are counted: all of them, had the
      // recording been gathered. Counted by weak references rather than the process's memory, which another file's
      // work in the same worker moves (57 MB once under a load of 60).
      const gc = collectGarbage();
      const storage = t.platform.storage;
      const read = storage.get;
      const chunksRead: WeakRef<object>[] = [];
      let held = 0;
      storage.get = async (key) => {
        const file = await read(key);
        if (file) chunksRead.push(new WeakRef(file.data));
        if (chunksRead.length === slices.length) {
          gc();
          held = chunksRead.filter((chunk) => chunk.deref() !== undefined).length;
        }
        return file;
      };
      const stopped = await stopRecording(t, headers, id).finally(() => (storage.get = read));
      expect(stopped.statusCode, stopped.body).toBe(200);

      expect(held).toBeGreaterThan(0);
      expect(held).toBeLessThanOrEqual(4);
      // The length measured is the one the recording joined in one buffer gives.
      const joined = new Uint8Array(Buffer.concat(slices));
      expect(stopped.json<{ duration: number }>().duration).toBe(await converter.measureSeconds(joined));
    },
  );
});

/** The slices as chunk rows and a store that holds them; `reads` lists the indexes read from it, in order. */
function storedSlices(slices: Uint8Array[], contentType: string) {
  const rows: ChunkRow[] = slices.map((data, index) => ({
    recordingId: 1,
    index,
    storageKey: `rec1-c${index}`,
    contentType: index === 0 ? contentType : 'application/octet-stream',
    bytes: data.length,
    createdAt: new Date(),
  }));
  const reads: number[] = [];
  const storage = {
    get: async (key: string) => {
      const index = rows.findIndex((row) => row.storageKey === key);
      reads.push(index);
      return { data: slices[index]!, contentType: rows[index]!.contentType };
    },
  };
  return { storage, rows, reads };
}

describe('the newest audio of a recording still being made', () => {
  it(
    'reads the first chunk and the newest few, however long the recording, and decodes them as the whole',
    { timeout: 120_000 },
    async () => {
      for (const [format, contentType] of [
        ['webm', 'audio/webm'],
        ['wav', 'audio/wav'],
      ] as const) {
        for (const seconds of [42, 182]) {
          const slices = recorderSlices(speech, seconds, format);
          const { storage, rows, reads } = storedSlices(slices, contentType);
          const latest = await latestAudio({ storage, converter }, { channels: 1, chunkSize: 5 }, rows, {
            fromSeconds: 0,
            atMostSeconds: 10,
          });
          const n = slices.length;
          expect(reads, `${format} ${seconds} s`).toEqual([0, n - 3, n - 2, n - 1]);

          // The last ten seconds, where the whole recording has them on its clock, sample for sample.
          const whole = await converter.toWav16kMonoFrom(new Uint8Array(Buffer.concat(slices)), { fromSeconds: 0 });
          const end = whole.startSeconds + converter.durationSeconds(whole.wav);
          expect(converter.durationSeconds(latest.wav)).toBe(10);
          expect(latest.startSeconds, `${format} ${seconds} s`).toBeCloseTo(end - 10, 4);
          const at = 44 + Math.round((latest.startSeconds - whole.startSeconds) * 16_000) * 2;
          expect(latest.wav.subarray(44), `${format} ${seconds} s`).toEqual(whole.wav.subarray(at, at + latest.wav.length - 44));
        }
      }
    },
  );
});
