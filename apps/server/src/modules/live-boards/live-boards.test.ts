import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_TEXTS,
  LIVE_BOARD_TITLE_MAX,
  LIVE_BOARDS_PER_USER_MAX,
  LIVE_BOARDS_PREFIX,
  LIVE_BOARDS_TEXTS as T,
  WHITEBOARD_SCENE_MAX,
  liveBoardSchema,
  type WhiteboardElement,
} from '@parley/contracts';
import * as z from 'zod/mini';
import { liveBoardElements, liveBoards } from '../../db/schema/index.ts';
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
  t.app.inject({ method, url: `${LIVE_BOARDS_PREFIX}${path}`, headers: who.auth, ...(payload ? { payload } : {}) });
async function start(who: Member, title: string) {
  const res = await api(who, 'POST', '', { title });
  expect(res.statusCode, res.body).toBe(201);
  return z.strictObject(liveBoardSchema.shape).parse(res.json());
}
const line = (id: string, version: number, versionNonce = 1000, isDeleted = false): WhiteboardElement => ({
  id,
  type: 'freedraw',
  version,
  versionNonce,
  isDeleted,
  x: 1,
  y: 2,
  points: [
    [0, 0],
    [4, 4],
  ],
});

describe('live boards', () => {
  it('starts, draws on (newer versions win), renames, lists and deletes a board', async () => {
    const me = await member(t);
    expect((await api(me, 'GET')).json()).toEqual({ items: [] });
    const board = await start(me, '  Travel words ');
    expect(board).toMatchObject({ title: 'Travel words', source: null, element_count: 0, elements: [] });

    t.clock.advance(1000);
    const drawn = await api(me, 'PUT', `/${board.id}/elements`, { elements: [line('a', 1), line('b', 1)] });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json()).toMatchObject({ element_count: 2 });
    expect(Date.parse(drawn.json().updated_at)).toBeGreaterThan(Date.parse(board.updated_at));
    // An older version, or a repeated save, changes nothing; a newer one, a deletion included, replaces it.
    await api(me, 'PUT', `/${board.id}/elements`, { elements: [{ ...line('a', 1, 5000), x: 99 }, { ...line('b', 2, 1, true) }] });
    const read = (await api(me, 'GET', `/${board.id}`)).json();
    expect(read).toMatchObject({
      element_count: 1,
      elements: [
        { id: 'a', x: 1 },
        { id: 'b', version: 2, isDeleted: true },
      ],
    });

    const renamed = await api(me, 'PUT', `/${board.id}`, { title: 'Holiday words' });
    expect(renamed.json()).toMatchObject({ title: 'Holiday words', element_count: 1 });
    await start(me, 'Second');
    expect((await api(me, 'GET')).json().items.map((b: { title: string }) => b.title)).toEqual(['Second', 'Holiday words']);

    expect((await api(me, 'DELETE', `/${board.id}`)).json()).toEqual({ ok: true });
    expectError(await api(me, 'GET', `/${board.id}`), 404, 'NOT_FOUND', T.notFound);
  });

  it("refuses bad names and elements, a full board, the board past the limit, and another user's board", async () => {
    const [me, other] = await Promise.all([member(t), member(t)]);
    expectError(await api(me, 'POST', '', { title: '  ' }), 400, 'VALIDATION_ERROR', T.titleRequired);
    expectError(await api(me, 'POST', '', {}), 400, 'VALIDATION_ERROR', T.titleRequired);
    expectError(
      await api(me, 'POST', '', { title: 'x'.repeat(LIVE_BOARD_TITLE_MAX + 1) }),
      400,
      'VALIDATION_ERROR',
      T.titleTooLong,
    );
    const board = await start(me, 'Mine');
    const draw = (who: Member, elements: object[]) => api(who, 'PUT', `/${board.id}/elements`, { elements });
    expectError(await draw(me, []), 400, 'VALIDATION_ERROR');
    expectError(await draw(me, [{ ...line('i', 1), type: 'image' }]), 400, 'VALIDATION_ERROR');
    expectError(
      await draw(me, [{ ...line('big', 1), text: 'x'.repeat(16_000) }]),
      400,
      'VALIDATION_ERROR',
      'An element is at most 16 kB',
    );

    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '', { title: 'Taken' }],
      ['PUT', '/elements', { elements: [line('o', 1)] }],
      ['DELETE', '', undefined],
    ] as const)
      expectError(await api(other, method, `/${board.id}${path}`, body), 404, 'NOT_FOUND', T.notFound);
    expect((await api(other, 'GET')).json()).toEqual({ items: [] });
    expect((await api(me, 'GET', `/${board.id}`)).json()).toMatchObject({ title: 'Mine', elements: [] });

    // A board holds as many elements as a live room's; a change to one it has still fits.
    await t.db.insert(liveBoardElements).values(
      Array.from({ length: WHITEBOARD_SCENE_MAX - 1 }, (_, i) => ({
        boardId: board.id,
        elementId: `e${i}`,
        version: 1,
        versionNonce: 1,
        element: line(`e${i}`, 1),
      })),
    );
    expect((await draw(me, [line('last', 1)])).statusCode).toBe(200);
    expectError(await draw(me, [line('one-more', 1)]), 409, 'CONFLICT', ACTIVITY_TEXTS.sceneFull);
    expect((await draw(me, [line('e1', 2)])).statusCode).toBe(200);

    const now = t.clock.now();
    await t.db.insert(liveBoards).values(
      Array.from({ length: LIVE_BOARDS_PER_USER_MAX - 1 }, () => ({
        ownerId: me.id,
        title: 'Filler',
        createdAt: now,
        updatedAt: now,
      })),
    );
    expectError(await api(me, 'POST', '', { title: 'One more' }), 409, 'CONFLICT', T.tooMany);
  });
});
