import type { Clock } from '../../platform/clock/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { deleteFiles, queueFileDeletions, type FileDeleter } from '../../plugins/file-deletions.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { LiveRecordings } from './live-recordings.ts';
import { abandonedBefore } from './recording-quotas.ts';
import { abandonedRecordings, closeOpen } from './recording-quotas.store.ts';
import { deleteChunks, type RecordingRow } from './recordings.store.ts';

export interface DiscardDeps extends FileDeleter {
  storage: StoragePort;
  clock: Clock;
  domain: DomainEventBus;
  live: Pick<LiveRecordings, 'ended'>;
}

/**
 * Throws an open recording away with its audio: marked cancelled and its chunks' rows deleted, their files queued for
 * deletion in the same transaction and then deleted (one whose delete fails stays queued, ADR 0079), the feedback
 * module (its live-hint windows) and the live room told. False when it was no longer open, so a cancel and the sweep,
 * or two sweeps, never throw one away twice.
 */
export async function discardOpen(deps: DiscardDeps, recording: RecordingRow): Promise<boolean> {
  const now = deps.clock.now();
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await closeOpen(tx, recording.id, now))) return null;
    const chunkKeys = await deleteChunks(tx, recording.id);
    await queueFileDeletions(tx, chunkKeys, now);
    return chunkKeys;
  });
  if (!keys) return false;
  await deps.domain.publish('recording.discarded', { recordingId: recording.id });
  await deleteFiles(deps, keys);
  if (recording.eventId) await deps.live.ended(recording.eventId, recording.userId, recording.id);
  return true;
}

const SWEEP_BATCH = 100;

/**
 * The housekeeping sweep: open recordings whose recorder sent nothing for ABANDONED_RECORDING_HOURS (a closed tab, a
 * crash) are thrown away with their audio, so they neither hold storage nor count as open. Answers how many.
 */
export async function sweepAbandonedRecordings(deps: DiscardDeps): Promise<number> {
  let swept = 0;
  for (;;) {
    const due = await abandonedRecordings(deps.db, abandonedBefore(deps.clock.now()), SWEEP_BATCH);
    for (const recording of due) if (await discardOpen(deps, recording)) swept += 1;
    if (due.length < SWEEP_BATCH) return swept;
  }
}
