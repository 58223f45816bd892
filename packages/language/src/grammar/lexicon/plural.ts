import lemmatizer from 'wink-lemmatizer';
import { IRREGULAR_PLURALS } from './nouns.ts';
import { verbBase } from './verb-forms.ts';

const IRREGULAR = new Set(IRREGULAR_PLURALS.values());
const SINGULAR_IN_S = new Set('news physics mathematics maths politics economics series species states glasses'.split(' '));

/** A plural noun ("friends", "people"), never a verb ("goes") or a singular ending in -s ("news"). */
export function isPluralNoun(word: string): boolean {
  if (IRREGULAR.has(word) && !['sheep', 'fish'].includes(word)) return true;
  if (!word.endsWith('s') || SINGULAR_IN_S.has(word) || verbBase(word)) return false;
  return lemmatizer.noun(word) !== word;
}
