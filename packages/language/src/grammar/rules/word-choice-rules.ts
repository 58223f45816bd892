import { MONTHS, OBJECT_PRONOUNS, WEEKDAYS } from '../lexicon/function-words.ts';
import { PERSON_NOUNS } from '../lexicon/nouns.ts';
import { verbBase, verbForms } from '../lexicon/verb-forms.ts';
import { at, hit, words, type Rule, type RuleHit } from './rule.ts';

const MAKE_TO_DO: Record<string, string> = { make: 'do', makes: 'does', made: 'did', making: 'doing' };
const DO_TO_MAKE: Record<string, string> = { do: 'make', does: 'makes', did: 'made', done: 'made', doing: 'making' };
const DO_NOUNS = new Set(
  'homework housework sport sports exercise shopping dishes washing cleaning laundry favor favour best research yoga'.split(' '),
);
const MAKE_NOUNS = new Set(
  'mistake mistakes decision decisions noise progress effort money friends call complaint promise excuse'.split(' '),
);
const FILLERS = new Set([
  'phone',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'the',
  'a',
  'an',
  'some',
  'me',
  'him',
  'us',
  'them',
  'lot',
  'of',
  'big',
  'good',
  'great',
  'many',
  'few',
  'any',
]);

/** The noun after a verb, past a few determiners ("made a lot of noise"): its index, or -1. */
function nounAfter(t: Parameters<Rule>[0], i: number, nouns: ReadonlySet<string>): number {
  for (let j = i + 1; j < Math.min(t.length, i + 5); j += 1) {
    if (nouns.has(at(t, j))) return j;
    if (!FILLERS.has(at(t, j))) return -1;
  }
  return -1;
}

/** "make my homework", "do a mistake". */
export const makeDo: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    const toDo = MAKE_TO_DO[token.text];
    const toMake = DO_TO_MAKE[token.text];
    if (toDo && nounAfter(t, i, DO_NOUNS) > i)
      out.push(hit(i, i + 1, toDo, 'make-do', `We say 'do' for tasks and activities: '${toDo} ${at(t, i + 1)}…'.`));
    const noun = toMake ? nounAfter(t, i, MAKE_NOUNS) : -1;
    if (toMake && noun > i && !verbBase(at(t, noun + 1)))
      out.push(hit(i, i + 1, toMake, 'make-do', `We say 'make a ${at(t, noun)}', not 'do'.`));
  });
  return out;
};

const SAY_TO_TELL: Record<string, string> = { say: 'tell', says: 'tells', said: 'told', saying: 'telling' };
const TELL_TO_SAY: Record<string, string> = { tell: 'say', tells: 'says', told: 'said', telling: 'saying' };
const SUBJECTS = new Set(['i', 'he', 'she', 'we', 'they', 'it']);

/** "he said me", "she told that she was tired". */
export const sayTell: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    const tell = SAY_TO_TELL[token.text];
    if (tell && ['me', 'him', 'us', 'them'].includes(at(t, i + 1)))
      out.push(hit(i, i + 1, tell, 'say-tell', `'tell' takes a person: '${tell} ${at(t, i + 1)}'; 'say' does not.`));
    const say = TELL_TO_SAY[token.text];
    if (say && at(t, i + 1) === 'that' && SUBJECTS.has(at(t, i + 2)))
      out.push(hit(i, i + 1, say, 'say-tell', `Without a person after it, use 'say': '${say} that'.`));
  });
  return out;
};

