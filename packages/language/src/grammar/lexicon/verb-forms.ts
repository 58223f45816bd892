import { dictionary } from 'cmu-pronouncing-dictionary';
import lemmatizer from 'wink-lemmatizer';
import { IRREGULAR_VERBS } from './irregular-verbs.ts';
import { COMMON_VERBS } from './verbs.ts';

export type VerbForm = 'base' | 's' | 'past' | 'participle' | 'ing';

const VOWELS = /[aeiou]/;
const DOUBLES = new Set(['prefer', 'refer', 'occur', 'admit', 'permit', 'regret', 'control', 'travel']);

/** "stop" → "stopp", "open" → "open": one-syllable consonant-vowel-consonant verbs double the last letter. */
function stem(base: string): string {
  const syllables = base.match(/[aeiouy]+/g)?.length ?? 0;
  const cvc = /[^aeiou][aeiou][^aeiouwxy]$/.test(base);
  return (cvc && syllables === 1) || DOUBLES.has(base) ? base + base.at(-1) : base;
}

export function thirdPerson(base: string): string {
  if (base === 'have') return 'has';
  if (base === 'be') return 'is';
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export function ingForm(base: string): string {
  if (base === 'be' || base === 'see') return `${base}ing`;
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('e') && !base.endsWith('ee')) return `${base.slice(0, -1)}ing`;
  return `${stem(base)}ing`;
}

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${stem(base)}ed`;
}

export const pastOf = (base: string) => IRREGULAR_VERBS.get(base)?.past ?? regularPast(base);
export const participleOf = (base: string) => IRREGULAR_VERBS.get(base)?.participle ?? regularPast(base);

/** The base of a common verb in any form ("went" → "go"), or undefined when the word is not one. */
export function verbBase(word: string): string | undefined {
  if (COMMON_VERBS.has(word)) return word;
  const lemma = lemmatizer.verb(word);
  return lemma !== word && COMMON_VERBS.has(lemma) ? lemma : undefined;
}

/** Which forms of a common verb the word can be; empty when it is not a common verb. */
export function verbForms(word: string): Set<VerbForm> {
  const base = verbBase(word);
  const forms = new Set<VerbForm>();
  if (!base) return forms;
  if (word === base) forms.add('base');
  if (word === thirdPerson(base)) forms.add('s');
  if (word === pastOf(base)) forms.add('past');
  if (word === participleOf(base)) forms.add('participle');
  if (word === ingForm(base) || (word.endsWith('ing') && lemmatizer.verb(word) === base)) forms.add('ing');
  return forms;
}

/** Learner forms that the CMU dictionary lists anyway (as names or old forms). */
const LEARNER_FORMS_IN_CMU = new Set(['knowed', 'sayed']);

/** "buyed" → "buy": a regular -ed made on an irregular verb; real words ("bed", "seed") are never one. */
export function regularisedIrregular(word: string): string | undefined {
  if (!word.endsWith('ed') || !VOWELS.test(word)) return undefined;
  if (dictionary[word] && !LEARNER_FORMS_IN_CMU.has(word)) return undefined;
  const candidates = [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3), `${word.slice(0, -3)}y`];
  return candidates.find((c) => IRREGULAR_VERBS.has(c) && regularPast(c) !== IRREGULAR_VERBS.get(c)?.past);
}
