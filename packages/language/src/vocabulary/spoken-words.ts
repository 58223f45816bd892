import { readToken, type TimedWord } from '../spoken-token.ts';

export interface SpokenWord {
  /** Index in the words given to the analysis, so findings point back into the transcript. */
  idx: number;
  text: string;
  start: number;
  end: number;
  confidence: number;
}

/** The real words of a transcript, without silences, noises and hesitation sounds. */
export const spokenWords = (words: TimedWord[]): SpokenWord[] =>
  words.flatMap((w, idx) => {
    const token = readToken(w.word);
    return token.kind === 'word' ? [{ idx, text: token.text, start: w.start, end: w.end, confidence: w.confidence ?? 1 }] : [];
  });
