import { ADVERBS_IN_VERB_GROUP, BE_FORMS, DETERMINERS, SUBJECT_PRONOUNS, THIRD_SINGULAR } from '../lexicon/function-words.ts';
import { PAST_NOT_PARTICIPLE } from '../lexicon/irregular-verbs.ts';
import { PERSON_NOUNS } from '../lexicon/nouns.ts';
import { participleOf, pastOf, regularisedIrregular, thirdPerson, verbBase, verbForms } from '../lexicon/verb-forms.ts';
import { MODALS, PURE_VERBS, STATIVE_VERBS } from '../lexicon/verbs.ts';
import type { Token } from '../tokens.ts';
import { at, hit, startsClause, type Rule, type RuleHit } from './rule.ts';

/** Index of the first word after i that is not an adverb inside a verb group ("can really swim"). */
function skipAdverbs(tokens: Token[], i: number): number {
  let j = i;
  while (ADVERBS_IN_VERB_GROUP.has(tokens[j]?.text ?? '')) j += 1;
  return j;
}

const isModal = (tokens: Token[], i: number) =>
  MODALS.has(at(tokens, i)) && !DETERMINERS.has(at(tokens, i - 1)) && at(tokens, i - 1) !== 'in';

/** "can to swim", "he can swims", "will going": a modal takes the bare verb. */
export const modalVerb: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length; i += 1) {
    if (!isModal(t, i)) continue;
    const modal = at(t, i);
    if (at(t, i + 1) === 'to' && at(t, i + 2) && !DETERMINERS.has(at(t, i + 2)))
      out.push(hit(i + 1, i + 2, '', 'modal-verb', `After '${modal}', use the verb without 'to': '${modal} ${at(t, i + 2)}'.`));
    const j = skipAdverbs(t, i + 1);
    const forms = verbForms(at(t, j));
    const base = verbBase(at(t, j));
    if (base && !forms.has('base') && (forms.has('s') || forms.has('past') || forms.has('ing')))
      out.push(hit(j, j + 1, base, 'modal-verb', `After '${modal}', use the base verb: '${modal} ${base}', not '${at(t, j)}'.`));
  }
  return out;
};

const DO_FORMS = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't", 'dont', 'doesnt', 'didnt']);

/** "did you went", "she doesn't likes": after do/does/did the verb stays bare. */
export const verbAfterDo: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length; i += 1) {
    if (!DO_FORMS.has(at(t, i))) continue;
    let j = SUBJECT_PRONOUNS.has(at(t, i + 1)) ? i + 2 : i + 1;
    j = skipAdverbs(t, j);
    const forms = verbForms(at(t, j));
    const base = verbBase(at(t, j));
    if (base && base !== 'be' && !forms.has('base') && (forms.has('s') || forms.has('past')))
      out.push(hit(j, j + 1, base, 'do-support', `After '${at(t, i)}', use the base verb: '${base}', not '${at(t, j)}'.`));
  }
  return out;
};

/** "he not like coffee": a negative needs do/does/did. */
export const notWithoutDo: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 2; i += 1) {
    if (!SUBJECT_PRONOUNS.has(at(t, i)) || at(t, i + 1) !== 'not' || !startsClause(t, i)) continue;
    const base = verbBase(at(t, i + 2));
    const forms = verbForms(at(t, i + 2));
    if (!base || base === 'be' || MODALS.has(base)) continue;
    const aux = forms.has('past') && !forms.has('base') ? "didn't" : THIRD_SINGULAR.has(at(t, i)) ? "doesn't" : "don't";
    out.push(hit(i + 1, i + 3, `${aux} ${base}`, 'do-support', `Make the negative with do: '${at(t, i)} ${aux} ${base}'.`));
  }
  return out;
};

const BE_PRESENT = new Set(['am', 'is', 'are', 'was', 'were', "i'm", "he's", "she's", "we're", "they're", "you're"]);

/** The subject of the be at i: a contraction ("i'm") carries its own, otherwise it is the word before. */
const subjectOfBe = (t: Token[], i: number) => (at(t, i).includes("'") ? at(t, i).split("'")[0]! : at(t, i - 1));

/** What "be + verb" becomes without be: the past after was/were, -s after a singular subject, else the base. */
function simpleForm(t: Token[], i: number, base: string): { subject: string; replacement: string; fixed: string } {
  const be = at(t, i);
  const subject = subjectOfBe(t, i);
  const single = be === 'is' || THIRD_SINGULAR.has(subject) || PERSON_NOUNS.has(subject);
  const fixed = be === 'was' || be === 'were' ? pastOf(base) : single ? thirdPerson(base) : base;
  return { subject, fixed, replacement: be.includes("'") ? `${subject} ${fixed}` : fixed };
}

