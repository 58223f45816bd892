import { ABANDONED_RECORDING_HOURS, FEEDBACK_BUSY_RETRY_SECONDS, feedbackBusyText, openRecordingsText } from '@parley/contracts';
import type { Config } from '../../config.ts';
import { conflict, tooManyRequests } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import { openSince, processingCount } from './recording-quotas.store.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Before this, an open recording that heard nothing more is abandoned. */
export const abandonedBefore = (now: Date) => new Date(now.getTime() - ABANDONED_RECORDING_HOURS * HOUR_MS);

export type RecordingLimits = Pick<Config, 'OPEN_RECORDINGS_MAX' | 'FEEDBACK_JOBS_IN_FLIGHT_MAX'>;

/**
 * 409 when the person already has their limit of recordings open. One abandoned counts no more, whether or not the
 * sweep has thrown it away yet, so a browser that crashed mid-recording blocks nobody for long.
 */
export async function assertMayOpen(tx: Tx, limits: RecordingLimits, userId: number, now: Date) {
  const max = limits.OPEN_RECORDINGS_MAX;
  if ((await openSince(tx, userId, abandonedBefore(now))) >= max) throw conflict(openRecordingsText(max));
}

/** 429 when the person's limit of recordings already wait for, or are in, their feedback job. */
export async function assertFeedbackRoom(tx: Tx, limits: RecordingLimits, userId: number) {
  const max = limits.FEEDBACK_JOBS_IN_FLIGHT_MAX;
  if ((await processingCount(tx, userId)) >= max) throw tooManyRequests(feedbackBusyText(max), FEEDBACK_BUSY_RETRY_SECONDS);
}
