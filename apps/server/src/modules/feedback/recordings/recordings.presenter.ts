import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  fillPath,
  RECORDING_TEXTS,
  storageApi,
  type FeedbackChunk,
  type Recording,
  type RecordingSummary,
} from '@parley/contracts';
import { feedbackChunks, feedbackComments, feedbackVotes, users } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/port.ts';
import { reviewOf } from '../review/access.ts';
import { eventTitles, receivedIndexes, type RecordingRow } from './recordings.store.ts';

/** A stored file's public address; keys are unguessable, so the address is the permission (ADR 0025). */
export const fileUrl = (publicUrl: string, key: string | null) =>
  key ? `${publicUrl}${fillPath(storageApi.file.path, { key })}` : null;

function presentSummary(row: RecordingRow, eventTitle: string | null, receivedCount?: number): RecordingSummary {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    duration: row.durationSeconds ?? (receivedCount ?? 0) * row.chunkSize,
    processing_status: row.status,
    locked: row.locked,
    test_myself: row.testMyself,
    event_id: row.eventId,
    event_title: eventTitle,
  };
}

const titleOf = (titles: Map<string, string>, row: RecordingRow) => (row.eventId && titles.get(row.eventId)) || null;

/** Summaries of several recordings, with the titles of the events they were made in. */
export async function presentSummaries(db: Db, rows: RecordingRow[]): Promise<RecordingSummary[]> {
  const titles = await eventTitles(db, rows);
  return rows.map((row) => presentSummary(row, titleOf(titles, row)));
}

/** A recording's chunks with their comments and votes, oldest first; only `chunkId` when given. */
export async function chunksWithComments(
  db: Db,
  publicUrl: string,
  recordingId: number,
  chunkId?: number,
): Promise<FeedbackChunk[]> {
  const chunks = await db
    .select()
    .from(feedbackChunks)
    .where(and(eq(feedbackChunks.recordingId, recordingId), chunkId === undefined ? undefined : eq(feedbackChunks.id, chunkId)))
    .orderBy(asc(feedbackChunks.startTime), asc(feedbackChunks.id));
  if (chunks.length === 0) return [];
  const comments = await db
    .select({
      comment: feedbackComments,
      user: { id: users.id, username: users.username, display_name: users.displayName, image: users.image },
    })
    .from(feedbackComments)
    .leftJoin(users, eq(users.id, feedbackComments.userId))
    .where(
      inArray(
        feedbackComments.chunkId,
        chunks.map((c) => c.id),
      ),
    )
    .orderBy(asc(feedbackComments.createdAt), asc(feedbackComments.id));
  const votes = comments.length
    ? await db
        .select()
        .from(feedbackVotes)
        .where(
          inArray(
            feedbackVotes.commentId,
            comments.map((c) => c.comment.id),
          ),
        )
    : [];
  const voters = (commentId: number, value: number) =>
    votes.filter((v) => v.commentId === commentId && v.value === value).map((v) => v.userId);
  return chunks.map((chunk) => ({
    id: chunk.id,
    start_time: chunk.startTime,
    end_time: chunk.endTime,
    error_type: chunk.errorType,
    created_at: chunk.createdAt.toISOString(),
    updated_at: chunk.updatedAt.toISOString(),
    comments: comments
      .filter(({ comment }) => comment.chunkId === chunk.id)
      .map(({ comment, user }) => {
        const likes = voters(comment.id, 1);
        const dislikes = voters(comment.id, -1);
        return {
          id: comment.id,
          comment: comment.comment,
          audio_comment_url: fileUrl(publicUrl, comment.audioKey),
          is_ai: comment.isAi,
          user: comment.userId && user ? user : null,
          likes: { count: likes.length, user_ids: likes },
          dislikes: { count: dislikes.length, user_ids: dislikes },
          feedback: comment.feedback,
          corrected_sentence: comment.correctedSentence,
          comment_type: comment.audioKey ? ('AUDIO' as const) : ('TEXT' as const),
          video_url: null,
          ext: comment.ext,
          created_at: comment.createdAt.toISOString(),
        };
      }),
  }));
}

/** The recording with everything its feedback page shows; a locked one withholds its findings. */
export async function presentRecording(db: Db, publicUrl: string, row: RecordingRow): Promise<Recording> {
  const [received, review, titles] = await Promise.all([
    receivedIndexes(db, row.id),
    reviewOf(db, row.id),
    eventTitles(db, [row]),
  ]);
  const processed = row.status === 'PROCESSED';
  const notice = row.status === 'FAILED' ? RECORDING_TEXTS.failed : row.locked ? RECORDING_TEXTS.locked : null;
  return {
    ...presentSummary(row, titleOf(titles, row), received.length),
    received,
    review: review && { teacher_id: review.teacherId, teacher_name: review.teacherName, status: review.status },
    notice,
    feedback: {
      processed_audio_url: fileUrl(publicUrl, row.processedAudioKey),
      transcript_url: row.locked ? null : fileUrl(publicUrl, row.transcriptKey),
      processed,
      chunks: row.locked ? [] : await chunksWithComments(db, publicUrl, row.id),
      fluency: row.locked ? null : row.fluency,
    },
  };
}
