import { bare, pronunciationsOf } from '@parley/language';
import { LEARNER_FORMS } from './learner-forms.ts';
import type { TimedWord } from './port.ts';

/**
 * How much less likely than a standard word a learner form is taken to be before the audio speaks: the form is
 * confirmed only when its phones fit clearly better than every standard word it could be. Swept on the tuning set of
 * `npm run bench -- speech-quality` from 1e-4 to 1e-9: a correct "I go to" (flapped "go da") aligned as "goed" up to
 * 1e-8 (ADR 0058).
 */
export const LEARNER_FORM_PRIOR = 1e-9;

/** Audio kept around the window's words, stopping halfway to the next word outside it. */
const PAD_SECONDS = 0.15;

export interface LearnerFormGrammar {
  jsgf: string;
  dictionary: string;
  /** The grammar key that means the learner form itself. */
  learnerKey: string;
  /** The stretch of the recording to align: the word with one neighbour each side. */
  start: number;
  end: number;
}

/**
 * The standard words a recognised learner form could really be: the word whose place it took ("goed" → "went") and
 * the stems its spelling holds that sound like its beginning ("goed" → "go", "childs" → "child"), the words a
 * correct sentence says where the recogniser may have heard the form.
 */
export function standardRivals(said: string, standsFor: string): string[] {
  const form = LEARNER_FORMS.find((f) => f.said === said && f.standsFor === standsFor);
  const phones = form?.phones ?? '';
  const stems = [said.replace(/ed$/, ''), said.replace(/d$/, ''), said.replace(/e?s$/, '')].filter((stem) =>
    pronunciationsOf(stem).some((p) => phones.startsWith(p.map(bare).join(' ')) && stem !== said),
  );
  return [...new Set([standsFor, ...stems])].filter((w) => pronunciationsOf(w).length > 0);
}

/** Keys unique in one grammar: the spelling, and "_2", "_3" for a word's further pronunciations. */
function entries(prefix: string, word: string): [string, string][] {
  return pronunciationsOf(word).map((p, i) => [`${prefix}${word}${i ? `_${i + 1}` : ''}`, p.map(bare).join(' ')]);
}

/** Each sound once: "go" and "goe" are the same phones. */
function distinct(keyed: [string, string][]): [string, string][] {
  const seen = new Set<string>();
  return keyed.filter(([, phones]) => !seen.has(phones) && seen.add(phones));
}

/**
 * A forced-alignment grammar for the learner form at `index`: its neighbours as heard, then the form or any standard
 * rival, the form weighed down by LEARNER_FORM_PRIOR. Null when the word is no learner form or its rivals are unknown.
 * A neighbour the dictionary lacks is left out of the window.
 */
export function learnerFormGrammar(words: readonly TimedWord[], index: number): LearnerFormGrammar | null {
  const word = words[index];
  const form = word?.learnerFormOf && LEARNER_FORMS.find((f) => f.said === word.word && f.standsFor === word.learnerFormOf);
  if (!word || !form) return null;
  const rivals = standardRivals(form.said, form.standsFor);
  if (rivals.length === 0) return null;
  const [before, after] = [words[index - 1], words[index + 1]].map((w) => (w && pronunciationsOf(w.word).length ? w : undefined));
  const learnerKey = `said_${form.said}`;
  // A form that sounds exactly like a standard word can never be told from it.
  const choice = distinct([...rivals.flatMap((r) => entries('std_', r)), [learnerKey, form.phones]]);
  if (choice.at(-1)![0] !== learnerKey) return null;
  const sides = [before, after].map((w, side) => (w ? entries(side ? 'next_' : 'prev_', w.word) : []));
  const alternatives = (keyed: [string, string][]) => `( ${keyed.map(([k]) => k).join(' | ')} )`;
  const slots = [
    sides[0]!.length ? alternatives(sides[0]!) : '',
    `( ${choice.map(([k]) => (k === learnerKey ? `/${LEARNER_FORM_PRIOR}/ ${k}` : `/1/ ${k}`)).join(' | ')} )`,
    sides[1]!.length ? alternatives(sides[1]!) : '',
  ].filter(Boolean);
  const dictionary = [...sides[0]!, ...choice, ...sides[1]!].map(([k, p]) => `${k} ${p}`).join('\n');
  const first = before ?? word;
  const last = after ?? word;
  const outerBefore = words[words.indexOf(first) - 1];
  const outerAfter = words[words.indexOf(last) + 1];
  return {
    jsgf: `#JSGF V1.0;\ngrammar learnerform;\npublic <s> = ${slots.join(' ')};\n`,
    dictionary: `${dictionary}\n`,
    learnerKey,
    start: Math.max(0, first.start - PAD_SECONDS, outerBefore ? (outerBefore.end + first.start) / 2 : 0),
    end: Math.min(last.end + PAD_SECONDS, outerAfter ? (last.end + outerAfter.start) / 2 : Infinity),
  };
}
