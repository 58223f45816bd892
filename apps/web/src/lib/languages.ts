import { LANGUAGES } from '@parley/contracts';
import { displayNames } from './format/intl-formats.ts';
import { i18n } from './i18n/index.ts';

const byCode = new Map<string, (typeof LANGUAGES)[number]>(LANGUAGES.map((language) => [language.code, language]));

/** The language's name in the interface language; the contract's English name when the browser has none. */
export function languageName(code: string): string {
  try {
    return displayNames(i18n.language, { type: 'language' }).of(code) ?? byCode.get(code)?.name ?? code;
  } catch {
    return byCode.get(code)?.name ?? code;
  }
}

/** The flag image shipped with the app for a language (/flags/{flag}.svg), or null for a code we have none for. */
export const flagOf = (code: string): string | null => byCode.get(code)?.flag ?? null;

/** Where a flag image shipped with the app is served. */
export const flagSrc = (flag: string): string => `/flags/${flag}.svg`;
