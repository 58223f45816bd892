import lemmatizer from 'wink-lemmatizer';
import { OBJECT_PRONOUNS } from '../lexicon/function-words.ts';
import { ingForm, verbBase, verbForms } from '../lexicon/verb-forms.ts';
import { PURE_VERBS } from '../lexicon/verbs.ts';
import { at, hit, type Rule, type RuleHit } from './rule.ts';

const GERUND_VERBS = new Set(
  'enjoy finish mind avoid suggest keep practise practice consider miss imagine quit admit deny risk recommend'.split(' '),
);
const INFINITIVE_VERBS = new Set('want decide hope plan refuse promise expect agree manage afford choose offer'.split(' '));
const BARE_AFTER_OBJECT = new Set(['let', 'lets', 'make', 'makes', 'made', 'making']);
const BE_USED = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'get', 'got', 'getting', "i'm"]);

/** Verbs that take -ing (enjoy swimming), verbs that take to (want to go), and let/make + bare verb. */
export const gerundInfinitive: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 1; i += 1) {
    const verb = lemmatizer.verb(at(t, i));
    const next = at(t, i + 1);
    const after = verbForms(at(t, i + 2)).has('base') ? verbBase(at(t, i + 2)) : undefined;
    if (GERUND_VERBS.has(verb) && next === 'to' && after) {
      out.push(
        hit(
          i + 1,
          i + 3,
          ingForm(after),
          'gerund-infinitive',
          `'${verb}' is followed by the -ing form: '${at(t, i)} ${ingForm(after)}'.`,
        ),
      );
    }
    const nextBase = verbBase(next);
    if (INFINITIVE_VERBS.has(verb) && nextBase && verbForms(next).has('ing') && !verbForms(next).has('base')) {
      out.push(
        hit(
          i + 1,
          i + 2,
          `to ${nextBase}`,
          'gerund-infinitive',
          `'${verb}' is followed by to + verb: '${at(t, i)} to ${nextBase}'.`,
        ),
      );
    }
    if (['want', 'need', 'decide', 'hope', 'plan'].includes(verb) && PURE_VERBS.has(next) && next !== verb) {
      out.push(
        hit(
          i,
          i + 2,
          `${at(t, i)} to ${next}`,
          'gerund-infinitive',
          `'${verb}' needs 'to' before the next verb: '${at(t, i)} to ${next}'.`,
        ),
      );
    }
    if (
      BARE_AFTER_OBJECT.has(at(t, i)) &&
      OBJECT_PRONOUNS.has(next) &&
      at(t, i + 2) === 'to' &&
      verbForms(at(t, i + 3)).has('base')
    ) {
      out.push(
        hit(
          i + 2,
          i + 3,
          '',
          'gerund-infinitive',
          `After '${at(t, i)} ${next}', use the verb without 'to': '${at(t, i)} ${next} ${at(t, i + 3)}'.`,
        ),
      );
    }
    const forwardTo = next === 'forward' && at(t, i + 2) === 'to' && verb === 'look';
    const usedTo = BE_USED.has(at(t, i)) && next === 'used' && at(t, i + 2) === 'to';
    if ((forwardTo || usedTo) && verbForms(at(t, i + 3)).has('base') && PURE_VERBS.has(at(t, i + 3))) {
      const ing = ingForm(at(t, i + 3));
      out.push(
        hit(
          i + 3,
          i + 4,
          ing,
          'gerund-infinitive',
          `In '${forwardTo ? 'look forward to' : 'be used to'}', 'to' is followed by the -ing form: 'to ${ing}'.`,
        ),
      );
    }
  }
  return out;
};
