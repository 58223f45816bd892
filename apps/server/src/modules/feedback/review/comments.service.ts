import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { RECORDING_TEXTS, REVIEW_TEXTS, type FeedbackChunk, type FeedbackComment } from '@parley/contracts';
import { feedbackChunks, feedbackComments, feedbackVotes } from '../../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../../errors.ts';
import type { Clock } from '../../../platform/clock/port.ts';
import type { Db } from '../../../platform/db/port.ts';
import type { StoragePort } from '../../../platform/storage/port.ts';
import { classifyChunk } from '../../recordings/public.ts';
import { chunksWithComments } from '../../recordings/public.ts';
import { viewableRecording } from '../../recordings/public.ts';

export interface CommentsDeps {
  db: Db;
  storage: StoragePort;
  publicUrl: string;
  clock: Clock;
}

interface Place {
  chunk_id?: number | undefined;
  start_time?: number | undefined;
  end_time?: number | undefined;
}

/** The chunk a comment goes on: the finding named, or a new span of the recording. */
async function chunkFor(db: Db, recordingId: number, place: Place) {
  if (place.chunk_id !== undefined) {
    const [chunk] = await db
      .select({ id: feedbackChunks.id })
      .from(feedbackChunks)
      .where(and(eq(feedbackChunks.id, place.chunk_id), eq(feedbackChunks.recordingId, recordingId)));
    if (!chunk) throw notFound('This part of the recording does not exist');
    return chunk.id;
  }
  const [chunk] = await db
    .insert(feedbackChunks)
    .values({ recordingId, startTime: place.start_time!, endTime: place.end_time!, errorType: null })
    .returning({ id: feedbackChunks.id });
  return chunk!.id;
}

/** A comment by the recording's owner or its teacher, in words or as recorded audio; answers its chunk. */
export async function addComment(
  deps: CommentsDeps,
  viewer: { id: number },
  recordingId: number,
  place: Place,
  content: { text: string } | { audio: Uint8Array },
): Promise<FeedbackChunk> {
  const recording = await viewableRecording(deps.db, viewer, recordingId);
  if (recording.status !== 'PROCESSED') throw new AppError('CONFLICT', REVIEW_TEXTS.notProcessed);
  let audioKey: string | null = null;
  if ('audio' in content) {
    const kind = await classifyChunk(content.audio, 0);
    if (!kind || kind === 'continuation') throw new AppError('UNSUPPORTED_MEDIA_TYPE', RECORDING_TEXTS.wrongType);
    audioKey = `rec${recordingId}-comment-${randomUUID()}`;
    await deps.storage.put(audioKey, content.audio, kind);
  }
  const chunkId = await deps.db.transaction(async (tx) => {
    const id = await chunkFor(tx, recordingId, place);
    await tx.insert(feedbackComments).values({
      chunkId: id,
      userId: viewer.id,
      isAi: false,
      comment: 'text' in content ? content.text : null,
      audioKey,
    });
    await tx.update(feedbackChunks).set({ updatedAt: deps.clock.now() }).where(eq(feedbackChunks.id, id));
    return id;
  });
  const [chunk] = await chunksWithComments(deps, recordingId, chunkId);
  return chunk!;
}

async function commentSeenBy(db: Db, viewer: { id: number }, commentId: number) {
  const [row] = await db
    .select({ comment: feedbackComments, recordingId: feedbackChunks.recordingId })
    .from(feedbackComments)
    .innerJoin(feedbackChunks, eq(feedbackChunks.id, feedbackComments.chunkId))
    .where(eq(feedbackComments.id, commentId));
  if (!row) throw notFound(REVIEW_TEXTS.commentNotFound);
  await viewableRecording(db, viewer, row.recordingId).catch(() => {
    throw notFound(REVIEW_TEXTS.commentNotFound);
  });
  return row;
}

/** Like or dislike; the same vote again takes it back, the other vote replaces it. */
export async function vote(
  deps: CommentsDeps,
  viewer: { id: number },
  commentId: number,
  choice: 'like' | 'dislike',
): Promise<FeedbackComment> {
  const { comment, recordingId } = await commentSeenBy(deps.db, viewer, commentId);
  const value = choice === 'like' ? 1 : -1;
  await deps.db.transaction(async (tx) => {
    const mine = and(eq(feedbackVotes.commentId, commentId), eq(feedbackVotes.userId, viewer.id));
    const [current] = await tx.select().from(feedbackVotes).where(mine);
    if (current?.value === value) await tx.delete(feedbackVotes).where(mine);
    else
      await tx
        .insert(feedbackVotes)
        .values({ commentId, userId: viewer.id, value })
        .onConflictDoUpdate({ target: [feedbackVotes.commentId, feedbackVotes.userId], set: { value } });
  });
  const [chunk] = await chunksWithComments(deps, recordingId, comment.chunkId);
  return chunk!.comments.find((c) => c.id === commentId)!;
}

/** One's own comment only; a span made just for it goes with it. */
export async function deleteComment(deps: CommentsDeps, viewer: { id: number }, commentId: number) {
  const { comment } = await commentSeenBy(deps.db, viewer, commentId);
  if (comment.userId !== viewer.id) throw forbidden(REVIEW_TEXTS.notYourComment);
  await deps.db.transaction(async (tx) => {
    await tx.delete(feedbackComments).where(eq(feedbackComments.id, commentId));
    const [left] = await tx
      .select({ id: feedbackComments.id })
      .from(feedbackComments)
      .where(eq(feedbackComments.chunkId, comment.chunkId))
      .limit(1);
    if (!left)
      await tx.delete(feedbackChunks).where(and(eq(feedbackChunks.id, comment.chunkId), isNull(feedbackChunks.errorType)));
  });
  if (comment.audioKey) await deps.storage.delete(comment.audioKey);
  return { ok: true as const };
}
