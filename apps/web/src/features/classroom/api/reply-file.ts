import { classroomApi, fillPath } from '@parley/contracts';
import { uploadFile } from '../../../lib/api/upload.ts';

export const replyWithFile = (code: string, taskId: number, file: File, onProgress: (fraction: number) => void) =>
  uploadFile(classroomApi.replyFile, fillPath(classroomApi.replyFile.path, { code, taskId }), file, file.name, { onProgress });
