import type { LiveHints } from '@parley/contracts';
import type { RecordingRow } from './recordings.store.ts';

/**
 * What the answer to a chunk upload carries besides the receipt: the live hints the feedback module works out for
 * the new slice (ADR 0031; wired in app.ts).
 */
export interface UploadHints {
  afterUpload(
    recording: Pick<RecordingRow, 'id' | 'examMode' | 'channels' | 'chunkSize'>,
    chunkIndex: number,
    asked: { live_transcribe?: boolean; is_exam_mode?: boolean },
  ): Promise<LiveHints | undefined>;
}
