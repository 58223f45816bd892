export { createGrammarChecker } from './grammar-checker.ts';
export type { GrammarCategory, GrammarChecker, GrammarFinding } from './grammar.types.ts';
export { GRAMMAR_CATEGORIES } from './grammar.types.ts';
