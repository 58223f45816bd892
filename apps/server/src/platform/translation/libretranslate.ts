import { z } from 'zod';
import { TranslationUnavailable, type TranslationPort } from './port.ts';

const answerSchema = z.object({
  translatedText: z.string(),
  detectedLanguage: z.object({ language: z.string() }).optional(),
});
const TIMEOUT_MS = 8000;

/** LibreTranslate's POST /translate (and servers that speak it); the key is sent only when set. */
export function createLibreTranslate(baseUrl: string, apiKey?: string): TranslationPort {
  return {
    driver: 'libretranslate',
    available: true,
    async translate(text, target, source = 'auto') {
      let res: Response;
      try {
        res = await fetch(new URL('translate', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ q: text, source, target, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new TranslationUnavailable(`Translation server unreachable: ${(err as Error).message}`);
      }
      if (!res.ok) throw new TranslationUnavailable(`Translation server answered ${res.status}`);
      const parsed = answerSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new TranslationUnavailable('Translation server answered something else');
      return { text: parsed.data.translatedText, source: parsed.data.detectedLanguage?.language ?? source };
    },
  };
}
