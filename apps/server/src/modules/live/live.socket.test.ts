import { EVENT_TEXTS, LIVE_TEXTS, ROOMS_PREFIX, WS_CLOSE, type Event } from '@parley/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE, call, createEvent, signInAgain, student, type Member, startedEvent } from '../../test/event-helpers.ts';
import { openSocket, tokenOf, type TestSocket } from '../../test/live-socket.ts';
import { appendAll } from './live-log.store.ts';

let t: TestApp;
let base: string;
let host: Member;
let event: Event;
const open: TestSocket[] = [];

beforeAll(async () => {
  // A short grace, so a dropped socket's LEAVE comes within the test.
  t = await createTestApp({ env: { LIVE_LEAVE_GRACE_MS: '800' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const s of open.splice(0)) s.close();
  ({ host, event } = await startedEvent(t));
});

const socket = (
  who: Member,
  extra: { since?: number; origin?: string; eventId?: string; token?: string; batch?: boolean } = {},
) => {
  const s = openSocket(base, { token: extra.token ?? tokenOf(who), eventId: extra.eventId ?? event.short_event_id, ...extra });
  open.push(s);
  return s;
};
const join = (who: Member) => call(t, 'POST', `event/${event.event_id}/join`, who.auth);
/** A member in the room with a socket that has its snapshot. */
async function inRoom(who: Member) {
  expect((await join(who)).statusCode).toBe(200);
  const s = socket(who);
  await s.next('SNAPSHOT');
  return s;
}

describe('the live socket', () => {
  it('sends a snapshot, then each arrival as JOIN_ROOM with rising sequence numbers', async () => {
    const hostSocket = await inRoom(host);
    expect(hostSocket.messages[0]).toMatchObject({
      type: 'SNAPSHOT',
      payload: { event: { event_id: event.event_id }, people: [expect.objectContaining({ id: host.id })] },
    });
    const ann = await student(t);
    const joined = await join(ann);
    expect(joined.json()).toMatchObject({ people: expect.arrayContaining([expect.objectContaining({ id: ann.id })]) });
    const arrival = await hostSocket.next('JOIN_ROOM');
    expect(arrival.payload.person).toMatchObject({ id: ann.id, room_id: `${event.short_event_id}-main`, audio_muted: false });
    expect(arrival.seq).toBeGreaterThan(hostSocket.messages[0]!.seq!);
    // Joining again changes nothing and says nothing.
    await join(ann);
    const exit = await call(t, 'POST', `event/${event.event_id}/exit`, ann.auth);
    expect(exit.statusCode).toBe(200);
    expect((await hostSocket.next('LEAVE')).payload.user_id).toBe(ann.id);
    expect(hostSocket.messages.filter((m) => m.type === 'JOIN_ROOM')).toHaveLength(1);
  });

  it('joins the room on connect when the caller was not in it, counting the session', async () => {
    const ann = await student(t);
    const s = socket(ann);
    const snap = await s.next('SNAPSHOT');
    expect(snap.payload.people.map((p) => p.id)).toContain(ann.id);
    const joins = await call(t, 'GET', 'user/event-joins', ann.auth);
    expect(joins.json().items.map((i: { event_id: string }) => i.event_id)).toContain(event.event_id);
  });

  it('keeps someone whose socket drops in the room for the grace, and lets them go after it', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const first = await inRoom(ann);
    await hostSocket.next('JOIN_ROOM');
    first.close(1000);
    await first.closed;
    // Back within the grace: nobody is told anything.
    const second = socket(ann, { since: first.lastSeq() });
    await new Promise((r) => setTimeout(r, 1200));
    expect(hostSocket.messages.some((m) => m.type === 'LEAVE')).toBe(false);
    second.close(1000);
    expect((await hostSocket.next('LEAVE', 4000)).payload.user_id).toBe(ann.id);
  });

  it('refuses a bad token, an unknown event, a foreign origin and a missing parameter with their close codes', async () => {
    expect((await socket(host, { token: 'nope' }).closed).code).toBe(WS_CLOSE.badToken);
    expect((await socket(host, { eventId: 'zzzz9' }).closed).code).toBe(WS_CLOSE.unknownEvent);
    const foreign = await socket(host, { origin: 'https://evil.example' }).closed;
    expect(foreign).toMatchObject({ code: WS_CLOSE.foreignOrigin });
    expect((await socket(host, { origin: t.config.PUBLIC_URL }).next('SNAPSHOT')).payload.event.event_id).toBe(event.event_id);
    expect((await socket(host, { token: '' }).closed).code).toBe(WS_CLOSE.badRequest);
  });

  it('refuses an event that has not started to anyone but its host', async () => {
    const later = await createEvent(t, host);
    const ann = await student(t);
    const refused = await socket(ann, { eventId: later.event_id }).closed;
    expect(refused).toEqual({ code: WS_CLOSE.notAllowed, reason: EVENT_TEXTS.eventNotLive });
  });

  it('replays what a reconnecting client missed, in order, or sends a snapshot when it is too far behind', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    await hostSocket.next('JOIN_ROOM');
    const seen = annSocket.lastSeq();
    annSocket.close(3000);
    await annSocket.closed;
    for (const message of ['one', 'two', 'three'])
      expect((await call(t, 'POST', 'chat', host.auth, { event_id: event.event_id, message })).statusCode).toBe(201);
    const back = socket(ann, { since: seen });
    const texts = [];
    for (let i = 0; i < 3; i++) texts.push((await back.next('CHAT')).payload.message.message);
    expect(texts).toEqual(['one', 'two', 'three']);
    const seqs = back.messages.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a! - b!));
    expect(back.messages.some((m) => m.type === 'SNAPSHOT')).toBe(false);
    // A number from the future (a reset server) gets the room as it is.
    expect((await socket(ann, { since: 10_000 }).next('SNAPSHOT')).seq).toBeGreaterThanOrEqual(seen + 3);
  });

  it('delivers a message another instance stored but died before publishing, once a socket resumes here', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    await hostSocket.next('JOIN_ROOM');
    const seen = annSocket.lastSeq();
    // What a killed instance leaves behind: a change committed to the event's log and never published.
    await t.db.transaction((tx) => appendAll(tx, event.event_id, [{ type: 'LOCKING', payload: { locked: true } }]));
    // Ann's socket was on that instance; she comes back here with the last number she saw.
    annSocket.close();
    const back = socket(ann, { since: seen });
    expect((await back.next('LOCKING')).seq).toBe(seen + 1);
    // The host, here all along, gets it too, without waiting for the event's next message.
    expect((await hostSocket.next('LOCKING')).seq).toBe(seen + 1);
  });

  it('relays WebRTC signalling only between two people of one room', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    annSocket.send({ type: 'SIGNAL', payload: { to_user_id: host.id, data: { kind: 'offer', sdp: 'v=0 offer' } } });
    const signal = await hostSocket.next('SIGNAL');
    expect(signal).toEqual({
      type: 'SIGNAL',
      seq: null,
      payload: { from_user_id: ann.id, data: { kind: 'offer', sdp: 'v=0 offer' } },
    });
    const stranger = await student(t);
    annSocket.send({ type: 'SIGNAL', payload: { to_user_id: stranger.id, data: { kind: 'answer', sdp: 'x' } } });
    expect((await annSocket.next('ERROR')).payload.code).toBe('FORBIDDEN');
  });

  it("refuses a non-host's host-only message with an error and broadcasts nothing", async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    await hostSocket.next('JOIN_ROOM');
    const before = hostSocket.lastSeq();
    annSocket.send({ type: 'CHANGE_EVENT_TYPE', payload: { event_type: 'GEO_GAME' } });
    expect((await annSocket.next('ERROR')).payload).toMatchObject({ code: 'FORBIDDEN', message: EVENT_TEXTS.hostOnly });
    const muted = await call(t, 'POST', `event/${event.event_id}/mute`, ann.auth, { user_id: host.id, mute_type: 'audio' });
    expectError(muted, 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    annSocket.send({ type: 'PING' });
    await annSocket.next('PONG');
    const snap = (await call(t, 'POST', `event/${event.event_id}/join`, host.auth)).json();
    expect(snap.seq).toBe(before);
    // The host may; NONE is ignored as the spec says.
    hostSocket.send({ type: 'CHANGE_EVENT_TYPE', payload: { event_type: 'NONE' } });
    hostSocket.send({ type: 'CHANGE_EVENT_TYPE', payload: { event_type: 'GEO_GAME' } });
    expect((await annSocket.next('CHANGE_EVENT_TYPE')).payload.event_type).toBe('GEO_GAME');
    expect(annSocket.messages.filter((m) => m.type === 'CHANGE_EVENT_TYPE')).toHaveLength(1);
  });

  it('tells everyone when the host ends the event, closes for good and refuses a return', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    expect((await call(t, 'POST', 'end', host.auth, { event_id: event.event_id })).statusCode).toBe(200);
    expect((await annSocket.next('EVENT_ENDED')).payload.reason).toBe('ended');
    expect((await annSocket.closed).code).toBe(WS_CLOSE.eventOver);
    expect((await hostSocket.closed).code).toBe(WS_CLOSE.eventOver);
    expect(await socket(ann).closed).toEqual({ code: WS_CLOSE.eventOver, reason: EVENT_TEXTS.eventPast });
  });

  it("applies one socket's rapid microphone and camera toggles in the order they were sent", async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    await hostSocket.next('JOIN_ROOM');
    const sent = Array.from({ length: 20 }, (_, i) => ({ audio_muted: i % 2 === 0, video_muted: i % 3 === 0 }));
    for (const payload of sent) annSocket.send({ type: 'MEDIA_STATE', payload });
    // The first differs from the initial state (both on); each later one counts when it differs from the one before.
    const changes = sent.filter(
      (p, i) => i === 0 || p.audio_muted !== sent[i - 1]!.audio_muted || p.video_muted !== sent[i - 1]!.video_muted,
    );
    const seen = [];
    for (let i = 0; i < changes.length; i++) seen.push((await hostSocket.next('MEDIA_STATE')).payload);
    expect(seen.map((p) => ({ audio_muted: p.audio_muted, video_muted: p.video_muted }))).toEqual(changes);
  });

  it('sends what one change stores as one array frame to a client that reads them, one frame a message to others', async () => {
    const batched = await inRoom(host);
    const single = socket(host, { batch: false });
    await single.next('SNAPSHOT');
    // Opening a room stores three messages in one transaction: AGORA_CREATE_NEW_ROOM, CHANGE_CURRENT_ROOM and the new
    // room's ACTIVITY_STATE.
    const opened = await t.app.inject({
      method: 'POST',
      url: `${ROOMS_PREFIX}/room/${event.event_id}`,
      headers: host.auth,
      payload: { activity_type: 'DISCUSSION' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const types = ['AGORA_CREATE_NEW_ROOM', 'CHANGE_CURRENT_ROOM', 'ACTIVITY_STATE'] as const;
    for (const s of [batched, single]) for (const type of types) await s.next(type);
    const after = (s: TestSocket) => s.messages.slice(1).map((m) => [m.type, m.seq]);
    expect(after(batched)).toEqual(after(single));
    expect(after(batched).map(([type]) => type)).toEqual(types);
    expect(batched.frameSizes).toEqual([1, 3]);
    expect(single.frameSizes).toEqual([1, 1, 1, 1]);
  });

  it('answers malformed frames with an error and keeps the socket', async () => {
    const s = await inRoom(host);
    s.send({ type: 'NOPE' } as never);
    expect((await s.next('ERROR')).payload.code).toBe('VALIDATION_ERROR');
    s.send({ type: 'PING' });
    await s.next('PONG');
  });
});

describe('host controls', () => {
  it('kicks someone, who is told, closed and cannot come back until the ban ends', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    const kicked = await call(t, 'POST', 'kick', host.auth, { event_id: event.event_id, user_id: ann.id, ban_for_seconds: 600 });
    expect(kicked.statusCode, kicked.body).toBe(200);
    expect((await hostSocket.next('KICKED')).payload).toMatchObject({ user_id: ann.id, permanent: false });
    expect((await annSocket.closed).code).toBe(WS_CLOSE.notAllowed);
    expectError(await join(ann), 403, 'FORBIDDEN', LIVE_TEXTS.banned);
    expect((await socket(ann).closed).code).toBe(WS_CLOSE.notAllowed);
    t.clock.advance(11 * MINUTE);
    await signInAgain(t, ann);
    expect((await join(ann)).statusCode).toBe(200);
    expect((await socket(ann).next('SNAPSHOT')).payload.people.map((p) => p.id)).toContain(ann.id);
  });

  it('bans for good with -1, refuses non-hosts and never removes the host', async () => {
    await inRoom(host);
    const ann = await student(t);
    const bob = await student(t);
    await inRoom(ann);
    await inRoom(bob);
    const byBob = await call(t, 'POST', 'kick', bob.auth, { event_id: event.event_id, user_id: ann.id, ban_for_seconds: 600 });
    expectError(byBob, 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    const self = await call(t, 'POST', 'kick', host.auth, { event_id: event.event_id, user_id: host.id, ban_for_seconds: -1 });
    expectError(self, 409, 'CONFLICT', LIVE_TEXTS.cannotKickSelf);
    const bad = await call(t, 'POST', 'kick', host.auth, { event_id: event.event_id, user_id: ann.id, ban_for_seconds: 99_999 });
    expect(bad.statusCode).toBe(400);
    await call(t, 'POST', 'kick', host.auth, { event_id: event.event_id, user_id: ann.id, ban_for_seconds: -1 });
    t.clock.advance(50 * MINUTE);
    await signInAgain(t, ann);
    expectError(await join(ann), 403, 'FORBIDDEN', LIVE_TEXTS.banned);
  });

  it('mutes, asks to unmute only someone muted, and keeps a disabled camera off', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    const bob = await student(t);
    const bobSocket = await inRoom(bob);
    const ask = (by: Member, userId: number) =>
      call(t, 'POST', `event/${event.event_id}/unmute`, by.auth, { user_id: userId, mute_type: 'audio' });
    expectError(await ask(bob, ann.id), 409, 'CONFLICT', LIVE_TEXTS.askNotAllowed);
    const muted = await call(t, 'POST', `event/${event.event_id}/mute`, host.auth, { user_id: ann.id, mute_type: 'audio' });
    expect(muted.statusCode).toBe(200);
    expect((await bobSocket.next('MEDIA_STATE')).payload).toEqual({
      user_id: ann.id,
      audio_muted: true,
      video_muted: false,
      video_disabled: false,
    });
    expect((await ask(bob, ann.id)).statusCode).toBe(200);
    expect((await annSocket.next('ASK_TO_UNMUTE')).payload).toEqual({ by_user_id: bob.id, mute_type: 'audio' });
    expect(hostSocket.messages.some((m) => m.type === 'ASK_TO_UNMUTE')).toBe(false);

    const off = await call(t, 'POST', `disable_video/${ann.id}`, host.auth, { event_id: event.event_id });
    expect(off.statusCode).toBe(200);
    await bobSocket.next('MEDIA_STATE');
    annSocket.send({ type: 'MEDIA_STATE', payload: { audio_muted: false, video_muted: false } });
    const after = await bobSocket.next('MEDIA_STATE');
    expect(after.payload).toMatchObject({ user_id: ann.id, audio_muted: false, video_muted: true, video_disabled: true });
    expectError(await call(t, 'POST', `enable_video/${ann.id}`, bob.auth, { event_id: event.event_id }), 403, 'FORBIDDEN');
  });

  it('names a native speaker who then co-hosts, and clears it', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    await inRoom(ann);
    const bob = await student(t);
    await inRoom(bob);
    const name = (by: Member, userId: number) =>
      call(t, 'POST', 'change_native_speaker', by.auth, { event_id: event.event_id, user_id: userId });
    expectError(await name(ann, ann.id), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    expect((await name(host, ann.id)).statusCode).toBe(200);
    expect((await hostSocket.next('CHANGE_HOST')).payload).toEqual({ host_id: host.id, host_ids: [host.id, ann.id] });
    // A co-host may use host controls.
    const muted = await call(t, 'POST', `event/${event.event_id}/mute`, ann.auth, { user_id: bob.id, mute_type: 'audio' });
    expect(muted.statusCode).toBe(200);
    expect((await name(host, host.id)).statusCode).toBe(200);
    expect((await hostSocket.next('CHANGE_HOST')).payload.host_ids).toEqual([host.id]);
    expectError(
      await call(t, 'POST', `event/${event.event_id}/mute`, ann.auth, { user_id: bob.id, mute_type: 'video' }),
      403,
      'FORBIDDEN',
    );
  });

  it('lets a co-host end the event, which closes every socket; a named-then-cleared one may not', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    const bob = await student(t);
    await inRoom(bob);
    const name = (userId: number) =>
      call(t, 'POST', 'change_native_speaker', host.auth, { event_id: event.event_id, user_id: userId });
    const end = (by: Member) => call(t, 'POST', 'end', by.auth, { event_id: event.event_id });
    expectError(await end(bob), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    await name(bob.id);
    expect((await hostSocket.next('CHANGE_HOST')).payload.host_ids).toEqual([host.id, bob.id]);
    await name(host.id);
    expect((await hostSocket.next('CHANGE_HOST')).payload.host_ids).toEqual([host.id]);
    expectError(await end(bob), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    await name(ann.id);
    const ended = await end(ann);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ is_live: false, is_ended: true });
    expect((await annSocket.next('EVENT_ENDED')).payload).toEqual({ reason: 'ended' });
    expect((await hostSocket.closed).code).toBe(WS_CLOSE.eventOver);
  });

  it('locks the room against newcomers, not against the host', async () => {
    const hostSocket = await inRoom(host);
    expect((await call(t, 'POST', 'locking', host.auth, { event_id: event.event_id, lock: true })).statusCode).toBe(200);
    expect((await hostSocket.next('LOCKING')).payload.locked).toBe(true);
    const ann = await student(t);
    expectError(await join(ann), 403, 'FORBIDDEN', LIVE_TEXTS.locked);
    expect((await join(host)).statusCode).toBe(200);
    await call(t, 'POST', 'locking', host.auth, { event_id: event.event_id, lock: false });
    expect((await join(ann)).statusCode).toBe(200);
  });

  it("turns the room's chat off and on, host only; a message meanwhile is refused", async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    await inRoom(ann);
    const chat = (who: Member, message: string) => call(t, 'POST', 'chat', who.auth, { event_id: event.event_id, message });
    expectError(await call(t, 'POST', 'chat_enabled', ann.auth, { event_id: event.event_id, enabled: false }), 403, 'FORBIDDEN');
    expect((await call(t, 'POST', 'chat_enabled', host.auth, { event_id: event.event_id, enabled: false })).statusCode).toBe(200);
    expect((await hostSocket.next('CHAT_ENABLED')).payload.enabled).toBe(false);
    expectError(await chat(ann, 'Hello?'), 403, 'FORBIDDEN', LIVE_TEXTS.chatDisabled);
    expect((await join(ann)).json().chat_enabled).toBe(false);
    await call(t, 'POST', 'chat_enabled', host.auth, { event_id: event.event_id, enabled: true });
    expect((await hostSocket.next('CHAT_ENABLED')).payload.enabled).toBe(true);
    expect((await chat(ann, 'Hello!')).statusCode).toBe(201);
  });

  it('sends REFRESH to one person only, from a host only', async () => {
    const hostSocket = await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    const bob = await student(t);
    const bobSocket = await inRoom(bob);
    const body = { event_type: 'REFRESH', for_user_id: ann.id, ext: { reason: 'video stuck' } };
    expectError(await call(t, 'POST', `send/ws/${event.event_id}`, bob.auth, body), 403, 'FORBIDDEN');
    expect((await call(t, 'POST', `send/ws/${event.event_id}`, host.auth, body)).statusCode).toBe(200);
    expect((await annSocket.next('REFRESH')).payload.ext).toEqual({ reason: 'video stuck' });
    bobSocket.send({ type: 'PING' });
    await bobSocket.next('PONG');
    expect([...bobSocket.messages, ...hostSocket.messages].some((m) => m.type === 'REFRESH')).toBe(false);
  });
});

