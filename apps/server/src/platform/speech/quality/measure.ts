import { performance } from 'node:perf_hooks';
import {
  assessPronunciation,
  buildGrammar,
  scoreClips,
  variantsOf,
  type ClipOutcome,
  type LabelledSentence,
  type PronunciationQuality,
  type WordPronunciations,
} from '@parley/language';
import type { AudioConverter, SpeechRecognizer, TimedWord } from '../port.ts';
import { PRONUNCIATION_CORPUS } from './corpus.ts';
import { speakWithPronunciations, type FliteVoice } from './variant-speech.ts';

export interface QualityDeps {
  recognizer: Pick<SpeechRecognizer, 'alignWithGrammar' | 'transcribe'>;
  converter: Pick<AudioConverter, 'clip' | 'toWav16kMono' | 'durationSeconds'>;
}

export function entriesOf(text: string): WordPronunciations[] {
  return text.split(' ').map((word) => {
    const entry = variantsOf(word);
    if (!entry) throw new Error(`"${word}" of "${text}" is not in the pronouncing dictionary`);
    return entry;
  });
}

/**
 * "reference": the sentence's own words, timed by aligning the clip with their right pronunciations only, so the
 * measure is of the pronunciation check alone (and holds where the intended text is known). "recognized": the
 * recogniser's transcript, as in the feedback pipeline, where a mispronounced word often comes out as another real
 * word ("rice" said "lice" is transcribed "lice") and is then not checked against the word meant.
 */
export type TranscriptSource = 'reference' | 'recognized';

/** Known words timed by aligning the audio with their right pronunciations only; null when it does not fit. */
export async function referenceTranscript(wav: Uint8Array, entries: WordPronunciations[], deps: Pick<QualityDeps, 'recognizer'>) {
  const timed = await deps.recognizer.alignWithGrammar(wav, buildGrammar(entries.map((e) => ({ ...e, variants: [] }))));
  return timed?.length === entries.length ? timed.map((t, i): TimedWord => ({ ...t, word: entries[i]!.word })) : null;
}

/** The labelled error's phones: the target word's variant made by the labelled rule. */
export function labelledVariant(sentence: LabelledSentence) {
  const variant = variantsOf(sentence.word)?.variants.find((v) => v.rule === sentence.rule);
  if (!variant) throw new Error(`No "${sentence.rule}" variant of "${sentence.word}" among the default rules`);
  return variant;
}

async function clipOutcome(
  sentence: LabelledSentence,
  voice: FliteVoice,
  mispronounced: boolean,
  source: TranscriptSource,
  deps: QualityDeps,
): Promise<ClipOutcome> {
  const said = mispronounced ? [{ word: sentence.word, phones: labelledVariant(sentence).phones }] : [];
  const wav = await speakWithPronunciations(sentence.text, voice, said, deps.converter);
  const transcript =
    source === 'reference'
      ? await referenceTranscript(wav, entriesOf(sentence.text), deps)
      : (await deps.recognizer.transcribe(wav)).words;
  const audioSeconds = deps.converter.durationSeconds(wav);
  const outcome = { sentence, voice, mispronounced, audioSeconds };
  if (!transcript) return { ...outcome, findings: [], assessedWords: 0, assessSeconds: 0 };
  const started = performance.now();
  const report = await assessPronunciation(wav, transcript, deps);
  const assessSeconds = (performance.now() - started) / 1000;
  const findings = report.findings.map((f) => ({ word: f.word, rule: f.heard.rule }));
  return { ...outcome, findings, assessedWords: report.words.length, assessSeconds };
}

/**
 * Every labelled sentence said right and said with its error, by each voice, through the engine; scored by
 * scoreClips. Shared by the quality test and `npm run bench -- speech-quality`.
 */
export async function measurePronunciation(
  deps: QualityDeps,
  options: { voices: readonly FliteVoice[]; transcript: TranscriptSource; corpus?: readonly LabelledSentence[] },
): Promise<{ quality: PronunciationQuality; clips: ClipOutcome[] }> {
  const clips: ClipOutcome[] = [];
  for (const voice of options.voices) {
    for (const sentence of options.corpus ?? PRONUNCIATION_CORPUS) {
      for (const mispronounced of [false, true])
        clips.push(await clipOutcome(sentence, voice, mispronounced, options.transcript, deps));
    }
  }
  return { quality: scoreClips(clips), clips };
}
