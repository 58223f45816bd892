import { randomUUID } from 'node:crypto';
import { RECORDING_TEXTS, REVIEW_TEXTS, type FeedbackChunk, type FeedbackComment } from '@parley/contracts';
import { AppError, forbidden, notFound } from '../../../errors.ts';
import type { Clock } from '../../../platform/clock/port.ts';
import type { Db } from '../../../platform/db/port.ts';
import type { StoragePort } from '../../../platform/storage/port.ts';
import { chunksWithComments, classifyChunk, viewableRecording } from '../../recordings/public.ts';
import * as store from './comments.store.ts';

export interface CommentsDeps {
  db: Db;
  storage: StoragePort;
  clock: Clock;
}

interface Place {
  chunk_id?: number | undefined;
  start_time?: number | undefined;
  end_time?: number | undefined;
}

/** The chunk a comment goes on: the finding named, or a new span of the recording. */
async function chunkFor(db: Db, recordingId: number, place: Place) {
  if (place.chunk_id === undefined) return store.insertChunk(db, recordingId, place.start_time!, place.end_time!);
  const id = await store.chunkOfRecording(db, recordingId, place.chunk_id);
  if (id === null) throw notFound('This part of the recording does not exist');
  return id;
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
    await store.insertComment(tx, {
      chunkId: id,
      userId: viewer.id,
      isAi: false,
      comment: 'text' in content ? content.text : null,
      audioKey,
    });
    await store.touchChunk(tx, id, deps.clock.now());
    return id;
  });
  const [chunk] = await chunksWithComments(deps, recordingId, chunkId);
  return chunk!;
}

async function commentSeenBy(db: Db, viewer: { id: number }, commentId: number) {
  const row = await store.findComment(db, commentId);
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
  await store.toggleVote(deps.db, commentId, viewer.id, choice === 'like' ? 1 : -1);
  const [chunk] = await chunksWithComments(deps, recordingId, comment.chunkId);
  return chunk!.comments.find((c) => c.id === commentId)!;
}

/** One's own comment only; a span made just for it goes with it. */
export async function deleteComment(deps: CommentsDeps, viewer: { id: number }, commentId: number) {
  const { comment } = await commentSeenBy(deps.db, viewer, commentId);
  if (comment.userId !== viewer.id) throw forbidden(REVIEW_TEXTS.notYourComment);
  await store.deleteComment(deps.db, commentId, comment.chunkId);
  if (comment.audioKey) await deps.storage.delete(comment.audioKey);
  return { ok: true as const };
}
