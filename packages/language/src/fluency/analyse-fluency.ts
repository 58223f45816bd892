import type { TimedWord } from '../spoken-token.ts';
import { findFillers, type Filler } from './find-fillers.ts';
import { soundsOf } from './sounds.ts';

export type { Filler } from './find-fillers.ts';

/** Silences longer than this between two sounds are pauses (the "pauses over 1 s"). */
export const PAUSE_MIN_SECONDS = 1;

export interface Pause {
  start: number;
  end: number;
  seconds: number;
  /** The last word or sound before it, as an index into the words given. */
  afterWordIdx: number;
}

export interface FluencyAnalysis {
  durationSeconds: number;
  /** From the first sound to the last, less the pauses. */
  speakingSeconds: number;
  /** Words said, fillers not counted. */
  wordCount: number;
  wordsPerMinute: number;
  pauses: Pause[];
  fillers: Filler[];
  fillersPerMinute: number;
}

const perMinute = (count: number, seconds: number) => (seconds > 0 ? (count * 60) / seconds : 0);

/** Speed, pauses and fillers from word timings; silences and noises the recogniser marks are not words. */
export function analyseFluency(words: TimedWord[], durationSeconds: number): FluencyAnalysis {
  const sounds = soundsOf(words);
  const pauses: Pause[] = [];
  for (let i = 1; i < sounds.length; i++) {
    const before = sounds[i - 1]!;
    const seconds = sounds[i]!.start - before.end;
    if (seconds > PAUSE_MIN_SECONDS) pauses.push({ start: before.end, end: sounds[i]!.start, seconds, afterWordIdx: before.idx });
  }
  const first = sounds[0];
  const last = sounds[sounds.length - 1];
  const span = first && last ? last.end - first.start : 0;
  const speakingSeconds = span - pauses.reduce((sum, p) => sum + p.seconds, 0);
  const fillers = findFillers(sounds);
  const fillerWords = new Set(fillers.flatMap((f) => f.wordIdx));
  const wordCount = sounds.filter((s) => s.kind === 'word' && !fillerWords.has(s.idx)).length;
  return {
    durationSeconds,
    speakingSeconds,
    wordCount,
    wordsPerMinute: perMinute(wordCount, speakingSeconds),
    pauses,
    fillers,
    fillersPerMinute: perMinute(fillers.length, speakingSeconds),
  };
}
