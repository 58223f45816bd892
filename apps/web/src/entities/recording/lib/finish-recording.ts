import { missingChunksText } from '@parley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import type { UploadQueue } from './upload-queue.ts';

interface FinishSteps<T> {
  queue: Pick<UploadQueue, 'idle' | 'resend' | 'indexes' | 'snapshot'>;
  /** The indexes the server holds (GET the recording). */
  fetchReceived: () => Promise<number[]>;
  /** POST stop. */
  stop: () => Promise<T>;
}

/** Send-again rounds before giving up: a slice lost twice in a row after a confirmed upload means something else broke. */
const ROUNDS = 3;

/**
 * After the recorder stopped: waits for the uploads, asks the server what it holds, sends again whatever it lacks,
 * and only then stops the recording, since the server refuses a stop with holes. Throws the upload's error when the
 * queue gave up (the caller offers a retry and calls this again).
 */
export async function finishRecording<T>({ queue, fetchReceived, stop }: FinishSteps<T>): Promise<T> {
  let missing: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (!(await queue.idle())) throw queue.snapshot().error;
    const held = new Set(await fetchReceived());
    missing = queue.indexes().filter((index) => !held.has(index));
    if (missing.length === 0) return stop();
    queue.resend(missing);
  }
  throw new ApiError(409, 'MISSING_CHUNKS', missingChunksText(missing));
}
