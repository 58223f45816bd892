import type { GrammarFinding } from '../grammar.types.ts';
import { tokenize, type Token } from '../tokens.ts';
import { agreementRules } from './agreement-rules.ts';
import { articleExtra, articleMissing } from './article-rules.ts';
import { comparative, superlative } from './comparison-rules.ts';
import { aAn, countability, pluralForm, quantifiers } from './noun-rules.ts';
import { questionFormation, wordOrder } from './order-rules.ts';
import { doubleNegative, possessive, pronoun } from './pronoun-rules.ts';
import type { Rule, RuleHit } from './rule.ts';
import { conditional, pastTense, presentPerfect, sinceFor } from './tense-rules.ts';
import { gerundInfinitive } from './verb-pattern-rules.ts';
import {
  bePlusVerb,
  continuousForm,
  irregularPast,
  modalVerb,
  notWithoutDo,
  pastParticiple,
  verbAfterDo,
  verbAfterTo,
} from './verb-rules.ts';
import { makeDo, prepositions, sayTell } from './word-choice-rules.ts';

export const RULES: readonly Rule[] = [
  ...agreementRules,
  modalVerb,
  verbAfterDo,
  notWithoutDo,
  bePlusVerb,
  continuousForm,
  pastParticiple,
  irregularPast,
  verbAfterTo,
  gerundInfinitive,
  aAn,
  countability,
  pluralForm,
  quantifiers,
  articleMissing,
  articleExtra,
  wordOrder,
  questionFormation,
  pastTense,
  sinceFor,
  presentPerfect,
  conditional,
  comparative,
  superlative,
  pronoun,
  possessive,
  doubleNegative,
  makeDo,
  sayTell,
  prepositions,
];

/** The sentence with tokens [from, to) replaced, spaced as a transcript is. */
function corrected(sentence: string, tokens: Token[], found: RuleHit): string {
  const before = sentence.slice(0, tokens[found.from]!.start).trimEnd();
  const after = sentence.slice(tokens[found.to - 1]!.end).trimStart();
  return [before, found.replacement, after].filter(Boolean).join(' ');
}

export function checkWithRules(sentence: string): GrammarFinding[] {
  const tokens = tokenize(sentence);
  return RULES.flatMap((rule) => rule(tokens)).map((found) => ({
    span: { start: tokens[found.from]!.start, end: tokens[found.to - 1]!.end },
    category: found.category,
    correctedSentence: corrected(sentence, tokens, found),
    explanation: found.explanation,
    source: 'rules' as const,
  }));
}
