import { rivalGrammar, type RivalPriors } from './rival-grammar.ts';
import type { AudioConverter, SpeechRecognizer, TimedWord } from './port.ts';

export interface RivalRedecodeDeps {
  recognizer: Pick<SpeechRecognizer, 'alignWithGrammar'>;
  converter: Pick<AudioConverter, 'clip'>;
}

/** What the constrained re-decode heard at one recognised word. */
export interface Reheard {
  /** The form the audio picked; null when it picked nothing (an article the recogniser put in). */
  word: string | null;
  start: number;
  end: number;
  /** How well the audio fits the form's phones, 0..1 (alignWithGrammar's per-word confidence). */
  fit: number;
  /**
   * The form stands on the audio: the recognised word, or a rival that beat its prior. False for a standard word put
   * back in place of a learner form the audio did not clearly hold.
   */
  heard: boolean;
}

export interface RedecodeOptions {
  /** Re-decoding stops when this many seconds have gone: later lines keep their recognised words unchecked. */
  budgetSeconds: number;
  /** For tuning: the rivals' priors (rival-grammar.ts). */
  priors?: RivalPriors;
}

/**
 * One line aligned against its rival grammar: per word the choice the audio picked (null: nothing, an article
 * heard as absent). Null per word when the audio fits no path; null for the line when it has nothing to offer.
 */
async function redecodeLine(
  wav16kMono: Uint8Array,
  words: readonly TimedWord[],
  [from, to]: [number, number],
  deps: RivalRedecodeDeps,
  priors?: RivalPriors,
): Promise<(Reheard | null)[] | null> {
  const line = words.slice(from, to);
  const grammar = rivalGrammar(line, { before: words[from - 1], after: words[to] }, priors);
  if (!grammar) return null;
  const clip = await deps.converter.clip(wav16kMono, grammar.start, grammar.end);
  const aligned = await deps.recognizer.alignWithGrammar(clip, grammar);
  if (!aligned) return line.map(() => null);
  const heard: Reheard[] = line.map(() => ({ word: null, start: 0, end: 0, fit: 0, heard: true }));
  for (const w of aligned) {
    const key = grammar.keys.get(w.word);
    if (!key) continue;
    const { word, standard } = key.choice;
    const putBack = standard && word !== line[key.index]!.word;
    heard[key.index] = { word, start: grammar.start + w.start, end: grammar.start + w.end, fit: w.confidence, heard: !putBack };
  }
  return heard;
}

/**
 * The recognised words heard again, line by line, against a grammar that follows them but offers, where learner
 * errors live, the forms a learner may have said ("she go" where the language model wrote "she goes";
 * rival-grammar.ts). Per recognised word: what the audio picked and how well it fits; undefined for a line not
 * re-decoded (nothing to offer, or out of time), null for a word in a line the audio does not fit at all.
 * `lineSizes` cut `words` into lines in order.
 */
export async function redecodeWithRivals(
  wav16kMono: Uint8Array,
  words: readonly TimedWord[],
  lineSizes: readonly number[],
  deps: RivalRedecodeDeps,
  options: RedecodeOptions,
): Promise<(Reheard | null | undefined)[]> {
  const started = performance.now();
  const heard: (Reheard | null | undefined)[] = words.map(() => undefined);
  let from = 0;
  for (const size of lineSizes) {
    const to = from + size;
    if ((performance.now() - started) / 1000 < options.budgetSeconds) {
      const line = await redecodeLine(wav16kMono, words, [from, to], deps, options.priors);
      line?.forEach((h, i) => (heard[from + i] = h));
    }
    from = to;
  }
  return heard;
}
