import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CLASSROOM_TEXTS as T, classroomApi, REPLY_FILE_MAX_BYTES } from '@parley/contracts';
import { AppError, badRequest } from '../../errors.ts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { ClassroomDeps } from './classroom-access.ts';
import { classroomRoutes } from './classroom.routes.ts';
import { replyWithFile } from './replies.service.ts';
import { cleanFileName } from './reply-file.ts';

const tooBig = (err: unknown) => {
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', T.fileTooLarge);
  throw err;
};

/** Teachers' classrooms: folders, tasks, students and their replies (issue 20); see docs/features/classroom.md. */
export async function classroomModule(app: FastifyInstance, deps: ModuleDeps) {
  await app.register(multipart, { limits: { fileSize: REPLY_FILE_MAX_BYTES, files: 1, fields: 0 }, throwFileSizeLimit: true });
  const route = createRouter(app, deps);
  const classroomDeps: ClassroomDeps = {
    db: deps.db,
    clock: deps.platform.clock,
    mail: deps.platform.mail,
    storage: deps.platform.storage,
    publicUrl: deps.config.PUBLIC_URL,
    log: app.log,
  };
  classroomRoutes(route, classroomDeps);
  route(classroomApi.replyFile, async ({ request, user, params }) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', T.fileRequired);
    const part = await request.file().catch(tooBig);
    if (!part || part.fieldname !== 'file') throw badRequest('VALIDATION_ERROR', T.fileRequired, 'file');
    const data = await part.toBuffer().catch(tooBig);
    if (data.byteLength === 0) throw badRequest('VALIDATION_ERROR', T.fileRequired, 'file');
    return replyWithFile(classroomDeps, user, params.code, params.taskId, {
      data: new Uint8Array(data),
      name: cleanFileName(part.filename),
    });
  });
}
