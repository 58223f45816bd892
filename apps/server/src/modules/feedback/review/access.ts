import { and, eq } from 'drizzle-orm';
import { RECORDING_TEXTS } from '@parley/contracts';
import { reviewRequests, users } from '../../../db/schema/index.ts';
import { notFound } from '../../../errors.ts';
import type { Db } from '../../../platform/db/port.ts';
import { shownName } from '../../../shared/shown-name.ts';
import { findRecording, type RecordingRow } from '../recordings/recordings.store.ts';

/** The teacher a recording was sent to, if it was, with the request's status and the name learners see. */
export async function reviewOf(db: Db, recordingId: number) {
  const [row] = await db
    .select({
      teacherId: reviewRequests.teacherId,
      status: reviewRequests.status,
      teacherName: shownName,
    })
    .from(reviewRequests)
    .innerJoin(users, eq(users.id, reviewRequests.teacherId))
    .where(eq(reviewRequests.recordingId, recordingId));
  return row ?? null;
}

/**
 * A recording its owner or the teacher it was sent to may see and comment on; to anyone else it does not exist.
 */
export async function viewableRecording(db: Db, viewer: { id: number }, id: number): Promise<RecordingRow> {
  const row = await findRecording(db, id);
  if (row && row.userId === viewer.id) return row;
  if (row) {
    const [sent] = await db
      .select({ id: reviewRequests.recordingId })
      .from(reviewRequests)
      .where(and(eq(reviewRequests.recordingId, id), eq(reviewRequests.teacherId, viewer.id)));
    if (sent) return row;
  }
  throw notFound(RECORDING_TEXTS.notFound);
}
