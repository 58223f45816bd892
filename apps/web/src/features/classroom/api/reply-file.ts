import { endpoint, fillPath, REPLY_FILE_PATH, replySchema } from '@parley/contracts';
import { uploadFile } from '../../../lib/api/upload.ts';

/** The contract gives the multipart reply only as a path and an answer; this describes it for the upload helper. */
const replyFileEndpoint = endpoint({
  method: 'POST',
  path: REPLY_FILE_PATH,
  summary: 'Reply to a task with a file (multipart field "file")',
  auth: 'access',
  status: 201,
  response: replySchema,
});

export const replyWithFile = (code: string, taskId: number, file: File, onProgress: (fraction: number) => void) =>
  uploadFile(replyFileEndpoint, fillPath(REPLY_FILE_PATH, { code, taskId }), file, file.name, { onProgress });
