/**
 * Grammar feedback end to end: flite reads each sentence, the recogniser transcribes it (the job's defaults), and the
 * feedback pipeline's own spokenGrammarFindings judges it. The same transcripts are also scored as the job showed
 * the checker's findings before ADR 0058.
 */
import { createGrammarChecker, type GrammarChecker } from '@parley/language';
import { spokenGrammarFindings, type SpokenGrammarOptions } from '@parley/server/modules/feedback/pipeline/spoken-grammar';
import { transcriptLines } from '@parley/server/modules/feedback/pipeline/transcript-lines';
import { createFfmpegConverter } from '@parley/server/platform/speech/ffmpeg-converter';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from '@parley/server/platform/speech/pocketsphinx';
import { DEFAULT_LANGUAGE_WEIGHT, DEFAULT_PRONUNCIATION_VARIANTS } from '@parley/server/platform/speech/defaults';
import type { NewFinding } from '@parley/server/modules/feedback/pipeline/finding';
import { type FixtureVoice, synthesizeFixture } from '@parley/server/test/speech-fixtures';
import { findsError, isMisquote, type ShownFinding } from './misquote.ts';
import type { SpokenSentence } from './spoken-sets.ts';

export interface SpokenScore {
  errorClips: number;
  correctClips: number;
  /** Share of error clips with a finding that quotes the error and nothing unsaid. */
  recall: number;
  /** Findings on correct clips, per 10 correct clips. */
  falseFlagsPer10: number;
  findings: number;
  misquotes: number;
  /** "voice | said | heard | quoted → corrected" of each misquote, for the report. */
  misquoted: string[];
  /** "voice | said | heard | shown findings" of each error clip whose error was not found. */
  missed: string[];
}

export interface SpokenGrammarQuality {
  /** The pipeline (ADR 0058). */
  confident: SpokenScore;
  /** The checker's findings as the job showed them before ADR 0058: every word quotable, whole corrected sentences. */
  before: SpokenScore;
}

interface Judged {
  sentence: SpokenSentence;
  voice: string;
  /** The line the findings were made on (the recogniser's, or the re-decoded one). */
  line: string;
  /** The recogniser's line, for the report. */
  heard: string;
  findings: ShownFinding[];
}

const shown = (f: NewFinding): ShownFinding => ({ quoted: String(f.ext.word ?? ''), corrected: f.correctedSentence ?? '' });

const heardAs = (j: Judged) => (j.line === j.heard ? j.heard : `${j.heard} ⇒ ${j.line}`);

function score(judged: readonly Judged[]): SpokenScore {
  const errors = judged.filter((j) => j.sentence.error);
  const correct = judged.filter((j) => !j.sentence.error);
  const misquoted = judged.flatMap((j) =>
    j.findings
      .filter((f) => isMisquote(f, j.sentence.said, j.line))
      .map((f) => `${j.voice} | ${j.sentence.said} | ${heardAs(j)} | ${f.quoted} → ${f.corrected}`),
  );
  const found = errors.filter((j) => j.findings.some((f) => findsError(f, j.sentence.error!, j.sentence.said, j.line)));
  return {
    errorClips: errors.length,
    correctClips: correct.length,
    recall: found.length / Math.max(1, errors.length),
    falseFlagsPer10: (10 * correct.reduce((n, j) => n + j.findings.length, 0)) / Math.max(1, correct.length),
    findings: judged.reduce((n, j) => n + j.findings.length, 0),
    misquotes: misquoted.length,
    misquoted,
    missed: errors
      .filter((j) => !found.includes(j))
      .map(
        (j) =>
          `${j.voice} | ${j.sentence.said} | ${heardAs(j)} | ${j.findings.map((f) => `${f.quoted} → ${f.corrected}`).join('; ')}`,
      ),
  };
}

async function judge(
  engines: {
    recognizer: ReturnType<typeof createPocketsphinxRecognizer>;
    converter: ReturnType<typeof createFfmpegConverter>;
    checker: GrammarChecker;
  },
  sentence: SpokenSentence,
  voice: FixtureVoice,
  options: SpokenGrammarOptions,
): Promise<[Judged, Judged]> {
  const wav = await synthesizeFixture(sentence.said, voice);
  const { words } = await engines.recognizer.transcribe(wav);
  const lines = transcriptLines(words);
  const line = lines.map((l) => l.text).join(' ');
  const spoken = await spokenGrammarFindings({ speech: engines, checker: engines.checker }, wav, words, lines, options);
  // The words a fix writes are told from repeated ones by the line the check ran on (after the re-decode).
  const checked = spoken.checked.map((l) => l.text).join(' ');
  // Before ADR 0058 the job quoted the checker's span and showed its whole corrected sentence.
  const perLine = await engines.checker.check(lines.map((l) => l.text));
  const before = lines.flatMap((l, n) =>
    (perLine[n] ?? []).map((f) => ({ quoted: l.text.slice(f.span.start, f.span.end), corrected: f.correctedSentence })),
  );
  return [
    { sentence, voice, line: checked, heard: line, findings: spoken.findings.map(shown) },
    { sentence, voice, line, heard: line, findings: before },
  ];
}

/** Each sentence of `set` read by each voice, through the recogniser and the pipeline (`options`: for tuning). */
export async function spokenGrammarQuality(
  set: readonly SpokenSentence[],
  voices: readonly FixtureVoice[],
  options: SpokenGrammarOptions = {},
): Promise<SpokenGrammarQuality> {
  const recognizer = createPocketsphinxRecognizer({
    modelDir: POCKETSPHINX_MODEL_DIR,
    languageWeight: DEFAULT_LANGUAGE_WEIGHT,
    learnerForms: true,
    pronunciationVariants: DEFAULT_PRONUNCIATION_VARIANTS,
  });
  const checker = await createGrammarChecker();
  const engines = { recognizer, converter: createFfmpegConverter(), checker };
  const confident: Judged[] = [];
  const before: Judged[] = [];
  try {
    for (const voice of voices)
      for (const sentence of set) {
        const [a, b] = await judge(engines, sentence, voice, options);
        confident.push(a);
        before.push(b);
      }
  } finally {
    await recognizer.close();
    await checker.close();
  }
  return { confident: score(confident), before: score(before) };
}
