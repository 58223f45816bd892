import { addTexts } from '../../lib/i18n/feature-texts.ts';
import texts from './texts.en.json';

declare module '../../lib/i18n/feature-texts.ts' {
  interface FeatureTexts {
    campaigns: (typeof texts)['campaigns'];
  }
}

addTexts(texts);
