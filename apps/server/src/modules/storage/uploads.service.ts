import { UNUSED_UPLOAD_HOURS, type Plan } from '@parley/contracts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { deleteFiles, queueFileDeletions, type FileDeleter } from '../../plugins/file-deletions.ts';
import { lockPerson } from '../../shared/person-lock.ts';
import { assertSpaceFor } from '../../shared/stored-bytes.ts';
import { storeImage } from './storage.service.ts';
import { deleteUploads, insertUpload, unusedUploads } from './uploads.store.ts';

export interface UploadsDeps {
  db: Db;
  storage: StoragePort;
  clock: Clock;
}

/**
 * Keeps an uploaded picture if it fits in its uploader's space (403 otherwise), counted from now on. The file is
 * written inside the transaction that judges the space and removed again if the row cannot be kept.
 */
export async function keepUpload(deps: UploadsDeps, user: { id: number; plan: Plan }, data: Uint8Array): Promise<string> {
  const written: { key?: string } = {};
  try {
    return await deps.db.transaction(async (tx) => {
      await lockPerson(tx, user.id);
      await assertSpaceFor(tx, user, data.byteLength);
      const key = await storeImage(deps.storage, user.id, data);
      written.key = key;
      await insertUpload(tx, { key, userId: user.id, bytes: data.byteLength, createdAt: deps.clock.now() });
      return key;
    });
  } catch (err) {
    if (written.key) await deps.storage.delete(written.key).catch(() => undefined);
    throw err;
  }
}

const SWEEP_BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The housekeeping sweep: pictures uploaded UNUSED_UPLOAD_HOURS ago or more that nothing shows (never saved, or
 * replaced since) are deleted: their rows, with their files queued for deletion in the same transaction, then the
 * files (one whose delete fails stays queued for the next run, ADR 0079). Answers how many.
 */
export async function sweepUnusedUploads(deps: UploadsDeps & Pick<FileDeleter, 'log'>): Promise<number> {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - UNUSED_UPLOAD_HOURS * HOUR_MS);
  let swept = 0;
  for (;;) {
    const due = await unusedUploads(deps.db, before, SWEEP_BATCH);
    const gone = await deps.db.transaction(async (tx) => {
      const deleted = await deleteUploads(tx, due);
      await queueFileDeletions(tx, deleted, now);
      return deleted;
    });
    await deleteFiles(deps, gone);
    swept += gone.length;
    if (due.length < SWEEP_BATCH) return swept;
  }
}
