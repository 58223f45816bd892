import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { LiveRecordings } from './live-recordings.ts';
import { abandonedBefore } from './recording-quotas.ts';
import { abandonedRecordings, closeOpen } from './recording-quotas.store.ts';
import { deleteChunks, type RecordingRow } from './recordings.store.ts';

export interface DiscardDeps {
  db: Db;
  storage: StoragePort;
  clock: Clock;
  domain: DomainEventBus;
  live: Pick<LiveRecordings, 'ended'>;
}

/**
 * Throws an open recording away with its audio: marked cancelled, its chunks' rows and then files deleted, the
 * feedback module (its live-hint windows) and the live room told. False when it was no longer open, so a cancel and
 * the sweep, or two sweeps, never throw one away twice.
 */
export async function discardOpen(deps: DiscardDeps, recording: RecordingRow): Promise<boolean> {
  if (!(await closeOpen(deps.db, recording.id, deps.clock.now()))) return false;
  const keys = await deleteChunks(deps.db, recording.id);
  await deps.domain.publish('recording.discarded', { recordingId: recording.id });
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
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
