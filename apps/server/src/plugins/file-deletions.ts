import { asc, eq } from 'drizzle-orm';
import { fileDeletions } from '../db/schema/index.ts';
import type { Db, Tx } from '../platform/db/port.ts';
import type { StoragePort } from '../platform/storage/port.ts';

/** Files a run deletes at most; a longer queue is worked off by the runs that follow. */
const BATCH = 500;

/**
 * Queues stored files for deletion in the transaction that deletes their rows (ADR 0079): once it commits nothing
 * else knows the keys, so they are written down before the rows go.
 */
export async function queueFileDeletions(tx: Tx, keys: readonly (string | null)[], now: Date): Promise<void> {
  const unique = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (unique.length === 0) return;
  await tx
    .insert(fileDeletions)
    .values(unique.map((key) => ({ key, queuedAt: now })))
    .onConflictDoNothing();
}

export interface FileDeleter {
  db: Db;
  storage: Pick<StoragePort, 'delete'>;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Deletes these queued files through the storage port, each unqueued once its delete succeeds; one that fails stays
 * queued for the next run. Answers how many were deleted.
 */
export async function deleteFiles(deps: FileDeleter, keys: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
      await deps.db.delete(fileDeletions).where(eq(fileDeletions.key, key));
      deleted += 1;
    } catch (err) {
      deps.log.warn({ err, key }, 'stored file not deleted; the next run tries again');
    }
  }
  return deleted;
}

/** Deletes queued files, oldest first, as `deleteFiles` does. */
export async function deleteQueuedFiles(deps: FileDeleter): Promise<number> {
  const queued = await deps.db
    .select({ key: fileDeletions.key })
    .from(fileDeletions)
    .orderBy(asc(fileDeletions.queuedAt))
    .limit(BATCH);
  return deleteFiles(
    deps,
    queued.map((q) => q.key),
  );
}
