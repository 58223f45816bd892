import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { alignWithGrammar } from './pocketsphinx-align.ts';
import { createDecoderPool } from './pocketsphinx-pool.ts';
import { SEARCH_ARGS, SECOND_OPINION_SEARCH_ARGS } from './defaults.ts';
import { LEARNER_FORMS } from './learner-forms.ts';
import { decoderDictionary, type ExtraEntry } from './pocketsphinx-dictionary.ts';
import { decoderVariants } from './pronunciation/decoder-variants.ts';
import { baseWord } from './pocketsphinx-output.ts';
import type { DecodedWord } from './pocketsphinx-decoder.ts';
import type { SpeechRecognizer, Transcription } from './port.ts';
import { wavPcm } from './wav.ts';

export interface PocketsphinxOptions {
  modelDir: string;
  /** Language weight: lower lets more of what was said (learner errors included) through the language model. */
  languageWeight: number;
  /** Adds common learner forms ("buyed", "childs") to the decoder's vocabulary (learner-forms.ts). */
  learnerForms: boolean;
  /**
   * Learners' typical mispronunciations of this many of the most frequent words, as alternate pronunciations of the
   * words meant (pronunciation/decoder-variants.ts); 0 or unset: none.
   */
  pronunciationVariants?: number;
  /** Where the extended dictionary is written (once per content). */
  cacheDir?: string;
  /** Warm decoders sharing the utterances of long recordings (default: one per available core). */
  decoders?: number;
  /** Search options for the warm decoders (default SEARCH_ARGS, measured in docs/benchmarks.md). */
  searchArgs?: readonly string[];
}

type PoolSettings = { size: number; languageWeight: number; searchArgs: readonly string[] };

export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/**
 * Decoded dictionary entries as words: a learner form ("bought(3)" → "buyed") or the base word, which carries the
 * mispronunciation it was heard through.
 */
const transcription = (words: DecodedWord[], extras: Map<string, ExtraEntry>): Transcription => ({
  engine: 'pocketsphinx',
  words: words.map((w) => {
    const extra = extras.get(w.entry);
    return {
      word: extra?.word ?? baseWord(w.entry),
      start: w.start,
      end: w.end,
      confidence: w.confidence,
      ...(extra?.variant ? { heardVariant: extra.variant } : {}),
      ...(extra?.learnerFormOf ? { learnerFormOf: extra.learnerFormOf } : {}),
    };
  }),
});

/**
 * Debian's pocketsphinx: recognition on a pool of warm pocketsphinx_batch processes (models loaded once, a long
 * recording's utterances decoded side by side), forced alignment on a short-lived one per call (its grammar and dictionary are the request's).
 */
export function createPocketsphinxRecognizer(options: PocketsphinxOptions): SpeechRecognizer {
  const pool = (extraEntries: () => Parameters<typeof decoderDictionary>[2], settings: PoolSettings) => {
    let loading: Promise<{ extras: Map<string, ExtraEntry>; decoder: ReturnType<typeof createDecoderPool> }> | undefined;
    return {
      load: () =>
        (loading ??= decoderDictionary(
          options.modelDir,
          options.cacheDir ?? path.join(tmpdir(), 'parley-pocketsphinx'),
          extraEntries(),
        ).then((d) => ({
          extras: d.extras,
          decoder: createDecoderPool({
            ...settings,
            modelDir: options.modelDir,
            dictionaryPath: d.path,
            maxUtteranceSeconds: 15,
            timeoutMs: 15_000,
            timeoutPerSecond: 3_000,
          }),
        }))),
      close: async () => (await loading?.catch(() => undefined))?.decoder.close(),
    };
  };
  const learnerForms = () =>
    options.learnerForms ? LEARNER_FORMS.map((f) => ({ standsFor: f.standsFor, phones: f.phones, writtenAs: f.said })) : [];
  // Built on first use: a recognizer that only aligns (behind the hosted engine) never loads the language model.
  const main = pool(
    () => [...learnerForms(), ...(options.pronunciationVariants ? decoderVariants(options.pronunciationVariants) : [])],
    {
      size: options.decoders ?? availableParallelism(),
      languageWeight: options.languageWeight,
      searchArgs: options.searchArgs ?? SEARCH_ARGS,
    },
  );
  // The second opinion is asked about short lines, one at a time: one decoder, without the mispronunciations (they
  // are the pronunciation check's business, not whether the words are the words said).
  const second = pool(learnerForms, {
    size: 1,
    languageWeight: options.languageWeight,
    searchArgs: SECOND_OPINION_SEARCH_ARGS,
  });
  const load = main.load;
  return {
    engine: 'pocketsphinx',
    async warm() {
      (await load()).decoder.warm();
    },
    async transcribe(wav16kMono) {
      const { extras, decoder } = await load();
      return transcription(await decoder.decode(wavPcm(wav16kMono)), extras);
    },
    async transcribeIfFree(wav16kMono, { waitMs }) {
      const { extras, decoder } = await load();
      const words = await decoder.decodeIfFree(wavPcm(wav16kMono), waitMs);
      return words && transcription(words, extras);
    },
    alignWithGrammar: (wav16kMono, grammar, fit) =>
      alignWithGrammar(wav16kMono, grammar, { modelDir: options.modelDir, timeoutMs: 30_000, ...fit }),
    async secondOpinion(wav16kMono) {
      const { extras, decoder } = await second.load();
      return transcription(await decoder.decode(wavPcm(wav16kMono)), extras);
    },
    async close() {
      await Promise.all([main.close(), second.close()]);
    },
  };
}
