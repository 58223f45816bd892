import { learnerFormGrammar } from './learner-form-grammar.ts';
import type { AudioConverter, SpeechRecognizer, TimedWord } from './port.ts';

export interface LearnerFormCheckDeps {
  recognizer: Pick<SpeechRecognizer, 'alignWithGrammar'>;
  converter: Pick<AudioConverter, 'clip'>;
}

/**
 * The indexes of the learner forms in `words` ("goed", "childs") that the audio confirms: the recogniser's language
 * model can pull a form into a correct sentence ("I go to" heard as "I goed to"), so each is aligned again against the
 * standard words it could be, and kept only when its own phones fit clearly better. Audio that fits none confirms
 * nothing.
 */
export async function confirmLearnerForms(
  wav16kMono: Uint8Array,
  words: readonly TimedWord[],
  deps: LearnerFormCheckDeps,
): Promise<Set<number>> {
  const confirmed = new Set<number>();
  for (const [index, word] of words.entries()) {
    if (!word.learnerFormOf) continue;
    const grammar = learnerFormGrammar(words, index);
    if (!grammar) continue;
    const clip = await deps.converter.clip(wav16kMono, grammar.start, grammar.end);
    const aligned = await deps.recognizer.alignWithGrammar(clip, grammar);
    if (aligned?.some((w) => w.word === grammar.learnerKey)) confirmed.add(index);
  }
  return confirmed;
}
