import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CLASSROOM_TEXTS as T, classroomApi, REPLY_FILE_MAX_BYTES } from '@parley/contracts';
import { createRouter } from '../../plugins/router.ts';
import { readUploadedFile } from '../../shared/uploaded-file.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { ClassroomDeps } from './classroom-access.ts';
import { classroomRoutes } from './classroom.routes.ts';
import { replyWithFile } from './replies.service.ts';

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
    domain: deps.domain,
  };
  classroomRoutes(route, classroomDeps);
  route(classroomApi.replyFile, async ({ request, user, params }) => {
    const file = await readUploadedFile(request, { required: T.fileRequired, tooLarge: T.fileTooLarge });
    return replyWithFile(classroomDeps, user, params.code, params.taskId, file);
  });
}
