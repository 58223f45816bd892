import type { TranscriptLine } from '@parley/contracts';
import type { AudioConverter, SpeechRecognizer } from '../../../platform/speech/port.ts';
import { agreeingWords } from './agreeing-words.ts';

export interface SecondOpinionDeps {
  recognizer: Pick<SpeechRecognizer, 'secondOpinion'>;
  converter: Pick<AudioConverter, 'clip'>;
}

/** Audio either side of a line's words, so the second decoder hears its first and last words whole. */
const PADDING_SECONDS = 0.3;

/**
 * Per line asked about (`asked`), per word: whether the second decoder heard the same word at the same time
 * (SpeechRecognizer.secondOpinion). Undefined for a line not asked about, or not reached in `budgetSeconds`, or whose
 * decode failed: nobody confirmed its words.
 */
export async function secondOpinionByLine(
  wav16kMono: Uint8Array,
  lines: readonly TranscriptLine[],
  asked: readonly boolean[],
  deps: SecondOpinionDeps,
  budgetSeconds: number,
): Promise<(boolean[] | undefined)[]> {
  const started = performance.now();
  const agreed: (boolean[] | undefined)[] = [];
  for (const [n, line] of lines.entries()) {
    const first = line.words[0];
    const last = line.words.at(-1);
    if (!asked[n] || !first || !last || (performance.now() - started) / 1000 >= budgetSeconds) {
      agreed.push(undefined);
      continue;
    }
    const from = Math.max(0, first.start - PADDING_SECONDS);
    const clip = await deps.converter.clip(wav16kMono, from, last.end + PADDING_SECONDS);
    const opinion = await deps.recognizer.secondOpinion(clip).catch(() => undefined);
    const shifted = opinion?.words.map((w) => ({ ...w, start: w.start + from, end: w.end + from }));
    agreed.push(shifted && agreeingWords(line.words, shifted));
  }
  return agreed;
}
