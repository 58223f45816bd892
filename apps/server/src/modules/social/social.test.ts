import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DETAILS_MAX, SOCIAL_TEXTS, relationshipSchema } from '@parley/contracts';
import { users } from '../../db/schema/index.ts';
import { expectError, get, post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { act, actor, actOk, ids, list, people } from './social-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (a: { headers: Record<string, string> }, body: unknown) => post(t, 'report', body, a.headers);

describe('follow and unfollow', () => {
  it('answers the relationship and lists followers and followees', async () => {
    const me = await actor(t);
    const other = await actor(t);
    const res = await act(t, me, 'follow', other.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(z.strictObject(relationshipSchema.shape).parse(res.json())).toEqual({
      user_id: other.id,
      is_following: true,
      is_followed_by: false,
      is_avoiding: false,
      is_reported: false,
      followers_count: 1,
      following_count: 1,
      following_limit: 5,
      avoiding_count: 0,
      avoiding_limit: 0,
    });
    const back = await act(t, other, 'follow', me.id);
    expect(back.json()).toMatchObject({ is_following: true, is_followed_by: true });
    const followers = await list(t, me, `followers/${other.id}`);
    expect(followers.json()).toEqual({
      items: [
        expect.objectContaining({ id: me.id, username: expect.any(String), display_name: null, full_name: null, image: null }),
      ],
      total: 1,
      limit: 10,
      offset: 0,
    });
    expect(ids(await list(t, me, `followees/${me.id}`))).toEqual([other.id]);
    const gone = await act(t, me, 'unfollow', other.id);
    expect(gone.json()).toMatchObject({ is_following: false, is_followed_by: true, followers_count: 0, following_count: 0 });
    const again = await act(t, me, 'unfollow', other.id);
    expect(again.statusCode).toBe(200);
  });

  it('pages lists newest first with limit and offset', async () => {
    const me = await actor(t, 'basic');
    const targets = await people(t, 3);
    for (const id of targets) {
      t.clock.advance(1000);
      await actOk(t, me, 'follow', [id]);
    }
    const page = await list(t, me, `followees/${me.id}?limit=2&offset=1`);
    expect(page.json()).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(ids(page)).toEqual([targets[1], targets[0]]);
    expectError(await list(t, me, `followees/${me.id}?limit=0`), 400, 'VALIDATION_ERROR');
  });
});

describe('refusals', () => {
  it('nobody can follow, avoid or report themselves', async () => {
    const me = await actor(t, 'pro');
    expectError(await act(t, me, 'follow', me.id), 400, 'VALIDATION_ERROR', SOCIAL_TEXTS.followSelf);
    expectError(await act(t, me, 'avoid', me.id), 400, 'VALIDATION_ERROR', SOCIAL_TEXTS.avoidSelf);
    const res = await report(me, { user_id: me.id, reason: 'spam' });
    expect(expectError(res, 400, 'VALIDATION_ERROR', SOCIAL_TEXTS.reportSelf).errors).toEqual([
      { loc: ['body', 'user_id'], msg: SOCIAL_TEXTS.reportSelf },
    ]);
  });

  it('unknown users are 404 on every call', async () => {
    const me = await actor(t, 'pro');
    for (const verb of ['follow', 'unfollow', 'avoid', 'unavoid', 'unreport']) {
      expectError(await act(t, me, verb, 999_999), 404, 'NOT_FOUND', SOCIAL_TEXTS.userNotFound);
    }
    expectError(await report(me, { user_id: 999_999, reason: 'spam' }), 404, 'NOT_FOUND');
    expectError(await list(t, me, 'followers/999999'), 404, 'NOT_FOUND');
    expectError(await list(t, me, 'followees/999999'), 404, 'NOT_FOUND');
    expectError(await act(t, me, 'follow', 0), 400, 'VALIDATION_ERROR');
  });

  it('users on the way out are 404 to follow, avoid and report, yet can still be unfollowed', async () => {
    const me = await actor(t, 'pro');
    const [leaving] = await people(t, 1);
    await actOk(t, me, 'follow', [leaving!]);
    await t.db.update(users).set({ deletionScheduledAt: t.clock.now() }).where(eq(users.id, leaving!));
    expectError(await act(t, me, 'follow', leaving!), 404, 'NOT_FOUND');
    expectError(await act(t, me, 'avoid', leaving!), 404, 'NOT_FOUND');
    expect((await act(t, me, 'unfollow', leaving!)).json()).toMatchObject({ is_following: false });
  });

  it('every call needs a session: 401', async () => {
    const calls = [
      post(t, 'follow/1'),
      post(t, 'unfollow/1'),
      post(t, 'avoid/1'),
      post(t, 'unavoid/1'),
      post(t, 'report', { user_id: 1, reason: 'spam' }),
      post(t, 'report', {}),
      post(t, 'unreport/1'),
      get(t, 'followers/1'),
      get(t, 'followees/1'),
      get(t, 'reported'),
      get(t, 'avoided'),
    ];
    for (const res of await Promise.all(calls)) expectError(res, 401, 'UNAUTHORIZED');
  });
});

describe('avoid', () => {
  it('removes follows both ways, refuses new ones and hides each from the other in lists', async () => {
    const me = await actor(t, 'basic');
    const other = await actor(t, 'basic');
    const [fan] = await people(t, 1);
    await actOk(t, me, 'follow', [other.id]);
    await actOk(t, other, 'follow', [me.id]);
    // A third person who follows both, and whom `other` follows: the caller's lists hide `other`.
    await actOk(t, other, 'follow', [fan!]);
    const res = await act(t, me, 'avoid', other.id);
    expect(res.json()).toMatchObject({ is_avoiding: true, is_following: false, is_followed_by: false, avoiding_count: 1 });
    expect(ids(await list(t, me, `followers/${me.id}`))).toEqual([]);
    expect(ids(await list(t, other, `followees/${other.id}`))).toEqual([fan]);
    expect(ids(await list(t, me, `followers/${fan!}`))).toEqual([]);
    expect(ids(await list(t, me, 'avoided'))).toEqual([other.id]);
    expect((await list(t, me, 'avoided')).json().items[0]).toEqual(
      expect.objectContaining({ id: other.id, username: expect.any(String) }),
    );

    expectError(await act(t, me, 'follow', other.id), 409, 'CONFLICT', SOCIAL_TEXTS.followAvoiding);
    expectError(await act(t, other, 'follow', me.id), 409, 'CONFLICT', SOCIAL_TEXTS.followAvoided);
    // The avoided person's lists hide the avoider too.
    await actOk(t, me, 'follow', [fan!]);
    expect(ids(await list(t, other, `followers/${fan!}`))).toEqual([other.id]);
    expect(ids(await list(t, me, `followers/${fan!}`))).toEqual([me.id]);

    const undone = await act(t, me, 'unavoid', other.id);
    expect(undone.json()).toMatchObject({ is_avoiding: false, avoiding_count: 0, is_following: false });
    await actOk(t, other, 'follow', [me.id]);
    expect(ids(await list(t, me, `followers/${me.id}`))).toEqual([other.id]);
    expect(ids(await list(t, me, 'avoided'))).toEqual([]);
  });
});

describe('report', () => {
  it('validates reason, details and the user id with clear texts', async () => {
    const me = await actor(t);
    const [bad] = await people(t, 1);
    expectError(await report(me, { reason: 'spam' }), 400, 'VALIDATION_ERROR', SOCIAL_TEXTS.userIdRequired);
    expectError(await report(me, { user_id: bad }), 400, 'VALIDATION_ERROR', SOCIAL_TEXTS.reasonRequired);
    expectError(await report(me, { user_id: bad, reason: 'boring' }), 400, 'VALIDATION_ERROR', SOCIAL_TEXTS.reasonRequired);
    const long = { user_id: bad, reason: 'other', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) };
    expectError(await report(me, long), 400, 'VALIDATION_ERROR', SOCIAL_TEXTS.detailsTooLong);
    const ok = await report(me, { ...long, details: 'x'.repeat(REPORT_DETAILS_MAX) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('reporting twice updates the report; unreport removes it', async () => {
    const me = await actor(t);
    const [bad] = await people(t, 1);
    const first = await report(me, { user_id: bad, reason: 'spam', details: 'Links everywhere', event_id: 'ev-1' });
    expect(first.json()).toMatchObject({ user_id: bad, is_reported: true });
    t.clock.advance(60_000);
    await report(me, { user_id: bad, reason: 'harassment' });
    const reported = (await list(t, me, 'reported')).json();
    expect(reported).toMatchObject({ total: 1, limit: 10, offset: 0 });
    expect(reported.items[0]).toMatchObject({ user: { id: bad }, reason: 'harassment', details: null, event_id: null });
    expect(Date.parse(reported.items[0].updated_at)).toBeGreaterThan(Date.parse(reported.items[0].created_at));

    const undone = await act(t, me, 'unreport', bad!);
    expect(undone.json()).toMatchObject({ is_reported: false });
    expect((await list(t, me, 'reported')).json()).toMatchObject({ items: [], total: 0 });
    expect((await act(t, me, 'unreport', bad!)).statusCode).toBe(200);
  });

  it('a report does not need a follow or an avoid, and an avoided user can still be reported', async () => {
    const me = await actor(t, 'basic');
    const [bad] = await people(t, 1);
    await actOk(t, me, 'avoid', [bad!]);
    const res = await report(me, { user_id: bad, reason: 'inappropriate' });
    expect(res.json()).toMatchObject({ is_avoiding: true, is_reported: true });
  });
});

describe('account deletion', () => {
  it('erases follows, avoids and reports with the user', async () => {
    const me = await actor(t, 'basic');
    const [a, b] = await people(t, 2);
    await actOk(t, me, 'follow', [a!]);
    await actOk(t, me, 'avoid', [b!]);
    await report(me, { user_id: a, reason: 'spam' });
    await t.db.delete(users).where(eq(users.id, a!));
    await t.db.delete(users).where(eq(users.id, b!));
    const state = await act(t, me, 'unfollow', (await people(t, 1))[0]!);
    expect(state.json()).toMatchObject({ following_count: 0, avoiding_count: 0 });
    expect((await list(t, me, 'reported')).json().total).toBe(0);
  });
});
