import {
  ACTIVITIES_PREFIX,
  ACTIVITY_TEXTS,
  EVENT_TEXTS,
  LIVE_BOARDS_PREFIX,
  LIVE_BOARDS_TEXTS,
  ROOMS_PREFIX,
  WS_CLOSE,
  type Event,
  type WhiteboardElement,
} from '@parley/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/auth-helpers.ts';
import { call, student, type Member, startedEvent } from '../../../test/event-helpers.ts';
import { openSocket, tokenOf, type TestSocket } from '../../../test/live-socket.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import { createChangeGroups } from '../../live/public.ts';
import { storeCommits } from './whiteboard.service.ts';

let t: TestApp;
let base: string;
let host: Member;
let ann: Member;
let event: Event;
let hostSocket: TestSocket;
let annSocket: TestSocket;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  ({ host, event } = await startedEvent(t));
  ann = await student(t);
  hostSocket = openSocket(base, { token: tokenOf(host), eventId: event.event_id });
  annSocket = openSocket(base, { token: tokenOf(ann), eventId: event.event_id });
  await Promise.all([hostSocket.next('SNAPSHOT'), annSocket.next('SNAPSHOT')]);
  const started = await request('POST', 'whiteboard/start', host, { event_id: event.event_id });
  expect(started.statusCode, started.body).toBe(200);
});

const request = (method: 'GET' | 'POST' | 'DELETE', path: string, who: Member, body?: object) =>
  t.app.inject({ method, url: `${ACTIVITIES_PREFIX}/${path}`, headers: who.auth, ...(body ? { payload: body } : {}) });
const rooms = (method: 'POST', path: string, who: Member, body: object) =>
  t.app.inject({ method, url: `${ROOMS_PREFIX}/${path}`, headers: who.auth, payload: body });
const main = () => `${event.short_event_id}-main`;
const line = (id: string, version: number, versionNonce = 1000): WhiteboardElement => ({
  id,
  type: 'freedraw',
  version,
  versionNonce,
  isDeleted: false,
  x: 10,
  y: 20,
  points: [
    [0, 0],
    [5, 8],
  ],
});
const commit = (socket: TestSocket, ...elements: WhiteboardElement[]) =>
  socket.send({ type: 'WHITEBOARD_COMMIT', payload: { elements } });
const sceneOf = async (who: Member) =>
  (await request('GET', `whiteboard/scene?event_id=${event.event_id}`, who)).json<{ elements: WhiteboardElement[] }>().elements;

