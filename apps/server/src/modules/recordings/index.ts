import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { RECORDING_CHUNK_MAX_BYTES } from '@parley/contracts';
import { createRouter } from '../../plugins/router.ts';
import { startHousekeeping } from '../../shared/housekeeping.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { sweepAbandonedRecordings } from './abandoned.ts';
import type { LiveRecordings } from './live-recordings.ts';
import { recordingsRoutes } from './recordings.routes.ts';
import type { UploadHints } from './upload-hints.ts';

export interface RecordingsModuleDeps extends ModuleDeps {
  /** The live room's checks and notices for a conversation recorded there (the live module, wired in app.ts). */
  liveRecordings: LiveRecordings;
  /** The live hints each upload answers with (the feedback module, wired in app.ts). */
  uploadHints: UploadHints;
}

/**
 * Recordings: making, uploading, stopping and listing them (ADR 0025), and the worker's sweep of abandoned ones (ADR
 * 0081); see docs/features/recordings.md.
 */
export async function recordingsModule(app: FastifyInstance, deps: RecordingsModuleDeps) {
  const { platform } = deps;
  const service = {
    db: deps.db,
    storage: platform.storage,
    clock: platform.clock,
    domain: deps.domain,
    converter: platform.speech.converter,
    live: deps.liveRecordings,
    limits: deps.config,
    log: app.log,
  };
  if (deps.config.ROLES.includes('worker'))
    startHousekeeping(app, 'abandoned recordings thrown away', () => sweepAbandonedRecordings(service));
  if (!deps.config.ROLES.includes('api')) return;
  await app.register(multipart, {
    limits: { fileSize: RECORDING_CHUNK_MAX_BYTES, files: 1, fields: 0 },
    throwFileSizeLimit: true,
  });
  recordingsRoutes(createRouter(app, deps), service, deps.uploadHints);
}
