import { createHmac } from 'node:crypto';
import { ACTIVITY_TEXTS, LIVE_TEXTS, MESH_ROOM_MAX, ROOMS_PREFIX, roomFullText, type Event } from '@parley/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, student, type Member, startedEvent } from '../../test/event-helpers.ts';
import { openSocket, tokenOf } from '../../test/live-socket.ts';

const TURN_SECRET = 'coturn-shared-secret-for-tests';
let t: TestApp;
let base: string;
let host: Member;
let event: Event;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      STUN_URLS: 'stun:turn.example:3478',
      TURN_URLS: 'turn:turn.example:3478?transport=udp,turns:turn.example:5349',
      TURN_SECRET,
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  ({ host, event } = await startedEvent(t));
});

const rooms = (method: 'GET' | 'POST', path: string, who: Member, body?: object) =>
  t.app.inject({ method, url: `${ROOMS_PREFIX}/${path}`, headers: who.auth, ...(body ? { payload: body } : {}) });
const join = async (who: Member) => {
  const res = await call(t, 'POST', `event/${event.event_id}/join`, who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const main = () => `${event.short_event_id}-main`;

describe('rooms', () => {
  it('puts everyone in the main room first, and lists rooms with their members', async () => {
    await join(host);
    const ann = await student(t);
    const snap = await join(ann);
    expect(snap.users_partition).toEqual({ [main()]: [host.id, ann.id] });
    const list = await rooms('GET', `rooms?event_id=${event.short_event_id}`, ann);
    expect(list.json().items).toEqual([expect.objectContaining({ id: main(), kind: 'main', member_ids: [host.id, ann.id] })]);
    const outsider = await student(t);
    expectError(await rooms('GET', `rooms?event_id=${event.event_id}`, outsider), 404, 'NOT_FOUND', LIVE_TEXTS.userNotInEvent);
  });

  it('opens a room as the current one (host only) and moves people into it, which everyone hears', async () => {
    await join(host);
    const ann = await student(t);
    await join(ann);
    const watcher = openSocket(base, { token: tokenOf(ann), eventId: event.event_id });
    await watcher.next('SNAPSHOT');
    expectError(await rooms('POST', `room/${event.event_id}`, ann, { activity_type: 'WHITEBOARD' }), 403, 'FORBIDDEN');
    // Only an activity a room can run.
    expectError(
      await rooms('POST', `room/${event.event_id}`, host, { activity_type: 'NONE' }),
      400,
      'VALIDATION_ERROR',
      ACTIVITY_TEXTS.notRunnable,
    );
    const created = await rooms('POST', `room/${event.event_id}`, host, { activity_type: 'WHITEBOARD' });
    expect(created.statusCode, created.body).toBe(201);
    const room = created.json();
    expect(room).toMatchObject({
      id: `${event.short_event_id}-r1`,
      kind: 'activity',
      activity_type: 'WHITEBOARD',
      member_ids: [],
    });
    expect((await watcher.next('AGORA_CREATE_NEW_ROOM')).payload.room.id).toBe(room.id);
    expect((await watcher.next('CHANGE_CURRENT_ROOM')).payload.room_id).toBe(room.id);

    const moved = await rooms('POST', 'send/user/room', host, { event_id: event.event_id, user_id: ann.id, room_id: room.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await watcher.next('AGORA_USER_CHANGED_ROOM')).payload.users_partition).toEqual({
      [main()]: [host.id],
      [room.id]: [ann.id],
    });
    expect((await rooms('GET', `room/${room.id}`, host)).json().member_ids).toEqual([ann.id]);
    expect((await call(t, 'GET', `event/${event.event_id}`, ann.auth)).json().current_room_id).toBe(room.id);
    expect((await rooms('POST', 'set_current_room', host, { event_id: event.event_id, room_id: main() })).statusCode).toBe(200);
    expect((await watcher.next('CHANGE_CURRENT_ROOM')).payload.room_id).toBe(main());
    expectError(
      await rooms('POST', 'set_current_room', host, { event_id: event.event_id, room_id: 'nope-r9' }),
      404,
      'NOT_FOUND',
    );
    watcher.close();
  });

  it(`refuses a seventh person in a room (a full mesh stops at ${MESH_ROOM_MAX})`, async () => {
    await join(host);
    const room = (await rooms('POST', `room/${event.event_id}`, host, { activity_type: 'DISCUSSION' })).json();
    const people: Member[] = [];
    for (let i = 0; i <= MESH_ROOM_MAX; i++) {
      const who = await student(t, 'basic');
      await join(who);
      people.push(who);
    }
    for (const who of people.slice(0, MESH_ROOM_MAX))
      expect(
        (await rooms('POST', 'send/user/room', host, { event_id: event.event_id, user_id: who.id, room_id: room.id })).statusCode,
      ).toBe(200);
    const seventh = await rooms('POST', 'send/user/room', host, {
      event_id: event.event_id,
      user_id: people[MESH_ROOM_MAX]!.id,
      room_id: room.id,
    });
    expectError(seventh, 403, 'FORBIDDEN', roomFullText(MESH_ROOM_MAX));
  });
});

describe('media', () => {
  it('gives time-limited TURN credentials in the TURN REST form coturn checks', async () => {
    await join(host);
    const res = await rooms('GET', `rtc/${event.event_id}/config`, host);
    expect(res.statusCode, res.body).toBe(200);
    const config = res.json();
    const expiry = Math.floor(t.clock.now().getTime() / 1000) + t.config.TURN_TTL_SECONDS;
    const username = `${expiry}:${host.id}`;
    expect(config).toEqual({
      provider: 'p2p',
      max_room_size: MESH_ROOM_MAX,
      credential_ttl_seconds: t.config.TURN_TTL_SECONDS,
      ice_servers: [
        { urls: ['stun:turn.example:3478'] },
        {
          urls: ['turn:turn.example:3478?transport=udp', 'turns:turn.example:5349'],
          username,
          credential: createHmac('sha1', TURN_SECRET).update(username).digest('base64'),
        },
      ],
    });
  });

  it('names the peers of the caller’s own room only', async () => {
    await join(host);
    const ann = await student(t);
    const bob = await student(t);
    await join(ann);
    await join(bob);
    const rtc = async (who: Member) => (await rooms('POST', `rtc/${event.event_id}`, who, {})).json();
    expect((await rtc(ann)).peer_ids.sort()).toEqual([host.id, bob.id].sort());
    const room = (await rooms('POST', `room/${event.event_id}`, host, { activity_type: 'DISCUSSION' })).json();
    for (const who of [ann, bob])
      await rooms('POST', 'send/user/room', host, { event_id: event.event_id, user_id: who.id, room_id: room.id });
    expect(await rtc(ann)).toMatchObject({ room_id: room.id, peer_ids: [bob.id] });
    expect((await rtc(host)).peer_ids).toEqual([]);
    expect((await rooms('GET', `rtc/${room.id}`, bob)).json().peer_ids).toEqual([ann.id]);
    expectError(await rooms('GET', `rtc/${room.id}`, host), 403, 'FORBIDDEN');

    // Signalling follows the rooms: the host is no longer ann's peer, and what ann's page still sends the host (it was
    // on its way when the move came) is dropped without an error.
    const annSocket = openSocket(base, { token: tokenOf(ann), eventId: event.event_id });
    const hostSocket = openSocket(base, { token: tokenOf(host), eventId: event.event_id });
    for (const s of [annSocket, hostSocket]) await s.next('SNAPSHOT');
    annSocket.send({ type: 'SIGNAL', payload: { to_user_id: host.id, data: { kind: 'offer', sdp: 'x' } } });
    annSocket.send({ type: 'PING' });
    await annSocket.next('PONG');
    expect(annSocket.messages.filter((m) => m.type === 'ERROR')).toEqual([]);
    expect(hostSocket.messages.filter((m) => m.type === 'SIGNAL')).toEqual([]);
    for (const s of [annSocket, hostSocket]) s.close();
  });
});
