import { documentsApi } from '@parley/contracts';
import { uploadFile } from '../../../lib/api/upload.ts';

/** One file with its progress (the classroom's upload helper); the server judges its type and size. */
export const uploadDocument = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile(documentsApi.upload, documentsApi.upload.path, file, file.name, { onProgress });
