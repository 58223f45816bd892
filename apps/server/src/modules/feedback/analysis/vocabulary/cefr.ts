export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type Cefr = (typeof CEFR_LEVELS)[number];

/**
 * Upper frequency rank of each level in SUBTLEX-US (word forms of American film and TV subtitles, most frequent first).
 * Ours, not an official list: docs/features/vocabulary.md explains the cut-offs and how they were checked.
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
