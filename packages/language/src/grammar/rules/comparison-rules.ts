import lemmatizer from 'wink-lemmatizer';
import { COMPARATIVE_FORMS, COMPARATIVE_OF, SUPERLATIVE_FORMS, superlativeOf } from '../lexicon/adjectives.ts';
import { at, hit, type Rule, type RuleHit } from './rule.ts';

const ENDS_COMPARISON = new Set(['than', 'now', 'and', 'today', 'these', 'every']);
const WRONG_FORMS: Record<string, string> = {
  gooder: 'better',
  badder: 'worse',
  worser: 'worse',
  goodest: 'best',
  baddest: 'worst',
};
const GROUPS = new Set(['world', 'country', 'class', 'city', 'school', 'family', 'team', 'town', 'group', 'company', 'office']);

const isComparative = (w: string) => COMPARATIVE_FORMS.has(w) || (w.endsWith('er') && lemmatizer.adjective(w) !== w);
const isSuperlative = (w: string) => SUPERLATIVE_FORMS.has(w) || (w.endsWith('est') && lemmatizer.adjective(w) !== w);

/** "more big", "more better", "gooder". */
export const comparative: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    const w = token.text;
    const wrong = WRONG_FORMS[w];
    if (wrong && !isSuperlative(wrong))
      out.push(hit(i, i + 1, wrong, 'comparative', `The comparative of this adjective is irregular: '${wrong}'.`));
    if (w !== 'more' || at(t, i - 1) === 'the') return;
    const next = at(t, i + 1);
    const formed = COMPARATIVE_OF.get(next);
    const closes = i + 2 === t.length || ENDS_COMPARISON.has(at(t, i + 2));
    if (formed && closes)
      out.push(hit(i, i + 2, formed, 'comparative', `Short adjectives add -er instead of 'more': '${formed}'.`));
    else if (isComparative(next))
      out.push(hit(i, i + 2, next, 'comparative', `'${next}' is already a comparative: drop 'more'.`));
  });
  return out;
};

/** "the most tall", "the most best", "the biggest city of the world". */
export const superlative: Rule = (t) => {
  const out: RuleHit[] = [];
  let seen = false;
  t.forEach((token, i) => {
    const w = token.text;
    if (w === 'goodest' || w === 'baddest')
      out.push(
        hit(i, i + 1, WRONG_FORMS[w]!, 'superlative', `The superlative of this adjective is irregular: '${WRONG_FORMS[w]}'.`),
      );
    if (isSuperlative(w) || w === 'goodest') seen = true;
    if (w === 'most' && at(t, i - 1) === 'the') seen = true;
    const next = at(t, i + 1);
    if (w === 'most' && at(t, i - 1) === 'the' && superlativeOf(next))
      out.push(
        hit(
          i - 1,
          i + 2,
          `the ${superlativeOf(next)}`,
          'superlative',
          `Short adjectives add -est instead of 'most': 'the ${superlativeOf(next)}'.`,
        ),
      );
    else if (w === 'most' && isSuperlative(next))
      out.push(hit(i, i + 2, next, 'superlative', `'${next}' is already a superlative: drop 'most'.`));
    const inGroup = t.slice(i + 2).some((x, k) => x.text === 'in' && ['the', 'my', 'our'].includes(at(t, i + 3 + k)));
    if (w === 'more' && at(t, i - 1) === 'the' && next && inGroup && !t.slice(i + 1).some((x) => x.text === 'more'))
      out.push(
        hit(i - 1, i + 1, 'the most', 'superlative', `Comparing with a whole group takes the superlative: 'the most ${next}'.`),
      );
    if (seen && w === 'of' && ['the', 'my', 'our'].includes(next) && GROUPS.has(at(t, i + 2)))
      out.push(
        hit(i, i + 1, 'in', 'superlative', `After a superlative, a place or group takes 'in': 'in ${next} ${at(t, i + 2)}'.`),
      );
  });
  return out;
};
