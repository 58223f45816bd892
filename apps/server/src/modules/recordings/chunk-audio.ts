import type { Db } from '../../platform/db/port.ts';
import type { AudioConverter, VoiceSelection } from '../../platform/speech/port.ts';
import { wavLayout } from '../../platform/speech/wav.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { chunksOf, type ChunkRow } from './recordings.store.ts';

type ChunkReader = Pick<StoragePort, 'get'>;

async function chunkData(storage: ChunkReader, chunk: ChunkRow): Promise<Uint8Array> {
  const file = await storage.get(chunk.storageKey);
  if (!file) throw new Error(`chunk ${chunk.index} of recording ${chunk.recordingId} is missing from storage`);
  return file.data;
}

/**
 * The chunks' audio in the order given, each read from storage only when the reader (ffmpeg's stdin) has taken the one
 * before: a browser's later slices continue the stream the first one opened, and the recording is never held whole.
 */
async function* chunkAudio(storage: ChunkReader, chunks: readonly ChunkRow[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield await chunkData(storage, chunk);
}

/** Every chunk of a recording in index order, streamed: the file the recorder made. */
export async function* recordingAudio(deps: { db: Db; storage: ChunkReader }, recordingId: number): AsyncGenerator<Uint8Array> {
  yield* chunkAudio(deps.storage, await chunksOf(deps.db, recordingId));
}

/**
 * The voices analysed for feedback and live hints: a pair conversation holds the learner on the left and the partner
 * on the right (ADR 0032), and only the learner's own voice is analysed.
 */
export const learnerVoices = (channels: number): VoiceSelection => (channels === 2 ? 'first' : 'mix');

type LatestAudioDeps = {
  storage: ChunkReader;
  converter: Pick<AudioConverter, 'toWav16kMonoFrom' | 'clip' | 'durationSeconds'>;
};

/**
 * The newest audio of a recording still being made, as 16 kHz WAV of the learner's voice: from `fromSeconds` on the
 * recording's clock, at most the last `atMostSeconds`, and where that WAV starts on the clock. Only the first chunk
 * (it opens the container) and the chunks of about the last `atMostSeconds` are read and decoded, however long the
 * recording (ADR 0083). `chunks` are all its chunks so far, in order and without a hole.
 */
export async function latestAudio(
  deps: LatestAudioDeps,
  recording: { channels: number; chunkSize: number },
  chunks: readonly ChunkRow[],
  want: { fromSeconds: number; atMostSeconds: number },
): Promise<{ wav: Uint8Array; startSeconds: number }> {
  const voices = learnerVoices(recording.channels);
  // A slice more than the seconds wanted: a slice's first packets may belong to a cluster the slice before began.
  const first = chunks.length - Math.ceil(want.atMostSeconds / recording.chunkSize) - 1;
  const decoded =
    first <= 1
      ? await deps.converter.toWav16kMonoFrom(chunkAudio(deps.storage, chunks), { fromSeconds: want.fromSeconds, voices })
      : await decodeTail(deps, chunks, first, { fromSeconds: want.fromSeconds, voices, chunkSize: recording.chunkSize });
  const length = deps.converter.durationSeconds(decoded.wav);
  if (length <= want.atMostSeconds) return decoded;
  return {
    wav: await deps.converter.clip(decoded.wav, length - want.atMostSeconds, length),
    startSeconds: decoded.startSeconds + length - want.atMostSeconds,
  };
}

/** The first chunk's header, then the chunks from `first` on: the ones between are never read. */
async function decodeTail(
  deps: LatestAudioDeps,
  chunks: readonly ChunkRow[],
  first: number,
  want: { fromSeconds: number; voices: VoiceSelection; chunkSize: number },
) {
  const [opening, tail] = [chunks[0]!, chunks.slice(first)];
  const head = await chunkData(deps.storage, opening);
  if (opening.contentType === 'audio/wav') {
    // WAV samples carry no times: the later chunks are placed by the sizes of the chunks before them.
    const { format, dataStart } = wavLayout(head);
    const before = chunks.slice(0, first).reduce((sum, chunk) => sum + chunk.bytes, 0) - dataStart;
    const offsetSeconds = before / format.bytesPerSecond;
    const input = (async function* () {
      yield head.subarray(0, dataStart);
      yield* chunkAudio(deps.storage, tail);
    })();
    const fromSeconds = Math.max(want.fromSeconds, offsetSeconds);
    return deps.converter.toWav16kMonoFrom(input, { fromSeconds, voices: want.voices, offsetSeconds });
  }
  // WebM and Ogg: the first chunk whole (its header, and its own first slice of audio), then the later chunks, whose
  // packets keep their times. Decoding from a slice and a half on drops the first slice; the tail, two slices on or
  // later, comes out from its first packet, which `startSeconds` places.
  const input = (async function* () {
    yield head;
    yield* chunkAudio(deps.storage, tail);
  })();
  const fromSeconds = Math.max(want.fromSeconds, 1.5 * want.chunkSize);
  return deps.converter.toWav16kMonoFrom(input, { fromSeconds, voices: want.voices });
}
