import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLibreTranslateStandIn } from '../../test/libretranslate-standin.ts';
import { createLibreTranslate } from './libretranslate.ts';
import { translationOff } from './off.ts';
import { TranslationUnavailable, type TranslationPort } from './port.ts';

let standIn: Awaited<ReturnType<typeof startLibreTranslateStandIn>>;
beforeAll(async () => {
  standIn = await startLibreTranslateStandIn();
});
afterAll(() => standIn.close());

interface Harness {
  port: TranslationPort;
  /** What "Good morning" into Spanish comes back as; null where the port translates nothing. */
  goodMorningInSpanish: { text: string; source: string } | null;
  /** The same implementation pointed at a server that is not there. */
  unreachable(): TranslationPort;
  /** The next request the server gets fails (429); nothing to do where there is no server. */
  failNext(): void;
}

/**
 * One suite, both configurations: off (the default, no TRANSLATE_URL) and a LibreTranslate server (here its
 * stand-in, which answers "[target] text" and detects English).
 */
describe.each([
  [
    'off',
    (): Harness => ({
      port: translationOff,
      goodMorningInSpanish: null,
      unreachable: () => translationOff,
      failNext: () => undefined,
    }),
  ],
  [
    'libretranslate',
    (): Harness => ({
      port: createLibreTranslate(standIn.url, 'secret-key'),
      goodMorningInSpanish: { text: '[es] Good morning', source: 'en' },
      unreachable: () => createLibreTranslate('http://127.0.0.1:1'),
      failNext: () => standIn.failNext(),
    }),
  ],
] as const)('translation port: %s', (name, harness) => {
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  it('is available exactly when it translates, and refuses with TranslationUnavailable when not', async () => {
    expect(h.port.driver).toBe(name);
    expect(h.port.available).toBe(h.goodMorningInSpanish !== null);
    const answer = h.port.translate('Good morning', 'es');
    if (h.goodMorningInSpanish) await expect(answer).resolves.toEqual(h.goodMorningInSpanish);
    else await expect(answer).rejects.toBeInstanceOf(TranslationUnavailable);
  });

  it('turns a failing or unreachable server into TranslationUnavailable, and answers again after a failure', async () => {
    h.failNext();
    await expect(h.port.translate('Hi', 'de')).rejects.toBeInstanceOf(TranslationUnavailable);
    await expect(h.unreachable().translate('Hi', 'de')).rejects.toBeInstanceOf(TranslationUnavailable);
    const next = h.port.translate('Good morning', 'es');
    if (h.goodMorningInSpanish) await expect(next).resolves.toEqual(h.goodMorningInSpanish);
    else await expect(next).rejects.toBeInstanceOf(TranslationUnavailable);
  });

  it.runIf(name === 'libretranslate')('speaks POST /translate, with the key only when one is set', async () => {
    await h.port.translate('Good morning', 'es');
    expect(standIn.seen.at(-1)).toEqual({
      path: '/translate',
      q: 'Good morning',
      source: 'auto',
      target: 'es',
      format: 'text',
      api_key: 'secret-key',
    });
    await createLibreTranslate(`${standIn.url}/`).translate('Bonjour', 'en', 'fr');
    expect(standIn.seen.at(-1)).toEqual({ path: '/translate', q: 'Bonjour', source: 'fr', target: 'en', format: 'text' });
  });
});
