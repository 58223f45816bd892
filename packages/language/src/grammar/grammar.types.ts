/** Our learner-error categories: what a learner got wrong, not which tool saw it. */
export const GRAMMAR_CATEGORIES = [
  'subject-verb-agreement',
  'third-person-s',
  'past-tense',
  'past-participle',
  'irregular-past',
  'modal-verb',
  'gerund-infinitive',
  'verb-form',
  'continuous-form',
  'preposition',
  'article-missing',
  'article-extra',
  'a-an',
  'countability',
  'plural-form',
  'word-order',
  'comparative',
  'superlative',
  'pronoun',
  'double-negative',
  'do-support',
  'question-formation',
  'be-plus-verb',
  'since-for',
  'present-perfect',
  'make-do',
  'say-tell',
  'there-be',
  'much-many',
  'few-little',
  'possessive',
  'conditional',
  'other',
] as const;

export type GrammarCategory = (typeof GRAMMAR_CATEGORIES)[number];

export interface GrammarFinding {
  /** Character offsets [start, end) in the checked sentence of the words that are wrong. */
  span: { start: number; end: number };
  /** Our learner-error category, e.g. 'subject-verb-agreement', 'past-participle', 'article-missing'. */
  category: GrammarCategory;
  correctedSentence: string;
  /** One line a learner understands, e.g. "After 'he/she/it', the verb takes -s: 'he goes'." */
  explanation: string;
  source: 'harper' | 'rules';
}

export interface GrammarChecker {
  /** Findings per sentence, same order as the input. Sentences come from a speech transcript: lowercase, no punctuation. */
  check(sentences: string[]): Promise<GrammarFinding[][]>;
  close(): Promise<void>;
}
