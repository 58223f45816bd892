import { fillPath, recordingsApi } from '@parley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { uploadFile } from '../../../lib/api/upload.ts';
import type { ChunkTransport } from '../lib/upload-queue.ts';

const endpoint = recordingsApi.uploadChunk;

/** The upload queue's transport for one recording, with the signed-in user's token. */
export const chunkTransport =
  (recordingId: number, examMode: () => boolean): ChunkTransport =>
  (index, data, onProgress, signal) => {
    const path = fillPath(endpoint.path, { recordingId, chunkIndex: index });
    // Exam mode ("test myself") records without live hints.
    const exam = examMode();
    return uploadFile(endpoint, `${path}?live_transcribe=${!exam}&is_exam_mode=${exam}`, data, `chunk-${index}`, {
      onProgress,
      signal,
    });
  };

/** A lost connection, a timeout, a busy or restarting server: worth another try. A refused chunk is not. */
export const isRetryableUploadError = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
