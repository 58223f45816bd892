import { BE_FORMS, MODALS_AND_AUX, SUBJECT_PRONOUNS, THIRD_SINGULAR } from '../lexicon/function-words.ts';
import { PERSON_NOUNS } from '../lexicon/nouns.ts';
import { isPluralNoun } from '../lexicon/plural.ts';
import { thirdPerson, verbBase, verbForms } from '../lexicon/verb-forms.ts';
import { MODALS } from '../lexicon/verbs.ts';
import { at, hit, startsClause, type Rule, type RuleHit } from './rule.ts';

const FREQUENCY = new Set(['always', 'usually', 'often', 'never', 'sometimes', 'also', 'really', 'still', 'just']);
const EVERYONE = new Set(['everybody', 'everyone', 'somebody', 'someone', 'nobody', 'anybody', 'anyone']);
const SINGULAR_THINGS = new Set(['bus', 'train', 'shop', 'film', 'class', 'lesson', 'sun', 'baby', 'company']);
const OWNERS = new Set(['my', 'your', 'his', 'her', 'our', 'their', 'the']);
const BE_FOR: Record<string, string> = { i: 'am', you: 'are', we: 'are', they: 'are', he: 'is', she: 'is', it: 'is' };
const WAS_FOR: Record<string, string> = { i: 'was', you: 'were', we: 'were', they: 'were', he: 'was', she: 'was', it: 'was' };
const PLURAL_VERB: Record<string, string> = { is: 'are', was: 'were', has: 'have', "doesn't": "don't" };

/** The index after a third-person singular subject that starts a clause at i, or -1. */
function singularSubjectEnd(t: Parameters<Rule>[0], i: number): number {
  if (!startsClause(t, i)) return -1;
  if (THIRD_SINGULAR.has(at(t, i)) || EVERYONE.has(at(t, i))) return i + 1;
  const noun = at(t, i + 1);
  const compound = at(t, i - 1) === 'and';
  if (OWNERS.has(at(t, i)) && (PERSON_NOUNS.has(noun) || SINGULAR_THINGS.has(noun)) && noun !== 'parents' && !compound)
    return i + 2;
  return -1;
}

/** "he go", "my brother live", "he don't": a third-person singular subject takes -s. */
export const thirdPersonS: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 1; i += 1) {
    const end = singularSubjectEnd(t, i);
    if (end < 0) continue;
    let j = end;
    while (FREQUENCY.has(at(t, j))) j += 1;
    const word = at(t, j);
    if (word === "don't" || word === 'dont') {
      out.push(hit(j, j + 1, "doesn't", 'third-person-s', `After '${at(t, end - 1)}', say 'doesn't', not 'don't'.`));
      continue;
    }
    const base = verbBase(word);
    const forms = verbForms(word);
    const compound = BE_FORMS.has(at(t, j + 1)) || MODALS_AND_AUX.has(at(t, j + 1));
    if (!base || !forms.has('base') || forms.has('past') || base === 'be' || MODALS.has(word) || compound) continue;
    const fixed = thirdPerson(base);
    out.push(hit(j, j + 1, fixed, 'third-person-s', `After '${at(t, end - 1)}' (he/she/it), the verb takes -s: '${fixed}'.`));
  }
  return out;
};

