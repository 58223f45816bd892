import type { GrammarFinding } from './grammar.types.ts';

const overlaps = (a: GrammarFinding['span'], b: GrammarFinding['span']) => a.start < b.end && b.start < a.end;

/** One finding per stretch of words: harper's first, then our rules in their order, in sentence order. */
export function mergeFindings(...layers: GrammarFinding[][]): GrammarFinding[] {
  const kept: GrammarFinding[] = [];
  for (const finding of layers.flat()) if (!kept.some((k) => overlaps(k.span, finding.span))) kept.push(finding);
  return kept.sort((a, b) => a.span.start - b.span.start);
}

export { overlaps };
