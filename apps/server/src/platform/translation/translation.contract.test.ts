import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLibreTranslateStandIn } from '../../test/libretranslate-standin.ts';
import { createLibreTranslate } from './libretranslate.ts';
import { translationOff } from './off.ts';
import { TranslationUnavailable } from './port.ts';

let standIn: Awaited<ReturnType<typeof startLibreTranslateStandIn>>;
beforeAll(async () => {
  standIn = await startLibreTranslateStandIn();
});
afterAll(() => standIn.close());

describe('translation port: libretranslate', () => {
  it('translates through POST /translate with the key when set', async () => {
    const port = createLibreTranslate(standIn.url, 'secret-key');
    expect(port.available).toBe(true);
    expect(await port.translate('Good morning', 'es')).toEqual({ text: '[es] Good morning', source: 'en' });
    expect(standIn.seen.at(-1)).toEqual({
      path: '/translate',
      q: 'Good morning',
      source: 'auto',
      target: 'es',
      format: 'text',
      api_key: 'secret-key',
    });
  });

  it('turns a failing or unreachable server into TranslationUnavailable', async () => {
    standIn.failNext();
    await expect(createLibreTranslate(standIn.url).translate('Hi', 'de')).rejects.toBeInstanceOf(TranslationUnavailable);
    await expect(createLibreTranslate('http://127.0.0.1:1').translate('Hi', 'de')).rejects.toBeInstanceOf(TranslationUnavailable);
  });
});

describe('translation port: off (the default)', () => {
  it('says it is unavailable and refuses', async () => {
    expect(translationOff.available).toBe(false);
    await expect(translationOff.translate('Hi', 'de')).rejects.toBeInstanceOf(TranslationUnavailable);
  });
});
