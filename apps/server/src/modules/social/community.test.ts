import * as z from 'zod/mini';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_TEXTS,
  MODULES_PREFIX,
  PROFILE_TEXTS,
  SOCIAL_TEXTS,
  communityPageSchema,
  relationshipSchema,
} from '@parley/contracts';
import { users } from '../../db/schema/index.ts';
import { expectError, get } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { act, actor, actOk, ids, list, type Actor } from './social-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Values = Partial<typeof users.$inferInsert>;

/** People straight in the table whose usernames share one fresh tag, so a search for the tag finds only them. */
async function crowd(...values: Values[]) {
  const tag = `c${randomBytes(4).toString('hex')}`;
  const rows = values.map((v, i) => ({ username: `${tag}_${i}`, email: `${tag}_${i}@example.com`, ...v }));
  const inserted = await t.db.insert(users).values(rows).returning({ id: users.id });
  return { tag, ids: inserted.map((r) => r.id) };
}

const search = (a: Actor, params: Record<string, string | number>) =>
  list(t, a, `community?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`);

const en = (proficiency: number) => ({ code: 'en', proficiency });

describe('GET relationship/{userId}', () => {
  it('answers what the follow answered, and counts', async () => {
    const me = await actor(t);
    const other = await actor(t);
    const followed = await act(t, me, 'follow', other.id);
    const res = await list(t, me, `relationship/${other.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(z.strictObject(relationshipSchema.shape).parse(res.json())).toEqual(followed.json());
    expect(res.json()).toMatchObject({ is_following: true, followers_count: 1, following_count: 1 });
    expect((await list(t, other, `relationship/${me.id}`)).json()).toMatchObject({
      is_following: false,
      is_followed_by: true,
      followers_count: 0,
    });
  });

  it('404 for unknown, guest and leaving users; 400 for a bad id; 401 without a session', async () => {
    const me = await actor(t);
    const { ids: hidden } = await crowd({ isGuest: true }, { deletionScheduledAt: new Date('2026-03-10T00:00:00Z') });
    for (const id of [...hidden, 99_999_999]) {
      expectError(await list(t, me, `relationship/${id}`), 404, 'NOT_FOUND', SOCIAL_TEXTS.userNotFound);
    }
    expectError(await list(t, me, 'relationship/abc'), 400, 'VALIDATION_ERROR');
    expectError(await get(t, `relationship/${me.id}`), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
  });
});

describe('GET community', () => {
  it('finds people by username, display name or full name, case-insensitively', async () => {
    const me = await actor(t);
    const { tag, ids: found } = await crowd(
      { displayName: 'Zelda Quux', fullName: 'Zelda Q. Quux' },
      { displayName: 'Another', fullName: 'Marta QUUXLEY' },
      { displayName: 'Nobody' },
    );
    const byTag = await search(me, { query: tag.toUpperCase() });
    expect(byTag.statusCode, byTag.body).toBe(200);
    expect(ids(byTag).sort()).toEqual([...found].sort());
    const byName = await search(me, { query: 'qUuX' });
    expect(ids(byName)).toEqual(expect.arrayContaining([found[0], found[1]]));
    expect(ids(byName)).not.toContain(found[2]);
    expect(ids(await search(me, { query: 'Zelda Q.' }))).toEqual([found[0]]);
    // LIKE's wildcards are plain characters in a search.
    expect(ids(await search(me, { query: `${tag}%` }))).toEqual([]);
    expect(ids(await search(me, { query: `${tag.slice(0, 3)}_${tag.slice(4)}` }))).toEqual([]);
  });

  it('answers the person with languages and follower count, most followed first', async () => {
    const me = await actor(t);
    const { tag, ids: found } = await crowd(
      { status: 'TEACHER', country: 'IE', speaking: [en(4)], learning: [{ code: 'fr', proficiency: 1 }] },
      { speaking: [en(2)] },
      {},
    );
    const [teacher, second, third] = found as [number, number, number];
    const fans = await Promise.all([actor(t), actor(t)]);
    for (const fan of fans) await actOk(t, fan, 'follow', [second]);
    await actOk(t, me, 'follow', [third]);

    const res = await search(me, { query: tag });
    const page = communityPageSchema.parse(res.json());
    expect(page).toMatchObject({ total: 3, limit: 10, offset: 0 });
    expect(page.items.map((p) => [p.id, p.followers_count])).toEqual([
      [second, 2],
      [third, 1],
      [teacher, 0],
    ]);
    expect(z.strictObject(communityPageSchema.shape.items.def.element.shape).parse(page.items[2])).toEqual({
      id: teacher,
      username: `${tag}_0`,
      display_name: null,
      full_name: null,
      image: null,
      status: 'TEACHER',
      country: 'IE',
      speaking: [en(4)],
      learning: [{ code: 'fr', proficiency: 1 }],
      followers_count: 0,
    });
    const paged = (await search(me, { query: tag, limit: 1, offset: 1 })).json();
    expect(paged).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(paged.items.map((p: { id: number }) => p.id)).toEqual([third]);
  });

  it('filters by a spoken or learned language, its level, and status', async () => {
    const me = await actor(t);
    const { tag, ids: found } = await crowd(
      { speaking: [{ code: 'ja', proficiency: 4 }], learning: [en(2)] },
      { speaking: [en(4)], learning: [{ code: 'ja', proficiency: 1 }], status: 'TEACHER' },
      { speaking: [{ code: 'ko', proficiency: 4 }], learning: [{ code: 'de', proficiency: 3 }] },
    );
    const [a, b, c] = found as [number, number, number];
    const q = (params: Record<string, string | number>) => search(me, { query: tag, ...params }).then(ids);
    expect((await q({ language: 'ja' })).sort()).toEqual([a, b].sort());
    expect(await q({ language: 'ja', proficiency: 1 })).toEqual([b]);
    expect(await q({ language: 'en', proficiency: 2 })).toEqual([a]);
    expect(await q({ language: 'ja', proficiency: 2 })).toEqual([]);
    expect(await q({ proficiency: 3 })).toEqual([c]);
    expect((await q({ proficiency: 4 })).sort()).toEqual([a, b, c].sort());
    expect(await q({ status: 'TEACHER' })).toEqual([b]);
    expect((await q({ status: 'STUDENT' })).sort()).toEqual([a, c].sort());
    expect(await q({ status: 'TEACHER', language: 'en', proficiency: 4 })).toEqual([b]);
  });

  it('never lists the caller, guests, leaving accounts, nor anyone on either side of an avoid', async () => {
    const me = await actor(t, 'basic');
    const { tag, ids: found } = await crowd({}, { isGuest: true }, { deletionScheduledAt: new Date('2026-03-10T00:00:00Z') }, {});
    const [visible, , , avoidedByMe] = found as [number, number, number, number];
    await t.db
      .update(users)
      .set({ username: `${tag}_me` })
      .where(eq(users.id, me.id));
    await actOk(t, me, 'avoid', [avoidedByMe]);
    const avoidsMe = await actor(t, 'basic');
    await t.db
      .update(users)
      .set({ username: `${tag}_x` })
      .where(eq(users.id, avoidsMe.id));
    await actOk(t, avoidsMe, 'avoid', [me.id]);

    const res = await search(me, { query: tag });
    expect(ids(res)).toEqual([visible]);
    expect(res.json().total).toBe(1);
    expect(ids(await search(me, { query: `${tag}_x` }))).toEqual([]);
    // The one who avoids me does not see me either.
    expect(ids(await search(avoidsMe, { query: tag })).sort()).toEqual([visible, avoidedByMe].sort());
    // Without a query every visible person may come back, still never the caller.
    const everyone = await search(me, { limit: 100 });
    expect(ids(everyone)).not.toContain(me.id);
    expect(ids(everyone)).not.toContain(avoidsMe.id);
  });

  it('refuses unknown languages, levels and statuses, and anonymous callers', async () => {
    const me = await actor(t);
    expectError(await search(me, { language: 'xx' }), 400, 'VALIDATION_ERROR', PROFILE_TEXTS.languageUnknown);
    expectError(await search(me, { proficiency: 5 }), 400, 'VALIDATION_ERROR');
    expectError(await search(me, { proficiency: 'high' }), 400, 'VALIDATION_ERROR');
    expectError(await search(me, { status: 'ADMIN' }), 400, 'VALIDATION_ERROR');
    expectError(await search(me, { query: 'x'.repeat(61) }), 400, 'VALIDATION_ERROR');
    expectError(await get(t, 'community'), 401, 'UNAUTHORIZED', AUTH_TEXTS.loginRequired);
  });
});

describe('GET community?suggest=partners', () => {
  const submitGoals = (a: Actor, goal: string[], interests: string[]) =>
    t.app.inject({
      method: 'POST',
      url: `${MODULES_PREFIX}/submit`,
      headers: a.headers,
      payload: {
        moduleResult: {
          id: 'GoalsQuestionnaireModule',
          data: { goal, occupation: { status: 'student', description: '' }, interests, about_me: '' },
        },
      },
    });

  it('leaves out people followed already and puts those sharing the most goals and interests first', async () => {
    const [me, sharer, popular, followed, stranger] = [
      await actor(t),
      await actor(t),
      await actor(t),
      await actor(t),
      await actor(t),
    ];
    // Learners of a language no other test uses, so the search finds only them.
    const sw = [{ code: 'sw', proficiency: 3 }];
    await t.db
      .update(users)
      .set({ learning: sw })
      .where(inArray(users.id, [sharer.id, popular.id, followed.id, stranger.id]));
    for (const [who, goal, interests] of [
      [me, ['travel', 'job_interview'], ['cooking', 'films']],
      [sharer, ['travel', 'job_interview'], ['films']],
      [followed, ['travel', 'job_interview'], ['cooking', 'films']],
      [stranger, ['exam'], []],
    ] as const)
      expect((await submitGoals(who, [...goal], [...interests])).statusCode).toBe(201);
    await actOk(t, me, 'follow', [followed.id]);
    await actOk(t, stranger, 'follow', [popular.id]);

    // The plain search: everyone, most followed first.
    expect(ids(await search(me, { language: 'sw', proficiency: 3 }))).toEqual([popular.id, followed.id, sharer.id, stranger.id]);
    // popular (no goals, one follower) after sharer (three in common), stranger (none, no followers) last.
    expect(ids(await search(me, { language: 'sw', proficiency: 3, suggest: 'partners' }))).toEqual([
      sharer.id,
      popular.id,
      stranger.id,
    ]);
    expectError(await search(me, { suggest: 'friends' }), 400, 'VALIDATION_ERROR');
  });
});

describe('GET user/{userId}/goals', () => {
  const goals = (about_me: string) => ({
    goal: ['travel'],
    occupation: { status: 'employee', description: 'Nurse' },
    interests: ['cooking'],
    about_me,
  });
  const submitGoals = (a: Actor, data: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${MODULES_PREFIX}/submit`,
      headers: a.headers,
      payload: { moduleResult: { id: 'GoalsQuestionnaireModule', data } },
    });

  it('answers null before the questionnaire, then the latest answers', async () => {
    const owner = await actor(t);
    const viewer = await actor(t);
    expect((await list(t, viewer, `user/${owner.id}/goals`)).json()).toEqual({
      user_id: owner.id,
      goals: null,
      submitted_at: null,
    });
    expect((await submitGoals(owner, goals('First'))).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await submitGoals(owner, goals('Second'))).statusCode).toBe(201);
    const res = await list(t, viewer, `user/${owner.id}/goals`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user_id: owner.id, goals: goals('Second'), submitted_at: t.clock.now().toISOString() });
    expect((await list(t, owner, `user/${owner.id}/goals`)).json().goals).toEqual(goals('Second'));
  });

  it('404 across an avoid either way, for hidden and unknown users', async () => {
    const owner = await actor(t, 'basic');
    const avoided = await actor(t);
    const avoider = await actor(t, 'basic');
    await actOk(t, owner, 'avoid', [avoided.id]);
    await actOk(t, avoider, 'avoid', [owner.id]);
    for (const viewer of [avoided, avoider]) {
      expectError(await list(t, viewer, `user/${owner.id}/goals`), 404, 'NOT_FOUND', SOCIAL_TEXTS.userNotFound);
    }
    expectError(await list(t, owner, `user/${avoided.id}/goals`), 404, 'NOT_FOUND', SOCIAL_TEXTS.userNotFound);
    const { ids: hidden } = await crowd({ isGuest: true }, { deletionScheduledAt: new Date('2026-03-10T00:00:00Z') });
    for (const id of [...hidden, 99_999_999]) {
      expectError(await list(t, avoided, `user/${id}/goals`), 404, 'NOT_FOUND', SOCIAL_TEXTS.userNotFound);
    }
    await actOk(t, owner, 'unavoid', [avoided.id]);
    expect((await list(t, avoided, `user/${owner.id}/goals`)).statusCode).toBe(200);
  });
});
