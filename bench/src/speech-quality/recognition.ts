import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPocketsphinxRecognizer, POCKETSPHINX_MODEL_DIR } from '@parley/server/platform/speech/pocketsphinx';
import { wordErrorRate, words } from '@parley/server/platform/speech/word-error-rate';
import { DEFAULT_LANGUAGE_WEIGHT, DEFAULT_PRONUNCIATION_VARIANTS } from '@parley/server/platform/speech/defaults';
import { type FixtureVoice, synthesizeFixture } from '@parley/server/test/speech-fixtures';
import { CORRECT_SENTENCES, LEARNER_SENTENCES } from './sentences.ts';

const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';
const VOICES: FixtureVoice[] = ['slt', 'kal'];

export interface RecognitionRow {
  set: 'librivox' | 'synthetic' | 'learner';
  voice: string;
  reference: string;
  hypothesis: string;
  /** Word error rate for librivox and synthetic rows; for learner rows, 1 when the error came through, else 0. */
  score: number;
  referenceWords: number;
  audioSeconds: number;
  error?: string;
  decodeSeconds: number;
}

export interface RecognitionQuality {
  librivoxWer: number;
  syntheticWer: number;
  /** Share of spoken learner errors found word for word in the transcript. */
  learnerErrorSurvival: number;
  realTimeFactor: number;
  rows: RecognitionRow[];
}

/** The five LibriVox clips of Debian's pocketsphinx-testdata with their transcripts. */
async function librivoxClips(): Promise<{ file: string; text: string }[]> {
  const transcript = await readFile(path.join(LIBRIVOX_DIR, 'transcription'), 'utf8');
  return transcript
    .trim()
    .split('\n')
    .map((line) => /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ file: path.join(LIBRIVOX_DIR, `${m[2]}.wav`), text: m[1]! }));
}

function contains(haystack: string[], needle: string[]): boolean {
  return haystack.some((_, i) => needle.every((w, j) => haystack[i + j] === w));
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

type Recognizer = ReturnType<typeof createPocketsphinxRecognizer>;
type Decoded = Pick<RecognitionRow, 'hypothesis' | 'error' | 'decodeSeconds' | 'audioSeconds'>;

async function decode(recognizer: Recognizer, audio: Uint8Array): Promise<Decoded> {
  const started = performance.now();
  // A clip the decoder fails on counts as heard as nothing (every word deleted) and says why.
  const outcome = await recognizer.transcribe(audio).then(
    ({ words: found }) => ({ hypothesis: found.map((w) => w.word).join(' ') }),
    (err: Error) => ({ hypothesis: '', error: err.message }),
  );
  return { ...outcome, decodeSeconds: (performance.now() - started) / 1000, audioSeconds: (audio.byteLength - 44) / 32_000 };
}

async function librivoxRows(recognizer: Recognizer): Promise<RecognitionRow[]> {
  const rows: RecognitionRow[] = [];
  for (const clip of await librivoxClips()) {
    const result = await decode(recognizer, new Uint8Array(await readFile(clip.file)));
    rows.push({
      set: 'librivox',
      voice: 'librivox',
      reference: clip.text,
      ...result,
      referenceWords: words(clip.text).length,
      score: wordErrorRate(clip.text, result.hypothesis),
    });
  }
  return rows;
}

/** One flite voice reading the correct sentences, then the learner sentences with their errors. */
async function voiceRows(recognizer: Recognizer, voice: FixtureVoice): Promise<RecognitionRow[]> {
  const rows: RecognitionRow[] = [];
  for (const sentence of CORRECT_SENTENCES) {
    const result = await decode(recognizer, await synthesizeFixture(sentence, voice));
    rows.push({
      set: 'synthetic',
      voice,
      reference: sentence,
      ...result,
      referenceWords: words(sentence).length,
      score: wordErrorRate(sentence, result.hypothesis),
    });
  }
  for (const { said, error } of LEARNER_SENTENCES) {
    const result = await decode(recognizer, await synthesizeFixture(said, voice));
    const survived = contains(words(result.hypothesis), words(error));
    rows.push({ set: 'learner', voice, reference: said, ...result, referenceWords: words(said).length, score: survived ? 1 : 0 });
  }
  return rows;
}

function summarise(rows: RecognitionRow[]): RecognitionQuality {
  const of = (set: RecognitionRow['set']) => rows.filter((r) => r.set === set);
  // Corpus word error rate: every reference word weighs the same, whatever its sentence's length.
  const corpusWer = (set: RecognitionRow['set']) =>
    of(set).reduce((a, r) => a + r.score * r.referenceWords, 0) /
    Math.max(
      1,
      of(set).reduce((a, r) => a + r.referenceWords, 0),
    );
  return {
    librivoxWer: corpusWer('librivox'),
    syntheticWer: corpusWer('synthetic'),
    learnerErrorSurvival: mean(of('learner').map((r) => r.score)),
    realTimeFactor: rows.reduce((a, r) => a + r.decodeSeconds, 0) / rows.reduce((a, r) => a + r.audioSeconds, 0),
    rows,
  };
}

/**
 * Word error rate of the local recognizer on real read speech (LibriVox) and on flite voices reading correct
 * sentences, and how many learner errors flite speaks survive into the transcript.
 */
export async function recognitionQuality(
  settings: {
    languageWeight?: number;
    learnerForms?: boolean;
    pronunciationVariants?: number;
    searchArgs?: readonly string[];
    decoders?: number;
  } = {},
): Promise<RecognitionQuality> {
  const recognizer = createPocketsphinxRecognizer({
    modelDir: POCKETSPHINX_MODEL_DIR,
    languageWeight: settings.languageWeight ?? DEFAULT_LANGUAGE_WEIGHT,
    learnerForms: settings.learnerForms ?? true,
    pronunciationVariants: settings.pronunciationVariants ?? DEFAULT_PRONUNCIATION_VARIANTS,
    searchArgs: settings.searchArgs,
    decoders: settings.decoders,
  });
  const rows: RecognitionRow[] = [];
  try {
    rows.push(...(await librivoxRows(recognizer)));
    for (const voice of VOICES) rows.push(...(await voiceRows(recognizer, voice)));
  } finally {
    await recognizer.close();
  }
  return summarise(rows);
}
