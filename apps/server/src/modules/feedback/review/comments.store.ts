import { and, eq, isNull } from 'drizzle-orm';
import { feedbackChunks, feedbackComments, feedbackVotes } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db/port.ts';

export async function chunkOfRecording(db: Tx, recordingId: number, chunkId: number): Promise<number | null> {
  const [chunk] = await db
    .select({ id: feedbackChunks.id })
    .from(feedbackChunks)
    .where(and(eq(feedbackChunks.id, chunkId), eq(feedbackChunks.recordingId, recordingId)));
  return chunk?.id ?? null;
}

export async function insertChunk(db: Tx, recordingId: number, startTime: number, endTime: number): Promise<number> {
  const [chunk] = await db
    .insert(feedbackChunks)
    .values({ recordingId, startTime, endTime, errorType: null })
    .returning({ id: feedbackChunks.id });
  return chunk!.id;
}

export async function insertComment(db: Tx, values: typeof feedbackComments.$inferInsert) {
  await db.insert(feedbackComments).values(values);
}

export async function touchChunk(db: Tx, chunkId: number, now: Date) {
  await db.update(feedbackChunks).set({ updatedAt: now }).where(eq(feedbackChunks.id, chunkId));
}

export async function findComment(db: Tx, commentId: number) {
  const [row] = await db
    .select({ comment: feedbackComments, recordingId: feedbackChunks.recordingId })
    .from(feedbackComments)
    .innerJoin(feedbackChunks, eq(feedbackChunks.id, feedbackComments.chunkId))
    .where(eq(feedbackComments.id, commentId));
  return row;
}

/** Like (1) or dislike (-1); the same vote again takes it back, the other vote replaces it. */
export async function toggleVote(db: Tx, commentId: number, userId: number, value: 1 | -1) {
  await db.transaction(async (tx) => {
    const mine = and(eq(feedbackVotes.commentId, commentId), eq(feedbackVotes.userId, userId));
    const [current] = await tx.select().from(feedbackVotes).where(mine);
    if (current?.value === value) await tx.delete(feedbackVotes).where(mine);
    else
      await tx
        .insert(feedbackVotes)
        .values({ commentId, userId, value })
        .onConflictDoUpdate({ target: [feedbackVotes.commentId, feedbackVotes.userId], set: { value } });
  });
}

/** Deletes a comment, and the span made just for it once no comment is left on it (a finding's chunk stays). */
export async function deleteComment(db: Tx, commentId: number, chunkId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(feedbackComments).where(eq(feedbackComments.id, commentId));
    const [left] = await tx
      .select({ id: feedbackComments.id })
      .from(feedbackComments)
      .where(eq(feedbackComments.chunkId, chunkId))
      .limit(1);
    if (!left) await tx.delete(feedbackChunks).where(and(eq(feedbackChunks.id, chunkId), isNull(feedbackChunks.errorType)));
  });
}
