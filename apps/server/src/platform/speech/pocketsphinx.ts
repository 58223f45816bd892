import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { alignWithGrammar } from './pocketsphinx-align.ts';
import { createDecoderPool } from './pocketsphinx-pool.ts';
import { SEARCH_ARGS } from './defaults.ts';
import { decoderDictionary } from './pocketsphinx-dictionary.ts';
import { baseWord } from './pocketsphinx-output.ts';
import type { SpeechRecognizer } from './port.ts';
import { wavPcm } from './wav.ts';

export interface PocketsphinxOptions {
  modelDir: string;
  /** Language weight: lower lets more of what was said (learner errors included) through the language model. */
  languageWeight: number;
  /** Adds common learner forms ("buyed", "childs") to the decoder's vocabulary (learner-forms.ts). */
  learnerForms: boolean;
  /** Where the extended dictionary is written (once per content). */
  cacheDir?: string;
  /** Warm decoders sharing the utterances of long recordings (default: one per available core). */
  decoders?: number;
  /** Search options for the warm decoders (default SEARCH_ARGS, measured in docs/benchmarks.md). */
  searchArgs?: readonly string[];
}

export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/**
 * Debian's pocketsphinx: recognition on a pool of warm pocketsphinx_batch processes (models loaded once, a long
 * recording's utterances decoded side by side), forced alignment on a short-lived one per call (its grammar and dictionary are the request's).
 */
export function createPocketsphinxRecognizer(options: PocketsphinxOptions): SpeechRecognizer & { warm(): Promise<void> } {
  // Built on first use: a recognizer that only aligns (behind the hosted engine) never loads the language model.
  let loading: Promise<{ learnerForms: Map<string, string>; decoder: ReturnType<typeof createDecoderPool> }> | undefined;
  const load = () =>
    (loading ??= decoderDictionary(
      options.modelDir,
      options.cacheDir ?? path.join(tmpdir(), 'parley-pocketsphinx'),
      options.learnerForms,
    ).then((d) => ({
      learnerForms: d.learnerForms,
      decoder: createDecoderPool({
        size: options.decoders ?? availableParallelism(),
        modelDir: options.modelDir,
        dictionaryPath: d.path,
        languageWeight: options.languageWeight,
        searchArgs: options.searchArgs ?? SEARCH_ARGS,
        maxUtteranceSeconds: 15,
        timeoutMs: 15_000,
        timeoutPerSecond: 3_000,
      }),
    })));
  return {
    engine: 'pocketsphinx',
    async warm() {
      (await load()).decoder.warm();
    },
    async transcribe(wav16kMono) {
      const pcm = wavPcm(wav16kMono);
      const { learnerForms, decoder } = await load();
      const words = await decoder.decode(pcm);
      return {
        engine: 'pocketsphinx',
        words: words.map((w) => ({
          word: learnerForms.get(w.entry) ?? baseWord(w.entry),
          start: w.start,
          end: w.end,
          confidence: w.confidence,
        })),
      };
    },
    alignWithGrammar: (wav16kMono, grammar) =>
      alignWithGrammar(wav16kMono, grammar, { modelDir: options.modelDir, timeoutMs: 30_000 }),
    async close() {
      await (await loading?.catch(() => undefined))?.decoder.close();
    },
  };
}
