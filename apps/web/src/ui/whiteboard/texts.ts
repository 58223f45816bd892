import { addTexts } from '../../lib/i18n/feature-texts.ts';
import texts from './texts.en.json';

// The board's own words, downloaded with the board.
declare module '../../lib/i18n/feature-texts.ts' {
  interface FeatureTexts {
    whiteboard: (typeof texts)['whiteboard'];
  }
}

addTexts(texts);
