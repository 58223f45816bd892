import { LIVE_SUBSCRIPTION_STATUSES } from '@parley/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  events,
  feedbackChunks,
  feedbackComments,
  feedbackVotes,
  recordingChunks,
  recordings,
  recordingViewers,
  reviewRequests,
  teacherSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { shownName } from '../../shared/shown-name.ts';
import type { Db, Tx } from '../../platform/db/port.ts';

export type RecordingRow = typeof recordings.$inferSelect;
export type ChunkRow = typeof recordingChunks.$inferSelect;

/** A recording that is not cancelled, whoever owns it. */
export async function findRecording(db: Db, id: number): Promise<RecordingRow | null> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, id), isNull(recordings.cancelledAt)));
  return row ?? null;
}

export async function chunksOf(db: Db, recordingId: number): Promise<ChunkRow[]> {
  return db
    .select()
    .from(recordingChunks)
    .where(eq(recordingChunks.recordingId, recordingId))
    .orderBy(asc(recordingChunks.index));
}

export async function receivedIndexes(db: Db, recordingId: number): Promise<number[]> {
  const rows = await db
    .select({ index: recordingChunks.index })
    .from(recordingChunks)
    .where(eq(recordingChunks.recordingId, recordingId))
    .orderBy(asc(recordingChunks.index));
  return rows.map((r) => r.index);
}

/** Adds a chunk unless its index already arrived; true when this call added it. */
export async function addChunk(db: Tx, chunk: typeof recordingChunks.$inferInsert): Promise<boolean> {
  const added = await db.insert(recordingChunks).values(chunk).onConflictDoNothing().returning({ index: recordingChunks.index });
  return added.length > 0;
}

export async function removeChunk(db: Db, recordingId: number, index: number) {
  await db.delete(recordingChunks).where(and(eq(recordingChunks.recordingId, recordingId), eq(recordingChunks.index, index)));
}

/**
 * The feedback's findings (flagged spans) of each listed recording, counted in the list's own query. The outer id is
 * qualified by hand: drizzle writes columns in select fields unqualified, and a bare "id" would be the chunk's.
 */
const listColumns = {
  recording: recordings,
  findings: sql<number>`(select count(*) from ${feedbackChunks} where ${feedbackChunks.recordingId} = ${recordings}.${sql.identifier('id')} and ${feedbackChunks.errorType} is not null)::int`,
};
export type ListedRecording = { recording: RecordingRow; findings: number };

