import { MONTHS, NUMBERS, SUBJECT_PRONOUNS, THIRD_SINGULAR, TIME_UNITS, WEEKDAYS } from '../lexicon/function-words.ts';
import { participleOf, pastOf, thirdPerson, verbBase, verbForms } from '../lexicon/verb-forms.ts';
import { MODALS } from '../lexicon/verbs.ts';
import { at, hit, startsClause, type Rule, type RuleHit } from './rule.ts';
import type { Token } from '../tokens.ts';

const PAST_UNITS = new Set(['night', 'week', 'month', 'year', 'summer', 'winter', 'weekend', 'time', ...WEEKDAYS]);
const NOT_SIMPLE_PAST = new Set([
  ...MODALS,
  'did',
  "didn't",
  'used',
  "i'll",
  "we'll",
  'going',
  'every',
  'usually',
  'always',
  'now',
  'today',
  'tonight',
  'tomorrow',
  'nowadays',
]);

function pastMarked(t: Token[]): boolean {
  const text = t.map((x) => x.text);
  if (text.includes('yesterday') || text.includes('ago')) return true;
  if (text.some((w, i) => w === 'last' && PAST_UNITS.has(text[i + 1] ?? ''))) return true;
  return text[0] === 'when' && SUBJECT_PRONOUNS.has(text[1] ?? '') && ['was', 'were'].includes(text[2] ?? '');
}

/** "yesterday i go": a finished time takes the past tense. */
export const pastTense: Rule = (t) => {
  if (!pastMarked(t) || t.some((x) => NOT_SIMPLE_PAST.has(x.text))) return [];
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 1; i += 1) {
    if (!SUBJECT_PRONOUNS.has(at(t, i)) || !startsClause(t, i)) continue;
    const verb = at(t, i + 1);
    const base = verbBase(verb);
    const forms = verbForms(verb);
    if (!base || base === 'be' || forms.has('past') || !(forms.has('base') || forms.has('s'))) continue;
    if (base === 'have' && verbForms(at(t, i + 2)).size > 0) continue;
    const past = pastOf(base);
    out.push(hit(i + 1, i + 2, past, 'past-tense', `This happened in the past: '${at(t, i)} ${past}'.`));
  }
  return out;
};

const isDuration = (t: Token[], i: number) =>
  (NUMBERS.has(at(t, i)) || /^\d+$/.test(at(t, i)) || ['a', 'an', 'one'].includes(at(t, i))) && TIME_UNITS.has(at(t, i + 1));
const isLongTime = (t: Token[], i: number) =>
  at(t, i) === 'ages' || (at(t, i) === 'a' && at(t, i + 1) === 'long' && at(t, i + 2) === 'time');
