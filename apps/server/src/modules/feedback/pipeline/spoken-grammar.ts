import type { TranscriptLine } from '@parley/contracts';
import type { GrammarChecker } from '@parley/language';
import { confirmLearnerForms, type LearnerFormCheckDeps } from '../../../platform/speech/learner-form-check.ts';
import type { TimedWord } from '../../../platform/speech/port.ts';
import type { NewFinding } from './finding.ts';
import { grammarFindings } from './grammar-findings.ts';
import { sureByLine, sureWords } from './sure-words.ts';

/**
 * Grammar findings on a recording's transcript that quote only what the learner said: learner forms confirmed
 * against the audio, findings on unsure words left out, corrections framed by sure words (ADR 0058). `sure` (per
 * recognised word) is returned for the other findings on the same words. The feedback job and
 * `npm run bench -- speech-quality` both run this.
 */
export async function spokenGrammarFindings(
  deps: { speech: LearnerFormCheckDeps; checker: GrammarChecker },
  wav16kMono: Uint8Array,
  words: readonly TimedWord[],
  lines: readonly TranscriptLine[],
): Promise<{ findings: NewFinding[]; sure: boolean[] }> {
  const [perLine, confirmed] = await Promise.all([
    deps.checker.check(lines.map((l) => l.text)),
    confirmLearnerForms(wav16kMono, words, deps.speech),
  ]);
  const sure = sureWords(words, confirmed);
  return { findings: grammarFindings(lines, perLine, sureByLine(lines, sure)), sure };
}
