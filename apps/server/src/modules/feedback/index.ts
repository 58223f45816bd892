import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { RECORDING_CHUNK_MAX_BYTES } from '@parley/contracts';
import { rateCounts } from '../../plugins/rate-counts.ts';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { FeedbackParts } from './feedback.parts.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { deleteWindows } from './live-hints/live-hints.store.ts';
import { feedbackMetrics } from './pipeline/feedback.metrics.ts';
import { enqueueFeedback, FEEDBACK_JOB, startFeedbackWorker } from './pipeline/feedback.worker.ts';

export interface FeedbackModuleDeps extends ModuleDeps {
  parts: FeedbackParts;
}

/**
 * Feedback on recordings: the analysis job (worker role), live hints, teacher review, comments and the speech calls
 * (api role); see docs/features/feedback.md.
 */
export async function feedbackModule(app: FastifyInstance, deps: FeedbackModuleDeps) {
  const { platform, config, db, domain } = deps;
  // A stopped recording's live-hint windows have served; its feedback is due.
  const offStopped = await domain.subscribe('recording.stopped', async ({ recordingId }) => {
    await deleteWindows(db, recordingId);
    await enqueueFeedback(platform.queue, recordingId);
  });
  const offDiscarded = await domain.subscribe('recording.discarded', ({ recordingId }) => deleteWindows(db, recordingId));
  app.addHook('onClose', async () => {
    await offStopped();
    await offDiscarded();
  });
  const metrics = feedbackMetrics(deps.metrics, platform.queue, FEEDBACK_JOB);
  if (config.ROLES.includes('worker')) {
    const job = {
      db,
      storage: platform.storage,
      speech: platform.speech,
      grammar: deps.parts.grammar,
      log: app.log,
      clock: platform.clock,
      domain,
    };
    startFeedbackWorker(app, platform.queue, job, metrics);
  }
  if (!config.ROLES.includes('api')) return;
  await app.register(multipart, {
    limits: { fileSize: RECORDING_CHUNK_MAX_BYTES, files: 1, fields: 0 },
    throwFileSizeLimit: true,
  });
  feedbackRoutes(
    createRouter(app, deps),
    { db, storage: platform.storage, clock: platform.clock },
    {
      synthesizer: platform.speech.synthesizer,
      storage: platform.storage,
      log: app.log,
      readings: {
        counts: rateCounts(platform.counters, { clock: platform.clock, log: app.log }),
        max: config.TTS_SYNTHESES_PER_WINDOW,
      },
    },
    domain,
  );
}