describe('chat', () => {
  it('delivers a message to the room and keeps it, newest first', async () => {
    await inRoom(host);
    const ann = await student(t);
    const annSocket = await inRoom(ann);
    const sent = await call(t, 'POST', 'chat', host.auth, { event_id: event.event_id, message: '  <b>Hello</b>  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ message: '<b>Hello</b>', user: { id: host.id } });
    expect((await annSocket.next('CHAT')).payload.message.id).toBe(sent.json().id);
    t.clock.advance(1000);
    await call(t, 'POST', 'chat', ann.auth, { event_id: event.event_id, message: 'Hi!' });
    const list = await call(t, 'GET', `chat?event_id=${event.event_id}`, ann.auth);
    expect(list.json()).toMatchObject({ total: 2, items: [{ message: 'Hi!' }, { message: '<b>Hello</b>' }] });
  });

  it('refuses empty, too long, too fast, and people outside the room', async () => {
    await inRoom(host);
    const chat = (who: Member, message: string) => call(t, 'POST', 'chat', who.auth, { event_id: event.event_id, message });
    expectError(await chat(host, '   '), 400, 'VALIDATION_ERROR', LIVE_TEXTS.chatEmpty);
    expectError(await chat(host, 'x'.repeat(1001)), 400, 'VALIDATION_ERROR', LIVE_TEXTS.chatTooLong);
    const outsider = await student(t);
    expectError(await chat(outsider, 'hi'), 404, 'NOT_FOUND', LIVE_TEXTS.userNotInEvent);
    expectError(await call(t, 'GET', `chat?event_id=${event.event_id}`, outsider.auth), 403, 'FORBIDDEN', LIVE_TEXTS.notInEvent);
    for (let i = 0; i < 10; i++) expect((await chat(host, `m${i}`)).statusCode).toBe(201);
    const tooFast = await chat(host, 'one more');
    expectError(tooFast, 429, 'RATE_LIMITED', LIVE_TEXTS.chatTooFast);
    t.clock.advance(10_000);
    expect((await chat(host, 'later')).statusCode).toBe(201);
  });
});