/** "i am agree", "she is live in paris": be does not go before another verb's base form. */
export const bePlusVerb: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 1; i += 1) {
    const be = at(t, i);
    const owner = subjectOfBe(t, i);
    if (!BE_PRESENT.has(be) || !(SUBJECT_PRONOUNS.has(owner) || PERSON_NOUNS.has(owner))) continue;
    const verb = at(t, i + 1);
    const liveIn = verb === 'live' && ['in', 'here', 'there', 'with', 'near'].includes(at(t, i + 2));
    if (!(PURE_VERBS.has(verb) || liveIn) || verb === 'do' || verb === 'be') continue;
    const { subject, fixed, replacement } = simpleForm(t, i, verb);
    out.push(hit(i, i + 2, replacement, 'be-plus-verb', `Don't put '${be}' before a verb: say '${subject} ${fixed}'.`));
  }
  return out;
};

/** "i am knowing" (a state, not an action in progress) and "i going" (be left out). */
export const continuousForm: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 1; i += 1) {
    const ing = verbForms(at(t, i + 1)).has('ing') ? verbBase(at(t, i + 1)) : undefined;
    if (!ing) continue;
    const word = at(t, i);
    if (BE_PRESENT.has(word) && STATIVE_VERBS.has(ing)) {
      const { subject, fixed, replacement } = simpleForm(t, i, ing);
      out.push(
        hit(
          i,
          i + 2,
          replacement,
          'continuous-form',
          `'${ing}' describes a state, so it is not used with -ing: '${subject} ${fixed}'.`,
        ),
      );
    } else if (SUBJECT_PRONOUNS.has(word) && startsClause(t, i) && !BE_FORMS.has(at(t, i + 1))) {
      const be = word === 'i' ? 'am' : THIRD_SINGULAR.has(word) ? 'is' : 'are';
      out.push(
        hit(
          i,
          i + 2,
          `${word} ${be} ${at(t, i + 1)}`,
          'continuous-form',
          `An -ing verb needs be before it: '${word} ${be} ${at(t, i + 1)}'.`,
        ),
      );
    }
  }
  return out;
};

const HAVE = new Set(['have', 'has', 'had', "i've", "you've", "we've", "they've", "i'd", "he'd", "she'd"]);
const PASSIVE_BE = new Set(['is', 'was', 'were', 'are', 'been', 'be']);
const NOT_PASSIVE = new Set(['broke', 'rose', 'was', 'were', 'went', 'came', 'ran', 'became', 'lay', 'fell', 'sank']);

/** "have went", "was wrote": perfect and passive take the past participle. */
export const pastParticiple: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 1; i += 1) {
    const aux = at(t, i);
    const perfect = HAVE.has(aux);
    if (!perfect && !PASSIVE_BE.has(aux)) continue;
    const j = skipAdverbs(t, SUBJECT_PRONOUNS.has(at(t, i + 1)) && perfect ? i + 2 : i + 1);
    const verb = PAST_NOT_PARTICIPLE.get(at(t, j));
    if (!verb || (!perfect && NOT_PASSIVE.has(at(t, j)) && at(t, j + 1) !== 'by')) continue;
    out.push(
      hit(
        j,
        j + 1,
        verb.participle,
        'past-participle',
        `After '${aux}', use the past participle: '${verb.participle}', not '${verb.past}'.`,
      ),
    );
  }
  return out;
};

/** "buyed", "goed": irregular verbs do not take -ed. */
export const irregularPast: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    const base = regularisedIrregular(token.text);
    if (!base) return;
    const before = at(t, skipBack(t, i - 1));
    const form = HAVE.has(before) || PASSIVE_BE.has(before) ? participleOf(base) : pastOf(base);
    out.push(hit(i, i + 1, form, 'irregular-past', `'${base}' is irregular: say '${form}', not '${token.text}'.`));
  });
  return out;
};

function skipBack(tokens: Token[], i: number): number {
  let j = i;
  while (ADVERBS_IN_VERB_GROUP.has(tokens[j]?.text ?? '')) j -= 1;
  return j;
}

const TO_INFINITIVE = new Set(
  'want need decide try like love hate hope plan learn forget remember promise refuse agree manage start begin seem afford expect choose offer'.split(
    ' ',
  ),
);
const AMBIGUOUS_AFTER_TO = new Set(['saw', 'left', 'found', 'felt', 'lay', 'bore', 'wound']);

/** "i want to went": after to + verb comes the base form. */
export const verbAfterTo: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 1; i < t.length - 1; i += 1) {
    if (at(t, i) !== 'to') continue;
    const before = at(t, i - 1);
    const opener = TO_INFINITIVE.has(verbBase(before) ?? '') || ['going', 'able', 'have', 'has', 'had'].includes(before);
    const word = at(t, i + 1);
    const forms = verbForms(word);
    const base = verbBase(word);
    if (!opener || !base || forms.has('base') || AMBIGUOUS_AFTER_TO.has(word)) continue;
    if (forms.has('past') || forms.has('s') || forms.has('ing') || forms.has('participle'))
      out.push(hit(i + 1, i + 2, base, 'verb-form', `After 'to', use the base verb: 'to ${base}', not 'to ${word}'.`));
  }
  return out;
};