describe('the whiteboard', () => {
  it('lets only the hosts draw until one grants someone, keeps what is newer, and gives the board to whoever asks', async () => {
    commit(annSocket, line('a1', 1));
    expect((await annSocket.next('ERROR')).payload.message).toBe(ACTIVITY_TEXTS.cannotDraw);

    expectError(
      await request('POST', 'whiteboard/user_permission', ann, { event_id: event.event_id, user_id: ann.id }),
      403,
      'FORBIDDEN',
      EVENT_TEXTS.hostOnly,
    );
    const granted = await request('POST', 'whiteboard/user_permission', host, { event_id: event.event_id, user_id: ann.id });
    expect(granted.json()).toEqual({ room_id: main(), drawer_ids: [ann.id] });
    expect((await annSocket.next('ACTIVITY_STATE')).payload.activity).toEqual({ type: 'WHITEBOARD', drawer_ids: [ann.id] });

    commit(annSocket, line('a1', 2));
    const drawn = await hostSocket.next('WHITEBOARD_ELEMENTS');
    expect(drawn.payload).toEqual({ room_id: main(), elements: [line('a1', 2)] });
    // The refused commit before the grant was never sent: the first elements anyone got are these.
    expect(hostSocket.messages.filter((m) => m.type === 'WHITEBOARD_ELEMENTS')).toHaveLength(1);
    // The drawer hears it too: every board, theirs included, converges on what the server kept.
    expect((await annSocket.next('WHITEBOARD_ELEMENTS')).payload.elements).toEqual([line('a1', 2)]);

    // An older version loses, as do equal versions with a higher nonce; a newer one replaces it for everyone.
    commit(hostSocket, line('a1', 1), line('a1', 2, 5000), line('h1', 1));
    expect((await annSocket.next('WHITEBOARD_ELEMENTS')).payload.elements).toEqual([line('h1', 1)]);
    commit(hostSocket, { ...line('a1', 3), isDeleted: true });
    expect((await annSocket.next('WHITEBOARD_ELEMENTS')).payload.elements).toEqual([{ ...line('a1', 3), isDeleted: true }]);
    // The board's own order (z-order) is the elements' fractional index, which the client sorts by.
    expect(await sceneOf(ann)).toEqual([{ ...line('a1', 3), isDeleted: true }, line('h1', 1)]);
    expect((await request('GET', `whiteboard/user_permissions?event_id=${event.event_id}`, ann)).json().drawer_ids).toEqual([
      ann.id,
    ]);

    const revoked = await request('DELETE', `whiteboard/user_permission?event_id=${event.event_id}&user_id=${ann.id}`, host);
    expect(revoked.json().drawer_ids).toEqual([]);
    commit(annSocket, line('a2', 1));
    expect((await annSocket.next('ERROR')).payload.message).toBe(ACTIVITY_TEXTS.cannotDraw);
  });

  it("saves a copy of the room's board to the caller's own live boards, named after the event", async () => {
    const save = (who: Member) => request('POST', 'whiteboard/save', who, { event_id: event.event_id });
    expectError(await save(ann), 409, 'CONFLICT', LIVE_BOARDS_TEXTS.roomBoardEmpty);
    commit(hostSocket, line('s1', 1), line('s2', 1));
    commit(hostSocket, { ...line('s2', 2), isDeleted: true });
    await hostSocket.next('WHITEBOARD_ELEMENTS');
    await hostSocket.next('WHITEBOARD_ELEMENTS');
    const saved = await save(ann);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ title: event.title, source: { event_id: event.event_id }, element_count: 1 });
    const board = await t.app.inject({ method: 'GET', url: `${LIVE_BOARDS_PREFIX}/${saved.json().id}`, headers: ann.auth });
    expect(board.json().elements.map((e: WhiteboardElement) => e.id)).toEqual(['s1']);
    // The copy is Ann's alone; someone outside the event has no room board to save.
    expectError(
      await t.app.inject({ method: 'GET', url: `${LIVE_BOARDS_PREFIX}/${saved.json().id}`, headers: host.auth }),
      404,
      'NOT_FOUND',
    );
    expectError(await save(await student(t)), 409, 'CONFLICT', ACTIVITY_TEXTS.notInRoom);
  });

  it('relays strokes being drawn to the others in the room at once, without storing them', async () => {
    hostSocket.send({ type: 'WHITEBOARD_DRAFT', payload: { elements: [line('d1', 4)] } });
    const draft = await annSocket.next('WHITEBOARD_DRAFT');
    expect(draft).toEqual({
      type: 'WHITEBOARD_DRAFT',
      seq: null,
      payload: { room_id: main(), from_user_id: host.id, elements: [line('d1', 4)] },
    });
    expect(await sceneOf(host)).toEqual([]);
    annSocket.send({ type: 'WHITEBOARD_DRAFT', payload: { elements: [line('d2', 1)] } });
    expect((await annSocket.next('ERROR')).payload.message).toBe(ACTIVITY_TEXTS.cannotDraw);
    expect(hostSocket.messages.some((m) => m.type === 'WHITEBOARD_DRAFT')).toBe(false);
  });

  it('keeps the rooms between strokes, yet refuses a drawer from the moment the host takes drawing back or moves them out', async () => {
    const draft = (id: string) => annSocket.send({ type: 'WHITEBOARD_DRAFT', payload: { elements: [line(id, 1)] } });
    const draftsAtHost = async () => {
      // The host's PONG comes after anything relayed to it before its PING: what is counted then has all arrived.
      hostSocket.send({ type: 'PING' });
      await hostSocket.next('PONG');
      return hostSocket.messages.filter((m) => m.type === 'WHITEBOARD_DRAFT').map((m) => m.payload.elements[0]!.id);
    };
    await request('POST', 'whiteboard/user_permission', host, { event_id: event.event_id, user_id: ann.id });
    draft('k1');
    draft('k2');
    expect((await hostSocket.next('WHITEBOARD_DRAFT')).payload.elements).toEqual([line('k1', 1)]);
    expect((await hostSocket.next('WHITEBOARD_DRAFT')).payload.elements).toEqual([line('k2', 1)]);

    const revoked = await request('DELETE', `whiteboard/user_permission?event_id=${event.event_id}&user_id=${ann.id}`, host);
    expect(revoked.statusCode, revoked.body).toBe(200);
    draft('k3');
    expect((await annSocket.next('ERROR')).payload.message).toBe(ACTIVITY_TEXTS.cannotDraw);
    expect(await draftsAtHost()).toEqual(['k1', 'k2']);

    await request('POST', 'whiteboard/user_permission', host, { event_id: event.event_id, user_id: ann.id });
    const chatRoom = (await rooms('POST', `room/${event.event_id}`, host, { activity_type: 'CHAT' })).json<{ id: string }>();
    const moved = await rooms('POST', 'send/user/room', host, {
      event_id: event.event_id,
      user_id: ann.id,
      room_id: chatRoom.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    draft('k4');
    expect((await annSocket.next('ERROR')).payload.message).toBe(ACTIVITY_TEXTS.notRunning);
    expect(await draftsAtHost()).toEqual(['k1', 'k2']);
  });

  it('judges the commits of one group in order, each after the ones before it, and stores nothing of a refused one', async () => {
    await request('POST', 'whiteboard/user_permission', host, { event_id: event.event_id, user_id: ann.id });
    await hostSocket.next('ACTIVITY_STATE');
    const outsider = await student(t);
    const groups = createChangeGroups({ db: t.db, bus: t.platform.bus, clock: t.clock }, storeCommits);
    const as = (who: Member): Viewer => ({ id: who.id, status: 'STUDENT', plan: 'free', teacherApprovedAt: null });
    const answers = await Promise.allSettled([
      groups.submit(event.event_id, { viewer: as(ann), elements: [line('g1', 2)] }),
      groups.submit(event.event_id, { viewer: as(host), elements: [line('g1', 1), line('g2', 1)] }),
      groups.submit(event.event_id, { viewer: as(outsider), elements: [line('g3', 1)] }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(answers[2]).toMatchObject({ reason: { message: ACTIVITY_TEXTS.notInRoom } });
    expect((await hostSocket.next('WHITEBOARD_ELEMENTS')).payload.elements).toEqual([line('g1', 2)]);
    expect((await hostSocket.next('WHITEBOARD_ELEMENTS')).payload.elements).toEqual([line('g2', 1)]);
    expect(await sceneOf(host)).toEqual([line('g1', 2), line('g2', 1)]);
  });

  it("sends a room's stored elements to that room's people only, live and to a socket catching up", async () => {
    const bob = await student(t);
    const bobSocket = openSocket(base, { token: tokenOf(bob), eventId: event.event_id });
    await bobSocket.next('SNAPSHOT');
    const side = (await rooms('POST', `room/${event.event_id}`, host, { activity_type: 'WHITEBOARD' })).json<{ id: string }>();
    const moved = await rooms('POST', 'send/user/room', host, { event_id: event.event_id, user_id: bob.id, room_id: side.id });
    expect(moved.statusCode, moved.body).toBe(200);
    await bobSocket.next('AGORA_USER_CHANGED_ROOM');
    const seenBefore = bobSocket.lastSeq();

    commit(hostSocket, line('m1', 1));
    expect((await annSocket.next('WHITEBOARD_ELEMENTS')).payload.room_id).toBe(main());
    // The hub sends an event's messages in sequence order: once Bob has the later grant, the elements would be in.
    await request('POST', 'whiteboard/user_permission', host, { event_id: event.event_id, user_id: ann.id });
    await bobSocket.next('ACTIVITY_STATE');
    expect(bobSocket.messages.some((m) => m.type === 'WHITEBOARD_ELEMENTS')).toBe(false);

    bobSocket.close();
    const again = openSocket(base, { token: tokenOf(bob), eventId: event.event_id, since: seenBefore });
    await again.next('ACTIVITY_STATE');
    expect(again.messages.map((m) => m.type)).not.toContain('WHITEBOARD_ELEMENTS');
    expect(again.messages.map((m) => m.type)).not.toContain('SNAPSHOT');
    again.close();
  });

  it('refuses what is not a board element, a grant for someone outside the event, and a board where none runs', async () => {
    hostSocket.send({ type: 'WHITEBOARD_COMMIT', payload: { elements: [{ ...line('i1', 1), type: 'image' }] } } as never);
    expect((await hostSocket.next('ERROR')).payload.code).toBe('VALIDATION_ERROR');
    // A stored element is at most 16 kB (a drawing of some 1,500 points).
    const points = Array.from({ length: 2000 }, (_, i) => [i, i * 2]);
    commit(hostSocket, { ...line('big', 1), points } as WhiteboardElement);
    expect((await hostSocket.next('ERROR')).payload.code).toBe('VALIDATION_ERROR');
    const outsider = await student(t);
    expectError(
      await request('POST', 'whiteboard/user_permission', host, { event_id: event.event_id, user_id: outsider.id }),
      404,
      'NOT_FOUND',
    );
    await request('POST', 'chat/start', host, { event_id: event.event_id });
    expectError(
      await request('GET', `whiteboard/scene?event_id=${event.event_id}`, host),
      409,
      'CONFLICT',
      ACTIVITY_TEXTS.notRunning,
    );
    expect((await call(t, 'GET', `event/${event.event_id}`, host.auth)).statusCode).toBe(200);
  });

  it('closes a socket that floods the room (1008), and the room goes on', async () => {
    for (let i = 0; i < 400; i++) annSocket.send({ type: 'PING' });
    expect((await annSocket.closed).code).toBe(WS_CLOSE.flood);
    hostSocket.send({ type: 'PING' });
    await hostSocket.next('PONG');
  });
});
