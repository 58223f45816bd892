import { eq, sum } from 'drizzle-orm';
import { storageFullText, STORED_BYTES_QUOTA, type Plan } from '@parley/contracts';
import { recordingChunks, recordings, uploads } from '../db/schema/index.ts';
import type { Tx } from '../platform/db/port.ts';
import { AppError } from '../errors.ts';

/**
 * The bytes a person keeps on the server: the audio their recordings sent (a thrown-away recording's chunks are
 * deleted with it) and the pictures they uploaded. What the feedback job derives from a recording is not counted: it
 * is bounded by the recording's length.
 */
export async function storedBytes(tx: Tx, userId: number): Promise<number> {
  const [audio] = await tx
    .select({ bytes: sum(recordingChunks.bytes) })
    .from(recordingChunks)
    .innerJoin(recordings, eq(recordings.id, recordingChunks.recordingId))
    .where(eq(recordings.userId, userId));
  const [pictures] = await tx
    .select({ bytes: sum(uploads.bytes) })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(audio?.bytes ?? 0) + Number(pictures?.bytes ?? 0);
}

/** 403 with the plan's text unless `bytes` more fit in the person's space; run it holding their row (lockPerson). */
export async function assertSpaceFor(tx: Tx, person: { id: number; plan: Plan }, bytes: number) {
  if ((await storedBytes(tx, person.id)) + bytes > STORED_BYTES_QUOTA[person.plan])
    throw new AppError('EXC_STORAGE_LIMIT_REACHED', storageFullText(person.plan));
}
