import { Dialect, LocalLinter, type Lint } from 'harper.js';
import { binary } from 'harper.js/binary';
import { explainFix } from './explanations.ts';
import type { GrammarFinding } from './grammar.types.ts';
import { HARPER_FALSE_ALARMS, HARPER_RULE_CATEGORIES } from './harper-rules.ts';

/**
 * Harper expects written text: the transcript gets a capital, a capital I and a full stop. Every change keeps the
 * length, so harper's offsets are the transcript's offsets.
 */
export function asWritten(sentence: string): string {
  return `${sentence.replace(/\bi\b/g, 'I').replace(/^\s*\p{Ll}/u, (c) => c.toUpperCase())}.`;
}

/** One suggestion applied to the transcript, keeping transcript style (lowercase, single spaces). */
function applied(sentence: string, lint: Lint, replacement: string, kind: number): string {
  const { start, end } = lint.span();
  const text = replacement.toLowerCase();
  const next =
    kind === 2 ? sentence.slice(0, end) + text + sentence.slice(end) : sentence.slice(0, start) + text + sentence.slice(end);
  return next.replace(/\s+/g, ' ').trim();
}

/** The suggestion that keeps the learner's word when one does ("an advice" → "advice", not "an tip"). */
function bestSuggestion(lint: Lint) {
  const suggestions = lint.suggestions();
  const problem = lint.get_problem_text().toLowerCase().split(/\s+/).at(-1) ?? '';
  return (
    suggestions.find((s) => s.get_replacement_text().toLowerCase().includes(problem) && problem.length > 3) ?? suggestions[0]
  );
}

export interface HarperLayer {
  check(sentence: string): Promise<GrammarFinding[]>;
  close(): Promise<void>;
}

/** One harper linter, loaded once (~2 s, ~430 MB) and kept for every sentence after. */
export async function createHarperLayer(): Promise<HarperLayer> {
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.setup();
  const enabled = Object.fromEntries(
    Object.keys(await linter.getDefaultLintConfig()).map((rule) => [rule, rule in HARPER_RULE_CATEGORIES]),
  );
  await linter.setLintConfig(enabled);
  return {
    async check(sentence) {
      const organised = await linter.organizedLints(asWritten(sentence));
      const findings: GrammarFinding[] = [];
      for (const [rule, lints] of Object.entries(organised)) {
        const category = HARPER_RULE_CATEGORIES[rule];
        if (!category) continue;
        for (const lint of lints) {
          const problem = lint.get_problem_text().toLowerCase();
          const suggestion = bestSuggestion(lint);
          if (!suggestion || HARPER_FALSE_ALARMS[rule]?.includes(problem)) continue;
          const replacement = suggestion.get_replacement_text();
          const { start, end } = lint.span();
          const learnerCategory = refine(category, problem, replacement.toLowerCase());
          findings.push({
            span: { start, end: Math.min(end, sentence.length) },
            category: learnerCategory,
            correctedSentence: applied(sentence, lint, replacement, suggestion.kind()),
            explanation: explainFix(learnerCategory, problem, replacement.toLowerCase()),
            source: 'harper',
          });
        }
      }
      return findings;
    },
    close: () => linter.dispose(),
  };
}

/** Harper's agreement rule covers both "he go" (a missing -s) and "they goes"; its irregulars rule covers "childs". */
function refine(category: GrammarFinding['category'], problem: string, replacement: string): GrammarFinding['category'] {
  if (
    category === 'subject-verb-agreement' &&
    (replacement === `${problem}s` ||
      replacement === `${problem}es` ||
      (problem === 'have' && replacement === 'has') ||
      replacement === "doesn't")
  )
    return 'third-person-s';
  if (category === 'irregular-past' && !problem.endsWith('ed')) return 'plural-form';
  return category;
}
