// Postgres pass too: two teachers claim one url at once.
import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myHomepageSchema, STOREFRONT_TEXTS as T, teacherHomepageSchema } from '@parley/contracts';
import { users } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshUrl, getMine, getPage, person, save, teacherUrl, teacherWithHomepage } from './storefront-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const customization = {
  color: '#123456',
  faq_color: '#FEFEFE',
  welcome_message: 'Hello!',
  video_url: 'https://youtu.be/dQw4w9WgXcQ',
};

describe('claiming a url', () => {
  it('a teacher has no homepage until a url is claimed; claiming creates it with the defaults', async () => {
    const teacher = await person(t);
    const none = await getMine(t, teacher);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toBeNull();

    const url = freshUrl('Tom-Teacher');
    const res = await save(t, teacher, 'banner', { url: ` ${url} `, name: 'English with Tom' });
    expect(res.statusCode, res.body).toBe(200);
    expect(z.strictObject(myHomepageSchema.shape).parse(res.json())).toEqual({
      url,
      name: 'English with Tom',
      teacher_name: teacher.username,
      welcome_message: null,
      video_url: null,
      thumbnail: null,
      price: 2000,
      currency: 'usd',
      features: [],
      visible_prices: [999, 510, 1510],
      expected_days: 2,
      profile_pic: null,
      user_id: teacher.id,
      color: '#0F766E',
      faq_color: '#F0FDFA',
      ai_price: 900,
      basic_plan_id: `tp_${teacher.id}_basic`,
      premium_plan_id: `tp_${teacher.id}_premium`,
      ai_plan_id: `tp_${teacher.id}_ai`,
      accepting_students: true,
      focus: [],
      offers: [],
      availability: { group_size: 1, timezone: 'UTC', slots: [] },
      videos: [],
      teaching: { experience: null, teaching_style: null, tags: [], video_link: null, price_per_hour: null },
      rating: null,
      max_subscribers: null,
      waitlist_count: 0,
    });
    expect((await getMine(t, teacher)).json()).toMatchObject({ url, name: 'English with Tom' });
  });

  it('the profile picture starts as the teacher’s avatar and can be replaced', async () => {
    const teacher = await person(t);
    await t.db.update(users).set({ image: 'http://localhost:3000/avatar.png' }).where(eq(users.id, teacher.id));
    const url = freshUrl();
    const first = await save(t, teacher, 'banner', { url, name: 'Page' });
    expect(first.json().profile_pic).toBe('http://localhost:3000/avatar.png');
    const second = await save(t, teacher, 'banner', { url, name: 'Page', profile_pic: 'http://localhost:3000/banner.jpg' });
    expect(second.json().profile_pic).toBe('http://localhost:3000/banner.jpg');
    const cleared = await save(t, teacher, 'banner', { url, name: 'Page', profile_pic: null });
    expect(cleared.json().profile_pic).toBeNull();
    expectError(
      await save(t, teacher, 'banner', { url, name: 'Page', profile_pic: 'not a link' }),
      400,
      'VALIDATION_ERROR',
      T.pictureInvalid,
    );
  });

  it('refuses reserved names, bad characters and lengths with the field named', async () => {
    const teacher = await person(t);
    for (const [url, message] of [
      ['login', T.urlReserved],
      ['Events', T.urlReserved],
      ['api', T.urlReserved],
      ['assets', T.urlReserved],
      ['tom teacher', T.urlCharacters],
      ['tom_teacher', T.urlCharacters],
      ['tom.teacher', T.urlCharacters],
      ['tömteacher', T.urlCharacters],
      ['-tom', T.urlDashEdge],
      ['tom-', T.urlDashEdge],
      ['to', T.urlTooShort],
      ['', T.urlRequired],
      ['x'.repeat(41), T.urlTooLong],
    ] as const) {
      const error = expectError(await save(t, teacher, 'banner', { url, name: 'Page' }), 400, 'VALIDATION_ERROR', message);
      expect(error.errors?.[0]?.loc).toEqual(['body', 'url']);
    }
    expectError(await save(t, teacher, 'banner', { url: freshUrl(), name: ' ' }), 400, 'VALIDATION_ERROR', T.nameRequired);
    expect((await getMine(t, teacher)).json()).toBeNull();
  });

  it('a url is one teacher’s, whatever its case; a teacher may move to another and free the old one', async () => {
    const first = await teacherWithHomepage(t);
    const second = await person(t);
    const taken = expectError(
      await save(t, second, 'banner', { url: first.url.toUpperCase(), name: 'Mine' }),
      409,
      'CONFLICT',
      T.urlTaken,
    );
    expect(taken.errors).toEqual([{ loc: ['body', 'url'], msg: T.urlTaken }]);

    const moved = freshUrl('moved');
    expect((await save(t, first, 'banner', { url: moved, name: 'Moved' })).statusCode).toBe(200);
    expectError(await getPage(t, first.url), 404, 'NOT_FOUND', T.pageNotFound);
    expect((await save(t, second, 'banner', { url: first.url, name: 'Mine' })).statusCode).toBe(200);
    expect((await getPage(t, moved)).json()).toMatchObject({ name: 'Moved', user_id: first.id });
  });

  it('two first saves at once both land, and two teachers claiming one url at once get one page and one 409', async () => {
    const teacher = await person(t);
    const url = freshUrl();
    const both = await Promise.all([
      save(t, teacher, 'banner', { url, name: 'First' }),
      save(t, teacher, 'banner', { url, name: 'Second' }),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await getMine(t, teacher)).json()).toMatchObject({ url, price: 2000 });

    const [one, two] = [await person(t), await person(t)];
    const contested = freshUrl('contested');
    const claims = await Promise.all([
      save(t, one, 'banner', { url: contested, name: 'One' }),
      save(t, two, 'banner', { url: contested.toUpperCase(), name: 'Two' }),
    ]);
    expect(claims.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expectError(
      claims.find((res) => res.statusCode === 409)!,
      409,
      'CONFLICT',
      T.urlTaken,
    );
  });
});

describe('the public page', () => {
  it('anyone reads a homepage by its url, in any case, without logging in', async () => {
    const teacher = await teacherWithHomepage(t, 'Learn with Ana');
    expect((await save(t, teacher, 'customization', customization)).statusCode).toBe(200);
    const res = await getPage(t, teacher.url.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const page = z.strictObject(teacherHomepageSchema.shape).parse(res.json());
    expect(page).toMatchObject({ url: teacher.url, name: 'Learn with Ana', welcome_message: 'Hello!', user_id: teacher.id });
    expect(res.json()).not.toHaveProperty('max_subscribers');
    expect(res.json()).not.toHaveProperty('waitlist_count');
  });

  it('an unknown url, a teacher leaving Parley or a former teacher is "Page not found"', async () => {
    expectError(await getPage(t, 'nobody-has-this-url'), 404, 'NOT_FOUND', T.pageNotFound);
    const leaving = await teacherWithHomepage(t);
    await t.db.update(users).set({ deletionScheduledAt: new Date() }).where(eq(users.id, leaving.id));
    expectError(await getPage(t, leaving.url), 404, 'NOT_FOUND', T.pageNotFound);
    const former = await teacherWithHomepage(t);
    await t.db.update(users).set({ status: 'STUDENT' }).where(eq(users.id, former.id));
    expectError(await getPage(t, former.url), 404, 'NOT_FOUND', T.pageNotFound);
  });
});

describe('permissions', () => {
  const pages = ['banner', 'customization', 'prices', 'services', 'offers', 'availability', 'videos'];

  it('students get 403 on every teacher call', async () => {
    const student = await person(t, 'STUDENT');
    expectError(await getMine(t, student), 403, 'FORBIDDEN', T.teachersOnly);
    const list = await t.app.inject({ method: 'GET', url: teacherUrl('homepage/waitlist'), headers: student.headers });
    expectError(list, 403, 'FORBIDDEN', T.teachersOnly);
    expectError(await save(t, student, 'banner', { url: freshUrl(), name: 'Mine' }), 403, 'FORBIDDEN', T.teachersOnly);
    expectError(await save(t, student, 'customization', customization), 403, 'FORBIDDEN', T.teachersOnly);
    expectError(
      await save(t, student, 'prices', { price: 1000, visible_prices: [510], ai_price: 900, expected_days: 2 }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await save(t, student, 'services', { accepting_students: true, max_subscribers: null, focus: [] }),
      403,
      'FORBIDDEN',
    );
    expectError(await save(t, student, 'offers', { offers: [] }), 403, 'FORBIDDEN');
    expectError(await save(t, student, 'availability', { timezone: 'UTC', slots: [] }), 403, 'FORBIDDEN');
    expectError(await save(t, student, 'videos', { videos: [] }), 403, 'FORBIDDEN');
  });

  it('signed-out callers get 401 on every teacher call', async () => {
    expectError(await getMine(t, null), 401, 'UNAUTHORIZED');
    for (const page of pages) expectError(await save(t, null, page, {}), 401, 'UNAUTHORIZED');
  });

  it('the other pages wait for the url', async () => {
    const teacher = await person(t);
    expectError(await save(t, teacher, 'customization', customization), 409, 'CONFLICT', T.claimFirst);
    expectError(await save(t, teacher, 'videos', { videos: [] }), 409, 'CONFLICT', T.claimFirst);
  });
});
