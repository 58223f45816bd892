import { EVENT_TEXTS, LIVE_TEXTS, ROUND_EXTENSION_MS, type Event } from '@parley/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE, call, createEvent, student, type Member, startedEvent } from '../../test/event-helpers.ts';
import { openSocket, tokenOf, type TestSocket } from '../../test/live-socket.ts';

const ROUND_MS = 60_000;
let t: TestApp;
let base: string;
let host: Member;
let event: Event;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  // The scheduler looks often so a test does not wait; rounds are moved on by the test's clock.
  t = await createTestApp({ env: { ROUND_LENGTH_MS: String(ROUND_MS), ROTATION_TICK_MS: '100' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  ({ host, event } = await startedEvent(t));
  await call(t, 'POST', `event/${event.event_id}/join`, host.auth);
});

async function learners(n: number) {
  const people: Member[] = [];
  for (let i = 0; i < n; i++) {
    const who = await student(t, 'basic');
    expect((await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).statusCode).toBe(200);
    people.push(who);
  }
  return people;
}
const watch = async (who: Member) => {
  const s = openSocket(base, { token: tokenOf(who), eventId: event.event_id });
  sockets.push(s);
  await s.next('SNAPSHOT');
  return s;
};
const matchUsers = (who: Member) => call(t, 'POST', 'match-users', who.auth, { event_id: event.event_id });
const partition = async (who: Member) => (await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).json().users_partition;
const eventually = async <T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
};

