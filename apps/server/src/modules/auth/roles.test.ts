import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@parley/contracts';
import { bearer, expectError, get, me, post, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantRole } from './auth.store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('roles', () => {
  it('only admins create roles; duplicates are 409; everyone signed in lists them', async () => {
    const { auth: plain } = await registerAndVerify(t);
    const { auth: admin } = await registerAndVerify(t);
    await grantRole(t.db, admin.user.id, 'admin');
    expect((await me(t, admin.access_token)).json().roles).toEqual(['admin']);

    const refused = await post(t, 'role', { name: 'moderator' }, bearer(plain.access_token));
    expectError(refused, 403, 'FORBIDDEN');

    const created = await post(t, 'role', { name: 'moderator', description: 'Keeps rooms friendly' }, bearer(admin.access_token));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'moderator', description: 'Keeps rooms friendly' });

    const duplicate = await post(t, 'role', { name: 'moderator' }, bearer(admin.access_token));
    expect(expectError(duplicate, 409, 'CONFLICT').errors).toEqual([{ loc: ['body', 'name'], msg: expect.any(String) }]);

    const list = await get(t, 'roles', bearer(plain.access_token));
    expect(list.statusCode).toBe(200);
    // The roles the migrations make (admin, ambassador, partner), and the new one.
    const names = list.json().map((r: { name: string }) => r.name);
    expect(names.toSorted()).toEqual(['admin', 'ambassador', 'moderator', 'partner']);
  });

  it('validates the role name and needs a token', async () => {
    const { auth: admin } = await registerAndVerify(t);
    await grantRole(t.db, admin.user.id, 'admin');
    expectError(await post(t, 'role', { name: 'Bad Name' }, bearer(admin.access_token)), 400, 'VALIDATION_ERROR');
    expectError(await get(t, 'roles'), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
    expectError(await post(t, 'role', { name: 'other' }), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
  });
});
