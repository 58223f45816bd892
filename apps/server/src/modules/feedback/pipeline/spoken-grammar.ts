import type { TranscriptLine } from '@parley/contracts';
import type { GrammarChecker } from '@parley/language';
import type { TimedWord } from '../../../platform/speech/port.ts';
import type { RivalPriors } from '../../../platform/speech/rival-grammar.ts';
import { redecodeWithRivals, type RivalRedecodeDeps } from '../../../platform/speech/rival-redecode.ts';
import type { NewFinding } from './finding.ts';
import { grammarFindings } from './grammar-findings.ts';
import { heardLines } from './heard-lines.ts';
import { secondOpinionByLine, type SecondOpinionDeps } from './second-opinion.ts';
import { MIN_FIT, sureWords } from './sure-words.ts';

/**
 * Seconds of re-decoding per second of recording, and at least this many for a short one: the re-decode costs about
 * 0.1 s a line (a fresh aligner), so this bounds the feedback job on a recording of many short lines (ADR 0058).
 */
const REDECODE_SECONDS_PER_SECOND = 0.15;
const REDECODE_MIN_SECONDS = 3;
/**
 * The same for the second opinion, asked only about lines with a finding: its decoder costs up to about real time
 * on audio it finds hard, and a line it does not reach shows no finding. A short recording's few lines always get it
 * (5 s was not enough for the second of two 5 s lines on a loaded machine, and the recording lost its findings).
 */
const SECOND_OPINION_SECONDS_PER_SECOND = 0.25;
const SECOND_OPINION_MIN_SECONDS = 15;

export interface SpokenGrammarOptions {
  /** For tuning only (the speech-quality bench): the rivals' priors and the fit line. */
  priors?: RivalPriors;
  minFit?: number;
}

/**
 * Grammar findings on a recording's transcript that quote only what the learner said: each line re-decoded against
 * the forms a learner may have said (rival-redecode.ts), the check run on what that heard, and a finding shown only
 * where every word it quotes or sits beside fits the audio and a second decoder heard it too (second-opinion.ts;
 * ADR 0058). `sure` (per recognised word) is returned for the other findings on the same words, `checked` (the lines
 * as re-decoded and checked) for measuring. The feedback job and `npm run bench -- speech-quality` both run this.
 */
export async function spokenGrammarFindings(
  deps: { speech: RivalRedecodeDeps & SecondOpinionDeps; checker: GrammarChecker },
  wav16kMono: Uint8Array,
  words: readonly TimedWord[],
  lines: readonly TranscriptLine[],
  options: SpokenGrammarOptions = {},
): Promise<{ findings: NewFinding[]; sure: boolean[]; checked: TranscriptLine[] }> {
  const seconds = (words.at(-1)?.end ?? 0) - (words[0]?.start ?? 0);
  const heard = await redecodeWithRivals(
    wav16kMono,
    words,
    lines.map((l) => l.words.length),
    deps.speech,
    {
      budgetSeconds: Math.max(REDECODE_MIN_SECONDS, seconds * REDECODE_SECONDS_PER_SECOND),
      ...(options.priors ? { priors: options.priors } : {}),
    },
  );
  const minFit = options.minFit ?? MIN_FIT;
  const judged = heardLines(lines, words, heard, minFit);
  const perLine = await deps.checker.check(judged.lines.map((l) => l.text));
  const agreed = await secondOpinionByLine(
    wav16kMono,
    judged.lines,
    perLine.map((found) => found.length > 0),
    deps.speech,
    Math.max(SECOND_OPINION_MIN_SECONDS, seconds * SECOND_OPINION_SECONDS_PER_SECOND),
  );
  const sure = judged.fits.map((fits, n) => fits.map((fit, i) => fit && agreed[n]?.[i] === true));
  const findings = grammarFindings(judged.lines, perLine, sure);
  return { findings, sure: sureWords(words, heard, minFit), checked: judged.lines };
}
