import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_PREFIX,
  CLASSROOM_PREFIX,
  WEBLINK_TEXTS as T,
  WEBLINKS_PER_USER_MAX,
  WEBLINKS_PREFIX,
  weblinkPageSchema,
  weblinkSchema,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { weblinks } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { member, type Member } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (who: Member | null, method: Method, path: string, payload?: object) =>
  t.app.inject({
    method,
    url: !path || path.startsWith('?') ? `${WEBLINKS_PREFIX}${path}` : `${WEBLINKS_PREFIX}/${path}`,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

async function save(who: Member, body: object) {
  const res = await api(who, 'POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return z.strictObject(weblinkSchema.shape).parse(res.json());
}

const search = async (who: Member, query = '', extra = '') => {
  const res = await api(who, 'GET', `?query=${encodeURIComponent(query)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return weblinkPageSchema.parse(res.json());
};
const titles = async (who: Member, query = '') => (await search(who, query)).items.map((w) => w.title);

async function follow(who: Member, target: Member) {
  const res = await t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}/follow/${target.id}`, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
}

describe('weblinks', () => {
  it('saves a link, putting http:// in front when the scheme is missing, and trims and dedupes tags', async () => {
    const me = await member(t);
    const saved = await save(me, { link: ' example.com/grammar ', title: ' Grammar notes ', tags: ['B1', ' b1 ', '', 'verbs'] });
    expect(saved).toMatchObject({
      link: 'http://example.com/grammar',
      title: 'Grammar notes',
      tags: ['B1', 'verbs'],
      is_public: false,
      shared_with: [],
      shared: false,
      owner: { id: me.id, username: me.username },
    });
    expect((await save(me, { link: 'https://a.example/x?y=1' })).link).toBe('https://a.example/x?y=1');
    expect((await save(me, { link: 'localhost:3000/notes' })).link).toBe('http://localhost:3000/notes');
  });

  it('refuses what is not an http(s) address, and titles, tags and tag lists that are too long', async () => {
    const me = await member(t);
    for (const link of ['not a url', 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.example', 'http://', ''])
      expectError(await api(me, 'POST', '', { link }), 400, 'VALIDATION_ERROR');
    expectError(await api(me, 'POST', '', { link: 'javascript:alert(1)' }), 400, 'VALIDATION_ERROR', T.linkInvalid);
    expectError(await api(me, 'POST', '', {}), 400, 'VALIDATION_ERROR', T.linkRequired);
    expectError(
      await api(me, 'POST', '', { link: 'a.example', title: 'x'.repeat(256) }),
      400,
      'VALIDATION_ERROR',
      T.titleTooLong,
    );
    expectError(await api(me, 'POST', '', { link: 'a.example', tags: ['x'.repeat(256)] }), 400, 'VALIDATION_ERROR', T.tagTooLong);
    const many = Array.from({ length: 21 }, (_, i) => `tag${i}`);
    expectError(await api(me, 'POST', '', { link: 'a.example', tags: many }), 400, 'VALIDATION_ERROR', T.tooManyTags);
    // 255 is allowed.
    expect((await save(me, { link: 'a.example', title: 'x'.repeat(255), tags: ['y'.repeat(255)] })).title).toHaveLength(255);
    expect((await search(me)).total).toBe(1);
  });

  it('searches title, link and tags in any case, newest first, in pages; another user sees none of it', async () => {
    const me = await member(t);
    await save(me, { link: 'dictionary.example', title: 'Cambridge dictionary', tags: ['Vocabulary'] });
    t.clock.advance(1000);
    await save(me, { link: 'podcasts.example/english', title: 'Listening', tags: ['audio'] });
    t.clock.advance(1000);
    await save(me, { link: 'https://www.example.org/phrasal-VERBS', title: 'Phrasal verbs 100% useful', tags: ['grammar'] });
    expect(await titles(me)).toEqual(['Phrasal verbs 100% useful', 'Listening', 'Cambridge dictionary']);
    expect(await titles(me, 'VOCAB')).toEqual(['Cambridge dictionary']);
    expect(await titles(me, 'english')).toEqual(['Listening']);
    expect(await titles(me, 'verbs')).toEqual(['Phrasal verbs 100% useful']);
    expect(await titles(me, '100%')).toEqual(['Phrasal verbs 100% useful']);
    expect(await titles(me, '_')).toEqual([]);
    const second = await search(me, '', '&limit=2&offset=2');
    expect(second).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(second.items.map((w) => w.title)).toEqual(['Cambridge dictionary']);
    expect(await titles(await member(t))).toEqual([]);
  });

  it('updates and deletes only the owner’s links: someone else’s answers 404', async () => {
    const [me, other] = [await member(t), await member(t)];
    const link = await save(me, { link: 'example.com', title: 'Old', tags: ['a'] });
    t.clock.advance(5000);
    const res = await api(me, 'PUT', String(link.id), {
      link: 'example.com/new',
      title: 'New',
      tags: ['b', 'c'],
      is_public: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = weblinkSchema.parse(res.json());
    expect(updated).toMatchObject({ title: 'New', link: 'http://example.com/new', tags: ['b', 'c'], is_public: true });
    expect(updated.updated_at > updated.created_at).toBe(true);
    expectError(await api(me, 'PUT', String(link.id), { link: 'javascript:alert(1)' }), 400, 'VALIDATION_ERROR', T.linkInvalid);

    expectError(await api(other, 'PUT', String(link.id), { link: 'evil.example' }), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(other, 'DELETE', String(link.id)), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(me, 'PUT', '999999', { link: 'x.example' }), 404, 'NOT_FOUND', T.notFound);
    expect(await titles(me)).toEqual(['New']);

    const gone = await api(me, 'DELETE', String(link.id));
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ ok: true });
    expect(await titles(me)).toEqual([]);
    expectError(await api(me, 'DELETE', String(link.id)), 404, 'NOT_FOUND', T.notFound);
  });

  it('shares with people the owner follows: they find it, marked shared and read-only; a non-followee is refused', async () => {
    const [owner, friend, stranger] = [await member(t), await member(t), await member(t)];
    await follow(owner, friend);
    // Following the owner back does not make the stranger someone the owner follows.
    await follow(stranger, owner);
    expectError(
      await api(owner, 'POST', '', { link: 'a.example', shared_with: [stranger.id] }),
      400,
      'VALIDATION_ERROR',
      T.shareNotFollowed,
    );
    expectError(
      await api(owner, 'POST', '', { link: 'a.example', shared_with: [owner.id] }),
      400,
      'VALIDATION_ERROR',
      T.shareNotFollowed,
    );
    const link = await save(owner, { link: 'idioms.example', title: 'Idioms', shared_with: [friend.id, friend.id] });
    expect(link.shared_with).toEqual([friend.id]);

    const seen = (await search(friend, 'idioms')).items;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ title: 'Idioms', shared: true, shared_with: [], owner: { id: owner.id } });
    expect(await titles(stranger)).toEqual([]);
    expectError(await api(friend, 'PUT', String(link.id), { link: 'mine.example' }), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(friend, 'DELETE', String(link.id)), 404, 'NOT_FOUND', T.notFound);

    // Unsharing, and unfollowing, both take it away again.
    const unshared = await api(owner, 'PUT', String(link.id), { link: 'idioms.example', title: 'Idioms', shared_with: [] });
    expect(unshared.json().shared_with).toEqual([]);
    expect(await titles(friend)).toEqual([]);
    await api(owner, 'PUT', String(link.id), { link: 'idioms.example', title: 'Idioms', shared_with: [friend.id] });
    expect(await titles(friend)).toEqual(['Idioms']);
    await t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}/unfollow/${friend.id}`, headers: owner.auth });
    expect(await titles(friend)).toEqual([]);
  });

  it("shares a teacher's link with their classroom: its students see it read-only, others and leavers do not", async () => {
    const [teacher, student, outsider, learner] = await Promise.all([
      member(t, { status: 'TEACHER' }),
      member(t, { status: 'STUDENT' }),
      member(t, { status: 'STUDENT' }),
      member(t, { status: 'STUDENT' }),
    ]);
    const classroom = async (who: Member) => {
      const res = await t.app.inject({ method: 'POST', url: CLASSROOM_PREFIX, headers: who.auth, payload: { name: 'B1' } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; code: string };
    };
    const [room, otherRoom] = [await classroom(teacher), await classroom(await member(t, { status: 'TEACHER' }))];
    const join = (who: Member, path: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `${CLASSROOM_PREFIX}/${path}`, headers: who.auth, ...(payload ? { payload } : {}) });
    expect((await join(student, 'join', { code: room.code })).statusCode).toBe(200);

    // Only the owner's own classrooms: another teacher's, or a learner who has none, is refused.
    for (const [who, ids] of [
      [teacher, [otherRoom.id]],
      [learner, [room.id]],
    ] as const)
      expectError(
        await api(who, 'POST', '', { link: 'a.example', shared_with_classrooms: ids }),
        400,
        'VALIDATION_ERROR',
        T.shareNotOwnClassroom,
      );
    const link = await save(teacher, { link: 'grammar.example', title: 'Grammar', shared_with_classrooms: [room.id, room.id] });
    expect(link).toMatchObject({ shared_with: [], shared_with_classrooms: [room.id] });

    expect((await search(student)).items).toMatchObject([
      { title: 'Grammar', shared: true, shared_with: [], shared_with_classrooms: [], owner: { id: teacher.id } },
    ]);
    expect(await titles(outsider)).toEqual([]);
    expectError(await api(student, 'PUT', String(link.id), { link: 'mine.example' }), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(student, 'DELETE', String(link.id)), 404, 'NOT_FOUND', T.notFound);

    // Leaving the classroom, or the teacher unsharing, takes it away.
    expect((await join(student, `${room.code}/unjoin`)).statusCode).toBe(200);
    expect(await titles(student)).toEqual([]);
    expect((await join(student, 'join', { code: room.code })).statusCode).toBe(200);
    expect(await titles(student)).toEqual(['Grammar']);
    await api(teacher, 'PUT', String(link.id), { link: 'grammar.example', title: 'Grammar' });
    expect(await titles(student)).toEqual([]);
  });

  it('lists a member’s public links only, and hides them across an avoid', async () => {
    // Avoiding takes a paid plan.
    const [owner, viewer] = [await member(t, {}, 'basic'), await member(t)];
    await save(owner, { link: 'public.example', title: 'Public', is_public: true });
    await save(owner, { link: 'private.example', title: 'Private' });
    const res = await api(viewer, 'GET', `public/${owner.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(weblinkPageSchema.parse(res.json()).items).toMatchObject([{ title: 'Public', shared: true, shared_with: [] }]);
    expectError(await api(viewer, 'GET', 'public/999999'), 404, 'NOT_FOUND', T.userNotFound);
    await t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}/avoid/${viewer.id}`, headers: owner.auth });
    expectError(await api(viewer, 'GET', `public/${owner.id}`), 404, 'NOT_FOUND', T.userNotFound);
  });

  it(`stops at ${WEBLINKS_PER_USER_MAX} links with a 409 that says so`, async () => {
    const me = await member(t);
    const now = t.clock.now();
    const rows = Array.from({ length: WEBLINKS_PER_USER_MAX - 1 }, (_, i) => ({
      ownerId: me.id,
      title: `Link ${i}`,
      link: `http://example.com/${i}`,
      createdAt: now,
      updatedAt: now,
    }));
    await t.db.insert(weblinks).values(rows);
    await save(me, { link: 'last.example' });
    expectError(await api(me, 'POST', '', { link: 'one-more.example' }), 409, 'CONFLICT', T.tooManyLinks);
  });

  it('answers 401 to every call without a session', async () => {
    expectError(await api(null, 'GET', ''), 401, 'UNAUTHORIZED');
    expectError(await api(null, 'POST', '', { link: 'a.example' }), 401, 'UNAUTHORIZED');
    expectError(await api(null, 'PUT', '1', { link: 'a.example' }), 401, 'UNAUTHORIZED');
    expectError(await api(null, 'DELETE', '1'), 401, 'UNAUTHORIZED');
    expectError(await api(null, 'GET', 'public/1'), 401, 'UNAUTHORIZED');
  });
});
