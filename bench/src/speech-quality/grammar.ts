/**
 * Grammar precision and recall on the labelled learner sentences of packages/language/test/fixtures/grammar: harper
 * alone against harper + our rules. The headline figures pool every labelled sentence; `sets` reports the development
 * set (the rules were built on it), held-out.ts (written after the rules, one tuning pass made on it) and
 * held-out-speech.ts (long transcript-like utterances, never tuned on) each on its own. Scoring is the language
 * package's own code, the same the quality test asserts floors with.
 */
import { measureGrammar, type LabelledSet, type Measurement, type Score } from '@parley/language';
import { ALL_LABELLED, DEVELOPMENT_SET, HELD_OUT_SET, SPEECH_SET } from '@parley/language/fixtures/grammar/labelled-sets';

interface PrecisionRecall {
  precision: number;
  recall: number;
}

interface SetResult extends PrecisionRecall {
  falseAlarmRate: number;
  harperOnly: PrecisionRecall;
  errors: number;
  correct: number;
}

export interface GrammarQuality extends PrecisionRecall {
  falseAlarmRate: number;
  perCategory: Record<string, { precision: number; recall: number; n: number }>;
  harperOnly: PrecisionRecall;
  /** Share of detected errors whose corrected sentence is exactly the labelled correction. */
  exactCorrection: number;
  /** Mean time of harper + rules per sentence, in ms. */
  msPerSentence: number;
  sets: Record<'development' | 'heldOut' | 'heldOutSpeech', SetResult>;
}

const pr = (s: Score): PrecisionRecall => ({ precision: s.precision, recall: s.recall });
const result = (m: Measurement, set: LabelledSet): SetResult => ({
  ...pr(m.combined),
  falseAlarmRate: m.combined.falseAlarmRate,
  harperOnly: pr(m.harperOnly),
  errors: set.errors.length,
  correct: set.correct.length,
});

export async function grammarQuality(): Promise<GrammarQuality> {
  const sets = [ALL_LABELLED, DEVELOPMENT_SET, HELD_OUT_SET, SPEECH_SET];
  const [all, development, heldOut, speech] = await measureGrammar(sets);
  if (!all || !development || !heldOut || !speech) throw new Error('grammar measurement returned no result');
  return {
    ...pr(all.combined),
    falseAlarmRate: all.combined.falseAlarmRate,
    perCategory: all.combined.perCategory,
    harperOnly: pr(all.harperOnly),
    exactCorrection: all.combined.exactCorrection,
    msPerSentence: all.msPerSentence,
    sets: {
      development: result(development, DEVELOPMENT_SET),
      heldOut: result(heldOut, HELD_OUT_SET),
      heldOutSpeech: result(speech, SPEECH_SET),
    },
  };
}
