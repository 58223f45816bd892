import { fillPath, recordingsApi, type ChunkReceipt } from '@parley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { uploadFile } from '../../../lib/api/upload.ts';
import type { ChunkTransport } from '../lib/send-with-retries.ts';

const endpoint = recordingsApi.uploadChunk;

interface ChunkFlags {
  /** "Test myself": fixed when recording starts; the server then never gives hints. */
  examMode: boolean;
  /** Whether hints are still worth having for this slice (not once the learner pressed stop). */
  liveHints: boolean;
}

/** The upload queue's transport for one recording, with the signed-in user's token; answers the server's receipt. */
export const chunkTransport =
  (recordingId: number, flags: () => ChunkFlags) =>
  (...[index, data, onProgress, signal]: Parameters<ChunkTransport>): Promise<ChunkReceipt> => {
    const path = fillPath(endpoint.path, { recordingId, chunkIndex: index });
    const { examMode, liveHints } = flags();
    const live = liveHints && !examMode;
    return uploadFile(endpoint, `${path}?live_transcribe=${live}&is_exam_mode=${examMode}`, data, `chunk-${index}`, {
      onProgress,
      signal,
    });
  };

/** A lost connection, a timeout, a busy or restarting server: worth another try. A refused chunk is not. */
export const isRetryableUploadError = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
