import type { GrammarCategory } from '../grammar.types.ts';

/** One learner sentence with one known error, written as a transcript gives it (lowercase, no punctuation). */
export interface LabelledError {
  sentence: string;
  category: GrammarCategory;
  /** The wrong words; for a missing word, the words on both sides of the gap. */
  span: { start: number; end: number };
  corrected: string;
}

/** `marked` brackets the wrong words once: 'he [go] to school every day'. */
export function labelled(category: GrammarCategory, marked: string, corrected: string): LabelledError {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  if (start < 0 || end < start || marked.indexOf('[', start + 1) >= 0) throw new Error(`bad label: ${marked}`);
  return { sentence: marked.replace('[', '').replace(']', ''), category, span: { start, end }, corrected };
}
