import { bare, pronunciationsOf } from '@parley/language';
import { LEARNER_FORMS } from './learner-forms.ts';

/**
 * How much less likely than a standard word a learner form is taken to be before the audio speaks (a JSGF weight):
 * the form is kept only when its phones fit clearly better than every standard word it could be. Swept on the tuning
 * set of `npm run bench -- speech-quality` in the whole-line re-decode (ADR 0058): 1e-9 put back "teached" and
 * "catched" that were said, 1e-3 kept a "bringed" whose correction repeated a misheard word, 1e-5 neither.
 */
export const LEARNER_FORM_PRIOR = 1e-5;

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
