import type { VocabularyEntry } from '@parley/contracts';
import type { VocabularyWordRow } from '../../db/schema/index.ts';

export function presentWord(row: VocabularyWordRow): VocabularyEntry {
  return {
    id: row.id,
    word: row.word,
    meaning: row.meaning,
    example: row.example,
    cefr_level: row.cefrLevel,
    source: row.source,
    recording_id: row.recordingId,
    sentence: row.sentence,
    said: row.said,
    due_at: row.dueAt.toISOString(),
    reviews: row.reps,
    created_at: row.createdAt.toISOString(),
  };
}
