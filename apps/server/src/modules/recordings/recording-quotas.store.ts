import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { recordingChunks, recordings } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/port.ts';

const open = and(eq(recordings.status, 'RECORDING'), isNull(recordings.cancelledAt));
/**
 * When an open recording last heard from its recorder: its newest chunk, else its start. The outer id is qualified by
 * hand, as in the list's query: drizzle writes it unqualified, and a bare "id" would not be the recording's.
 */
const lastActive = sql<Date>`coalesce((select max(${recordingChunks.createdAt}) from ${recordingChunks} where ${recordingChunks.recordingId} = ${recordings}.${sql.identifier('id')}), ${recordings.createdAt})`;

/** A person's open recordings that heard from their recorder after `since` (older ones are abandoned). */
export async function openSince(tx: Tx, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(recordings)
    .where(and(eq(recordings.userId, userId), open, sql`${lastActive} > ${since.toISOString()}::timestamptz`));
  return row?.n ?? 0;
}

/** A person's stopped recordings whose feedback job has not finished (a deleted one's never will, ADR 0090). */
export async function processingCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(recordings)
    .where(and(eq(recordings.userId, userId), eq(recordings.status, 'PROCESSING'), isNull(recordings.cancelledAt)));
  return row?.n ?? 0;
}

/** Open recordings, anyone's, that heard nothing since `before`: the oldest first, at most `limit`. */
export async function abandonedRecordings(tx: Tx, before: Date, limit: number) {
  return tx
    .select()
    .from(recordings)
    .where(and(open, lte(recordings.createdAt, before), sql`${lastActive} <= ${before.toISOString()}::timestamptz`))
    .orderBy(recordings.createdAt)
    .limit(limit);
}

/** Marks an open recording thrown away; false when it no longer was open (stopped, or thrown away meanwhile). */
export async function closeOpen(tx: Tx, recordingId: number, at: Date): Promise<boolean> {
  const closed = await tx
    .update(recordings)
    .set({ cancelledAt: at })
    .where(and(eq(recordings.id, recordingId), open))
    .returning({ id: recordings.id });
  return closed.length > 0;
}

/** Whether a chunk of this index is already kept. */
export async function hasChunk(tx: Tx, recordingId: number, index: number): Promise<boolean> {
  const [row] = await tx
    .select({ index: recordingChunks.index })
    .from(recordingChunks)
    .where(and(eq(recordingChunks.recordingId, recordingId), eq(recordingChunks.index, index)));
  return row !== undefined;
}