/** "they goes", "i is", "we was", "my friends is", "the people is": the verb agrees with its subject. */
export const subjectVerbAgreement: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 1; i += 1) {
    const subject = at(t, i);
    const verb = at(t, i + 1);
    const compound = at(t, i - 1) === 'and';
    if (SUBJECT_PRONOUNS.has(subject) && startsClause(t, i) && !compound) {
      const be =
        verb === 'was' || verb === 'were'
          ? WAS_FOR[subject]
          : BE_FORMS.has(verb) && ['am', 'is', 'are'].includes(verb)
            ? BE_FOR[subject]
            : undefined;
      const subjunctive = verb === 'were' && t.slice(0, i).some((x) => x.text === 'if' || x.text === 'wish');
      if (be && be !== verb && !subjunctive) {
        out.push(hit(i + 1, i + 2, be, 'subject-verb-agreement', `With '${subject}', say '${subject} ${be}'.`));
        continue;
      }
      const forms = verbForms(verb);
      const base = verbBase(verb);
      if (!THIRD_SINGULAR.has(subject) && base && forms.has('s') && !forms.has('base') && base !== 'be') {
        out.push(
          hit(i + 1, i + 2, base, 'subject-verb-agreement', `With '${subject}', the verb has no -s: '${subject} ${base}'.`),
        );
      }
    }
    const pluralSubject = isPluralNoun(subject) && OWNERS.has(at(t, i - 1)) && at(t, i - 1) !== 'united';
    if (!pluralSubject && !(subject === 'people' || subject === 'children')) continue;
    if (EVERYONE.has(at(t, i - 1))) continue;
    const fixedBe = PLURAL_VERB[verb];
    const base = verbBase(verb);
    const sForm = base && base !== 'be' && base !== 'have' && verbForms(verb).has('s') && !verbForms(verb).has('base');
    if (fixedBe || sForm) {
      const fixed = fixedBe ?? base!;
      out.push(hit(i + 1, i + 2, fixed, 'subject-verb-agreement', `'${subject}' is plural, so say '${subject} ${fixed}'.`));
    }
  }
  for (let i = 0; i < t.length - 1; i += 1) {
    if (!EVERYONE.has(at(t, i)) || !startsClause(t, i)) continue;
    const verb = at(t, i + 1);
    if (verb === 'are' || verb === 'have' || verb === 'were') {
      const fixed = { are: 'is', have: 'has', were: 'was' }[verb];
      out.push(
        hit(i + 1, i + 2, fixed, 'subject-verb-agreement', `'${at(t, i)}' takes a singular verb: '${at(t, i)} ${fixed}'.`),
      );
    }
  }
  return out;
};

const FEW_WORDS = new Set([
  'few',
  'lot',
  'couple',
  'number',
  'dozen',
  'hundred',
  'thousand',
  'million',
  'great',
  'variety',
  'bunch',
  'pair',
]);
const PLURAL_QUANTIFIERS = new Set([
  'many',
  'several',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twenty',
  'both',
  'lots',
]);

/** "there is many people", "there are a problem". */
export const thereBe: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 2; i += 1) {
    if (at(t, i) !== 'there') continue;
    const be = at(t, i + 1);
    const next = at(t, i + 2);
    const nounAfter = at(t, i + 3);
    if (be === 'is' || be === 'was') {
      const plural =
        PLURAL_QUANTIFIERS.has(next) ||
        isPluralNoun(next) ||
        (['some', 'no', 'few', 'these', 'those'].includes(next) && isPluralNoun(nounAfter));
      if (plural) {
        const fixed = be === 'is' ? 'are' : 'were';
        out.push(hit(i + 1, i + 2, fixed, 'there-be', `Before a plural noun, say 'there ${fixed}'.`));
      }
    } else if (be === 'are' || be === 'were') {
      const singular =
        ((next === 'a' || next === 'an' || next === 'one') && !FEW_WORDS.has(nounAfter)) ||
        next === 'much' ||
        (next === 'no' && UNCOUNTED.has(nounAfter));
      if (singular) {
        const fixed = be === 'are' ? 'is' : 'was';
        out.push(hit(i + 1, i + 2, fixed, 'there-be', `Before a singular or uncountable noun, say 'there ${fixed}'.`));
      }
    }
  }
  return out;
};

const UNCOUNTED = new Set(['milk', 'water', 'money', 'time', 'food', 'bread', 'coffee', 'sugar', 'information', 'space', 'room']);

export const agreementRules: readonly Rule[] = [thirdPersonS, subjectVerbAgreement, thereBe];