export async function pageOf(db: Db, userId: number, limit: number, offset: number) {
  const mine = and(eq(recordings.userId, userId), isNull(recordings.cancelledAt));
  const [items, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(recordings)
      .where(mine)
      .orderBy(desc(recordings.createdAt), desc(recordings.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(recordings).where(mine),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The recordings students sent a teacher for review, newest first. */
export async function teacherPageOf(db: Db, teacherId: number, limit: number, offset: number) {
  const sent = and(eq(reviewRequests.teacherId, teacherId), isNull(recordings.cancelledAt));
  const [items, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(reviewRequests)
      .innerJoin(recordings, eq(recordings.id, reviewRequests.recordingId))
      .where(sent)
      .orderBy(desc(recordings.createdAt), desc(recordings.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(reviewRequests)
      .innerJoin(recordings, eq(recordings.id, reviewRequests.recordingId))
      .where(sent),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Recordings of a user that used AI feedback, since a moment (null: ever). */
export async function aiFeedbackUsed(db: Db, userId: number, since: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recordings)
    .where(
      and(
        eq(recordings.userId, userId),
        eq(recordings.usesAiFeedback, true),
        since ? gte(recordings.stoppedAt, since) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Recordings stopped but not yet processed (nor deleted): their feedback job must exist (see the worker's start). */
export async function awaitingProcessing(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(and(eq(recordings.status, 'PROCESSING'), isNull(recordings.cancelledAt)));
  return rows.map((r) => r.id);
}

/** The titles of the live events these recordings were made in, by event id. */
export async function eventTitles(db: Db, rows: Pick<RecordingRow, 'eventId'>[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.eventId ? [r.eventId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: events.id, title: events.title }).from(events).where(inArray(events.id, ids));
  return new Map(found.map((e) => [e.id, e.title]));
}

export async function insertRecording(db: Tx, values: typeof recordings.$inferInsert): Promise<number> {
  const [row] = await db.insert(recordings).values(values).returning({ id: recordings.id });
  return row!.id;
}

export async function updateRecording(db: Tx, id: number, values: Partial<typeof recordings.$inferInsert>) {
  const [row] = await db.update(recordings).set(values).where(eq(recordings.id, id)).returning();
  return row!;
}

/** Deletes a recording's chunk rows; answers their storage keys, for the files to go too. */
export async function deleteChunks(db: Tx, recordingId: number): Promise<string[]> {
  const deleted = await db
    .delete(recordingChunks)
    .where(eq(recordingChunks.recordingId, recordingId))
    .returning({ key: recordingChunks.storageKey });
  return deleted.map((c) => c.key);
}

/** The owner's recording, not thrown away, its row held until the transaction ends (a delete and the feedback job's save). */
export async function lockOwn(tx: Tx, recordingId: number, ownerId: number): Promise<RecordingRow | null> {
  const [row] = await tx
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, recordingId), eq(recordings.userId, ownerId), isNull(recordings.cancelledAt)))
    .for('update');
  return row ?? null;
}

/**
 * Leaves of a deleted recording only what the month's counts read (ADR 0090): its owner, when it was stopped, whether
 * it used AI feedback, its review request. Its feedback and who else may open it go; it is thrown away from now on.
 */
export async function forgetRecording(tx: Tx, recordingId: number, at: Date) {
  await tx.delete(feedbackChunks).where(eq(feedbackChunks.recordingId, recordingId));
  await tx.delete(recordingViewers).where(eq(recordingViewers.recordingId, recordingId));
  await tx
    .update(recordings)
    .set({ cancelledAt: at, processedAudioKey: null, transcriptKey: null, fluency: null, error: null })
    .where(eq(recordings.id, recordingId));
}

/** The teacher a recording was sent to, if it was, with the request's status and the name learners see. */
export async function reviewOf(db: Db, recordingId: number) {
  const [row] = await db
    .select({ teacherId: reviewRequests.teacherId, status: reviewRequests.status, teacherName: shownName })
    .from(reviewRequests)
    .innerJoin(users, eq(users.id, reviewRequests.teacherId))
    .where(eq(reviewRequests.recordingId, recordingId));
  return row ?? null;
}

export async function isSentTo(db: Db, recordingId: number, teacherId: number): Promise<boolean> {
  const [sent] = await db
    .select({ id: reviewRequests.recordingId })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.recordingId, recordingId), eq(reviewRequests.teacherId, teacherId)))
    .union(
      db
        .select({ id: recordingViewers.recordingId })
        .from(recordingViewers)
        .where(and(eq(recordingViewers.recordingId, recordingId), eq(recordingViewers.viewerId, teacherId))),
    );
  return Boolean(sent);
}

/** The newest recordings of students holding a live plan with the teacher, with the student and the plan's tier. */
export async function plansStudentsRecordings(db: Db, teacherId: number, limit: number) {
  return db
    .select({
      recording: recordings,
      student: { id: users.id, username: users.username, display_name: users.displayName, image: users.image },
      tier: teacherSubscriptions.tier,
    })
    .from(recordings)
    .innerJoin(teacherSubscriptions, eq(teacherSubscriptions.studentId, recordings.userId))
    .innerJoin(users, eq(users.id, recordings.userId))
    .where(
      and(
        eq(teacherSubscriptions.teacherId, teacherId),
        inArray(teacherSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
        inArray(recordings.status, ['PROCESSING', 'PROCESSED', 'FAILED']),
        isNull(recordings.cancelledAt),
      ),
    )
    .orderBy(desc(recordings.createdAt), desc(recordings.id))
    .limit(limit);
}

/** Lets someone else open one of the owner's recordings; false when the recording is not the owner's. */
export async function shareRecording(tx: Tx, recordingId: number, ownerId: number, viewerId: number): Promise<boolean> {
  const [own] = await tx
    .select({ id: recordings.id })
    .from(recordings)
    .where(and(eq(recordings.id, recordingId), eq(recordings.userId, ownerId), isNull(recordings.cancelledAt)));
  if (!own) return false;
  await tx.insert(recordingViewers).values({ recordingId, viewerId }).onConflictDoNothing();
  return true;
}

/** A recording's feedback chunks (only `chunkId` when given), oldest first, with their comments, authors and votes. */
export async function feedbackOf(db: Tx, recordingId: number, chunkId?: number) {
  const chunks = await db
    .select()
    .from(feedbackChunks)
    .where(and(eq(feedbackChunks.recordingId, recordingId), chunkId === undefined ? undefined : eq(feedbackChunks.id, chunkId)))
    .orderBy(asc(feedbackChunks.startTime), asc(feedbackChunks.id));
  if (chunks.length === 0) return { chunks, comments: [], votes: [] };
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
  return { chunks, comments, votes };
}
export type FeedbackRows = Awaited<ReturnType<typeof feedbackOf>>;
