import { bare, pronunciationsOf, rivalForms } from '@parley/language';
import { LEARNER_FORMS } from './learner-forms.ts';
import { LEARNER_FORM_PRIOR, standardRivals } from './learner-form-rivals.ts';
import type { TimedWord } from './port.ts';

/**
 * How much less likely than the recognised word a rival form is taken to be before the audio speaks (a JSGF weight):
 * "go" replaces a recognised "goes" only when its phones fit clearly better. Tuning set of
 * `npm run bench -- speech-quality`: 1e-3 let "travelled" into a correct "travel to", 1e-5 and 1e-7 did not; on the
 * development set 1e-5 put "an" before "new"; 1e-7 taken, the stricter of the two that kept the tuning recall
 * (ADR 0058).
 */
export const RIVAL_PRIOR = 1e-7;

/** The priors a grammar weighs rivals by: RIVAL_PRIOR, and LEARNER_FORM_PRIOR for learner forms ("goed"). */
export interface RivalPriors {
  rival: number;
  form: number;
}

const PRIORS: RivalPriors = { rival: RIVAL_PRIOR, form: LEARNER_FORM_PRIOR };

/** Audio kept around a line's words, stopping halfway to the next word outside it. */
const PAD_SECONDS = 0.15;

/** A form offered at one word of a line. */
export interface Choice {
  /** '' for nothing said (an article the recogniser may have put in). */
  word: string;
  /**
   * What the audio is assumed to hold unless it clearly says otherwise: the recognised word, or for a learner form
   * ("goed") the standard words it could be, since the recogniser's language model puts forms into correct speech.
   */
  standard: boolean;
  /** The JSGF weight: 1 for a standard choice, RIVAL_PRIOR or LEARNER_FORM_PRIOR for a rival. */
  prior: number;
}

export interface RivalGrammar {
  jsgf: string;
  dictionary: string;
  /** Grammar key → the line's word index and the choice it means. */
  keys: Map<string, { index: number; choice: Choice }>;
  /** The stretch of the recording to align. */
  start: number;
  end: number;
}

/** A form's phone strings: a learner form's own ("goed": G OW D), else the CMU dictionary's. */
function phonesOf(word: string): string[] {
  const learner = LEARNER_FORMS.find((f) => f.said === word);
  if (learner) return [learner.phones];
  return pronunciationsOf(word).map((p) => p.map(bare).join(' '));
}

/** A learner's own form ("goed", "childs"): not a dictionary word. */
const isLearnerForm = (word: string) => pronunciationsOf(word).length === 0 && LEARNER_FORMS.some((f) => f.said === word);

/**
 * The forms offered at one recognised word: a learner form ("goed") against the standard words it could be
 * (learner-form-rivals.ts), weighed down by LEARNER_FORM_PRIOR; any other word where learner errors live against the
 * forms a learner may have said instead (rivalForms: "goes" → "go", "went"…) that the dictionary holds, weighed
 * down by RIVAL_PRIOR.
 */
export function choicesFor(word: TimedWord, priors: RivalPriors = PRIORS): Choice[] {
  const form = word.learnerFormOf && LEARNER_FORMS.find((f) => f.said === word.word && f.standsFor === word.learnerFormOf);
  // The standard words first: a form that sounds exactly like one of them can never be told from it.
  if (form) {
    return [
      ...standardRivals(form.said, form.standsFor).map((w) => ({ word: w, standard: true, prior: 1 })),
      { word: form.said, standard: false, prior: priors.form },
    ];
  }
  // A learner form ("telled") is no rival: the recogniser had it in its vocabulary, scored like the word it stands for.
  const rivals = rivalForms(word.word).filter((w) => w === '' || (!isLearnerForm(w) && phonesOf(w).length > 0));
  return [
    { word: word.word, standard: true, prior: 1 },
    ...rivals.map((w) => ({ word: w, standard: false, prior: priors.rival })),
  ];
}

