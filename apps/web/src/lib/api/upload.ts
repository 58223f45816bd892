import { GENERIC_ERROR_TEXT, type Endpoint, type ResponseOf } from '@parley/contracts';
import { ApiError } from './api-error.ts';
import { withAccessToken } from './client.ts';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export interface UploadOptions {
  /** Share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Form fields sent before the file, for a server that reads them first (a video's title and collection). */
  fields?: Record<string, string>;
}

/**
 * One multipart POST of a file (field `file`) to `url`, checked against the endpoint's answer, with the signed-in
 * user's token. XMLHttpRequest because fetch cannot report upload progress.
 */
export function uploadFile<E extends Endpoint>(endpoint: E, url: string, file: Blob, name: string, options: UploadOptions = {}) {
  const { onProgress, signal, fields = {} } = options;
  const post = (token: string | undefined) =>
    new Promise<ResponseOf<E>>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(endpoint.method, url);
      xhr.setRequestHeader('accept', 'application/json');
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        const body = parse(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300) return reject(ApiError.fromResponse(xhr.status, body));
        const parsed = endpoint.response.safeParse(body);
        if (!parsed.success) return reject(new ApiError(xhr.status, 'CONTRACT_MISMATCH', GENERIC_ERROR_TEXT));
        onProgress?.(1);
        resolve(parsed.data as ResponseOf<E>);
      };
      xhr.onerror = () => reject(ApiError.network());
      xhr.ontimeout = () => reject(ApiError.network());
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      if (signal?.aborted) return xhr.abort();
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', file, name);
      xhr.send(form);
    });
  return withAccessToken(post);
}
