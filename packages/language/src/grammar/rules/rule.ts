import type { GrammarCategory } from '../grammar.types.ts';
import type { Token } from '../tokens.ts';

/** Tokens [from, to) are wrong and `replacement` (words, maybe none) is what should stand there. */
export interface RuleHit {
  from: number;
  to: number;
  replacement: string;
  category: GrammarCategory;
  explanation: string;
}

export type Rule = (tokens: Token[]) => RuleHit[];

export const hit = (from: number, to: number, replacement: string, category: GrammarCategory, explanation: string): RuleHit => ({
  from,
  to,
  replacement,
  category,
  explanation,
});

/** The lowercase word at i, or '' past either end. */
export const at = (tokens: Token[], i: number) => tokens[i]?.text ?? '';

export const words = (tokens: Token[], from: number, to: number) =>
  tokens
    .slice(from, to)
    .map((t) => t.text)
    .join(' ');

/** Words that start a new clause, so the next word may be its subject. */
export const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  'and but so because when then if that now yesterday today tonight also ago night week month year summer weekend morning evening'.split(
    ' ',
  ),
);

export const startsClause = (tokens: Token[], i: number) => i === 0 || CLAUSE_OPENERS.has(at(tokens, i - 1));
