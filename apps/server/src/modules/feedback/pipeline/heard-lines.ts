import type { TranscriptLine } from '@parley/contracts';
import type { TimedWord } from '../../../platform/speech/port.ts';
import { MIN_FIT, sureByLine, sureWords, type ReheardWords } from './sure-words.ts';

type LineWord = TranscriptLine['words'][number];

/**
 * The transcript lines as the re-decode heard them, for the grammar check: a rival form that beat the recognised
 * word ("go" for "goes") takes its place, an article heard as nothing leaves. `sure` says per line and word which
 * words a finding may quote: a rival that won on the audio and fits it (MIN_FIT), any other by sureWords.
 */
export function heardLines(
  lines: readonly TranscriptLine[],
  words: readonly TimedWord[],
  heard: ReheardWords,
  minFit = MIN_FIT,
): { lines: TranscriptLine[]; sure: boolean[][] } {
  const sureRecognised = sureByLine(lines, sureWords(words, heard, minFit));
  let offset = 0;
  const out = lines.map((line, n) => {
    const kept: { word: LineWord; sure: boolean }[] = [];
    line.words.forEach((word, i) => {
      const again = heard[offset + i];
      if (again?.word === null) return;
      if (again && again.word !== word.word) {
        const replaced: LineWord = { word: again.word, start: again.start, end: again.end, confidence: word.confidence };
        kept.push({ word: replaced, sure: again.heard && again.fit >= minFit });
      } else kept.push({ word, sure: sureRecognised[n]![i]! });
    });
    offset += line.words.length;
    return {
      line: { ...line, text: kept.map((k) => k.word.word).join(' '), words: kept.map((k) => k.word) },
      sure: kept.map((k) => k.sure),
    };
  });
  return { lines: out.map((o) => o.line), sure: out.map((o) => o.sure) };
}
