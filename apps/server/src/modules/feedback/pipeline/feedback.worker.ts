import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobQueuePort } from '../../../platform/queue/port.ts';
import { DEFAULT_ATTEMPTS } from '../../../platform/queue/port.ts';
import { UndecodableAudio } from '../../../platform/speech/port.ts';
import { awaitingProcessing, findRecording } from '../../recordings/public.ts';
import { runFeedbackJob, type FeedbackJobDeps } from './feedback.job.ts';
import type { FeedbackMetrics, JobOutcome } from './feedback.metrics.ts';
import { markFailed } from './feedback.store.ts';

export const FEEDBACK_JOB = 'feedback';
const payloadSchema = z.object({ recordingId: z.number().int().positive() });

export const enqueueFeedback = (queue: JobQueuePort, recordingId: number) =>
  queue.enqueue(FEEDBACK_JOB, { recordingId }, { key: String(recordingId), attempts: DEFAULT_ATTEMPTS });

/**
 * Runs feedback jobs in this (worker) process. A recording deleted while its job ran ends it quietly. Audio ffmpeg
 * cannot read fails the recording at once; any other failure is retried by the queue, and the last attempt's failure marks the recording FAILED. On start, every
 * recording still PROCESSING is enqueued again (keys make that harmless), so a stop whose enqueue was lost in a
 * crash is still processed.
 */
export function startFeedbackWorker(app: FastifyInstance, queue: JobQueuePort, deps: FeedbackJobDeps, metrics: FeedbackMetrics) {
  queue.work(
    FEEDBACK_JOB,
    async (job) => {
      const { recordingId } = payloadSchema.parse(job.payload);
      const started = performance.now();
      const ended = (outcome: JobOutcome) => metrics.run(outcome, (performance.now() - started) / 1000);
      try {
        const times = await runFeedbackJob(deps, recordingId);
        ended(times ? 'done' : 'skipped');
        if (!times) return;
        metrics.stages(times);
        app.log.info({ recordingId, times }, 'feedback ready');
      } catch (err) {
        // Deleted by its owner while it ran (its audio went with it, ADR 0090): nothing to retry or report.
        if (!(await findRecording(deps.db, recordingId))) {
          ended('skipped');
          return;
        }
        const last = err instanceof UndecodableAudio || job.attempt >= DEFAULT_ATTEMPTS;
        ended(last ? 'failed' : 'retry');
        app.log.warn({ err, recordingId, attempt: job.attempt }, last ? 'feedback failed' : 'feedback attempt failed');
        if (!last) throw err;
        await markFailed(deps.db, recordingId, err instanceof Error ? err.message : String(err));
      }
    },
    { concurrency: 1 },
  );
  app.addHook('onReady', async () => {
    try {
      for (const recordingId of await awaitingProcessing(deps.db)) await enqueueFeedback(queue, recordingId);
    } catch (err) {
      // The server still starts; the next start sweeps again.
      app.log.error({ err }, 'could not enqueue the recordings awaiting feedback');
    }
  });
}
