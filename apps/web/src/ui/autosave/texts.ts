import { addTexts } from '../../lib/i18n/feature-texts.ts';
import texts from './texts.en.json';

// The save state's words, downloaded with the pages that save as one types (notes, sticky notes, live boards).
declare module '../../lib/i18n/feature-texts.ts' {
  interface FeatureTexts {
    autosave: (typeof texts)['autosave'];
  }
}

addTexts(texts);
