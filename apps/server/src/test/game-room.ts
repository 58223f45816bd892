import { ACTIVITIES_PREFIX, type Event } from '@parley/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { WAKE_JOB } from '../modules/activities/engine/runtime.ts';
import type { RuntimeDeps } from '../modules/activities/engine/runtime.ts';
import { student, type Member, startedEvent } from './event-helpers.ts';
import { openSocket, tokenOf, type TestSocket } from './live-socket.ts';
import { multipart } from './multipart.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** A started event whose host and two learners, Ann and Ben, are in its room with live sockets: a game's players. */
export interface GameRoom {
  t: TestApp;
  host: Member;
  ann: Member;
  ben: Member;
  event: Event;
  socketOf(who: Member): TestSocket;
  /** A call of the game's, `path` under its prefix. */
  request(method: 'GET' | 'POST' | 'DELETE', path: string, who: Member, body?: object): Promise<LightMyRequestResponse>;
  /** A GET of the game's for the room's event that must answer 200. */
  read<T>(path: string, who: Member): Promise<T>;
  /** A clip sent to one of the game's spoken-answer calls. */
  say(path: string, who: Member, audio: Uint8Array): Promise<LightMyRequestResponse>;
  /** What the worker runs a room's clocks with. */
  runtime(): RuntimeDeps;
  /** The wake-up of that kind a room's game asked for, still pending. */
  pendingWake(type: string, roomId: string): Promise<unknown>;
}

/**
 * Sets up a test file of a game's API tests: one app for the file, and before each test a new started event with its
 * host, Ann and Ben connected in that order (games that take turns take them in it). Read the fields inside tests.
 * `options` is read as the app is made (after the file's earlier beforeAll hooks: stand-ins it names have started).
 */
export function gameRoom(game: string, options: () => TestAppOptions = () => ({})): GameRoom {
  const sockets = new Map<number, TestSocket>();
  let base = '';
  const room = {} as GameRoom;
  beforeAll(async () => {
    room.t = await createTestApp(options());
    base = await room.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => room.t.close());
  beforeEach(async () => {
    ({ host: room.host, event: room.event } = await startedEvent(room.t));
    [room.ann, room.ben] = [await student(room.t), await student(room.t)];
    for (const who of [room.host, room.ann, room.ben]) {
      const socket = openSocket(base, { token: tokenOf(who), eventId: room.event.event_id });
      sockets.set(who.id, socket);
      await socket.next('SNAPSHOT');
    }
  });
  const url = (path: string) => `${ACTIVITIES_PREFIX}/${game}/${path}`;
  room.socketOf = (who) => sockets.get(who.id)!;
  room.request = (method, path, who, body) =>
    room.t.app.inject({ method, url: url(path), headers: who.auth, ...(body ? { payload: body } : {}) });
  room.read = async <T>(path: string, who: Member) => {
    const res = await room.request('GET', `${path}${path.includes('?') ? '&' : '?'}event_id=${room.event.event_id}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  room.say = (path, who, audio) => {
    const form = multipart('file', 'answer.webm', audio, 'audio/webm');
    return room.t.app.inject({
      method: 'POST',
      url: `${url(path)}?event_id=${room.event.event_id}`,
      headers: { ...who.auth, ...form.headers },
      payload: form.payload,
    });
  };
  room.runtime = () => ({
    db: room.t.db,
    bus: room.t.platform.bus,
    clock: room.t.platform.clock,
    queue: room.t.platform.queue,
    clocks: { roundSeconds: null, breakSeconds: null },
  });
  room.pendingWake = async (type, roomId) => {
    const rows = await room.t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, WAKE_JOB), eq(jobs.status, 'pending')));
    return rows
      .map((row) => row.payload as { room_id: string; action: { type: string } })
      .find((p) => p.action.type === type && p.room_id === roomId);
  };
  return room;
}
