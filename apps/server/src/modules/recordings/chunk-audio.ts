import type { Db } from '../../platform/db/port.ts';
import type { VoiceSelection } from '../../platform/speech/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { chunksOf, type ChunkRow } from './recordings.store.ts';

/** The chunks' audio joined in the order given: a browser's later slices continue the stream the first one opened. */
export async function joinedChunkAudio(storage: StoragePort, chunks: readonly ChunkRow[]): Promise<Uint8Array> {
  const parts = await Promise.all(
    chunks.map(async (chunk) => {
      const file = await storage.get(chunk.storageKey);
      if (!file) throw new Error(`chunk ${chunk.index} of recording ${chunk.recordingId} is missing from storage`);
      return file.data;
    }),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** Every chunk of a recording joined in index order: the file the recorder made. */
export async function assembledAudio(deps: { db: Db; storage: StoragePort }, recordingId: number): Promise<Uint8Array> {
  return joinedChunkAudio(deps.storage, await chunksOf(deps.db, recordingId));
}

/**
 * The voices analysed for feedback and live hints: a pair conversation holds the learner on the left and the partner
 * on the right (ADR 0032), and only the learner's own voice is analysed.
 */
export const learnerVoices = (channels: number): VoiceSelection => (channels === 2 ? 'first' : 'mix');
