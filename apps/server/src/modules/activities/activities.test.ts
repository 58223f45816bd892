import { ACTIVITIES_PREFIX, ACTIVITY_TEXTS, EVENT_TEXTS, ROOMS_PREFIX, type Event } from '@parley/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../test/auth-helpers.ts';
import { call, student, type Member, startedEvent } from '../../test/event-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openSocket, tokenOf, type TestSocket } from '../../test/live-socket.ts';
import { TOPIC_BANK } from './discussion/topic-bank.ts';

let t: TestApp;
let base: string;
let host: Member;
let ann: Member;
let event: Event;
let watcher: TestSocket;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  // Advanced (2): the bank's B2 topics (level 3).
  ({ host, event } = await startedEvent(t, { proficiency: 2 }));
  ann = await student(t);
  for (const who of [host, ann]) expect((await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).statusCode).toBe(200);
  watcher = openSocket(base, { token: tokenOf(ann), eventId: event.event_id });
  await watcher.next('SNAPSHOT');
});

const post = (path: string, who: Member, body: object) =>
  t.app.inject({ method: 'POST', url: `${ACTIVITIES_PREFIX}/${path}`, headers: who.auth, payload: body });
const get = (path: string, who: Member) =>
  t.app.inject({ method: 'GET', url: `${ACTIVITIES_PREFIX}/${path}`, headers: who.auth });
const main = () => `${event.short_event_id}-main`;
const ok = async <T = unknown>(res: Awaited<ReturnType<typeof post>>): Promise<T> => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('switching activities', () => {
  it("lets a host start the discussion in their room, which everyone in it hears, and refuses anyone else's switch", async () => {
    expectError(await post('discussion/start', ann, { event_id: event.event_id }), 403, 'FORBIDDEN', EVENT_TEXTS.hostOnly);
    const started = await ok(await post('discussion/start', host, { event_id: event.event_id }));
    expect(started).toEqual({ event_type: 'DISCUSSION', room_ids: [main()] });
    // The refused call sent nothing: the first messages are the host's.
    expect((await watcher.next('CHANGE_EVENT_TYPE')).payload).toEqual({ event_type: 'DISCUSSION', room_id: main() });
    expect((await watcher.next('ACTIVITY_STATE')).payload).toEqual({
      room_id: main(),
      activity: { type: 'DISCUSSION', topic: null, topics_in_room: 0 },
    });
    // Switching one room leaves the event's own type alone.
    expect((await call(t, 'GET', `event/${event.event_id}`, ann.auth)).json().event_type).toBe('CHAT');

    await ok(await post('discussion/exit', host, { event_id: event.event_id }));
    expect((await watcher.next('ACTIVITY_STATE')).payload.activity).toEqual({ type: 'CHAT' });
  });

  it('switches every open room and the event itself, so rooms opened later start with it', async () => {
    const res = await ok<{ room_ids: string[] }>(
      await post('discussion/start', host, { event_id: event.event_id, all_rooms: true }),
    );
    expect(res.room_ids).toEqual([main()]);
    await watcher.next('ACTIVITY_STATE');
    expect((await watcher.next('CHANGE_EVENT_TYPE')).payload).toEqual({ event_type: 'DISCUSSION', room_id: null });
    expect((await call(t, 'GET', `event/${event.event_id}`, ann.auth)).json().event_type).toBe('DISCUSSION');
    await ok(await post('chat/start', host, { event_id: event.event_id, all_rooms: true }));
    expect((await call(t, 'GET', `event/${event.event_id}`, ann.auth)).json().event_type).toBe('CHAT');
  });

  it('answers a bad target with the reason and changes nothing', async () => {
    expectError(await post('discussion/start', host, {}), 400, 'VALIDATION_ERROR');
    expectError(await post('discussion/start', host, { event_id: event.event_id, all_rooms: 'yes' }), 400, 'VALIDATION_ERROR');
    expectError(
      await post('discussion/start', host, { event_id: event.event_id, room_id: 'nowhere' }),
      404,
      'NOT_FOUND',
      ACTIVITY_TEXTS.roomNotFound,
    );
    expectError(await post('discussion/start', host, { event_id: 'no-such-event' }), 404, 'NOT_FOUND', EVENT_TEXTS.eventNotFound);
    const snapshot = (await call(t, 'POST', `event/${event.event_id}/join`, ann.auth)).json();
    expect(snapshot.activities).toEqual({ [main()]: { type: 'CHAT' } });
  });
});

