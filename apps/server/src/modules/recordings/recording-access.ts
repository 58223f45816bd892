import { RECORDING_TEXTS } from '@parley/contracts';
import { notFound } from '../../errors.ts';
import type { Db } from '../../platform/db/port.ts';
import { liveTeacherTiers } from '../../shared/live-teacher-plans.ts';
import { findRecording, isSentTo, type RecordingRow } from './recordings.store.ts';

/** Someone else's recording answers exactly like a missing one: its existence is not theirs to learn. */
export async function ownRecording(db: Db, viewer: { id: number }, id: number) {
  const row = await findRecording(db, id);
  if (!row || row.userId !== viewer.id) throw notFound(RECORDING_TEXTS.notFound);
  return row;
}

/**
 * A recording its owner, the teacher it was sent to (for review or as a classroom reply) or a teacher whose plan the
 * owner holds may see and comment on; to anyone else it does not exist.
 */
export async function viewableRecording(db: Db, viewer: { id: number }, id: number): Promise<RecordingRow> {
  const row = await findRecording(db, id);
  if (
    row &&
    (row.userId === viewer.id ||
      (await isSentTo(db, id, viewer.id)) ||
      (await liveTeacherTiers(db, row.userId, viewer.id)).length > 0)
  ) {
    return row;
  }
  throw notFound(RECORDING_TEXTS.notFound);
}
