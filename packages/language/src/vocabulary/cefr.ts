import { CEFR_LEVELS, type CefrLevel } from '@parley/contracts';
import { lemmaOf } from './lemma.ts';

export { CEFR_LEVELS };
export type Cefr = CefrLevel;

/**
 * Upper frequency rank of each level in SUBTLEX-US (word forms of American film and TV subtitles, most frequent first).
 * Ours, not an official list: docs/language/vocabulary.md explains the cut-offs and how they were checked.
 */
const BAND_TOP_RANK: [Cefr, number][] = [
  ['A1', 1_500],
  ['A2', 3_000],
  ['B1', 6_000],
  ['B2', 12_000],
  ['C1', 24_000],
];

export function cefrOfRank(rank: number): Cefr {
  return BAND_TOP_RANK.find(([, top]) => rank <= top)?.[0] ?? 'C2';
}

export const cefrIndex = (level: Cefr) => CEFR_LEVELS.indexOf(level);

/** The level of one word as a learner knows it (rated by its base form); null when SUBTLEX does not hold it. */
export function cefrOfWord(word: string): Cefr | null {
  const { rank } = lemmaOf(word.trim().toLowerCase());
  return rank === undefined ? null : cefrOfRank(rank);
}
