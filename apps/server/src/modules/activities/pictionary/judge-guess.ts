import { distance } from 'fastest-levenshtein';

/** How a guess compares with the word: right, one slip away (worth telling the guesser), or wrong. */
export type Verdict = 'correct' | 'close' | 'wrong';

const ARTICLE = /^(?:a|an|the|some)\s+/;

/** A guess as it is compared: lower case, letters only, without a leading article ("An Elephant!" → "elephant"). */
export function normalGuess(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z\s]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(ARTICLE, '');
}

/**
 * Learners guess in their second language: the plural ("cats" for "cat", "boxes" for "box") counts as right, and a
 * guess one letter off a word of four letters or more is "close" rather than plainly wrong.
 */
export function judgeGuess(word: string, text: string): Verdict {
  const guess = normalGuess(text);
  if (guess === word || guess === `${word}s` || guess === `${word}es`) return 'correct';
  if (word.length >= 4 && distance(guess, word) === 1) return 'close';
  return 'wrong';
}
