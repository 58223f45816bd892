import type { Config } from '../../config.ts';
import { createLibreTranslate } from './libretranslate.ts';
import { translationOff } from './off.ts';
import type { TranslationPort } from './port.ts';

export type { TranslationPort } from './port.ts';
export { TranslationUnavailable } from './port.ts';

export function createTranslation(config: Pick<Config, 'TRANSLATE_URL' | 'TRANSLATE_API_KEY'>): TranslationPort {
  return config.TRANSLATE_URL ? createLibreTranslate(config.TRANSLATE_URL, config.TRANSLATE_API_KEY) : translationOff;
}
