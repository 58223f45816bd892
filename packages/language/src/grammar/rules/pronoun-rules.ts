import { NEGATIONS, OBJECT_PRONOUNS } from '../lexicon/function-words.ts';
import { PERSON_NOUNS, POSSESSIONS } from '../lexicon/nouns.ts';
import { verbBase } from '../lexicon/verb-forms.ts';
import { at, hit, words, type Rule, type RuleHit } from './rule.ts';

const SUBJECT_OF: Record<string, string> = { me: 'i', him: 'he', her: 'she', them: 'they', us: 'we' };
const REFLEXIVE: Record<string, string> = { hisself: 'himself', theirselves: 'themselves', theirself: 'themselves' };
const OWNERS_OF_PERSON = new Set(['my', 'your', 'his', 'her', 'our', 'their']);
const PEOPLE = new Set([
  ...PERSON_NOUNS,
  'man',
  'woman',
  'person',
  'people',
  'boy',
  'girl',
  'guy',
  'lady',
  'child',
  'children',
  'kids',
]);
const SUBJECT_VERBS = new Set([
  'is',
  'was',
  'has',
  'are',
  'were',
  'have',
  'want',
  'wants',
  'like',
  'likes',
  'go',
  'goes',
  'went',
]);

/** "me and him went", "hisself", "him is", "the man which", "between you and i". */
export const pronoun: Rule = (t) => {
  const out: RuleHit[] = [];
  const first = at(t, 0);
  if (SUBJECT_OF[first] && at(t, 1) === 'and') {
    const second = OWNERS_OF_PERSON.has(at(t, 2)) ? 2 : 1;
    const end = 2 + second;
    const other = second === 1 ? (SUBJECT_OF[at(t, 2)] ?? at(t, 2)) : words(t, 2, end);
    if (verbBase(at(t, end))) {
      const fixed = first === 'me' ? `${other} and i` : `${SUBJECT_OF[first]} and ${other === 'me' ? 'i' : other}`;
      out.push(hit(0, end, fixed, 'pronoun', `As the subject, use 'i/he/she/they': '${fixed}'.`));
    }
  } else if (SUBJECT_OF[first] && SUBJECT_VERBS.has(at(t, 1)) && !(first === 'her' && !['is', 'was', 'has'].includes(at(t, 1)))) {
    out.push(hit(0, 1, SUBJECT_OF[first]!, 'pronoun', `As the subject, say '${SUBJECT_OF[first]}', not '${first}'.`));
  }
  t.forEach((token, i) => {
    const reflexive = REFLEXIVE[token.text];
    if (reflexive) out.push(hit(i, i + 1, reflexive, 'pronoun', `The reflexive form is '${reflexive}'.`));
    if (token.text === 'which' && PEOPLE.has(at(t, i - 1)))
      out.push(hit(i, i + 1, 'who', 'pronoun', `For people, use 'who', not 'which'.`));
    const objectPosition = ['between', 'for', 'with', 'to', 'from', 'about'].includes(at(t, i - 3)) && !verbBase(at(t, i + 1));
    if (token.text === 'i' && at(t, i - 1) === 'and' && objectPosition)
      out.push(hit(i, i + 1, 'me', 'pronoun', `After '${at(t, i - 3)}', use the object form: 'me'.`));
  });
  return out;
};

const POSSESSIVE_OF: Record<string, string> = { me: 'my', they: 'their', you: 'your' };
const VERB_LIKE_POSSESSIONS = new Set(['book', 'name', 'house', 'phone', 'dog', 'office']);

/** "my friend car", "the car of my father", "mines", "they house". */
export const possessive: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    const w = token.text;
    const next = at(t, i + 1);
    const owner = (noun: string) => (noun.endsWith('s') ? `${noun}'` : `${noun}'s`);
    if (OWNERS_OF_PERSON.has(w) && PERSON_NOUNS.has(next) && POSSESSIONS.has(at(t, i + 2)) && next !== at(t, i + 2))
      out.push(
        hit(
          i + 1,
          i + 3,
          `${owner(next)} ${at(t, i + 2)}`,
          'possessive',
          `To show who owns it, add 's: '${owner(next)} ${at(t, i + 2)}'.`,
        ),
      );
    if (
      w === 'the' &&
      POSSESSIONS.has(next) &&
      at(t, i + 2) === 'of' &&
      OWNERS_OF_PERSON.has(at(t, i + 3)) &&
      PERSON_NOUNS.has(at(t, i + 4))
    ) {
      const fixed = `${at(t, i + 3)} ${owner(at(t, i + 4))} ${next}`;
      out.push(hit(i, i + 5, fixed, 'possessive', `For people, we usually say '${fixed}'.`));
    }
    if (w === 'mines') out.push(hit(i, i + 1, 'mine', 'possessive', `The possessive pronoun is 'mine', without -s.`));
    const possessiveForm = POSSESSIVE_OF[w];
    const ownedThing = POSSESSIONS.has(next) && (w === 'me' || !VERB_LIKE_POSSESSIONS.has(next));
    const position = w === 'me' ? i === 0 : w === 'they' ? i === 0 : at(t, i - 1) === 'this' || at(t, i - 1) === 'that';
    if (possessiveForm && ownedThing && position && !OBJECT_PRONOUNS.has(next))
      out.push(hit(i, i + 1, possessiveForm, 'possessive', `Before a noun, use the possessive: '${possessiveForm} ${next}'.`));
  });
  return out;
};

const ANY_FORM: Record<string, string> = { nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere', none: 'any', no: 'any' };
const CLAUSE_END = new Set(['and', 'but', 'because', 'if', 'when', 'that', 'so', 'or']);

/** "i don't have nothing": one negative is enough. */
export const doubleNegative: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    if (!NEGATIONS.has(token.text)) return;
    for (let j = i + 1; j < Math.min(t.length, i + 6) && !CLAUSE_END.has(at(t, j)); j += 1) {
      const w = at(t, j);
      const any = ANY_FORM[w];
      if (!any) continue;
      if (w === 'no' && (j + 1 >= t.length || /^(say|said|says|saying|answer)$/.test(at(t, j - 1)))) continue;
      out.push(hit(j, j + 1, any, 'double-negative', `'${token.text}' already makes it negative: say '${any}', not '${w}'.`));
      break;
    }
  });
  return out;
};
