import { storageApi } from '@parley/contracts';
import { uploadFile } from '../../../lib/api/upload.ts';

/** Uploads a banner picture or video thumbnail (PNG or JPEG) and answers its address. */
export const uploadPicture = async (file: File, onProgress?: (fraction: number) => void) =>
  (await uploadFile(storageApi.upload, storageApi.upload.path, file, file.name, onProgress ? { onProgress } : {})).url;
