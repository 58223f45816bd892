import type { GrammarCategory, GrammarFinding } from './grammar.types.ts';
import { createHarperLayer } from './harper-layer.ts';
import { mergeFindings, overlaps } from './merge-findings.ts';
import { checkWithRules } from './rules/rule-layer.ts';

/** One learner sentence with one known error, written as a transcript gives it (lowercase, no punctuation). */
export interface LabelledError {
  sentence: string;
  category: GrammarCategory;
  /** The wrong words; for a missing word, the words on both sides of the gap. */
  span: { start: number; end: number };
  corrected: string;
}

export interface LabelledSet {
  errors: readonly LabelledError[];
  correct: readonly string[];
}

export interface Score {
  precision: number;
  recall: number;
  /** Share of correct sentences that got at least one finding. */
  falseAlarmRate: number;
  /** Share of detected errors whose corrected sentence is exactly the labelled one. */
  exactCorrection: number;
  perCategory: Record<string, { precision: number; recall: number; n: number }>;
  falsePositives: { sentence: string; finding: GrammarFinding }[];
  missed: LabelledError[];
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

/** A finding is right when its span overlaps the labelled span; findings on correct sentences are all wrong. */
export function score(set: LabelledSet, onErrors: GrammarFinding[][], onCorrect: GrammarFinding[][]): Score {
  const categories: Record<string, { found: number; n: number; predicted: number; right: number }> = {};
  const bucket = (c: string) => (categories[c] ??= { found: 0, n: 0, predicted: 0, right: 0 });
  const falsePositives: Score['falsePositives'] = [];
  const missed: LabelledError[] = [];
  let right = 0;
  let predicted = 0;
  let found = 0;
  let exact = 0;
  set.errors.forEach((error, i) => {
    const findings = onErrors[i] ?? [];
    const hits = findings.filter((f) => overlaps(f.span, error.span));
    bucket(error.category).n += 1;
    if (hits.length > 0) {
      found += 1;
      bucket(error.category).found += 1;
      if (hits.some((h) => h.correctedSentence === error.corrected)) exact += 1;
    } else missed.push(error);
    for (const f of findings) {
      predicted += 1;
      bucket(f.category).predicted += 1;
      if (overlaps(f.span, error.span)) {
        right += 1;
        bucket(f.category).right += 1;
      } else falsePositives.push({ sentence: error.sentence, finding: f });
    }
  });
  let alarmed = 0;
  set.correct.forEach((sentence, i) => {
    const findings = onCorrect[i] ?? [];
    if (findings.length > 0) alarmed += 1;
    for (const f of findings) {
      predicted += 1;
      bucket(f.category).predicted += 1;
      falsePositives.push({ sentence, finding: f });
    }
  });
  const perCategory = Object.fromEntries(
    Object.entries(categories).map(([c, v]) => [
      c,
      { precision: ratio(v.right, v.predicted), recall: ratio(v.found, v.n), n: v.n },
    ]),
  );
  return {
    precision: ratio(right, predicted),
    recall: ratio(found, set.errors.length),
    falseAlarmRate: ratio(alarmed, set.correct.length),
    exactCorrection: ratio(exact, found),
    perCategory,
    falsePositives,
    missed,
  };
}

export interface Measurement {
  combined: Score;
  harperOnly: Score;
  rulesOnly: Score;
  /** Mean time of harper + rules per sentence, in ms. */
  msPerSentence: number;
}

/** Runs harper once per sentence and scores harper alone, our rules alone and both together. */
export async function measureGrammar(sets: LabelledSet[]): Promise<Measurement[]> {
  const harper = await createHarperLayer();
  try {
    const results: Measurement[] = [];
    for (const set of sets) {
      const sentences = [...set.errors.map((e) => e.sentence), ...set.correct];
      const layers: { harper: GrammarFinding[]; rules: GrammarFinding[] }[] = [];
      const started = performance.now();
      for (const sentence of sentences) layers.push({ harper: await harper.check(sentence), rules: checkWithRules(sentence) });
      const msPerSentence = (performance.now() - started) / sentences.length;
      const split = (pick: (l: (typeof layers)[number]) => GrammarFinding[]) => {
        const all = layers.map(pick);
        return score(set, all.slice(0, set.errors.length), all.slice(set.errors.length));
      };
      results.push({
        combined: split((l) => mergeFindings(l.harper, l.rules)),
        harperOnly: split((l) => l.harper),
        rulesOnly: split((l) => l.rules),
        msPerSentence,
      });
    }
    return results;
  } finally {
    await harper.close();
  }
}
