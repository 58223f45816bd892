import { GENERIC_ERROR_TEXT, storageApi } from '@parley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { withAccessToken } from '../../../lib/api/client.ts';

/** Share of the bytes sent so far, 0 to 100. */
export type OnProgress = (percent: number) => void;

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** One multipart POST; XMLHttpRequest because fetch cannot report upload progress. */
function post(file: Blob, name: string, token: string | undefined, onProgress?: OnProgress, signal?: AbortSignal) {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(storageApi.upload.method, storageApi.upload.path);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(ApiError.fromResponse(xhr.status, body));
      const parsed = storageApi.upload.response.safeParse(body);
      if (!parsed.success) return reject(new ApiError(xhr.status, 'CONTRACT_MISMATCH', GENERIC_ERROR_TEXT));
      onProgress?.(100);
      resolve(parsed.data.url);
    };
    xhr.onerror = () => reject(ApiError.network());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, name);
    xhr.send(form);
  });
}

/** Uploads an image (field `file`) with the signed-in user's token and answers its URL. */
export const uploadImage = (file: Blob, name: string, options: { onProgress?: OnProgress; signal?: AbortSignal } = {}) =>
  withAccessToken((token) => post(file, name, token, options.onProgress, options.signal));
