import { WORD_BANK } from './word-bank.ts';

/** Other drawable words the recogniser may hear instead of the answer: without them any sound would be the answer. */
const DECOYS = 60;

/**
 * The words a spoken guess is recognised among: the round's word and decoys drawn from the bank (the word's own
 * category first, as those are the likely wrong guesses), shuffled so the answer's place says nothing.
 */
export function candidateWords(word: string, random: () => number): string[] {
  const category = WORD_BANK.find((w) => w.word === word)?.category;
  const others = WORD_BANK.filter((w) => w.word !== word)
    .map((w) => ({ word: w.word, order: (w.category === category ? 0 : 1) + random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, DECOYS)
    .map((w) => w.word);
  return [word, ...others].sort(() => random() - 0.5);
}
