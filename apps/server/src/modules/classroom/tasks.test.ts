import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_TEXTS as T,
  DEFAULT_TASK_COLOR,
  STOREFRONT_TEXTS,
  TASKS_PER_CLASSROOM_MAX,
  taskSchema,
} from '@parley/contracts';
import { classroomTasks } from '../../db/schema/index.ts';
import * as z from 'zod/mini';
import { expectError } from '../../test/auth-helpers.ts';
import { createEvent } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, classroomOf, folder, holdsPlan, joined, student, task, taskTexts, teacher } from './classroom-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('tasks', () => {
  it('a teacher adds a task with sanitised rich text, a video and a link; updates, moves and deletes it', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const res = await api(t, owner, 'POST', `${code}/tasks`, {
      questions: [
        { rich_text: '<p>Tell us about <strong>your town</strong><script>alert(1)</script></p>' },
        { rich_text: '<p>   </p>' },
      ],
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
      external_link: 'example.com/reading',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = z.strictObject(taskSchema.shape).parse(res.json());
    expect(created).toMatchObject({
      kind: 'custom',
      color: '#FFF9C4',
      folder_id: null,
      questions: [{ text: 'Tell us about your town', rich_text: '<p>Tell us about <strong>your town</strong></p>' }],
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
      external_link: 'http://example.com/reading',
      order: 0,
      reply_count: 0,
    });

    const week = await folder(t, owner, code, [5]);
    const updated = await api(t, owner, 'PUT', `${code}/tasks/${created.id}`, {
      color: '#BBDEFB',
      folder_id: week,
      video_link: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      color: '#BBDEFB',
      folder_id: week,
      video_link: null,
      external_link: 'http://example.com/reading',
    });
    expect((await api(t, owner, 'GET', code)).json().folders[0].task_count).toBe(1);

    expect((await api(t, owner, 'DELETE', `${code}/tasks/${created.id}`)).statusCode).toBe(200);
    expectError(await api(t, owner, 'GET', `${code}/tasks/${created.id}`), 404, 'NOT_FOUND', T.taskNotFound);
  });

  it('refuses an empty task, bad links and colours, too much text, and anyone but the teacher', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const post = (body: object) => api(t, owner, 'POST', `${code}/tasks`, body);
    expectError(
      await post({ questions: [{ rich_text: '<p><br></p><script>x</script>' }] }),
      400,
      'VALIDATION_ERROR',
      T.taskEmpty,
    );
    expectError(await post({ video_link: 'https://example.com/v' }), 400, 'VALIDATION_ERROR', STOREFRONT_TEXTS.videoInvalid);
    expectError(await post({ external_link: 'javascript:alert(1)' }), 400, 'VALIDATION_ERROR');
    expectError(await post({ color: 'red', external_link: 'a.com' }), 400, 'VALIDATION_ERROR', T.colorInvalid);
    expectError(
      await post({ questions: [{ rich_text: `<p>${'x'.repeat(100_001)}</p>` }] }),
      400,
      'VALIDATION_ERROR',
      T.richTextTooLong,
    );
    expectError(await post({ folder_id: 999999, external_link: 'a.com' }), 400, 'VALIDATION_ERROR', T.folderNotFound);
    const id = await task(t, owner, code, null);
    expectError(await api(t, owner, 'PUT', `${code}/tasks/${id}`, { questions: [] }), 400, 'VALIDATION_ERROR', T.taskEmpty);

    const learner = await student(t);
    await joined(t, learner, code);
    expectError(await api(t, learner, 'POST', `${code}/tasks`, { external_link: 'a.com' }), 403, 'FORBIDDEN', T.teachersOnly);
    expectError(await api(t, learner, 'PUT', `${code}/tasks/${id}`, { color: '#FFFFFF' }), 403, 'FORBIDDEN', T.teachersOnly);
    expectError(await api(t, learner, 'DELETE', `${code}/tasks/${id}`), 403, 'FORBIDDEN', T.teachersOnly);
    const stranger = await teacher(t);
    expectError(await api(t, stranger, 'PUT', `${code}/tasks/${id}`, { color: '#FFFFFF' }), 404, 'NOT_FOUND', T.notFound);
  });

  it('holds a classroom to 500 tasks', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const { id } = (await api(t, owner, 'GET', code)).json();
    const rows = Array.from({ length: TASKS_PER_CLASSROOM_MAX - 1 }, (_, order) => ({
      classroomId: id,
      color: DEFAULT_TASK_COLOR,
      externalLink: 'http://example.com',
      order,
    }));
    await t.db.insert(classroomTasks).values(rows);
    await task(t, owner, code, null, 'The last one');
    expectError(await api(t, owner, 'POST', `${code}/tasks`, { external_link: 'a.com' }), 409, 'CONFLICT', T.tooManyTasks);
  });

  it('keeps the order the teacher drags to; refuses orders naming other tasks', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const [a, b, c] = [
      await task(t, owner, code, null, 'A'),
      await task(t, owner, code, null, 'B'),
      await task(t, owner, code, null, 'C'),
    ];
    const res = await api(t, owner, 'PUT', `${code}/task_ordering`, {
      task_ordering: [
        { task_id: c, order: 0 },
        { task_id: a, order: 1 },
        { task_id: b, order: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(taskTexts(res)).toEqual(['C', 'A', 'B']);
    expect(taskTexts(await api(t, owner, 'GET', `${code}/tasks`))).toEqual(['C', 'A', 'B']);

    const elsewhere = await task(t, owner, await classroomOf(t, owner), null);
    const bad = [{ task_id: elsewhere, order: 0 }];
    expectError(
      await api(t, owner, 'PUT', `${code}/task_ordering`, { task_ordering: bad }),
      400,
      'VALIDATION_ERROR',
      T.orderInvalid,
    );
    const twice = [
      { task_id: a, order: 0 },
      { task_id: a, order: 1 },
    ];
    expectError(
      await api(t, owner, 'PUT', `${code}/task_ordering`, { task_ordering: twice }),
      400,
      'VALIDATION_ERROR',
      T.orderInvalid,
    );
  });
});

describe('who sees which folder (spec §4, decided on the server)', () => {
  it('each audience reaches exactly its students; a hidden task answers like a missing one', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const folders = {
      onlyMe: await folder(t, owner, code, [0], 'Drafts'),
      subscribers: await folder(t, owner, code, [1], 'Subscribers'),
      ai: await folder(t, owner, code, [2], 'AI'),
      basic: await folder(t, owner, code, [3], 'Basic'),
      premium: await folder(t, owner, code, [4], 'Premium'),
      code: await folder(t, owner, code, [5], 'Class'),
    };
    for (const [name, id] of Object.entries(folders)) await task(t, owner, code, id, name);
    await task(t, owner, code, null, 'loose');

    const seen = async (who: Awaited<ReturnType<typeof student>>) => taskTexts(await api(t, who, 'GET', `${code}/tasks`));
    const classmate = await student(t);
    await joined(t, classmate, code);
    const [ai, basic, premium, outsider, lapsed] = [
      await student(t),
      await student(t),
      await student(t),
      await student(t),
      await student(t),
    ];
    await holdsPlan(t, ai, owner.id, 'ai');
    await holdsPlan(t, basic, owner.id, 'basic', 'trialing');
    await holdsPlan(t, premium, owner.id, 'premium');
    await holdsPlan(t, lapsed, owner.id, 'premium', 'canceled');

    expect(await seen(owner)).toEqual(['onlyMe', 'subscribers', 'ai', 'basic', 'premium', 'code', 'loose']);
    expect(await seen(classmate)).toEqual(['code', 'loose']);
    expect(await seen(ai)).toEqual(['subscribers', 'ai']);
    expect(await seen(basic)).toEqual(['subscribers', 'basic']);
    expect(await seen(premium)).toEqual(['subscribers', 'premium']);
    expect(await seen(outsider)).toEqual([]);
    expect(await seen(lapsed)).toEqual([]);

    const detail = (await api(t, basic, 'GET', code)).json();
    expect(detail).toMatchObject({ role: 'subscriber', task_count: 2 });
    expect(detail.folders.map((f: { name: string }) => f.name)).toEqual(['Subscribers', 'Basic']);
    expect((await api(t, basic, 'GET', '')).json().map((c: { code: string }) => c.code)).toEqual([code]);
    expect((await api(t, owner, 'GET', `${code}/folders`)).json()).toHaveLength(6);

    const draft = (await api(t, owner, 'GET', `${code}/tasks`)).json()[0].id as number;
    for (const who of [classmate, premium, outsider]) {
      expectError(await api(t, who, 'GET', `${code}/tasks/${draft}`), 404, 'NOT_FOUND', T.taskNotFound);
      expectError(await api(t, who, 'POST', `${code}/tasks/${draft}/reply`, { text: 'Hi' }), 404, 'NOT_FOUND', T.taskNotFound);
    }
  });

  it('"Only me" stands alone, the homepage option checks the tiers, all tiers are the homepage option', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const create = (visibility: unknown, name: unknown = 'F') => api(t, owner, 'POST', `${code}/folders`, { name, visibility });
    expectError(await create([0, 5]), 400, 'VALIDATION_ERROR', T.onlyMeExclusive);
    expectError(await create([]), 400, 'VALIDATION_ERROR', T.visibilityRequired);
    expectError(await create([6]), 400, 'VALIDATION_ERROR', T.visibilityRequired);
    expectError(await create([5], '  '), 400, 'VALIDATION_ERROR', T.folderNameRequired);
    expect((await create([1, 5])).json().visibility).toEqual([1, 2, 3, 4, 5]);
    expect((await create([2, 3, 4])).json().visibility).toEqual([1, 2, 3, 4]);
    const id = (await create([3])).json().id as number;
    const renamed = await api(t, owner, 'PUT', `${code}/folders/${id}`, { name: 'Basic only', visibility: [0] });
    expect(renamed.json()).toMatchObject({ name: 'Basic only', visibility: [0] });
    const inside = await task(t, owner, code, id);
    expect((await api(t, owner, 'DELETE', `${code}/folders/${id}`)).statusCode).toBe(200);
    expect((await api(t, owner, 'GET', `${code}/tasks/${inside}`)).json().folder_id).toBeNull();
    expectError(await api(t, await student(t), 'POST', `${code}/folders`, { name: 'x', visibility: [5] }), 403, 'FORBIDDEN');
  });
});

