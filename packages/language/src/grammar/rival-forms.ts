import lemmatizer from 'wink-lemmatizer';
import { IRREGULAR_VERBS } from './lexicon/irregular-verbs.ts';
import { COUNTABLE_NOUNS, IRREGULAR_PLURALS, NEVER_PLURAL, PERSON_NOUNS, pluralOf } from './lexicon/nouns.ts';
import { isPluralNoun } from './lexicon/plural.ts';
import { ingForm, participleOf, pastOf, thirdPerson, verbBase } from './lexicon/verb-forms.ts';

/** Function-word families where learners pick the wrong member ("they was", "she have", "he don't"). */
const FAMILIES: readonly (readonly string[])[] = [
  ['am', 'is', 'are', 'was', 'were'],
  ['have', 'has', 'had'],
  ['do', 'does', 'did'],
  // Not "the": a learner who says "a" for "the" is rarely wrong, and the swap soaks up a word the recogniser missed.
  ['a', 'an'],
];

/** Articles a learner leaves out where the recogniser's language model puts one in ("my dad is engineer"). */
const DROPPABLE = new Set(['a', 'an', 'the']);

/** What learners build by rule where English has an irregular form: "goed", "childs". */
const regularPast = (base: string) => (base.endsWith('e') ? `${base}d` : `${base}ed`);

function verbRivals(word: string): string[] {
  const base = verbBase(word);
  if (!base || ['be', 'have', 'do'].includes(base)) return [];
  const forms = [base, thirdPerson(base), pastOf(base), participleOf(base), ingForm(base)];
  return IRREGULAR_VERBS.has(base) ? [...forms, regularPast(base)] : forms;
}

const NOUNS = new Set([...COUNTABLE_NOUNS, ...PERSON_NOUNS, ...NEVER_PLURAL, ...IRREGULAR_PLURALS.keys()]);

function nounRivals(word: string): string[] {
  const singular = isPluralNoun(word) ? lemmatizer.noun(word) : word;
  if (!NOUNS.has(singular)) return [];
  const learnerPlural = `${singular}s`;
  return [singular, pluralOf(singular), learnerPlural];
}

/**
 * The forms a learner may have said where a recogniser heard `word`: the other members of its family (is/are/was),
 * the other forms of a common verb (goes → go, went, gone, going, goed), the other number of a common noun
 * (child → children, childs); '' for a word that may not have been said at all (an article). Spellings only: a
 * recogniser keeps those it can pronounce. Empty when the word is not where learner errors live.
 */
export function rivalForms(word: string): string[] {
  const family = FAMILIES.find((f) => f.includes(word)) ?? [];
  const rivals = new Set([...family, ...verbRivals(word), ...nounRivals(word)]);
  if (DROPPABLE.has(word)) rivals.add('');
  rivals.delete(word);
  return [...rivals];
}
