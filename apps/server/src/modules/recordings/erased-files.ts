import { eq } from 'drizzle-orm';
import { recordingChunks, recordings } from '../../db/schema/index.ts';
import type { ErasurePart } from '../../plugins/account-erasure.ts';

/**
 * The files of a person's recordings, which their erasure takes away (ADR 0079): every uploaded slice, the processed
 * audio and the transcript. Comment audio and word clips are the feedback module's.
 */
export const recordingFiles: ErasurePart = {
  files: async (tx, userId) => {
    const own = await tx
      .select({ audio: recordings.processedAudioKey, transcript: recordings.transcriptKey })
      .from(recordings)
      .where(eq(recordings.userId, userId));
    const slices = await tx
      .select({ key: recordingChunks.storageKey })
      .from(recordingChunks)
      .innerJoin(recordings, eq(recordings.id, recordingChunks.recordingId))
      .where(eq(recordings.userId, userId));
    return [...own.flatMap((r) => [r.audio, r.transcript]), ...slices.map((s) => s.key)];
  },
};
