import { FALLBACK_LANGUAGE } from '@parley/contracts';
import { i18n } from './index.ts';

/**
 * Texts a feature brings with its own code rather than in en.json: each feature's `texts.ts` adds its part of this
 * interface by declaration merging (for typed keys) and its sentences to i18next when first imported, so a page that
 * does not use a feature does not download its texts (issue 16's budget). Every file that uses a feature's keys
 * imports its `texts.ts`; texts-where-used.test.ts holds them to it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features' texts.ts
export interface FeatureTexts {}

export function addTexts(texts: Partial<FeatureTexts>): void {
  i18n.addResourceBundle(FALLBACK_LANGUAGE, 'translation', texts, true, false);
}
