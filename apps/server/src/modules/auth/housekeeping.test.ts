import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, refreshTokens, sessions } from '../../db/schema/index.ts';
import { DAY, bearer, login, me, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { purgeExpired } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async (table: typeof refreshTokens | typeof sessions | typeof emailCodes) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('purgeExpired', () => {
  it('drops spent and expired tokens, ended sessions and old codes, and keeps what can still be used', async () => {
    const { account } = await registerAndVerify(t);
    const first = await login(t, account.email, account.password);
    const rotated = await post(t, 'refresh', undefined, bearer(first.refresh_token));
    expect(rotated.statusCode).toBe(200);
    expect(await rows(refreshTokens)).toBeGreaterThan(1);

    await purgeExpired({ db: t.db, clock: t.clock });
    const live = await post(t, 'refresh', undefined, bearer(rotated.json().refresh_token));
    expect(live.statusCode, 'a purge right away touches nothing still usable').toBe(200);

    t.clock.advance(31 * DAY);
    const fresh = await login(t, account.email, account.password);
    await purgeExpired({ db: t.db, clock: t.clock });

    const left = await t.db.select({ session: refreshTokens.sessionId }).from(refreshTokens);
    expect(new Set(left.map((r) => r.session)).size).toBe(1);
    expect(await rows(sessions)).toBe(1);
    expect(await rows(emailCodes)).toBe(0);
    expect((await me(t, fresh.access_token)).statusCode).toBe(200);
    const [kept] = await t.db.select().from(sessions).where(eq(sessions.userId, fresh.user.id));
    expect(kept?.revokedAt).toBeNull();
  });
});