/** A year as a recogniser writes it: "twenty nineteen", "nineteen ninety", "two thousand (and) ten". */
const isSpokenYear = (t: Token[], i: number) =>
  (['nineteen', 'twenty'].includes(at(t, i)) &&
    /^(ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/.test(at(t, i + 1))) ||
  (at(t, i) === 'two' && at(t, i + 1) === 'thousand');
const isPointInTime = (t: Token[], i: number) =>
  /^(19|20)\d\d$/.test(at(t, i)) ||
  isSpokenYear(t, i) ||
  (at(t, i) === 'last' && PAST_UNITS.has(at(t, i + 1))) ||
  WEEKDAYS.has(at(t, i)) ||
  MONTHS.has(at(t, i)) ||
  at(t, i) === 'childhood';
const PERFECT = new Set(['have', 'has', 'had', "haven't", "hasn't", "i've", "we've", "they've", "you've", 'been']);

/** "since five years" (a length of time takes for), "for 2010" (a point in time takes since). */
export const sinceFor: Rule = (t) => {
  const out: RuleHit[] = [];
  const perfect = t.some((x) => PERFECT.has(x.text));
  t.forEach((token, i) => {
    if (token.text === 'since' && (isDuration(t, i + 1) || isLongTime(t, i + 1)))
      out.push(hit(i, i + 1, 'for', 'since-for', `Use 'for' with a length of time, 'since' with a starting point.`));
    if (token.text === 'for' && perfect && isPointInTime(t, i + 1))
      out.push(hit(i, i + 1, 'since', 'since-for', `Use 'since' with a starting point, 'for' with a length of time.`));
  });
  return out;
};

const OPINION = new Set(['think', 'guess', 'believe', 'hope', 'say', 'mean', 'feel']);
const DURATION_STATES = new Set(['know', 'live', 'work', 'study', 'have']);

/** "i live here since 2015", "i know him for ten years": up to now takes the present perfect. */
export const presentPerfect: Rule = (t) => {
  if (t.some((x) => PERFECT.has(x.text) || MODALS.has(x.text) || x.text === 'every' || x.text === 'ago')) return [];
  const since = t.findIndex((x, i) => x.text === 'since' && isPointInTime(t, i + 1));
  const forLong = t.findIndex((x, i) => x.text === 'for' && (isDuration(t, i + 1) || isLongTime(t, i + 1)));
  if (since < 0 && forLong < 0) return [];
  const out: RuleHit[] = [];
  for (let i = (since >= 0 ? since : forLong) - 2; i >= 0; i -= 1) {
    const subject = at(t, i);
    const verb = at(t, i + 1);
    if (!SUBJECT_PRONOUNS.has(subject) || !startsClause(t, i) || OPINION.has(verb)) continue;
    const have = THIRD_SINGULAR.has(subject) ? 'has' : 'have';
    const isBe = ['am', 'is', 'are'].includes(verb);
    const base = verbBase(verb);
    const present = base && (verbForms(verb).has('base') || verbForms(verb).has('s')) && !verbForms(verb).has('past');
    if (!(isBe && since >= 0) && !(present && (since >= 0 || DURATION_STATES.has(base ?? '')))) continue;
    const fixed = isBe ? `${have} been` : `${have} ${participleOf(base!)}`;
    out.push(
      hit(i + 1, i + 2, fixed, 'present-perfect', `From the past up to now, use the present perfect: '${subject} ${fixed}'.`),
    );
    break;
  }
  return out;
};

const POLITE = new Set(['like', 'love', 'prefer', 'mind']);
const CLAUSE_BREAKS = new Set(['and', 'but', 'so', 'because']);
const EMBEDS_IF = new Set(['know', 'wonder', 'ask', 'asked', 'sure', 'see', 'tell', 'check', 'doubt', 'out', 'decide']);
const BACKSHIFT: Record<string, string> = {
  am: 'were',
  is: 'were',
  are: 'were',
  have: 'had',
  has: 'had',
  can: 'could',
  will: 'would',
};

/** "if i will go", "if i would have money", "if i am rich i would". */
export const conditional: Rule = (t) => {
  const out: RuleHit[] = [];
  const iff = t.findIndex((x) => x.text === 'if');
  if (iff < 0 || EMBEDS_IF.has(at(t, iff - 1)) || !SUBJECT_PRONOUNS.has(at(t, iff + 1))) return out;
  const subject = at(t, iff + 1);
  const v = iff + 2;
  const verb = at(t, v);
  if (verb === 'will' && verbForms(at(t, v + 1)).has('base')) {
    const base = at(t, v + 1);
    const present = THIRD_SINGULAR.has(subject) ? (verbForms(base).has('base') ? thirdPerson(base) : base) : base;
    out.push(hit(v, v + 2, present, 'conditional', `After 'if', use the present for the future: 'if ${subject} ${present}'.`));
  } else if (verb === 'would' && ['have', 'be'].includes(at(t, v + 1)) && at(t, v + 2) !== 'liked') {
    const fixed = at(t, v + 1) === 'be' ? 'were' : 'had';
    out.push(hit(v, v + 2, fixed, 'conditional', `After 'if', don't use 'would': say 'if ${subject} ${fixed}'.`));
  } else if (verb === 'would' && verbForms(at(t, v + 1)).has('base') && !POLITE.has(at(t, v + 1))) {
    const past = pastOf(verbBase(at(t, v + 1))!);
    out.push(hit(v, v + 2, past, 'conditional', `After 'if', don't use 'would': say 'if ${subject} ${past}'.`));
  } else {
    const would = t.findIndex((x, i) => i !== v && (x.text === 'would' || x.text.endsWith("'d")));
    const between = t.slice(Math.min(would, iff), Math.max(would, iff));
    const wouldLater = would >= 0 && !between.some((x) => CLAUSE_BREAKS.has(x.text));
    const base = verbBase(verb);
    const shifted = BACKSHIFT[verb] ?? (base && verbForms(verb).has('base') && !MODALS.has(verb) ? pastOf(base) : undefined);
    if (wouldLater && shifted && !t.slice(0, iff).some((x) => x.text === 'will'))
      out.push(hit(v, v + 1, shifted, 'conditional', `With 'would', the if-part takes the past: 'if ${subject} ${shifted}'.`));
  }
  return out;
};
