/**
 * `npm run bench -- speech-quality`: how well the local speech engines hear and judge learners. Recognition: word
 * error rate on Debian's pocketsphinx-testdata LibriVox clips and on flite sentences, and how many spoken learner
 * errors survive into the transcript. Grammar: precision and recall on the labelled learner sentences kept beside the
 * checker. Pronunciation: precision and recall of mispronounced words on flite clips said right and wrong.
 * Spoken grammar: flite sentences through the recogniser and the feedback pipeline, recall, false flags and
 * misquotes on the tuning, development and test sets (ADR 0058). Targets, else exit 1: the grammar check under 50 ms a
 * sentence, pronunciation alignment under half real time, and on the spoken test set recall ≥ 60 %, ≤ 1 false flag
 * per 10 correct sentences and no misquote. Flags: --no-write.
 */
import os from 'node:os';
import { grammarQuality, type GrammarQuality } from './speech-quality/grammar.ts';
import { pronunciationQuality, type PronunciationBench } from './speech-quality/pronunciation.ts';
import { recognitionQuality, type RecognitionQuality } from './speech-quality/recognition.ts';
import { spokenGrammarQuality, type SpokenGrammarQuality } from './speech-quality/spoken-grammar.ts';
import { spokenSection, SPOKEN_VOICES, spokenTargetsMet, TEST_VOICES } from './speech-quality/spoken-report.ts';
import { DEVELOPMENT_SPOKEN, TEST_SPOKEN, TUNING_SPOKEN } from './speech-quality/spoken-sets.ts';
import { runFooter } from './lib/machine.ts';
import { table, writeSection } from './lib/results-doc.ts';

const log = (line: string) => console.error(`[bench:speech-quality] ${line}`);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const GRAMMAR_MS_PER_SENTENCE_TARGET = 50;
const PRONUNCIATION_RTF_TARGET = 0.5;

function recognitionSection(recognition: RecognitionQuality): string[] {
  return [
    '### Recognition (pocketsphinx, the tuned defaults)',
    '',
    table(
      ['set', 'word error rate'],
      [
        ['LibriVox clips (pocketsphinx-testdata, real read speech)', pct(recognition.librivoxWer)],
        ['flite sentences (correct English)', pct(recognition.syntheticWer)],
        ['learner errors surviving into the transcript', pct(recognition.learnerErrorSurvival)],
        ['real-time factor', recognition.realTimeFactor.toFixed(2)],
      ],
    ),
  ];
}

function grammarSection(grammar: GrammarQuality): string[] {
  const categories = Object.entries(grammar.perCategory)
    .sort(([, a], [, b]) => b.n - a.n)
    .map(([name, q]) => [name, String(q.n), pct(q.precision), pct(q.recall)]);
  return [
    '### Grammar (harper + our rules, labelled learner sentences)',
    '',
    table(
      ['set', 'precision', 'recall', 'false alarms on correct sentences', 'harper alone: precision / recall'],
      [
        [
          'all',
          pct(grammar.precision),
          pct(grammar.recall),
          pct(grammar.falseAlarmRate),
          `${pct(grammar.harperOnly.precision)} / ${pct(grammar.harperOnly.recall)}`,
        ],
        ...Object.entries(grammar.sets).map(([name, set]) => [
          name,
          pct(set.precision),
          pct(set.recall),
          pct(set.falseAlarmRate),
          `${pct(set.harperOnly.precision)} / ${pct(set.harperOnly.recall)}`,
        ]),
      ],
    ),
    '',
    `Exact corrections: ${pct(grammar.exactCorrection)} of the errors found; ${grammar.msPerSentence.toFixed(1)} ms a sentence.`,
    '',
    table(['category', 'errors', 'precision', 'recall'], categories),
  ];
}

function pronunciationSection(pronunciation: PronunciationBench): string[] {
  return [
    '### Pronunciation (flite clips said right and with a learner substitution)',
    '',
    table(
      ['transcript', 'precision', 'recall', 'false alarms per word', 'real-time factor'],
      [
        [
          'the sentence as written',
          pct(pronunciation.precision),
          pct(pronunciation.recall),
          pct(pronunciation.falseAlarmRate),
          pronunciation.rtf.toFixed(3),
        ],
        [
          'the recogniser’s (as the pipeline runs)',
          pct(pronunciation.endToEnd.precision),
          pct(pronunciation.endToEnd.recall),
          pct(pronunciation.endToEnd.falseAlarmRate),
          pronunciation.endToEnd.rtf.toFixed(3),
        ],
      ],
    ),
  ];
}

export async function run(args: string[]): Promise<number> {
  const loadBefore = os.loadavg()[0]!;
  log('recognition…');
  const recognition = await recognitionQuality();
  log('grammar…');
  const grammar = await grammarQuality();
  log('pronunciation…');
  const pronunciation = await pronunciationQuality();
  log('spoken grammar (tuning set)…');
  const tuning: SpokenGrammarQuality = await spokenGrammarQuality(TUNING_SPOKEN, SPOKEN_VOICES);
  log('spoken grammar (development set)…');
  const development: SpokenGrammarQuality = await spokenGrammarQuality(DEVELOPMENT_SPOKEN, SPOKEN_VOICES);
  log('spoken grammar (test set)…');
  const test: SpokenGrammarQuality = await spokenGrammarQuality(TEST_SPOKEN, TEST_VOICES);
  const spokenMet = spokenTargetsMet(test.confident);

  const speedMet = grammar.msPerSentence < GRAMMAR_MS_PER_SENTENCE_TARGET && pronunciation.rtf < PRONUNCIATION_RTF_TARGET;
  const markdown = [
    `## speech-quality — ${new Date().toISOString().slice(0, 10)}`,
    '',
    ...recognitionSection(recognition),
    '',
    ...grammarSection(grammar),
    '',
    ...pronunciationSection(pronunciation),
    '',
    ...spokenSection({ tuning, development, test }),
    '',
    `Speed targets: grammar ${grammar.msPerSentence.toFixed(1)} ms a sentence (target < ${GRAMMAR_MS_PER_SENTENCE_TARGET}), ` +
      `pronunciation real-time factor ${pronunciation.rtf.toFixed(3)} (target < ${PRONUNCIATION_RTF_TARGET}): ` +
      (speedMet ? 'met.' : '**missed**.'),
    '',
    ...runFooter(loadBefore),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  if (!args.includes('--no-write')) {
    await writeSection(`speech-quality:${new Date().toISOString().slice(0, 10)}`, markdown);
    log('written to docs/benchmarks.md');
  }
  return speedMet && spokenMet ? 0 : 1;
}
