import type { TimedWord } from '../spoken-token.ts';
import { CEFR_LEVELS, cefrIndex, cefrOfRank, type Cefr } from './cefr.ts';
import { findStrongerWords, type Occurrence } from './find-stronger-words.ts';
import { FUNCTION_WORDS } from './function-words.ts';
import { lemmaOf } from './lemma.ts';
import { spokenWords, type SpokenWord } from './spoken-words.ts';
import type { Suggestion } from './stronger-words.ts';

export type { Cefr } from './cefr.ts';

export interface WordLevel {
  wordIdx: number;
  word: string;
  lemma: string;
  /**
   * Null when not rated: forms the frequency list does not hold (names, misrecognitions), numbers, spelled letters and
   * words the recogniser was unsure of.
   */
  cefr: Cefr | null;
}

export interface VocabularyFinding {
  kind: 'overused' | 'intensifier';
  /** The base word ("good") or the phrase said ("very tired"). */
  word: string;
  /** Level of the word as used. */
  cefr: Cefr;
  /** Every word of every occurrence, as indexes into the words given. */
  wordIdx: number[];
  /** The first occurrence, where a timeline marks the finding. */
  start: number;
  end: number;
  occurrences: Occurrence[];
  /** Stronger choices, the most common first. */
  suggestions: Suggestion[];
  comment: string;
}

export interface VocabularyAnalysis {
  levels: WordLevel[];
  /** Distinct content lemmas (grammar words left out) at each level. */
  profile: Record<Cefr, number>;
  findings: VocabularyFinding[];
}

/** Below this recogniser confidence a word is more likely misheard than said, so it is not rated. */
export const MIN_RATED_CONFIDENCE = 0.2;

const unrated = (word: SpokenWord) =>
  word.confidence < MIN_RATED_CONFIDENCE || /\d/.test(word.text) || (word.text.length === 1 && !['a', 'i'].includes(word.text));

/** Rates the words of a transcript by spoken frequency band and finds basic words a stronger one could replace. */
export function analyseVocabulary(words: TimedWord[]): VocabularyAnalysis {
  const spoken = spokenWords(words);
  const levels = spoken.map((word): WordLevel => {
    const { lemma, rank } = lemmaOf(word.text);
    return { wordIdx: word.idx, word: word.text, lemma, cefr: rank === undefined || unrated(word) ? null : cefrOfRank(rank) };
  });

  const profile = Object.fromEntries(CEFR_LEVELS.map((l) => [l, 0])) as Record<Cefr, number>;
  const counted = new Set<string>();
  for (const { lemma, cefr } of levels) {
    if (!cefr || FUNCTION_WORDS.has(lemma) || counted.has(lemma)) continue;
    counted.add(lemma);
    profile[cefr]++;
  }

  const levelAt = new Map(levels.map((l) => [l.wordIdx, l.cefr]));
  const findings = findStrongerWords(spoken).map((choice): VocabularyFinding => {
    const first = choice.occurrences[0]!;
    const used = first.wordIdx.map((i) => levelAt.get(i) ?? 'A1');
    return {
      kind: choice.kind,
      word: choice.word,
      cefr: used.reduce((a, b) => (cefrIndex(b) > cefrIndex(a) ? b : a)),
      wordIdx: choice.occurrences.flatMap((o) => o.wordIdx),
      start: first.start,
      end: first.end,
      occurrences: choice.occurrences,
      suggestions: choice.suggestions,
      comment: choice.comment,
    };
  });
  return { levels, profile, findings };
}
