import { RECORDING_TEXTS } from '@parley/contracts';
import { notFound } from '../../errors.ts';
import { deleteFiles, queueFileDeletions } from '../../plugins/file-deletions.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { discardOpen } from './abandoned.ts';
import { ownRecording } from './recording-access.ts';
import { feedbackFileKeys } from './recordings.presenter.ts';
import type { RecordingsDeps } from './recordings.service.ts';
import { deleteChunks, feedbackOf, forgetRecording, lockOwn } from './recordings.store.ts';

/**
 * Deletes one of the owner's recordings (ADR 0090). One still being made is thrown away as Cancel does; any other loses
 * its audio, transcript, findings, comments and word clips in one transaction that queues their files, which are then
 * deleted (one whose delete fails stays queued, ADR 0079). Its chunks' bytes leave the owner's space at once. The row
 * stays, thrown away, for the month's counts: deleting gives back neither AI feedback nor a teacher plan's review.
 */
export async function deleteRecording(deps: RecordingsDeps, viewer: Viewer, recordingId: number) {
  const recording = await ownRecording(deps.db, viewer, recordingId);
  // False when it was stopped meanwhile: it is then deleted as a stopped one.
  if (recording.status === 'RECORDING' && (await discardOpen(deps, recording))) return { ok: true as const };
  const now = deps.clock.now();
  const keys = await deps.db.transaction(async (tx) => {
    // Held, so the feedback job's save waits and then finds it thrown away.
    const row = await lockOwn(tx, recordingId, viewer.id);
    if (!row) throw notFound(RECORDING_TEXTS.notFound);
    const files = [
      ...(await deleteChunks(tx, row.id)),
      row.processedAudioKey,
      row.transcriptKey,
      ...feedbackFileKeys(await feedbackOf(tx, row.id)),
    ].filter((key): key is string => key !== null);
    await forgetRecording(tx, row.id, now);
    await queueFileDeletions(tx, files, now);
    return files;
  });
  await deleteFiles(deps, keys);
  return { ok: true as const };
}