describe('discussion topics', () => {
  beforeEach(async () => {
    await ok(await post('discussion/start', host, { event_id: event.event_id }));
  });

  it("gives anyone in the room the next topic at the event's level, the same card to everyone, and to late joiners", async () => {
    const { room_id, topic } = await ok<{ room_id: string; topic: { id: string; level: number } }>(
      await post('discussion/topic/generate', ann, { event_id: event.event_id }),
    );
    expect(room_id).toBe(main());
    expect(TOPIC_BANK.find((known) => known.id === topic.id)).toEqual(topic);
    expect(topic.level).toBe(3);
    const set = await watcher.next('SET_DISCUSSION_TOPIC');
    expect(set.payload).toEqual({ topic: TOPIC_BANK.find((known) => known.id === topic.id)!.question, room_id: main() });
    expect((await watcher.next('ACTIVITY_STATE')).payload.activity).toEqual({ type: 'DISCUSSION', topic, topics_in_room: 1 });
    expect(await ok(await get(`discussion/topic?event_id=${event.event_id}`, host))).toEqual({ room_id: main(), topic });

    const bea = await student(t);
    const late = (await call(t, 'POST', `event/${event.event_id}/join`, bea.auth)).json();
    expect(late.activities).toEqual({ [main()]: { type: 'DISCUSSION', topic, topics_in_room: 1 } });
  });

  it("gives anyone the day's questions of an event: its level's topics for the day it starts", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${ACTIVITIES_PREFIX}/discussion/questions?event_id=${event.event_id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json<{ date: string; topic_level: number; topics: { level: number }[] }>();
    expect(day.date).toBe(event.start_time_utc.slice(0, 10));
    expect(day.topic_level).toBe(3);
    expect(day.topics).toHaveLength(4);
    expect(day.topics.every((topic) => topic.level === 3)).toBe(true);
    const unknown = await t.app.inject({ method: 'GET', url: `${ACTIVITIES_PREFIX}/discussion/questions?event_id=nope` });
    expectError(unknown, 404, 'NOT_FOUND', EVENT_TEXTS.eventNotFound);
  });

  it('never gives the event a topic twice, and counts what is left at its level', async () => {
    const before = await ok<{ topics_left: number; topic_level: number }>(
      await get(`discussion/config?event_id=${event.event_id}`, host),
    );
    expect(before).toMatchObject({ room_size: 2, rotation_minutes: 12, topic_level: 3 });
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { topic } = await ok<{ topic: { id: string } }>(
        await post('discussion/topic/generate', host, { event_id: event.event_id }),
      );
      seen.add(topic.id);
    }
    expect(seen.size).toBe(12);
    const after = await ok<{ topics_left: number }>(await get(`discussion/config?event_id=${event.event_id}`, host));
    expect(after.topics_left).toBe(before.topics_left - 12);
  });

  it('refuses a topic where no discussion runs, outside the event, and for a room that is not yours', async () => {
    await ok(await post('chat/start', host, { event_id: event.event_id }));
    expectError(
      await post('discussion/topic/generate', ann, { event_id: event.event_id }),
      409,
      'CONFLICT',
      ACTIVITY_TEXTS.notRunning,
    );
    const outsider = await student(t);
    expectError(
      await post('discussion/topic/generate', outsider, { event_id: event.event_id }),
      409,
      'CONFLICT',
      ACTIVITY_TEXTS.notInRoom,
    );
    const created = await t.app.inject({
      method: 'POST',
      url: `${ROOMS_PREFIX}/room/${event.event_id}`,
      headers: host.auth,
      payload: { activity_type: 'DISCUSSION' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const other = created.json<{ id: string }>().id;
    expectError(
      await post('discussion/topic/generate', ann, { event_id: event.event_id, room_id: other }),
      403,
      'FORBIDDEN',
      ACTIVITY_TEXTS.notYourRoom,
    );
    // A host may run any room's discussion; a room opened for it starts without a topic.
    const theirs = await ok<{ room_id: string }>(
      await post('discussion/topic/generate', host, { event_id: event.event_id, room_id: other }),
    );
    expect(theirs.room_id).toBe(other);
  });
});
