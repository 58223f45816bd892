import { TranslationUnavailable, type TranslationPort } from './port.ts';

export const translationOff: TranslationPort = {
  driver: 'off',
  available: false,
  translate: async () => {
    throw new TranslationUnavailable('Translation is not configured');
  },
};