describe('IELTS, TOEFL and live practice tasks', () => {
  it('lists the banks and adds a question as a task; refuses unknown questions and students', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const ielts = (await api(t, owner, 'GET', 'products/ielts/tasks')).json();
    const toefl = (await api(t, owner, 'GET', 'products/toefl/tasks')).json();
    expect(ielts.length).toBeGreaterThan(100);
    expect(toefl.length).toBeGreaterThanOrEqual(10);
    const cue = ielts.find((q: { cue_card: string[] }) => q.cue_card.length > 0);
    const res = await api(t, owner, 'POST', `${code}/add/ielts/task`, { task_id: cue.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'ielts', product_question_id: cue.id });
    expect(res.json().questions[0].rich_text).toContain(`<li>`);
    expect(res.json().questions[0].text).toContain(cue.question);
    expectError(
      await api(t, owner, 'POST', `${code}/add/toefl/task`, { task_id: cue.id }),
      400,
      'VALIDATION_ERROR',
      T.productTaskNotFound,
    );
    expectError(await api(t, await student(t), 'GET', 'products/toefl/tasks'), 403, 'FORBIDDEN', T.teachersOnly);
    expectError(await api(t, owner, 'GET', 'products/cambridge/tasks'), 400, 'VALIDATION_ERROR');
  });

  it('a live practice task points to an event that has not ended, public or the teacher’s own', async () => {
    const owner = await teacher(t);
    const code = await classroomOf(t, owner);
    const event = await createEvent(t, owner);
    const res = await api(t, owner, 'POST', `${code}/live_practice/task`, { event_id: event.event_id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'live_practice', event: { event_id: event.event_id, title: event.event_title } });
    expectError(
      await api(t, owner, 'POST', `${code}/live_practice/task`, { event_id: 'nope' }),
      400,
      'VALIDATION_ERROR',
      T.eventNotFound,
    );
    const other = await teacher(t);
    const hidden = await createEvent(t, other, { is_private: true });
    expectError(
      await api(t, owner, 'POST', `${code}/live_practice/task`, { event_id: hidden.event_id }),
      400,
      'VALIDATION_ERROR',
      T.eventPrivate,
    );
  });
});
