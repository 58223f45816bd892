import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, expectError, registerAndVerify } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { imagePlaceholder } from './image-placeholder.ts';

let t: TestApp;
let auth: Record<string, string>;
let me: { id: number; username: string };
beforeAll(async () => {
  t = await createTestApp();
  const { auth: session } = await registerAndVerify(t, { username: 'ana.lima' });
  auth = bearer(session.access_token);
  me = session.user;
});
afterAll(() => t.close());

const query = (q: string, variables: object, headers = auth) =>
  t.app.inject({ method: 'POST', url: '/graphql', payload: { query: q, variables }, headers });
const USER = 'query ($uid: ID!) { user(uid: $uid) { uid username image imagePlaceholder { initials color } } }';

describe('POST /graphql user(uid)', () => {
  it('answers the username and a stable placeholder', async () => {
    const res = await query(USER, { uid: String(me.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toEqual({
      uid: String(me.id),
      username: 'ana.lima',
      image: null,
      imagePlaceholder: { initials: 'AL', color: expect.stringMatching(/^#[0-9A-F]{6}$/) },
    });
    expect((await query(USER, { uid: String(me.id) })).json().data.user.imagePlaceholder).toEqual(
      res.json().data.user.imagePlaceholder,
    );
  });

  it('takes initials from the full name when there is one', async () => {
    await t.db.update(users).set({ fullName: 'Beatriz de Souza' }).where(eq(users.id, me.id));
    expect(imagePlaceholder('ana.lima', 'Beatriz de Souza').initials).toBe('BS');
    expect(imagePlaceholder('x', null).initials).toBe('X');
  });

  it('answers null for unknown or malformed ids', async () => {
    expect((await query(USER, { uid: '999999' })).json().data.user).toBeNull();
    expect((await query(USER, { uid: 'abc' })).json().data.user).toBeNull();
  });

  it('is authenticated like the REST API', async () => {
    expectError(await query(USER, { uid: String(me.id) }, {}), 401, 'UNAUTHORIZED');
  });
});
