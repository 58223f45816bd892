import type { GrammarChecker } from './grammar.types.ts';
import { createHarperLayer } from './harper-layer.ts';
import { mergeFindings } from './merge-findings.ts';
import { checkWithRules } from './rules/rule-layer.ts';

/** Harper plus our learner rules; one harper linter per checker, kept loaded until close(). */
export async function createGrammarChecker(): Promise<GrammarChecker> {
  const harper = await createHarperLayer();
  return {
    async check(sentences) {
      const results = [];
      for (const sentence of sentences) {
        results.push(sentence.trim() ? mergeFindings(await harper.check(sentence), checkWithRules(sentence)) : []);
      }
      return results;
    },
    close: () => harper.close(),
  };
}
