import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { AUTH_TEXTS, FALLBACK_LANGUAGE, GENERIC_ERROR_TEXT } from '@parley/contracts';
import { config as zodConfig } from 'zod/mini';
import { en as zodEnglish } from 'zod/locales';
import en from './en.json';

// Zod Mini comes without messages: a check the contracts give no text of their own speaks zod's English, as the
// server's answers do, and contractText shows that as it came.
zodConfig(zodEnglish());

/** The sentences the contracts share with the server (validation and error texts), translatable here too. */
export const contractTexts = { ...AUTH_TEXTS, generic: GENERIC_ERROR_TEXT };

export const resources = { en: { translation: en, contracts: contractTexts } } as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  ns: ['translation', 'contracts'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
