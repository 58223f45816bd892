import { pronunciationsOf } from '@parley/language';
import { COMMON_WORDS, wordsWith } from './dictionary.ts';

/**
 * Words holding the prompt the recogniser listens for, the most common and shortest first: a learner says those. A
 * prompt held by more words (a common one, "es") is heard among its first ones only; typed answers take them all.
 * Measured with flite's slt voice on 20 prompts of levels 1 and 2: 16 to 18 heard right, 0.7 to 1 s a clip (ADR 0054).
 */
const ANSWERS_HEARD = 300;
/** Common words without the prompt: without them any sound would be heard as a right answer. */
const DECOYS = 50;

const sayable = (word: string) => pronunciationsOf(word).length > 0;

/** The words a spoken answer to `syllable` is recognised among, the right ones and decoys shuffled together. */
export function candidateAnswers(syllable: string, random: () => number): string[] {
  const answers: string[] = [];
  for (const word of wordsWith(syllable)) {
    if (answers.length === ANSWERS_HEARD) break;
    if (sayable(word)) answers.push(word);
  }
  const decoys: string[] = [];
  while (decoys.length < DECOYS) {
    const word = COMMON_WORDS[Math.floor(random() * COMMON_WORDS.length)]!;
    if (!word.includes(syllable) && !decoys.includes(word) && sayable(word)) decoys.push(word);
  }
  return [...answers, ...decoys].sort(() => random() - 0.5);
}
