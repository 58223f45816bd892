import { randomUUID } from 'node:crypto';
import {
  EVENT_TEXTS,
  LIVE_TEXTS,
  WS_REPLAY_MAX,
  type LivePerson,
  type LiveSnapshot,
  type ServerMessage,
} from '@parley/contracts';
import { forbidden, notFound } from '../../errors.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import type { ChangeDeps, LiveDeps, MediaChangeDeps } from './live.deps.ts';
import { currentSeq, ensureState, readBetween } from './live-log.store.ts';
import { presentPerson, presentSnapshot } from './live.presenter.ts';
import * as store from './live.store.ts';
import { change, isHostOf } from './room-change.ts';
import { ensureMainRoom, openRooms } from './rooms.store.ts';

export const peopleIn = async (tx: Tx, eventId: string) => (await store.presentPeople(tx, eventId)).map(presentPerson);

async function personIn(tx: Tx, eventId: string, userId: number): Promise<LivePerson | null> {
  return (await peopleIn(tx, eventId)).find((p) => p.id === userId) ?? null;
}

export async function snapshot(deps: LiveDeps, ref: string, viewer: Viewer): Promise<LiveSnapshot> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const found = await events.findEvent(tx, ref, now);
    if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
    const state = await ensureState(tx, found.event.id);
    const people = await peopleIn(tx, found.event.id);
    const event = await events.getEvent({ ...deps.events, db: tx as Db }, found.event.id, viewer);
    const rooms = await openRooms(tx, found.event.id);
    return presentSnapshot({ event, hostId: found.event.hostId, state, people, rooms });
  });
}

/** The event's id, when `viewer` may be in its room now; throws why not. Kicks hold against all but the event's host. */
export async function admittedTo(deps: LiveDeps, ref: string, viewer: Viewer): Promise<string> {
  const now = deps.clock.now();
  const found = await events.findEvent(deps.db, ref, now);
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  if (found.event.hostId !== viewer.id && (await store.activeBan(deps.db, found.event.id, viewer.id, now)))
    throw forbidden(LIVE_TEXTS.banned);
  return found.event.id;
}

/** Enters the live room: one session of the plan (attendance), then JOIN_ROOM for everyone in the event. */
export async function enterRoom(deps: LiveDeps, viewer: Viewer, ref: string): Promise<LiveSnapshot> {
  await admittedTo(deps, ref, viewer);
  await change(deps, ref, async ({ tx, found, state }) => {
    const inside = await store.findPresence(tx, found.event.id, viewer.id);
    if (state.locked && !isHostOf(found, state, viewer.id) && inside?.leftAt !== null) throw forbidden(LIVE_TEXTS.locked);
  });
  await events.recordAttendance(deps.events, viewer, ref);
  await change(deps, ref, async ({ tx, found, now, emit }) => {
    const main = await ensureMainRoom(tx, found.event, now);
    if (!(await store.enter(tx, found.event.id, viewer.id, main, now))) return;
    const person = await personIn(tx, found.event.id, viewer.id);
    if (person) await emit('JOIN_ROOM', { person });
  });
  return snapshot(deps, ref, viewer);
}

/** Opening the socket enters the room, unless the person is inside already (another tab, a reconnect). */
export async function enterBySocket(deps: LiveDeps, viewer: Viewer, ref: string): Promise<string> {
  const eventId = await admittedTo(deps, ref, viewer);
  const inside = await store.findPresence(deps.db, eventId, viewer.id);
  if (!inside || inside.leftAt) await enterRoom(deps, viewer, eventId);
  return eventId;
}

export async function exitRoom(deps: ChangeDeps, viewer: Viewer, ref: string) {
  await change(deps, ref, async ({ tx, found, now, emit }) => {
    if (await store.leave(tx, found.event.id, viewer.id, now)) await emit('LEAVE', { user_id: viewer.id });
  });
  return { ok: true as const };
}

export const newConnectionId = () => randomUUID();

/** A new socket of the person takes over: only its close may later start the leave countdown. */
export async function socketOpened(deps: ChangeDeps, eventId: string, userId: number, connectionId: string) {
  await store.connected(deps.db, eventId, userId, connectionId);
}

/** Whether the closed socket was the person's newest, so that their grace to come back starts now. */
export async function socketClosed(deps: ChangeDeps, eventId: string, userId: number, connectionId: string) {
  return store.disconnected(deps.db, eventId, userId, connectionId, deps.clock.now());
}

/** After a dropped socket's grace: the person leaves unless a socket of theirs came back meanwhile. */
export async function leaveIfGone(deps: ChangeDeps, eventId: string, userId: number, connectionId: string) {
  await change(deps, eventId, async ({ tx, found, now, emit }) => {
    if (await store.leaveIfStillGone(tx, found.event.id, userId, connectionId, now)) await emit('LEAVE', { user_id: userId });
  });
}

/** The event ended or was cancelled: everyone leaves the room, every socket is closed for good, the media ends. */
export async function eventOver(deps: MediaChangeDeps, eventId: string, reason: 'ended' | 'cancelled') {
  const roomIds = await change(deps, eventId, async ({ tx, found, now, emit }) => {
    await store.leaveAll(tx, found.event.id, now);
    await emit('EVENT_ENDED', { reason });
    return (await openRooms(tx, found.event.id)).map((r) => r.id);
  });
  await deps.mediaServer.closeRooms(roomIds);
}

/**
 * What a (re)connecting socket is sent first, and the sequence number it brings the socket to: the messages for it
 * since `since` when that is recent, else the room as it is now (ADR 0016).
 */
export async function catchUp(deps: LiveDeps, eventId: string, viewer: Viewer, since: number) {
  const upTo = await currentSeq(deps.db, eventId);
  if (since > 0 && since <= upTo && upTo - since <= WS_REPLAY_MAX) {
    const roomId = (await store.findInside(deps.db, eventId, viewer.id))?.roomId ?? null;
    const missed = await readBetween(deps.db, eventId, since, upTo, { userId: viewer.id, roomId });
    return { messages: missed.map((m): ServerMessage => m.message), seq: upTo };
  }
  const state = await snapshot(deps, eventId, viewer);
  return { messages: [{ type: 'SNAPSHOT', seq: state.seq, payload: state } satisfies ServerMessage], seq: state.seq };
}
