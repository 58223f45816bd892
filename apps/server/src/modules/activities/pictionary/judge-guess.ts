import { distance } from 'fastest-levenshtein';
import { normalAnswer } from '../engine/game-rules.ts';

/** How a guess compares with the word: right, one slip away (worth telling the guesser), or wrong. */
export type Verdict = 'correct' | 'close' | 'wrong';

/**
 * Learners guess in their second language: the plural ("cats" for "cat", "boxes" for "box") counts as right, and a
 * guess one letter off a word of four letters or more is "close" rather than plainly wrong.
 */
export function judgeGuess(word: string, text: string): Verdict {
  const guess = normalAnswer(text);
  if (guess === word || guess === `${word}s` || guess === `${word}es`) return 'correct';
  if (word.length >= 4 && distance(guess, word) === 1) return 'close';
  return 'wrong';
}
