import { i18n } from '../../../lib/i18n/index.ts';
import '../texts.ts';

export const QUESTIONS_PER_DAY = 5;
const DAY_MS = 86_400_000;

/**
 * The day's discussion questions: five from the bundled list, moving on by one each (UTC) day, so everyone at
 * events on the same day prepares the same ones. No questions API exists yet (docs/decisions).
 */
export function questionsOfDay(startIso: string): string[] {
  const all = i18n.t('events.questions', { returnObjects: true });
  const day = Math.floor(Date.parse(startIso) / DAY_MS);
  return Array.from({ length: Math.min(QUESTIONS_PER_DAY, all.length) }, (_, i) => all[(day + i) % all.length]!);
}
