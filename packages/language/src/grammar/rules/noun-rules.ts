import { dictionary } from 'cmu-pronouncing-dictionary';
import { COMMON_ADJECTIVES, SUPERLATIVE_FORMS } from '../lexicon/adjectives.ts';
import { NUMBERS } from '../lexicon/function-words.ts';
import { IRREGULAR_PLURALS, NEVER_PLURAL, UNCOUNTABLE_NOUNS, COUNTABLE_NOUNS, PERSON_NOUNS, pluralOf } from '../lexicon/nouns.ts';
import { isPluralNoun } from '../lexicon/plural.ts';
import { at, hit, type Rule, type RuleHit } from './rule.ts';

const FUNCTION_WORDS = new Set(['i', 'a', 'an', 'the', 'and', 'or', 'of', 'is', 'to', 'um', 'uh', 'in', 'on']);

/** "a apple", "an university": the article follows the first sound of the next word (CMU dictionary). */
export const aAn: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    if (token.text !== 'a' && token.text !== 'an') return;
    const next = at(t, i + 1);
    const phones = dictionary[next];
    if (!phones || FUNCTION_WORDS.has(next)) return;
    const wanted = /^[AEIOU]/.test(phones) ? 'an' : 'a';
    if (wanted !== token.text)
      out.push(
        hit(
          i,
          i + 1,
          wanted,
          'a-an',
          `Say '${wanted} ${next}': '${wanted}' goes before a ${wanted === 'an' ? 'vowel' : 'consonant'} sound.`,
        ),
      );
  });
  return out;
};

const WITHOUT_ARTICLE = new Set([
  'advice',
  'information',
  'furniture',
  'homework',
  'luggage',
  'equipment',
  'news',
  'feedback',
  'software',
  'research',
]);
const QUANTITY_WORDS = new Set(['little', 'bit', 'piece', 'lot', 'few', 'kind', 'sort', 'type', 'word', 'great']);

/** "advices", "an advice", "a good news": uncountable nouns have no plural and no a/an. */
export const countability: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    const singular = token.text.replace(/s$/, '');
    if (token.text.endsWith('s') && NEVER_PLURAL.has(singular))
      out.push(hit(i, i + 1, singular, 'countability', `'${singular}' is uncountable: it has no plural.`));
    if (token.text !== 'a' && token.text !== 'an') return;
    const gap = WITHOUT_ARTICLE.has(at(t, i + 1))
      ? 1
      : WITHOUT_ARTICLE.has(at(t, i + 2)) && !QUANTITY_WORDS.has(at(t, i + 1))
        ? 2
        : 0;
    if (gap === 0) return;
    const noun = at(t, i + gap);
    out.push(
      hit(
        i,
        i + 1,
        gap === 1 ? 'some' : '',
        'countability',
        `'${noun}' is uncountable: no 'a/an' before it (say 'some ${noun}' or 'a piece of ${noun}').`,
      ),
    );
  });
  return out;
};

const WRONG_PLURALS: ReadonlyMap<string, string> = new Map([
  ...[...IRREGULAR_PLURALS].flatMap(([singular, plural]) =>
    plural === singular
      ? [[`${singular}s`, plural] as const]
      : [[`${singular}s`, plural] as const, [`${plural}s`, plural] as const],
  ),
  ['peoples', 'people'],
]);
const PLURAL_FOLLOWERS = new Set(
  'ago in at on of for with and but to from is are was were later before after here there yesterday today now every last this that who which i you he she we they it my live work'.split(
    ' ',
  ),
);
const COUNTED = new Set([...COUNTABLE_NOUNS, ...PERSON_NOUNS]);

/** "childs", "two book", "one of my friend": plural forms. */
export const pluralForm: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    const right = WRONG_PLURALS.get(token.text);
    const verbUse = ['he', 'she', 'it'].includes(at(t, i - 1));
    if (right && right !== token.text && !verbUse)
      out.push(hit(i, i + 1, right, 'plural-form', `The plural of this word is irregular: '${right}'.`));
    const counted = NUMBERS.has(token.text) || token.text === 'these' || token.text === 'those';
    const noun = at(t, i + 1);
    const follower = i + 2 >= t.length || PLURAL_FOLLOWERS.has(at(t, i + 2));
    if (counted && COUNTED.has(noun) && (token.text === 'many' || follower))
      out.push(hit(i + 1, i + 2, pluralOf(noun), 'plural-form', `After '${token.text}', use the plural: '${pluralOf(noun)}'.`));
    const ofGroup = ['one', 'some', 'many', 'most', 'all', 'both'].includes(token.text) && at(t, i + 1) === 'of';
    const described = COMMON_ADJECTIVES.has(at(t, i + 3)) || SUPERLATIVE_FORMS.has(at(t, i + 3)) ? 1 : 0;
    const ownerNoun = at(t, i + 3 + described);
    if (
      ofGroup &&
      ['the', 'my', 'your', 'his', 'her', 'our', 'their'].includes(at(t, i + 2)) &&
      COUNTED.has(ownerNoun) &&
      !isPluralNoun(ownerNoun)
    )
      out.push(
        hit(
          i + 3 + described,
          i + 4 + described,
          pluralOf(ownerNoun),
          'plural-form',
          `After '${token.text} of ${at(t, i + 2)}', use the plural: '${pluralOf(ownerNoun)}'.`,
        ),
      );
  });
  return out;
};

/** "many money", "much people"; "a little friends", "a few money". */
export const quantifiers: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    const next = at(t, i + 1);
    if (token.text === 'many' && UNCOUNTABLE_NOUNS.has(next))
      out.push(hit(i, i + 1, 'much', 'much-many', `'${next}' is uncountable: say 'much ${next}'.`));
    if (token.text === 'much' && isPluralNoun(next) && at(t, i - 1) !== 'very')
      out.push(hit(i, i + 1, 'many', 'much-many', `'${next}' is plural: say 'many ${next}'.`));
    const a = at(t, i - 1) === 'a';
    if (a && token.text === 'little' && isPluralNoun(next))
      out.push(hit(i - 1, i + 1, 'a few', 'few-little', `With plural nouns, say 'a few ${next}'.`));
    if (token.text === 'few' && UNCOUNTABLE_NOUNS.has(next))
      out.push(
        hit(
          a ? i - 1 : i,
          i + 1,
          a ? 'a little' : 'little',
          'few-little',
          `'${next}' is uncountable: say '${a ? 'a little' : 'little'} ${next}'.`,
        ),
      );
  });
  return out;
};
