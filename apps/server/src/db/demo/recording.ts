import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRecordingBodySchema, RECORDING_CHUNK_SECONDS } from '@parley/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { enqueueFeedback } from '../../modules/feedback/pipeline/feedback.worker.ts';
import { createRecording, stopRecording, uploadChunk, type RecordingsDeps } from '../../modules/recordings/recordings.service.ts';
import type { JobQueuePort } from '../../platform/queue/port.ts';
import { runProcess } from '../../platform/speech/run-process.ts';
import { recordings, type UserRow } from '../schema/index.ts';

/** What the demo learner "said": a few typical learner mistakes, so the feedback has something to point at. */
export const DEMO_SPEECH =
  'Last weekend I go to the market with my sister. We buyed some fresh fruits and we was very happy. ' +
  'Then we cooked dinner together and we talked about our plans for the summer holiday.';

/** The learner's speech as a WAV, from flite's US voice (a synthetic voice the local recognizer reads well). */
async function speak(text: string): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parley-demo-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    const result = await runProcess('flite', ['-voice', 'slt', '-t', text, '-o', wav], { timeoutMs: 30_000 });
    if (result.code !== 0) throw new Error(`flite failed: ${result.stderr.trim()}`);
    return new Uint8Array(await readFile(wav));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A recording of the demo learner, uploaded and stopped as the browser recorder would: the stop hands it to the
 * feedback job's queue, and the worker makes its real feedback shortly after start (ADR 0068). Made once;
 * a learner with any recording is left alone. Answers the new recording's id, or null.
 */
export async function seedRecording(deps: RecordingsDeps & { queue: JobQueuePort }, learner: UserRow): Promise<number | null> {
  const [existing] = await deps.db
    .select({ id: recordings.id })
    .from(recordings)
    .where(and(eq(recordings.userId, learner.id), isNull(recordings.cancelledAt)))
    .limit(1);
  if (existing) return null;
  const audio = await speak(DEMO_SPEECH);
  const settings = { sample_rate: 16_000, channels: 1, chunk_size: RECORDING_CHUNK_SECONDS, sample_width: 2 };
  const { id } = await createRecording(deps, learner, createRecordingBodySchema.parse(settings));
  await uploadChunk(deps, learner, id, 0, audio);
  await stopRecording(deps, learner, id, false);
  // The seed's services announce on a domain bus of their own, which the app's feedback module does not hear (its
  // `recording.stopped` runs in the publishing instance): the job goes straight to the queue its worker reads.
  await enqueueFeedback(deps.queue, id);
  return id;
}
