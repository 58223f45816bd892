import { pronunciationsOf } from '@parley/language';
import type { TimedWord } from '../../../platform/speech/port.ts';
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

/**
 * A JSGF grammar that hears one candidate said alone, and the dictionary spelling every candidate in CMU phones. Only
 * the word (the guess button says so): optional words around it ("it is a …") and repeats let the decoder pad short
 * words with articles and decoys, and fewer of them were heard (ADR 0050).
 */
export function guessGrammar(candidates: readonly string[]): { jsgf: string; dictionary: string } {
  const spelled = candidates.flatMap((word) =>
    pronunciationsOf(word).map((phones, i) => `${i === 0 ? word : `${word}(${i + 1})`} ${phones.join(' ')}`),
  );
  const jsgf = [
    '#JSGF V1.0;',
    'grammar guess;',
    `<word> = ${candidates.filter((word) => pronunciationsOf(word).length).join(' | ')};`,
    'public <guess> = <word>;',
  ].join('\n');
  return { jsgf: `${jsgf}\n`, dictionary: `${spelled.join('\n')}\n` };
}

/**
 * How badly a clip may fit the grammar and still be heard: a lone word fits worse than a sentence (ADR 0050). Measured
 * on 118 bank words: at -30, 91% are heard when flite's slt voice says them, 88% for festival's, 64% for the older kal
 * voice, and none is heard as another word's answer; 1 in 10 sentences holding no candidate comes back as a decoy (a
 * wrong guess, never the answer).
 */
export const SPOKEN_GUESS_MISFIT_PER_FRAME = -30;

/** The candidate heard most surely, or null when the clip held none of them. */
export function heardWord(words: readonly TimedWord[] | null, candidates: readonly string[]): string | null {
  const heard = (words ?? []).filter((w) => candidates.includes(w.word));
  if (!heard.length) return null;
  return heard.reduce((best, w) => (w.confidence > best.confidence ? w : best)).word;
}