describe('partner rotation', () => {
  it('pairs everyone but the host into breakout rooms, which every client hears without a reload', async () => {
    const people = await learners(4);
    const watcher = await watch(people[0]!);
    expectError(await matchUsers(people[1]!), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    const res = await matchUsers(host);
    expect(res.statusCode, res.body).toBe(200);
    const round = res.json();
    expect(round).toMatchObject({ round: 1, unmatched: [] });
    expect(round.rooms).toHaveLength(2);
    expect(round.rooms.flatMap((r: { member_ids: number[] }) => r.member_ids).sort()).toEqual(people.map((p) => p.id).sort());
    expect((await watcher.next('NEXT_ROUND')).payload).toEqual({
      round: 1,
      ends_at: new Date(t.clock.now().getTime() + ROUND_MS).toISOString(),
    });
    const moved = (await watcher.next('AGORA_USER_CHANGED_ROOM')).payload.users_partition;
    expect(moved[`${event.short_event_id}-main`]).toEqual([host.id]);
    const mine = await call(t, 'GET', `match?event_id=${event.event_id}`, people[0]!.auth);
    const myRoom = round.rooms.find((r: { member_ids: number[] }) => r.member_ids.includes(people[0]!.id));
    expect(mine.json()).toMatchObject({
      round: 1,
      room_id: myRoom.id,
      partner_ids: myRoom.member_ids.filter((id: number) => id !== people[0]!.id),
    });
    const last = (await call(t, 'GET', 'user/last-match', people[0]!.auth)).json();
    expect(last).toMatchObject({ event_id: event.event_id, round: 1 });
    expect(last.matched_with.map((p: { id: number }) => p.id)).toEqual(mine.json().partner_ids);
  });

  it('drops, without an error to anyone, the signals still on their way between people the pairing separated', async () => {
    const [ann] = await learners(2);
    const hostSocket = await watch(host);
    const annSocket = await watch(ann!);
    const candidate = { kind: 'candidate' as const, candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 } };
    hostSocket.send({ type: 'SIGNAL', payload: { to_user_id: ann!.id, data: candidate } });
    expect((await annSocket.next('SIGNAL')).payload.from_user_id).toBe(host.id);
    expect((await matchUsers(host)).statusCode).toBe(200);
    await hostSocket.next('AGORA_USER_CHANGED_ROOM');
    await annSocket.next('AGORA_USER_CHANGED_ROOM');
    // What the two mesh links sent before their clients heard of the move.
    hostSocket.send({ type: 'SIGNAL', payload: { to_user_id: ann!.id, data: candidate } });
    annSocket.send({ type: 'SIGNAL', payload: { to_user_id: host.id, data: { kind: 'answer', sdp: 'v=0 answer' } } });
    // A socket's messages are handled in order, so a PONG means the signal before it was handled.
    for (const s of [hostSocket, annSocket]) {
      s.send({ type: 'PING' });
      await s.next('PONG');
    }
    for (const s of [hostSocket, annSocket]) expect(s.messages.filter((m) => m.type === 'ERROR')).toEqual([]);
    expect(hostSocket.messages.filter((m) => m.type === 'SIGNAL')).toEqual([]);
    expect(annSocket.messages.filter((m) => m.type === 'SIGNAL')).toHaveLength(1);
  });

  it('rotates when the round ends, never pairing the same two twice, and makes one trio of an odd count', async () => {
    await learners(5);
    const first = (await matchUsers(host)).json();
    expect(first.rooms.map((r: { member_ids: number[] }) => r.member_ids.length).sort()).toEqual([2, 3]);
    const seen = new Set<string>();
    const pairsIn = (rooms: { member_ids: number[] }[]) =>
      rooms.flatMap((r) => r.member_ids.flatMap((a, i) => r.member_ids.slice(i + 1).map((b) => [a, b].sort().join('+'))));
    pairsIn(first.rooms).forEach((p: string) => seen.add(p));
    t.clock.advance(ROUND_MS + 1000);
    // Round 2 can leave any one of the five waiting (the unused pairs join the first trio to the first pair only), so
    // the round shows in the rooms, not in one person's match.
    const second = await eventually(async () => {
      const now = await partition(host);
      expect(Object.keys(now).some((id) => id.includes('-b2-'))).toBe(true);
      return now;
    });
    const rooms = Object.entries(second as Record<string, number[]>)
      .filter(([id]) => id.includes('-b2-'))
      .map(([, ids]) => ({ member_ids: ids }));
    for (const pair of pairsIn(rooms)) expect(seen.has(pair)).toBe(false);
  });

  it("follows the event's activity: a whiteboard event seats learners in fours and keeps them, without a clock", async () => {
    const board = await createEvent(t, host, {
      event_type: 'WHITEBOARD',
      start_time_utc: new Date(t.clock.now().getTime() + 2 * MINUTE).toISOString(),
    });
    t.clock.advance(5 * MINUTE);
    event = board;
    await call(t, 'POST', `event/${event.event_id}/join`, host.auth);
    const people = await learners(4);
    const watcher = await watch(people[0]!);
    const first = (await matchUsers(host)).json();
    expect(first.ends_at).toBeNull();
    expect(first.rooms.map((r: { member_ids: number[] }) => r.member_ids.sort())).toEqual([people.map((p) => p.id).sort()]);
    expect((await watcher.next('NEXT_ROUND')).payload).toEqual({ round: 1, ends_at: null });
    const snapshot = (await call(t, 'POST', `event/${event.event_id}/join`, people[1]!.auth)).json();
    expect(snapshot.round).toEqual({ number: 1, ends_at: null });
    // Long past a rotation's length, the scheduler has left the group together.
    t.clock.advance(3 * ROUND_MS);
    await new Promise((r) => setTimeout(r, 400));
    const after = await call(t, 'POST', `event/${event.event_id}/join`, host.auth);
    expect(after.statusCode, after.body).toBe(200);
    expect(Object.keys(after.json().users_partition).some((id) => id.includes('-b2-'))).toBe(false);
  });

  it('keeps partners together for 2 more minutes when both ask, and pairs them again after', async () => {
    const people = await learners(4);
    const round = (await matchUsers(host)).json();
    const [a, b] = round.rooms[0].member_ids as [number, number];
    const who = (id: number) => people.find((p) => p.id === id)!;
    const aSocket = await watch(who(a));
    const bSocket = await watch(who(b));
    aSocket.send({ type: 'EXTEND_ROUND' });
    expect((await bSocket.next('EXTEND_REQUESTED')).payload.user_id).toBe(a);
    bSocket.send({ type: 'EXTEND_ROUND' });
    const extended = await aSocket.next('ROUND_EXTENDED');
    expect(extended.payload).toEqual({
      room_id: round.rooms[0].id,
      ends_at: new Date(new Date(round.ends_at).getTime() + ROUND_EXTENSION_MS).toISOString(),
    });
    t.clock.advance(ROUND_MS + 1000);
    await aSocket.next('NEXT_ROUND');
    expect((await partition(host))[round.rooms[0].id].sort()).toEqual([a, b].sort());
    t.clock.advance(ROUND_EXTENSION_MS);
    await eventually(async () => expect((await partition(host))[round.rooms[0].id]).toBeUndefined());
  });

  it('re-pairs someone whose partner left with someone waiting in the main room, and refuses more time outside a breakout room', async () => {
    const people = await learners(4);
    const round = (await matchUsers(host)).json();
    const [leaver, stayer] = round.rooms[0].member_ids as [number, number];
    const [other, third] = round.rooms[1].member_ids as [number, number];
    await call(t, 'POST', `event/${event.event_id}/exit`, people.find((p) => p.id === leaver)!.auth);
    // The stayer waits in the main room before the other's partner leaves too: they are paired from there.
    await eventually(async () => expect((await partition(host))[round.rooms[0].id]).toBeUndefined());
    await call(t, 'POST', `event/${event.event_id}/exit`, people.find((p) => p.id === third)!.auth);
    const together = await eventually(async () => {
      const now = await call(t, 'GET', `match?event_id=${event.event_id}`, people.find((p) => p.id === stayer)!.auth);
      expect(now.json()?.partner_ids).toEqual([other]);
      return now.json();
    });
    expect(together.room_id).not.toBe(round.rooms[0].id);
    const hostSocket = await watch(host);
    hostSocket.send({ type: 'EXTEND_ROUND' });
    expect((await hostSocket.next('ERROR')).payload.message).toBe(LIVE_TEXTS.notInBreakout);
  });
});
