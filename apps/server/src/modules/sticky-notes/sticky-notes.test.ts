import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_PREFIX,
  STICKY_NOTE_TEXT_MAX,
  STICKY_NOTES_PER_USER_MAX,
  STICKY_NOTES_PREFIX,
  STICKY_NOTES_TEXTS as T,
  stickyNoteSchema,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { stickyNotes } from '../../db/schema/index.ts';
import { expectError } from '../../test/auth-helpers.ts';
import { member, type Member } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (who: Member, method: Method, path = '', payload?: object) =>
  t.app.inject({ method, url: `${STICKY_NOTES_PREFIX}${path}`, headers: who.auth, ...(payload ? { payload } : {}) });
async function stick(who: Member, body: object) {
  const res = await api(who, 'POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return z.strictObject(stickyNoteSchema.shape).parse(res.json());
}
const texts = async (who: Member, query = '') =>
  ((await api(who, 'GET', query)).json() as { items: { text: string }[] }).items.map((n) => n.text);
const classroom = async (who: Member, name: string) => {
  const res = await t.app.inject({ method: 'POST', url: CLASSROOM_PREFIX, headers: who.auth, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string };
};

describe('sticky notes', () => {
  it('puts notes last on the board, saves text and colour as typed, arranges and deletes them', async () => {
    const me = await member(t);
    expect((await api(me, 'GET')).json()).toEqual({ items: [] });
    const first = await stick(me, {});
    expect(first).toMatchObject({ text: '', color: 'yellow', position: 0, classroom_id: null });
    const second = await stick(me, { text: 'Call Ana ', color: 'blue' });
    const third = await stick(me, { text: 'Phrasal verbs', color: 'pink' });
    expect([second.position, third.position]).toEqual([1, 2]);

    t.clock.advance(1000);
    const saved = await api(me, 'PUT', `/${first.id}`, { text: 'Practise the past tense ' });
    expect(saved.json()).toMatchObject({ text: 'Practise the past tense ', color: 'yellow' });
    expect(Date.parse(saved.json().updated_at)).toBeGreaterThan(Date.parse(first.updated_at));
    expect((await api(me, 'PUT', `/${first.id}`, { color: 'green' })).json()).toMatchObject({
      text: 'Practise the past tense ',
      color: 'green',
    });

    const arranged = await api(me, 'PUT', '/order', { ids: [third.id, first.id, second.id] });
    expect(arranged.statusCode, arranged.body).toBe(200);
    expect(arranged.json().items.map((n: { id: number; position: number }) => [n.id, n.position])).toEqual([
      [third.id, 0],
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(await texts(me)).toEqual(['Phrasal verbs', 'Practise the past tense ', 'Call Ana ']);
    // The order names every note of the board once.
    for (const ids of [
      [third.id, first.id],
      [third.id, first.id, second.id, second.id],
      [third.id, first.id, 999_999],
    ])
      expectError(await api(me, 'PUT', '/order', { ids }), 400, 'VALIDATION_ERROR', T.orderMismatch);

    expect((await api(me, 'DELETE', `/${first.id}`)).json()).toEqual({ ok: true });
    expect(await texts(me)).toEqual(['Phrasal verbs', 'Call Ana ']);
    expectError(await api(me, 'DELETE', `/${first.id}`), 404, 'NOT_FOUND', T.notFound);
  });

  it("refuses bad fields, the note past the limit, and another user's note", async () => {
    const [me, other] = await Promise.all([member(t), member(t)]);
    expectError(await api(me, 'POST', '', { text: 'a'.repeat(STICKY_NOTE_TEXT_MAX + 1) }), 400, 'VALIDATION_ERROR', T.tooLong);
    expectError(await api(me, 'POST', '', { color: 'black' }), 400, 'VALIDATION_ERROR', T.badColor);
    const mine = await stick(me, { text: 'a'.repeat(STICKY_NOTE_TEXT_MAX) });
    expectError(await api(me, 'PUT', `/${mine.id}`, { color: 'black' }), 400, 'VALIDATION_ERROR', T.badColor);

    expectError(await api(other, 'PUT', `/${mine.id}`, { text: 'mine now' }), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(other, 'DELETE', `/${mine.id}`), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(other, 'PUT', '/order', { ids: [mine.id] }), 400, 'VALIDATION_ERROR', T.orderMismatch);
    expect(await texts(other)).toEqual([]);

    const now = t.clock.now();
    await t.db.insert(stickyNotes).values(
      Array.from({ length: STICKY_NOTES_PER_USER_MAX - 1 }, (_, i) => ({
        ownerId: me.id,
        text: '',
        color: 'yellow' as const,
        position: i + 1,
        createdAt: now,
        updatedAt: now,
      })),
    );
    expectError(await api(me, 'POST', '', {}), 409, 'CONFLICT', T.tooMany);
  });

  it("pins a teacher's notes to their classroom, which its students read and cannot change", async () => {
    const [teacher, otherTeacher, student, outsider] = await Promise.all([
      member(t, { status: 'TEACHER' }),
      member(t, { status: 'TEACHER' }),
      member(t, { status: 'STUDENT' }),
      member(t, { status: 'STUDENT' }),
    ]);
    const room = await classroom(teacher, 'Evening B1');
    const joined = await t.app.inject({
      method: 'POST',
      url: `${CLASSROOM_PREFIX}/join`,
      headers: student.auth,
      payload: { code: room.code },
    });
    expect(joined.statusCode, joined.body).toBe(200);

    const pinned = await stick(teacher, { text: 'Homework: page 12', color: 'orange', classroom_id: room.id });
    const later = await stick(teacher, { text: 'Quiz on Friday', classroom_id: room.id });
    await stick(teacher, { text: 'My own reminder' });
    expect(pinned).toMatchObject({ classroom_id: room.id, position: 0 });
    // Each board has its own order: the teacher's own board does not hold the classroom's notes.
    expect(await texts(teacher)).toEqual(['My own reminder']);
    expect(await texts(teacher, `?classroom_id=${room.id}`)).toEqual(['Homework: page 12', 'Quiz on Friday']);
    await api(teacher, 'PUT', '/order', { classroom_id: room.id, ids: [later.id, pinned.id] });

    const boards = (await api(student, 'GET', '/pinned')).json();
    expect(boards).toMatchObject({
      boards: [
        {
          classroom: { id: room.id, code: room.code, name: 'Evening B1' },
          teacher: { id: teacher.id },
          items: [{ text: 'Quiz on Friday' }, { text: 'Homework: page 12', color: 'orange' }],
        },
      ],
    });
    expect((await api(outsider, 'GET', '/pinned')).json()).toEqual({ boards: [] });
    expect((await api(teacher, 'GET', '/pinned')).json()).toEqual({ boards: [] });

    // Students read a classroom's board and cannot change it or put notes on it.
    expectError(await api(student, 'PUT', `/${pinned.id}`, { text: 'Done!' }), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(student, 'DELETE', `/${pinned.id}`), 404, 'NOT_FOUND', T.notFound);
    expectError(await api(student, 'POST', '', { classroom_id: room.id }), 403, 'FORBIDDEN', T.teachersOnly);
    expectError(await api(student, 'GET', `?classroom_id=${room.id}`), 403, 'FORBIDDEN', T.teachersOnly);
    expectError(
      await api(student, 'PUT', '/order', { classroom_id: room.id, ids: [pinned.id, later.id] }),
      403,
      'FORBIDDEN',
      T.teachersOnly,
    );
    // Another teacher's classroom is not theirs to pin to.
    expectError(await api(otherTeacher, 'POST', '', { classroom_id: room.id }), 404, 'NOT_FOUND', T.classroomNotFound);
    expectError(await api(otherTeacher, 'GET', `?classroom_id=${room.id}`), 404, 'NOT_FOUND', T.classroomNotFound);

    // A student who leaves no longer reads the board.
    const left = await t.app.inject({ method: 'POST', url: `${CLASSROOM_PREFIX}/${room.code}/unjoin`, headers: student.auth });
    expect(left.statusCode, left.body).toBe(200);
    expect((await api(student, 'GET', '/pinned')).json()).toEqual({ boards: [] });
  });
});
