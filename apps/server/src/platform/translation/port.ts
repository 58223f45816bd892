/**
 * Machine translation for the live chat's Translate button. Off by default (the button is hidden); a
 * LibreTranslate-compatible server when TRANSLATE_URL is set.
 */
export interface TranslationPort {
  readonly driver: 'off' | 'libretranslate';
  readonly available: boolean;
  /** `source` "auto" lets the server detect it. Throws TranslationUnavailable when off or the server fails. */
  translate(text: string, target: string, source?: string): Promise<{ text: string; source: string }>;
}

export class TranslationUnavailable extends Error {}
