import { storageApi } from '@parley/contracts';
import { uploadFile } from '../../../lib/api/upload.ts';

/** Share of the bytes sent so far, 0 to 100. */
export type OnProgress = (percent: number) => void;

/** Uploads an image (field `file`) with the signed-in user's token and answers its URL. */
export const uploadImage = async (file: Blob, name: string, options: { onProgress?: OnProgress; signal?: AbortSignal } = {}) =>
  (
    await uploadFile(storageApi.upload, storageApi.upload.path, file, name, {
      onProgress: options.onProgress && ((fraction) => options.onProgress!(Math.round(fraction * 100))),
      ...(options.signal ? { signal: options.signal } : {}),
    })
  ).url;
