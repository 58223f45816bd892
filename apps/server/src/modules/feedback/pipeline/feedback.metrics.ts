import type { MetricsPort } from '../../../platform/metrics/index.ts';
import type { JobQueuePort } from '../../../platform/queue/port.ts';
import type { StageTimes } from './feedback.job.ts';

/** A warm job takes ~6 s a minute of audio (docs/benchmarks.md); a long recording on a busy worker, minutes. */
const JOB_BUCKETS = [0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600];

/** How a run of the job ended: its result stored, nothing to do, thrown for another attempt, or failed for good. */
export type JobOutcome = 'done' | 'skipped' | 'retry' | 'failed';

/** The feedback queue's depth, read from the queue when scraped, and the time of each run and of its stages. */
export function feedbackMetrics(metrics: MetricsPort, queue: JobQueuePort, jobName: string) {
  metrics.gauge({
    name: 'parley_feedback_queue_jobs',
    help: 'Feedback jobs not finished, by state; the queue is shared, so every instance reports the same',
    labels: ['state'],
    read: async () => {
      const { waiting, running } = await queue.counts(jobName);
      return [
        { labels: { state: 'waiting' }, value: waiting },
        { labels: { state: 'running' }, value: running },
      ];
    },
  });
  const runs = metrics.histogram({
    name: 'parley_feedback_job_duration_seconds',
    help: 'Runs of the feedback job on this worker, by outcome',
    labels: ['outcome'],
    buckets: JOB_BUCKETS,
  });
  const stages = metrics.histogram({
    name: 'parley_feedback_stage_duration_seconds',
    help: 'Stages of the feedback jobs done on this worker (convert, transcribe, grammar, vocabulary, pronunciation)',
    labels: ['stage'],
    buckets: JOB_BUCKETS,
  });
  return {
    run: (outcome: JobOutcome, seconds: number) => runs.observe({ outcome }, seconds),
    stages: (times: StageTimes) => {
      for (const [stage, seconds] of Object.entries(times)) stages.observe({ stage }, seconds);
    },
  };
}
export type FeedbackMetrics = ReturnType<typeof feedbackMetrics>;
