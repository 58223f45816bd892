import { addTexts } from '../../lib/i18n/feature-texts.ts';
import texts from './texts.en.json';

// The editor's own words, downloaded with the editor (and the pages that show its loading state), not with every page.
declare module '../../lib/i18n/feature-texts.ts' {
  interface FeatureTexts {
    richText: (typeof texts)['richText'];
  }
}

addTexts(texts);
