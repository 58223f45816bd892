import { COMMON_ADJECTIVES } from '../lexicon/adjectives.ts';
import { BE_FORMS, SUBJECT_PRONOUNS, THIRD_SINGULAR } from '../lexicon/function-words.ts';
import { verbBase, verbForms } from '../lexicon/verb-forms.ts';
import { MODALS } from '../lexicon/verbs.ts';
import { at, hit, words, type Rule, type RuleHit } from './rule.ts';

const FRONT_ADVERBS = new Set(['always', 'never']);
const MID_ADVERBS = new Set(['always', 'usually', 'never']);
const AUXILIARIES = new Set(['have', 'has', 'had', 'do', 'does', 'did', 'be', 'am', 'is', 'are', 'was', 'were']);
const LIKING = new Set(['like', 'love', 'enjoy', 'speak', 'play']);
const EMBEDDING = new Set(['know', 'tell', 'wonder', 'ask', 'remember', 'understand', 'sure', 'explain']);
const QUESTION_WORDS = new Set(['where', 'what', 'when', 'who', 'why', 'how']);
const DETERMINED = new Set(['the', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that']);
const CLAUSE_BREAK = new Set(['and', 'but', 'because', 'in', 'at', 'on', 'when', 'if', 'now', 'today', 'too', 'so', 'with']);

/** "always i go", "i go always", "i like very much football", "where is the station" inside a sentence, "enough old". */
export const wordOrder: Rule = (t) => {
  const out: RuleHit[] = [];
  if (FRONT_ADVERBS.has(at(t, 0)) && SUBJECT_PRONOUNS.has(at(t, 1)))
    out.push(
      hit(0, 2, `${at(t, 1)} ${at(t, 0)}`, 'word-order', `Put '${at(t, 0)}' after the subject: '${at(t, 1)} ${at(t, 0)}'.`),
    );
  for (let i = 0; i < t.length - 2; i += 1) {
    const verb = at(t, i + 1);
    if (
      SUBJECT_PRONOUNS.has(at(t, i)) &&
      verbBase(verb) &&
      !AUXILIARIES.has(verb) &&
      !MODALS.has(verb) &&
      MID_ADVERBS.has(at(t, i + 2))
    )
      out.push(
        hit(
          i + 1,
          i + 3,
          `${at(t, i + 2)} ${verb}`,
          'word-order',
          `Put '${at(t, i + 2)}' before the verb: '${at(t, i + 2)} ${verb}'.`,
        ),
      );
    const degree = at(t, i + 1) === 'very' && ['much', 'well'].includes(at(t, i + 2));
    const object = at(t, i + 3);
    if (LIKING.has(verbBase(at(t, i)) ?? '') && degree && object && !CLAUSE_BREAK.has(object))
      out.push(
        hit(
          i + 1,
          i + 4,
          `${object} ${words(t, i + 1, i + 3)}`,
          'word-order',
          `Put '${words(t, i + 1, i + 3)}' after the object: '${object} ${words(t, i + 1, i + 3)}'.`,
        ),
      );
    const embedded = EMBEDDING.has(verbBase(at(t, i)) ?? at(t, i)) || at(t, i) === 'me';
    if (
      embedded &&
      QUESTION_WORDS.has(at(t, i + 1)) &&
      BE_FORMS.has(at(t, i + 2)) &&
      DETERMINED.has(at(t, i + 3)) &&
      at(t, i + 4) &&
      i + 5 === t.length
    ) {
      const phrase = words(t, i + 3, i + 5);
      out.push(
        hit(
          i + 2,
          i + 5,
          `${phrase} ${at(t, i + 2)}`,
          'word-order',
          `Inside a sentence, a question keeps statement order: '${at(t, i + 1)} ${phrase} ${at(t, i + 2)}'.`,
        ),
      );
    }
    if (
      at(t, i) === 'enough' &&
      COMMON_ADJECTIVES.has(at(t, i + 1)) &&
      (['to', 'for'].includes(at(t, i + 2)) || i + 2 === t.length)
    )
      out.push(
        hit(i, i + 2, `${at(t, i + 1)} enough`, 'word-order', `'enough' goes after an adjective: '${at(t, i + 1)} enough'.`),
      );
  }
  return out;
};

const LATER_VERBS = new Set(['is', 'was', 'are', 'matters', 'depends', 'will', 'can', 'does']);
const DO_FOR = (subject: string) => (THIRD_SINGULAR.has(subject) ? 'does' : 'do');

/** "where you live", "where you are going", "do he like": questions invert or take do. */
export const questionFormation: Rule = (t) => {
  const out: RuleHit[] = [];
  if (at(t, 0) === 'do' && THIRD_SINGULAR.has(at(t, 1)))
    out.push(hit(0, 2, `does ${at(t, 1)}`, 'question-formation', `With '${at(t, 1)}', the question starts with 'does'.`));
  const muchMany =
    (at(t, 0) === 'how' && ['much', 'many', 'often', 'long'].includes(at(t, 1))) || (at(t, 0) === 'what' && at(t, 1) === 'time');
  const q = muchMany ? 2 : 1;
  if (!QUESTION_WORDS.has(at(t, 0)) || !SUBJECT_PRONOUNS.has(at(t, q))) return out;
  const subject = at(t, q);
  const verb = at(t, q + 1);
  if (
    t
      .slice(q + 2)
      .some(
        (token) =>
          LATER_VERBS.has(token.text) || (SUBJECT_PRONOUNS.has(token.text) && token.text !== 'it' && token.text !== 'you'),
      )
  )
    return out;
  const head = words(t, 0, q);
  if (BE_FORMS.has(verb) && !verb.includes("'")) {
    out.push(
      hit(
        0,
        q + 2,
        `${head} ${verb} ${subject}`,
        'question-formation',
        `In a question, be comes before the subject: '${head} ${verb} ${subject}'.`,
      ),
    );
    return out;
  }
  const base = verbBase(verb);
  const forms = verbForms(verb);
  if (base && !MODALS.has(verb) && !AUXILIARIES.has(verb) && (forms.has('base') || forms.has('s'))) {
    const aux = forms.has('s') && !forms.has('base') ? 'does' : DO_FOR(subject);
    out.push(
      hit(
        0,
        q + 2,
        `${head} ${aux} ${subject} ${base}`,
        'question-formation',
        `A question needs do/does: '${head} ${aux} ${subject} ${base}'.`,
      ),
    );
  }
  return out;
};
