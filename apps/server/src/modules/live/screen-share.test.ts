import { LIVE_TEXTS, ROOMS_PREFIX, type Event } from '@parley/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, student, type Member, startedEvent } from '../../test/event-helpers.ts';
import { openSocket, tokenOf, type TestSocket } from '../../test/live-socket.ts';

let t: TestApp;
let base: string;
let host: Member;
let event: Event;
const open: TestSocket[] = [];

beforeAll(async () => {
  // A short grace, so a dropped socket's LEAVE comes within the test.
  t = await createTestApp({ env: { LIVE_LEAVE_GRACE_MS: '500' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const s of open.splice(0)) s.close();
  ({ host, event } = await startedEvent(t));
});

const main = () => `${event.short_event_id}-main`;
/** A member in the room with a socket that has its snapshot. */
async function inRoom(who: Member) {
  const s = openSocket(base, { token: tokenOf(who), eventId: event.event_id });
  open.push(s);
  await s.next('SNAPSHOT');
  return s;
}
/** The host opens a discussion room beside the main one. */
const openRoom = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${ROOMS_PREFIX}/room/${event.event_id}`,
      headers: host.auth,
      payload: { activity_type: 'DISCUSSION' },
    })
  ).json<{ id: string }>();
const share = (s: TestSocket, sharing: boolean) => s.send({ type: 'SCREEN_SHARE', payload: { sharing } });
/** The spec's check before the picker opens: `GET rtc/{roomId}?screen_share=true`. */
const mayShare = (who: Member, roomId = main()) =>
  t.app.inject({ method: 'GET', url: `${ROOMS_PREFIX}/rtc/${roomId}?screen_share=true`, headers: who.auth });
const sharersIn = (snapshot: { people: { id: number; screen_sharing: boolean }[] }) =>
  snapshot.people.filter((p) => p.screen_sharing).map((p) => p.id);
/** Who shares, as the snapshot of someone (re)joining says. */
const sharersSeenBy = async (who: Member) => sharersIn((await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).json());

describe('screen sharing', () => {
  it('starts and stops for the whole room, refuses a second sharer, and shows a late joiner the share', async () => {
    const hostSocket = await inRoom(host);
    const [ann, bob] = [await student(t), await student(t)];
    const annSocket = await inRoom(ann);
    const bobSocket = await inRoom(bob);
    expect((await mayShare(ann)).json()).toMatchObject({ room_id: main(), peer_ids: expect.arrayContaining([host.id, bob.id]) });

    share(annSocket, true);
    const started = { user_id: ann.id, room_id: main(), sharing: true };
    for (const s of [hostSocket, annSocket, bobSocket]) expect((await s.next('SCREEN_SHARE')).payload).toEqual(started);

    expectError(await mayShare(bob), 409, 'CONFLICT', LIVE_TEXTS.screenShareTaken);
    share(bobSocket, true);
    expect((await bobSocket.next('ERROR')).payload).toEqual({
      code: 'CONFLICT',
      message: LIVE_TEXTS.screenShareTaken,
      message_type: 'SCREEN_SHARE',
    });

    expect(await sharersSeenBy(await student(t))).toEqual([ann.id]);

    share(annSocket, false);
    // Bob's refused start changed nothing: what the room hears next is ann's share ending.
    for (const s of [hostSocket, bobSocket])
      expect((await s.next('SCREEN_SHARE')).payload).toEqual({ ...started, sharing: false });
    expect((await mayShare(bob)).statusCode).toBe(200);
  });

  it('lets a host take the screen over: the room hears the old share end and the new one start', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    share(annSocket, true);
    await hostSocket.next('SCREEN_SHARE');
    expect((await mayShare(host)).statusCode).toBe(200);
    share(hostSocket, true);
    const heard = [];
    for (let i = 0; i < 3; i++) heard.push((await annSocket.next('SCREEN_SHARE')).payload);
    expect(heard).toEqual([
      { user_id: ann.id, room_id: main(), sharing: true },
      { user_id: ann.id, room_id: main(), sharing: false },
      { user_id: host.id, room_id: main(), sharing: true },
    ]);
  });

  it('refuses someone who is not in the room, by the check and by the socket', async () => {
    await inRoom(host);
    const outsider = await student(t);
    expectError(await mayShare(outsider), 403, 'FORBIDDEN', LIVE_TEXTS.screenShareNotInRoom);

    const ann = await student(t);
    const annSocket = await inRoom(ann);
    const room = await openRoom();
    // In the event, but in another room than the one asked about.
    expectError(await mayShare(host, room.id), 403, 'FORBIDDEN', LIVE_TEXTS.screenShareNotInRoom);
    // A socket still open after its person left the room.
    expect((await call(t, 'POST', `event/${event.event_id}/exit`, ann.auth)).statusCode).toBe(200);
    share(annSocket, true);
    expect((await annSocket.next('ERROR')).payload).toMatchObject({
      code: 'FORBIDDEN',
      message: LIVE_TEXTS.screenShareNotInRoom,
    });
  });

  it('ends the share when its sharer leaves, drops their socket past the grace, or moves to another room', async () => {
    const hostSocket = await inRoom(host);
    const [ann, bob] = [await student(t), await student(t)];
    let annSocket = await inRoom(ann);
    const bobSocket = await inRoom(bob);

    share(annSocket, true);
    await hostSocket.next('SCREEN_SHARE');
    expect((await call(t, 'POST', `event/${event.event_id}/exit`, ann.auth)).statusCode).toBe(200);
    expect((await hostSocket.next('LEAVE')).payload.user_id).toBe(ann.id);
    expect(await sharersSeenBy(bob)).toEqual([]);

    // Back in the room, and gone again with the socket: the grace passes and the share goes with its sharer.
    annSocket = await inRoom(ann);
    share(annSocket, true);
    await hostSocket.next('SCREEN_SHARE');
    annSocket.close(1000);
    expect((await hostSocket.next('LEAVE', 4000)).payload.user_id).toBe(ann.id);
    expect((await mayShare(bob)).statusCode).toBe(200);

    share(bobSocket, true);
    await hostSocket.next('SCREEN_SHARE');
    const room = await openRoom();
    const moved = await t.app.inject({
      method: 'POST',
      url: `${ROOMS_PREFIX}/send/user/room`,
      headers: host.auth,
      payload: { event_id: event.event_id, user_id: bob.id, room_id: room.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await hostSocket.next('AGORA_USER_CHANGED_ROOM');
    expect(await sharersSeenBy(host)).toEqual([]);
    expect((await mayShare(host)).statusCode).toBe(200);
  });

  it('relays screen signals only from the sharer and only to them', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    const offer = { kind: 'offer' as const, sdp: 'v=0 screen' };
    // Not sharing: dropped, as a signal of a share that just ended would be.
    annSocket.send({ type: 'SIGNAL', payload: { to_user_id: host.id, data: offer, screen: 'sharer' } });
    share(annSocket, true);
    await hostSocket.next('SCREEN_SHARE');
    annSocket.send({ type: 'SIGNAL', payload: { to_user_id: host.id, data: offer, screen: 'sharer' } });
    expect((await hostSocket.next('SIGNAL')).payload).toEqual({ from_user_id: ann.id, data: offer, screen: 'sharer' });
    expect(hostSocket.messages.filter((m) => m.type === 'SIGNAL')).toHaveLength(1);
    hostSocket.send({ type: 'SIGNAL', payload: { to_user_id: ann.id, data: { kind: 'answer', sdp: 'v=0' }, screen: 'viewer' } });
    expect((await annSocket.next('SIGNAL')).payload.screen).toBe('viewer');
  });
});
