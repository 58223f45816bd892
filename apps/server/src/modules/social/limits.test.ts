// Postgres pass too: follows at once cannot pass the limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_LIMITS, SOCIAL_TEXTS } from '@parley/contracts';
import { users } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { act, actor, actOk, people } from './social-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('plan limits', () => {
  it('keeps the limits once, as the spec sets them', () => {
    expect(SOCIAL_LIMITS).toEqual({
      follows: { free: 5, basic: 20, pro: null, team: null },
      avoids: { free: 0, basic: 5, pro: 15, team: 15 },
    });
  });

  it('free: the 6th follow and the first avoid fail with the limit codes', async () => {
    const me = await actor(t, 'free');
    const targets = await people(t, 6);
    await actOk(t, me, 'follow', targets.slice(0, 5));
    const sixth = await act(t, me, 'follow', targets[5]!);
    expectError(sixth, 403, 'EXC_FOLLOW_LIMIT_REACHED', SOCIAL_TEXTS.followLimit);
    expect(sixth.json().detail.error_message).toContain('Follow Limit Reached');
    expectError(await act(t, me, 'avoid', targets[5]!), 403, 'EXC_AVOID_LIMIT_REACHED', SOCIAL_TEXTS.avoidLimit);
    // Freeing a place lets the next follow through.
    await actOk(t, me, 'unfollow', [targets[0]!]);
    const res = await act(t, me, 'follow', targets[5]!);
    expect(res.json()).toMatchObject({ is_following: true, following_count: 5, following_limit: 5, avoiding_limit: 0 });
  });

  it('basic: the 21st follow and the 6th avoid fail', async () => {
    const me = await actor(t, 'basic');
    const targets = await people(t, 27);
    await actOk(t, me, 'follow', targets.slice(0, 20));
    expectError(await act(t, me, 'follow', targets[20]!), 403, 'EXC_FOLLOW_LIMIT_REACHED');
    await actOk(t, me, 'avoid', targets.slice(21, 26));
    expectError(await act(t, me, 'avoid', targets[26]!), 403, 'EXC_AVOID_LIMIT_REACHED');
  });

  it('pro: follows without limit and fails on the 16th avoid', async () => {
    const me = await actor(t, 'pro');
    const targets = await people(t, 41);
    await actOk(t, me, 'follow', targets.slice(0, 25));
    const last = await act(t, me, 'follow', targets[25]!);
    expect(last.json()).toMatchObject({ following_count: 26, following_limit: null });
    await actOk(t, me, 'avoid', targets.slice(26, 41).slice(0, 15));
    const extra = await people(t, 1);
    expectError(await act(t, me, 'avoid', extra[0]!), 403, 'EXC_AVOID_LIMIT_REACHED');
  });

  it('team: follows without limit, 15 avoids', async () => {
    const me = await actor(t, 'team');
    const targets = await people(t, 22);
    await actOk(t, me, 'follow', targets.slice(0, 6));
    await actOk(t, me, 'avoid', targets.slice(6, 21));
    expectError(await act(t, me, 'avoid', targets[21]!), 403, 'EXC_AVOID_LIMIT_REACHED');
  });

  it('a repeated follow or avoid counts once and is not an error', async () => {
    const me = await actor(t, 'basic');
    const [a, b] = await people(t, 2);
    await actOk(t, me, 'follow', [a!, a!, a!]);
    await actOk(t, me, 'avoid', [b!, b!]);
    const res = await act(t, me, 'follow', a!);
    expect(res.json()).toMatchObject({ following_count: 1, avoiding_count: 1, followers_count: 1 });
  });

  it('a full free user can repeat a follow they already have', async () => {
    const me = await actor(t, 'free');
    const targets = await people(t, 5);
    await actOk(t, me, 'follow', targets);
    await actOk(t, me, 'follow', [targets[0]!]);
  });

  it('concurrent follows cannot pass the limit or double-count', async () => {
    const me = await actor(t, 'free');
    const targets = await people(t, 10);
    const answers = await Promise.all([...targets, ...targets].map((id) => act(t, me, 'follow', id)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 403);
    expect(ok.length + refused.length).toBe(20);
    const followed = new Set(ok.map((r) => r.json().user_id as number));
    expect(followed.size).toBe(5);
    const state = await act(t, me, 'follow', [...followed][0]!);
    expect(state.json().following_count).toBe(5);
  });

  it('a plan change in the table applies at once', async () => {
    const me = await actor(t, 'free');
    const [a] = await people(t, 1);
    expectError(await act(t, me, 'avoid', a!), 403, 'EXC_AVOID_LIMIT_REACHED');
    await t.db.update(users).set({ plan: 'pro' }).where(eq(users.id, me.id));
    await actOk(t, me, 'avoid', [a!]);
  });
});
