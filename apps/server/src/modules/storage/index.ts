import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fillPath, STORAGE_TEXTS, storageApi, UPLOAD_MAX_BYTES } from '@parley/contracts';
import { AppError, badRequest } from '../../errors.ts';
import { createRouter } from '../../plugins/router.ts';
import { uploadReadError } from '../../shared/uploaded-file.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { sendFile } from './send-file.ts';
import { startHousekeeping } from '../../shared/housekeeping.ts';
import { readFile } from './storage.service.ts';
import { keepUpload, sweepUnusedUploads } from './uploads.service.ts';

const unreadable = uploadReadError(STORAGE_TEXTS.tooBig);

/** The worker's sweep of pictures uploaded and never used, or replaced (ADR 0081). */
export function startUploadSweep(app: FastifyInstance, deps: ModuleDeps) {
  if (!deps.config.ROLES.includes('worker')) return;
  const { storage, clock } = deps.platform;
  startHousekeeping(app, 'unused uploads deleted', () => sweepUnusedUploads({ db: deps.db, storage, clock, log: app.log }));
}

export async function storageModule(app: FastifyInstance, deps: ModuleDeps) {
  // One byte over the limit is enough to know a file is too big without reading all of it.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0 }, throwFileSizeLimit: true });
  const route = createRouter(app, deps);
  const { storage, clock } = deps.platform;

  route(storageApi.upload, async ({ request, user }) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', STORAGE_TEXTS.noFile);
    const part = await request.file().catch(unreadable);
    if (!part || part.fieldname !== 'file') throw badRequest('VALIDATION_ERROR', STORAGE_TEXTS.noFile, 'file');
    const data = await part.toBuffer().catch(unreadable);
    const key = await keepUpload({ db: deps.db, storage, clock }, user, new Uint8Array(data));
    return { url: `${deps.config.PUBLIC_URL}${fillPath(storageApi.file.path, { key })}` };
  });

  route(storageApi.file, async ({ params, query, request, reply }) => {
    const file = await readFile(storage, params.key, query);
    return sendFile(request, reply, file);
  });
}