const WRONG_PREPOSITION: [verb: RegExp, wrong: Set<string>, right: string][] = [
  [/^depend(s|ed|ing)?$/, new Set(['of', 'from']), 'on'],
  [/^interested$/, new Set(['on', 'about', 'for', 'at']), 'in'],
  [/^(afraid|scared|frightened)$/, new Set(['from']), 'of'],
  [/^proud$/, new Set(['on', 'with']), 'of'],
  [/^angry$/, new Set(['on']), 'with'],
  [/^similar$/, new Set(['with']), 'to'],
  [/^responsible$/, new Set(['of']), 'for'],
  [/^participat(e|es|ed|ing)$/, new Set(['on']), 'in'],
  [/^insist(s|ed|ing)?$/, new Set(['to']), 'on'],
];
const SCHOOL_SUBJECTS = new Set(
  'maths math english science sports sport languages drawing singing cooking football chess history'.split(' '),
);
const PLACES_WITHOUT_TO = new Set(['home', 'there', 'here', 'abroad', 'downtown']);
const MOVING = /^(go|goes|went|going|come|comes|came|coming|get|got|return|returned)$/;
const LISTENED = new Set([
  'music',
  'the',
  'my',
  'your',
  'his',
  'her',
  'this',
  'that',
  'him',
  'them',
  'me',
  'us',
  'radio',
  'songs',
]);
const PARTS_OF_DAY = new Set(['morning', 'afternoon', 'evening']);

/** Learner preposition errors with one clear fix: verb and adjective collocations, time, direction. */
export const prepositions: Rule = (t) => {
  const out: RuleHit[] = [];
  const fix = (i: number, right: string, why: string) => out.push(hit(i, i + 1, right, 'preposition', why));
  t.forEach((token, i) => {
    const w = token.text;
    const prev = at(t, i - 1);
    const next = at(t, i + 1);
    for (const [head, wrong, right] of WRONG_PREPOSITION)
      if (head.test(prev) && wrong.has(w)) fix(i, right, `We say '${prev} ${right}', not '${prev} ${w}'.`);
    if (prev === 'married' && w === 'with' && (OBJECT_PRONOUNS.has(next) || PERSON_NOUNS.has(at(t, i + 2))))
      fix(i, 'to', `We say 'married to' someone.`);
    if (/^arriv(e|es|ed|ing)$/.test(prev) && w === 'to' && !verbForms(next).has('base'))
      fix(i, next === 'the' ? 'at' : 'in', `We arrive 'at' a place or 'in' a city, never 'to'.`);
    if (['good', 'bad', 'better', 'best'].includes(prev) && w === 'in' && SCHOOL_SUBJECTS.has(next))
      fix(i, 'at', `We say '${prev} at ${next}'.`);
    if (/^discuss(es|ed|ing)?$/.test(prev) && w === 'about')
      out.push(hit(i, i + 1, '', 'preposition', `'discuss' takes no 'about': '${prev} ${next}'.`));
    if (MOVING.test(prev) && w === 'to' && PLACES_WITHOUT_TO.has(next))
      out.push(hit(i, i + 1, '', 'preposition', `Say '${prev} ${next}', without 'to'.`));
    if ((w === 'in' || w === 'at') && WEEKDAYS.has(next)) fix(i, 'on', `Days take 'on': 'on ${next}'.`);
    if ((w === 'on' || w === 'at') && MONTHS.has(next)) fix(i, 'in', `Months take 'in': 'in ${next}'.`);
    if ((w === 'at' || w === 'on') && next === 'the' && PARTS_OF_DAY.has(at(t, i + 2)) && at(t, i + 3) !== 'of')
      fix(i, 'in', `We say 'in the ${at(t, i + 2)}'.`);
    if (/^listen(s|ed|ing)?$/.test(w) && LISTENED.has(next))
      out.push(hit(i, i + 2, `${w} to ${next}`, 'preposition', `We 'listen to' something: '${w} to ${next}'.`));
    if (/^wait(s|ed|ing)?$/.test(w) && ['me', 'you', 'him', 'her', 'us', 'them'].includes(next))
      out.push(hit(i, i + 2, `${w} for ${next}`, 'preposition', `We 'wait for' someone: '${w} for ${next}'.`));
    if (/^explain(s|ed|ing)?$/.test(w) && ['me', 'him', 'her', 'us', 'them'].includes(next) && i + 2 < t.length)
      out.push(
        hit(
          i + 1,
          t.length,
          `${words(t, i + 2, t.length)} to ${next}`,
          'preposition',
          `We explain something 'to' someone: '${w} ${words(t, i + 2, t.length)} to ${next}'.`,
        ),
      );
  });
  return out;
};
