import { and, eq, isNull } from 'drizzle-orm';
import type { Fluency } from '@parley/contracts';
import { feedbackChunks, feedbackComments, recordings, users } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/port.ts';
import type { NewFinding } from './finding.ts';

/** The learner's plan and reference voice settings, in one read. */
export async function learnerSettings(db: Db, userId: number) {
  const [user] = await db
    .select({ plan: users.plan, accent: users.accent, gender: users.voiceGender })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export interface SavedFeedback {
  processedAt: Date;
  duration: number;
  audioKey: string;
  transcriptKey: string | null;
  fluency: Fluency | null;
  findings: NewFinding[];
}

/** Not saved by another run, failed, nor deleted by its owner meanwhile (ADR 0090). */
const stillProcessing = and(eq(recordings.status, 'PROCESSING'), isNull(recordings.cancelledAt));

/**
 * Writes every finding and marks the recording PROCESSED, in one transaction and only if it is still processing. True
 * when this run saved it; false when it was no longer processing (saved by another run, deleted).
 */
export async function saveFeedback(db: Db, recordingId: number, feedback: SavedFeedback): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(recordings)
      .set({
        status: 'PROCESSED',
        processedAt: feedback.processedAt,
        durationSeconds: feedback.duration,
        processedAudioKey: feedback.audioKey,
        transcriptKey: feedback.transcriptKey,
        fluency: feedback.fluency,
        error: null,
      })
      .where(and(eq(recordings.id, recordingId), stillProcessing))
      .returning({ id: recordings.id });
    if (done.length === 0) return false;
    for (const finding of feedback.findings.sort((a, b) => a.start - b.start)) {
      const [chunk] = await tx
        .insert(feedbackChunks)
        .values({ recordingId, startTime: finding.start, endTime: finding.end, errorType: finding.errorType })
        .returning({ id: feedbackChunks.id });
      await tx.insert(feedbackComments).values({
        chunkId: chunk!.id,
        isAi: true,
        comment: finding.comment,
        feedback: finding.feedback,
        correctedSentence: finding.correctedSentence,
        ext: finding.ext,
      });
    }
    return true;
  });
}

/** The job gave up: the learner sees why on the recording. */
export async function markFailed(db: Db, recordingId: number, error: string) {
  await db
    .update(recordings)
    .set({ status: 'FAILED', error })
    .where(and(eq(recordings.id, recordingId), stillProcessing));
}
