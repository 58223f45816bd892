import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@parley/contracts';
import { authUrl, bearer, DAY, expectError, get, login, me, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAccountErasure } from '../../account-erasure.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const del = (token: { token: string } | null, payload?: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: authUrl('account/delete'),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const erase = () => createAccountErasure({ config: t.config, platform: t.platform, log: t.app.log })();

describe('DELETE account/delete', () => {
  it('needs the confirmation, with the spec text', async () => {
    const { auth } = await registerAndVerify(t);
    for (const payload of [{}, { confirm: false }, undefined]) {
      const detail = expectError(await del(auth.access_token, payload), 400, 'VALIDATION_ERROR', AUTH_TEXTS.confirmDelete);
      expect(detail.errors?.[0]?.msg).toBe(AUTH_TEXTS.confirmDelete);
    }
    expect((await me(t, auth.access_token)).json().deletion_scheduled_at).toBeNull();
    expectError(await del(null, { confirm: true }), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
  });

  it('schedules erasure in 14 days and ends every session; cancel restores', async () => {
    const { account, auth } = await registerAndVerify(t);
    const other = await login(t, account.email, account.password);
    const now = t.clock.now().getTime();
    const res = await del(auth.access_token, { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: AUTH_TEXTS.deletionScheduled,
      deletion_scheduled_at: new Date(now + 14 * DAY).toISOString(),
    });
    expect((await t.smtp.next(account.email)).text).toContain('deleted');

    for (const session of [auth, other]) {
      expectError(await me(t, session.access_token), 401, 'TOKEN_REVOKED');
      expectError(await post(t, 'refresh', undefined, bearer(session.refresh_token)), 401, 'TOKEN_REVOKED');
    }
    expectError(await get(t, `profile/${account.username}`), 404, 'NOT_FOUND');

    const again = await login(t, account.email, account.password);
    expect(again.user.deletion_scheduled_at).toBe(new Date(now + 14 * DAY).toISOString());
    const cancel = await post(t, 'account/delete/cancel', undefined, bearer(again.access_token));
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: AUTH_TEXTS.deletionCancelled,
      user: { id: auth.user.id, deletion_scheduled_at: null },
    });

    t.clock.advance(15 * DAY);
    expect(await erase()).toBe(0);
    expect((await login(t, account.email, account.password)).user.id).toBe(auth.user.id);
  });

  it('erases the account once 14 days have passed, not before', async () => {
    const { account, auth } = await registerAndVerify(t);
    const { auth: bystander } = await registerAndVerify(t);
    expect((await del(auth.access_token, { confirm: true })).statusCode).toBe(200);

    t.clock.advance(14 * DAY - 60_000);
    expect(await erase()).toBe(0);
    expect((await login(t, account.email, account.password)).user.id).toBe(auth.user.id);

    t.clock.advance(60_000);
    expect(await erase()).toBe(1);
    expectError(await post(t, 'login', { email: account.email, password: account.password }), 401, 'INVALID_CREDENTIALS');
    expectError(await get(t, `profile_id/${auth.user.id}`), 404, 'NOT_FOUND');
    expect((await get(t, `profile_id/${bystander.user.id}`)).statusCode).toBe(200);
    // The name and the address are free again.
    const check = await t.app.inject({
      method: 'GET',
      url: `${authUrl('check')}?username=${account.username}&email=${encodeURIComponent(account.email)}`,
    });
    expect(check.json()).toEqual({ username_taken: false, email_taken: false });
  });
});