/**
 * Final consonants that the start of the next word swallows: a T or D is not released before a stop ("goed to"
 * sounds like "go to", "liked coffee" like "like coffee"), an S or Z runs into a hiss.
 */
const STOPS = new Set(['P', 'B', 'T', 'D', 'K', 'G', 'CH', 'JH']);
const HISSES = new Set(['S', 'Z', 'SH', 'ZH']);
const MERGING: [ReadonlySet<string>, ReadonlySet<string>][] = [
  [new Set(['T', 'D']), STOPS],
  [HISSES, HISSES],
];

/** Whether one phone string is the other plus a final consonant that `next` (first phones) would swallow. */
function swallowed(a: string, b: string, next: ReadonlySet<string>): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (!long.startsWith(short ? `${short} ` : '')) return false;
  const extra = long.slice(short.length).trim();
  return MERGING.some(([endings, starts]) => endings.has(extra) && [...next].some((p) => starts.has(p)));
}

/**
 * Each choice's grammar keys, each sound once per word: a rival sounding like an earlier choice could never win.
 * A rival that differs from a standard choice only by an ending the next word swallows is left out too: the audio
 * cannot tell them apart.
 */
function keyed(index: number, choices: Choice[], dictionary: Map<string, string>, next: ReadonlySet<string>): [string, Choice][] {
  const seen = new Set<string>();
  const standard = choices.filter((c) => c.standard && c.word).flatMap((c) => phonesOf(c.word));
  return choices.flatMap((choice, n) =>
    (choice.word === '' ? [''] : phonesOf(choice.word))
      .filter((p) => choice.standard || !standard.some((s) => swallowed(s, p, next)))
      .filter((p) => !seen.has(p) && seen.add(p))
      .map((p, k): [string, Choice] => {
        if (p === '') return ['<NULL>', choice];
        const key = `w${index}_${n}${k ? `_${k + 1}` : ''}`;
        dictionary.set(key, p);
        return [key, choice];
      }),
  );
}

/** One word's alternatives, weighted when it offers rivals. */
const alternatives = (slot: [string, Choice][]) =>
  slot.length === 1 ? slot[0]![0] : `( ${slot.map(([k, c]) => `/${c.prior}/ ${k}`).join(' | ')} )`;

/**
 * A forced-alignment grammar for one line of recognised words: the words as heard, and at each word where learner
 * errors live the forms a learner may have said instead, each weighed down by its prior. Null
 * when the line has no such word, or a word the dictionary cannot pronounce (the alignment would have to skip it).
 * `outer` are the words just before and after the line, where the clip stops.
 */
export function rivalGrammar(
  line: readonly TimedWord[],
  outer: { before?: TimedWord; after?: TimedWord },
  priors: RivalPriors = PRIORS,
): RivalGrammar | null {
  const dictionary = new Map<string, string>();
  const firstPhones = (w?: TimedWord) => new Set(w ? phonesOf(w.word).map((p) => p.split(' ')[0]!) : []);
  const slots = line.map((word, index) =>
    keyed(index, choicesFor(word, priors), dictionary, firstPhones(line[index + 1] ?? outer.after)),
  );
  if (slots.some((slot) => !slot.some(([, c]) => c.standard))) return null;
  if (!slots.some((slot) => slot.some(([, c]) => !c.standard))) return null;
  const keys = new Map<string, { index: number; choice: Choice }>();
  slots.forEach((slot, index) => slot.forEach(([k, choice]) => k !== '<NULL>' && keys.set(k, { index, choice })));
  const first = line[0]!;
  const last = line.at(-1)!;
  return {
    jsgf: `#JSGF V1.0;\ngrammar rivals;\npublic <s> = ${slots.map(alternatives).join(' ')};\n`,
    dictionary: [...dictionary].map(([k, p]) => `${k} ${p}\n`).join(''),
    keys,
    start: Math.max(0, first.start - PAD_SECONDS, outer.before ? (outer.before.end + first.start) / 2 : 0),
    end: Math.min(last.end + PAD_SECONDS, outer.after ? (last.end + outer.after.start) / 2 : Infinity),
  };
}
