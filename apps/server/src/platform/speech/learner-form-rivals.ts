import { bare, pronunciationsOf } from '@parley/language';
import { LEARNER_FORMS } from './learner-forms.ts';

/**
 * How much less likely than a standard word a learner form is taken to be before the audio speaks (a JSGF weight):
 * the form is kept only when its phones fit clearly better than every standard word it could be. First swept in a
 * three-word window (1e-4 … 1e-9, ADR 0058); in the whole-line re-decode 1e-5 kept more forms that were said on the
 * tuning set ("teached", "catched") but also an unsaid "live" on the development set, so 1e-9 stays.
 */
export const LEARNER_FORM_PRIOR = 1e-9;

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
