import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { AUTH_TEXTS, FALLBACK_LANGUAGE, GENERIC_ERROR_TEXT } from '@parley/contracts';
import en from './en.json';

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
