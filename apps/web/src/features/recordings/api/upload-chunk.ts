import { fillPath, GENERIC_ERROR_TEXT, recordingsApi } from '@parley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { withAccessToken } from '../../../lib/api/client.ts';
import type { ChunkTransport } from '../lib/upload-queue.ts';

const endpoint = recordingsApi.uploadChunk;

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

interface ChunkRequest {
  recordingId: number;
  index: number;
  data: Blob;
  examMode: boolean;
  token: string | undefined;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** One multipart POST of a slice; XMLHttpRequest because fetch cannot report upload progress. */
function post({ recordingId, index, data, examMode, token, onProgress, signal }: ChunkRequest) {
  return new Promise<{ received: number[] }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const path = fillPath(endpoint.path, { recordingId, chunkIndex: index });
    // Exam mode ("test myself") records without live hints.
    xhr.open(endpoint.method, `${path}?live_transcribe=${!examMode}&is_exam_mode=${examMode}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(ApiError.fromResponse(xhr.status, body));
      const parsed = endpoint.response.safeParse(body);
      if (!parsed.success) return reject(new ApiError(xhr.status, 'CONTRACT_MISMATCH', GENERIC_ERROR_TEXT));
      onProgress(1);
      resolve(parsed.data);
    };
    xhr.onerror = () => reject(ApiError.network());
    xhr.ontimeout = () => reject(ApiError.network());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal.aborted) return xhr.abort();
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', data, `chunk-${index}`);
    xhr.send(form);
  });
}

/** The upload queue's transport for one recording, with the signed-in user's token. */
export const chunkTransport =
  (recordingId: number, examMode: () => boolean): ChunkTransport =>
  (index, data, onProgress, signal) =>
    withAccessToken((token) => post({ recordingId, index, data, examMode: examMode(), token, onProgress, signal }));

/** A lost connection, a timeout, a busy or restarting server: worth another try. A refused chunk is not. */
export const isRetryableUploadError = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
