import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTA_TEXTS, speechApi, TTS_WINDOW_SECONDS } from '@parley/contracts';
import { bearer, expectError, login, registerAndVerify } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Two new readings a window: the limit's shape at a size a test reaches cheaply (espeak-ng, the default voice). */
const LIMIT = 2;

let t: TestApp;
let me: { headers: Record<string, string>; signIn: () => Promise<void> };
beforeAll(async () => {
  t = await createTestApp({ env: { ROLES: 'api', TTS_SYNTHESES_PER_WINDOW: String(LIMIT) } });
  const { account, auth } = await registerAndVerify(t);
  me = {
    headers: bearer(auth.access_token),
    signIn: async () => void (me.headers = bearer((await login(t, account.email, account.password)).access_token)),
  };
});
afterAll(() => t.close());

const read = (text: string) =>
  t.app.inject({
    method: 'POST',
    url: speechApi.tts.path,
    payload: { text },
    headers: me.headers,
  });
const lookUp = (word: string) =>
  t.app.inject({ method: 'GET', url: `${speechApi.dictionary.path}?language=en&word=${word}`, headers: me.headers });

describe('readings per person', () => {
  it(`allows ${LIMIT} new readings a window, then 429 with its text; readings already made stay free`, async () => {
    for (const text of ['one', 'two']) expect((await read(text)).statusCode).toBe(200);
    const refused = await read('three');
    expectError(refused, 429, 'RATE_LIMITED', QUOTA_TEXTS.ttsBusy);
    expect(Number(refused.headers['retry-after'])).toBe(TTS_WINDOW_SECONDS);
    expect((await read('one')).statusCode, 'made already: not synthesised again').toBe(200);

    // The dictionary keeps answering, without a reading.
    const entry = await lookUp('house');
    expect(entry.statusCode).toBe(200);
    expect(entry.json()).toMatchObject({ word: 'house', tts_url: null });

    t.clock.advance(TTS_WINDOW_SECONDS * 1000);
    await me.signIn();
    expect((await read('three')).statusCode, 'a new window').toBe(200);
  });
});
