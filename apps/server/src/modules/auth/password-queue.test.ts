import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@parley/contracts';
import { expectError, post, register } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_QUEUE_MAX: '2' } });
});
afterAll(() => t.close());

describe('password hashing under a burst', () => {
  it('holds two running and two waiting; the rest are told to come back at once', async () => {
    const { account } = await register(t);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => post(t, 'login', { email: account.email, password: account.password })),
    );
    const busy = burst.filter((res) => res.statusCode === 503);
    expect(burst.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(4);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expectError(res, 503, 'SERVICE_UNAVAILABLE', AUTH_TEXTS.serverBusy);
      expect(res.headers['retry-after']).toBe('2');
    }
    expect(busy.length + burst.filter((res) => res.statusCode === 200).length).toBe(12);
    // Once the burst has passed, signing in works again.
    expect((await post(t, 'login', { email: account.email, password: account.password })).statusCode).toBe(200);
  });
});
