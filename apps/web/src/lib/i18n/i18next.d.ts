import 'i18next';
import type { FeatureTexts } from './feature-texts.ts';
import type { resources } from './index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: (typeof resources)['en']['translation'] & FeatureTexts;
      contracts: (typeof resources)['en']['contracts'];
    };
  }
}
