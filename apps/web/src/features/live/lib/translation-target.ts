import { LANGUAGE_CODES, type LanguageCode } from '@parley/contracts';

const isLanguageCode = (code: string): code is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(code);

/**
 * The language a learner reads chat translations in: the first language their profile says they speak other than
 * English, else the browser's first non-English language; none when both are English (nothing to translate into).
 */
export function translationTarget(
  speaking: readonly { code: string }[],
  browserLanguages: readonly string[],
): LanguageCode | null {
  const candidates = [...speaking.map((l) => l.code), ...browserLanguages.map((tag) => tag.split('-')[0]!.toLowerCase())];
  return candidates.find((code): code is LanguageCode => code !== 'en' && isLanguageCode(code)) ?? null;
}
