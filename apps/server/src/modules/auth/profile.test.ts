import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS, userSchema } from '@parley/contracts';
import { bearer, expectError, get, me, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET me', () => {
  it('answers the spec User fields and never the password or its hash', async () => {
    const { account, auth } = await registerAndVerify(t, { password: 'my-very-secret' });
    const res = await me(t, auth.access_token);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(user).toMatchObject({
      id: auth.user.id,
      username: account.username,
      email: account.email,
      is_verified: true,
      roles: [],
      plan: 'free',
    });
    expect(res.body).not.toMatch(/password|hash|argon|my-very-secret/i);
  });
});

describe('POST update', () => {
  it('changes full name and image and answers the text', async () => {
    const { auth } = await registerAndVerify(t);
    const res = await post(
      t,
      'update',
      { full_name: 'Ana Lee', image: 'https://cdn.example.com/a.png' },
      bearer(auth.access_token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: AUTH_TEXTS.profileUpdated,
      user: { full_name: 'Ana Lee', image: 'https://cdn.example.com/a.png' },
    });
    expect((await me(t, auth.access_token)).json()).toMatchObject({
      full_name: 'Ana Lee',
      image: 'https://cdn.example.com/a.png',
    });

    const cleared = await post(t, 'update', { image: null }, bearer(auth.access_token));
    expect(cleared.json()).toMatchObject({ message: AUTH_TEXTS.profileUpdated, user: { full_name: 'Ana Lee', image: null } });
  });

  it('refuses an image that is not a URL, and anonymous callers', async () => {
    const { auth } = await registerAndVerify(t);
    expectError(await post(t, 'update', { image: 'not a url' }, bearer(auth.access_token)), 400, 'VALIDATION_ERROR');
    expectError(await post(t, 'update', { full_name: 'X' }), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
  });
});

describe('public profiles', () => {
  it('by username and by id, without email', async () => {
    const { account, auth } = await registerAndVerify(t);
    const byName = await get(t, `profile/${account.username}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ id: auth.user.id, username: account.username, status: 'STUDENT' });
    const byId = await get(t, `profile_id/${auth.user.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(byName.json());
    for (const res of [byName, byId]) {
      expect(res.json()).not.toHaveProperty('email');
      expect(res.body).not.toContain(account.email);
      expect(res.body).not.toMatch(/password|hash/i);
    }
  });

  it('404 for unknown users', async () => {
    expectError(await get(t, 'profile/nobody_at_all'), 404, 'NOT_FOUND');
    expectError(await get(t, 'profile_id/999999'), 404, 'NOT_FOUND');
    expectError(await get(t, 'profile_id/abc'), 400, 'VALIDATION_ERROR');
  });
});
