import type { QuizQuestion, QuizQuestionType } from '@parley/contracts';
import { pronunciationsOf } from '@parley/language';
import type { VocabularyWordRow } from '../../db/schema/index.ts';

/**
 * The order a session asks in: its k-th card gets the type k places (plus the card's reviews) along this cycle, or the
 * next one the card allows, so one session mixes them and a card is asked another way each time (ADR 0064).
 */
const CYCLE: QuizQuestionType[] = ['MEANING_TO_WORD', 'SAY_THE_WORD', 'WORD_TO_MEANING', 'FILL_THE_GAP'];
/** A multiple choice shows the right meaning among at most this many. */
export const CHOICES = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the word belongs in the learner's sentence: what they said there, as whole words. */
export function gapOf(row: Pick<VocabularyWordRow, 'sentence' | 'said'>): RegExp | null {
  if (!row.sentence || !row.said) return null;
  const pattern = new RegExp(`(?<![\\p{L}'])${escapeRegExp(row.said)}(?![\\p{L}'])`, 'iu');
  return pattern.test(row.sentence) ? pattern : null;
}

/** The types a card can be asked: a meaning to show or choose, a word the aligner can hear, a sentence with a gap. */
export function typesFor(row: VocabularyWordRow, otherMeanings: number): QuizQuestionType[] {
  return CYCLE.filter((type) => {
    switch (type) {
      case 'MEANING_TO_WORD':
        return row.meaning !== null;
      case 'WORD_TO_MEANING':
        return row.meaning !== null && otherMeanings > 0;
      case 'SAY_THE_WORD':
        return pronunciationsOf(row.word).length > 0;
      case 'FILL_THE_GAP':
        return gapOf(row) !== null;
    }
  });
}

export function typeFor(row: VocabularyWordRow, position: number, otherMeanings: number): QuizQuestionType {
  const allowed = typesFor(row, otherMeanings);
  const start = (position + row.reps) % CYCLE.length;
  for (let i = 0; i < CYCLE.length; i++) {
    const type = CYCLE[(start + i) % CYCLE.length]!;
    if (allowed.includes(type)) return type;
  }
  // A word neither dictionary knows, typed without a meaning: the recogniser may still hear it.
  return 'SAY_THE_WORD';
}

/** A stable shuffle (by the word's id), so the right meaning is not always first and a reload asks the same. */
function placed(right: string, wrong: string[], seed: number): string[] {
  const choices = [...wrong.slice(0, CHOICES - 1)];
  choices.splice(seed % (choices.length + 1), 0, right);
  return choices;
}

export function question(row: VocabularyWordRow, type: QuizQuestionType, otherMeanings: string[]): QuizQuestion {
  const base = { word_id: row.id, type, hint: null, choices: [], cefr_level: row.cefrLevel };
  switch (type) {
    case 'MEANING_TO_WORD':
      return { ...base, prompt: row.meaning!, hint: `${row.word.length} letters, starting with “${row.word[0]}”` };
    case 'WORD_TO_MEANING':
      return { ...base, prompt: row.word, choices: placed(row.meaning!, otherMeanings, row.id) };
    case 'SAY_THE_WORD':
      return { ...base, prompt: row.word, hint: row.meaning };
    case 'FILL_THE_GAP': {
      const said = row.said!.toLowerCase() === row.word ? null : `You said “${row.said}”`;
      return { ...base, prompt: row.sentence!.replace(gapOf(row)!, '___'), hint: said };
    }
  }
}
