/**
 * Grammar precision and recall on the labelled learner sentences kept beside the checker (development set; the
 * held-out set is reported on its own), harper alone against harper + our rules. Scoring is the checker module's own,
 * the same code its quality test asserts floors with.
 */
import {
  DEVELOPMENT_SET,
  HELD_OUT_SET,
  measureGrammar,
  type Score,
} from '@parley/server/modules/feedback/analysis/grammar/grammar-quality';

export interface GrammarQuality {
  precision: number;
  recall: number;
  falseAlarmRate: number;
  perCategory: Record<string, { precision: number; recall: number; n: number }>;
  harperOnly: { precision: number; recall: number };
  heldOut: { precision: number; recall: number; falseAlarmRate: number; harperOnly: { precision: number; recall: number } };
  exactCorrection: number;
  msPerSentence: number;
  sentences: { errors: number; correct: number; heldOutErrors: number; heldOutCorrect: number };
}

const pr = (s: Score) => ({ precision: s.precision, recall: s.recall });

export async function grammarQuality(): Promise<GrammarQuality> {
  const [development, heldOut] = await measureGrammar([DEVELOPMENT_SET, HELD_OUT_SET]);
  if (!development || !heldOut) throw new Error('grammar measurement returned no result');
  return {
    precision: development.combined.precision,
    recall: development.combined.recall,
    falseAlarmRate: development.combined.falseAlarmRate,
    perCategory: development.combined.perCategory,
    harperOnly: pr(development.harperOnly),
    heldOut: { ...pr(heldOut.combined), falseAlarmRate: heldOut.combined.falseAlarmRate, harperOnly: pr(heldOut.harperOnly) },
    exactCorrection: development.combined.exactCorrection,
    msPerSentence: (development.msPerSentence + heldOut.msPerSentence) / 2,
    sentences: {
      errors: DEVELOPMENT_SET.errors.length,
      correct: DEVELOPMENT_SET.correct.length,
      heldOutErrors: HELD_OUT_SET.errors.length,
      heldOutCorrect: HELD_OUT_SET.correct.length,
    },
  };
}
