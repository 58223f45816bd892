import type { LiveHintWindow } from '@parley/contracts';
import type { HintWindowRow } from './live-hints.store.ts';

export const presentWindow = (row: HintWindowRow): LiveHintWindow => ({
  chunk_index: row.chunkIndex,
  start_seconds: row.fromSeconds,
  end_seconds: row.untilSeconds,
  text: row.words.map((w) => w.word).join(' '),
  corrections: row.corrections,
});
