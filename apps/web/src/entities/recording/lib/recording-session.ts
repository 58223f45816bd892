import { RECORDING_CHUNK_SECONDS, type ChunkReceipt, type CreateRecordingBody } from '@parley/contracts';
import { cancelRecording } from '../api/cancel-recording.ts';
import { createRecording } from '../api/create-recording.ts';
import { receivedChunks } from '../api/received-chunks.ts';
import { stopRecording } from '../api/stop-recording.ts';
import { chunkTransport, isRetryableUploadError } from '../api/upload-chunk.ts';
import { finishRecording } from './finish-recording.ts';
import type { RecorderFormat } from '../../../lib/media/recorder-format.ts';
import { createSliceRecorder } from '../../../lib/media/slice-recorder.ts';
import { createUploadQueue, type UploadSnapshot } from './upload-queue.ts';
import { WAV_BITS_PER_SAMPLE } from '../../../lib/media/wav.ts';

interface SessionOptions {
  /** What to record: a microphone, or a conversation mixed into two channels. */
  stream: MediaStream;
  context: AudioContext;
  format: RecorderFormat;
  /** 1 for a learner's own recording, 2 for a pair conversation (left the learner, right the partner). */
  channels: 1 | 2;
  /** The live event a conversation is recorded in. */
  eventId?: string;
  /** Exam mode ("test myself"): no live hints on the chunks, and stopped as such. */
  examMode?: boolean;
  /** Whether live hints are still wanted for the next slice (not once the learner pressed stop); default never. */
  liveHints?: () => boolean;
  /** Each slice's answer from the server, live hints included. */
  onReceipt?: (receipt: ChunkReceipt) => void;
  onUpload?: (snapshot: UploadSnapshot) => void;
}

/**
 * One recording from create to stop (docs/decisions/0026-web-recorder.md): 5 s slices uploaded as they come with
 * progress and retry, and a stop that first makes sure the server holds every slice.
 */
export interface RecordingSession {
  id: number;
  pause(): void;
  resume(): void;
  /** Ends the recorder; resolves once its last slice was handed to the uploads. */
  end(): Promise<void>;
  /** Waits for the uploads, sends again what the server lacks, then stops the recording. Call again after `retry()`. */
  send(): ReturnType<typeof stopRecording>;
  /** Starts the uploads again after they gave up. */
  retry(): void;
  /** Throws the recording away, here and on the server. */
  discard(): Promise<void>;
}

/** Creates the recording on the server and starts recording into it. */
export async function startRecordingSession(options: SessionOptions): Promise<RecordingSession> {
  const { stream, context, format, channels, examMode = false } = options;
  const settings: CreateRecordingBody = {
    sample_rate: Math.round(context.sampleRate),
    channels,
    chunk_size: RECORDING_CHUNK_SECONDS,
    // Our WAV slices are 16-bit; Opus has no sample width, and 16-bit is what it decodes to.
    sample_width: WAV_BITS_PER_SAMPLE / 8,
    ...(options.eventId ? { event_id: options.eventId } : {}),
  };
  const { id } = await createRecording(settings);
  const transport = chunkTransport(id, () => ({ examMode, liveHints: options.liveHints?.() ?? false }));
  const queue = createUploadQueue({
    send: async (...args) => {
      const receipt = await transport(...args);
      options.onReceipt?.(receipt);
      return receipt;
    },
    isRetryable: isRetryableUploadError,
    onChange: options.onUpload,
  });
  let next = 0;
  const recorder = createSliceRecorder(format, stream, context, (data) => queue.add(next++, data), channels);
  recorder.start();
  return {
    id,
    pause: () => recorder.pause(),
    resume: () => recorder.resume(),
    end: () => recorder.stop(),
    send: () => finishRecording({ queue, fetchReceived: () => receivedChunks(id), stop: () => stopRecording(id, examMode) }),
    retry: () => queue.retry(),
    async discard() {
      queue.abort();
      await recorder.stop();
      await cancelRecording(id);
    },
  };
}
