import { and, desc, eq, isNull } from 'drizzle-orm';
import { liveHintWindows, recordings } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/port.ts';

export type HintWindowRow = typeof liveHintWindows.$inferSelect;

/**
 * The recording's exam flag, fixed by the first upload that reaches it (later uploads cannot turn it off or on).
 * `recording` is the row as the upload read it: once the flag is set nothing is written.
 */
export async function fixedExamMode(
  db: Db,
  recording: { id: number; examMode: boolean | null },
  asked: boolean,
): Promise<boolean> {
  if (recording.examMode !== null) return recording.examMode;
  const [set] = await db
    .update(recordings)
    .set({ examMode: asked })
    .where(and(eq(recordings.id, recording.id), isNull(recordings.examMode)))
    .returning({ examMode: recordings.examMode });
  if (set) return asked;
  // Another upload of the recording fixed it since the row was read.
  const [row] = await db.select({ examMode: recordings.examMode }).from(recordings).where(eq(recordings.id, recording.id));
  return row?.examMode === true;
}

/** The newest `count` windows of a recording, oldest first. */
export async function latestWindows(db: Db, recordingId: number, count: number): Promise<HintWindowRow[]> {
  const rows = await db
    .select()
    .from(liveHintWindows)
    .where(eq(liveHintWindows.recordingId, recordingId))
    .orderBy(desc(liveHintWindows.chunkIndex))
    .limit(count);
  return rows.reverse();
}

/**
 * Keeps a window while its recording is still being made. The recording's row is locked first, so a stop or cancel
 * that runs meanwhile deletes the window after it (their update waits for this) rather than leaving it behind.
 */
export async function saveWindow(db: Db, window: typeof liveHintWindows.$inferInsert): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [recording] = await tx
      .select({ status: recordings.status, cancelledAt: recordings.cancelledAt })
      .from(recordings)
      .where(eq(recordings.id, window.recordingId))
      .for('update');
    if (recording?.status !== 'RECORDING' || recording.cancelledAt) return false;
    const added = await tx
      .insert(liveHintWindows)
      .values(window)
      .onConflictDoNothing()
      .returning({ at: liveHintWindows.chunkIndex });
    return added.length > 0;
  });
}

/** Live hints end with the recording: they are never part of its feedback. */
export async function deleteWindows(db: Db, recordingId: number) {
  await db.delete(liveHintWindows).where(eq(liveHintWindows.recordingId, recordingId));
}
