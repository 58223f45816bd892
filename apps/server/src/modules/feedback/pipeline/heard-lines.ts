import type { TranscriptLine } from '@parley/contracts';
import type { TimedWord } from '../../../platform/speech/port.ts';
import { MIN_FIT, type ReheardWords } from './sure-words.ts';

type LineWord = TranscriptLine['words'][number];

/**
 * Whether the audio holds a word as the re-decode judged it: the form it picked stands on the audio and fits it
 * (MIN_FIT). A word it did not reach stands unless it is a learner form ("goed"), which only the re-decode can keep
 * against the standard words it could be: the recogniser's language model can put one into a correct sentence.
 */
function fitsAudio(word: TimedWord, again: ReheardWords[number], minFit: number): boolean {
  if (again === undefined) return !word.learnerFormOf;
  return again !== null && again.heard && again.fit >= minFit;
}

/**
 * The transcript lines as the re-decode heard them, for the grammar check: a rival form that beat the recognised
 * word ("go" for "goes") takes its place, an article heard as nothing leaves. `fits` says per line and word whether
 * the audio holds the word (fitsAudio); whether it is the word said takes a second opinion too (second-opinion.ts).
 */
export function heardLines(
  lines: readonly TranscriptLine[],
  words: readonly TimedWord[],
  heard: ReheardWords,
  minFit = MIN_FIT,
): { lines: TranscriptLine[]; fits: boolean[][] } {
  let offset = 0;
  const out = lines.map((line) => {
    const kept: { word: LineWord; fits: boolean }[] = [];
    line.words.forEach((word, i) => {
      const again = heard[offset + i];
      const fits = fitsAudio(words[offset + i]!, again, minFit);
      if (again?.word === null) return;
      if (again && again.word !== word.word)
        kept.push({ word: { word: again.word, start: again.start, end: again.end, confidence: word.confidence }, fits });
      else kept.push({ word, fits });
    });
    offset += line.words.length;
    return {
      line: { ...line, text: kept.map((k) => k.word.word).join(' '), words: kept.map((k) => k.word) },
      fits: kept.map((k) => k.fits),
    };
  });
  return { lines: out.map((o) => o.line), fits: out.map((o) => o.fits) };
}
