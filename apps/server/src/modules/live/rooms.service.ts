import {
  EVENT_TEXTS,
  LIVE_TEXTS,
  MESH_ROOM_MAX,
  startingView,
  type EventType,
  type LiveRoom,
  type RtcJoin,
} from '@parley/contracts';
import { forbidden, notFound } from '../../errors.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import { iceServersFor } from './ice-servers.ts';
import type { ChangeDeps, LiveDeps, RoomsDeps } from './live.deps.ts';
import { ensureState } from './live-log.store.ts';
import { partitionOf, presentRoom } from './live.presenter.ts';
import * as store from './live.store.ts';
import { peopleIn } from './presence.service.ts';
import { change, isHostOf, mustBeInside, mustHost } from './room-change.ts';
import * as rooms from './rooms.store.ts';
import { checkScreenShare } from './screen-share.service.ts';

const ROOM_NOT_FOUND = 'This room does not exist';

async function roomsOf(db: Tx, eventId: string): Promise<LiveRoom[]> {
  const partition = partitionOf(await peopleIn(db, eventId));
  return (await rooms.openRooms(db, eventId)).map((r) => presentRoom(r, partition[r.id] ?? []));
}

/** The event, for someone who is in its room now or hosts it. */
async function eventFor(deps: LiveDeps, ref: string, viewer: Viewer) {
  const found = await events.findEvent(deps.db, ref, deps.clock.now());
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  const state = await ensureState(deps.db, found.event.id);
  if (!isHostOf(found, state, viewer.id)) await mustBeInside(deps.db, found.event.id, viewer.id);
  return found;
}

export async function createRoom(
  deps: ChangeDeps,
  viewer: Viewer,
  ref: string,
  body: { activity_type: EventType; name?: string | undefined },
) {
  return change(deps, ref, async ({ tx, found, state, now, emit }) => {
    mustHost(found, state, viewer);
    await rooms.ensureMainRoom(tx, found.event, now);
    const n = await rooms.roomCount(tx, found.event.id);
    const row = await rooms.insertRoom(tx, {
      id: `${found.event.shortId}-r${n}`,
      eventId: found.event.id,
      name: body.name ?? `Room ${n}`,
      kind: 'activity',
      activityType: body.activity_type,
      createdAt: now,
    });
    // The spec: creating a room sets the current room.
    await events.updateEvent(tx, found.event.id, { currentRoomId: row.id });
    await emit('AGORA_CREATE_NEW_ROOM', { room: { id: row.id, name: row.name, activity_type: body.activity_type } });
    await emit('CHANGE_CURRENT_ROOM', { room_id: row.id });
    await emit('ACTIVITY_STATE', { room_id: row.id, activity: startingView(body.activity_type) });
    return presentRoom(row, []);
  });
}

/** The event's room, open unless `closedToo` (a closed breakout room keeps its chat); 404 for any other event's. */
export async function roomOfEvent(tx: Tx, eventId: string, roomId: string, closedToo = false) {
  const room = await rooms.findRoom(tx, roomId);
  if (!room || room.eventId !== eventId || (room.closedAt && !closedToo)) throw notFound(ROOM_NOT_FOUND);
  return room;
}

export async function setCurrentRoom(deps: ChangeDeps, viewer: Viewer, ref: string, roomId: string) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    await roomOfEvent(tx, found.event.id, roomId);
    await events.updateEvent(tx, found.event.id, { currentRoomId: roomId });
    await emit('CHANGE_CURRENT_ROOM', { room_id: roomId });
    return { ok: true as const };
  });
}

export async function moveUser(deps: ChangeDeps, viewer: Viewer, ref: string, userId: number, roomId: string) {
  return change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    const room = await roomOfEvent(tx, found.event.id, roomId);
    await mustBeInside(tx, found.event.id, userId);
    const people = await peopleIn(tx, found.event.id);
    const already = people.filter((p) => p.room_id === room.id && p.id !== userId).length;
    if (room.kind !== 'main' && already >= MESH_ROOM_MAX) throw forbidden(LIVE_TEXTS.roomFull);
    await store.updatePresence(tx, found.event.id, userId, { roomId: room.id });
    await emit('AGORA_USER_CHANGED_ROOM', {
      users_partition: partitionOf(people.map((p) => (p.id === userId ? { ...p, room_id: room.id } : p))),
    });
    return { ok: true as const };
  });
}

export async function getRoom(deps: LiveDeps, viewer: Viewer, roomId: string): Promise<LiveRoom> {
  const room = await rooms.findRoom(deps.db, roomId);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  await eventFor(deps, room.eventId, viewer);
  const members = (await peopleIn(deps.db, room.eventId)).filter((p) => p.room_id === room.id).map((p) => p.id);
  return presentRoom(room, members);
}

export async function listRooms(deps: LiveDeps, viewer: Viewer, ref: string) {
  const found = await eventFor(deps, ref, viewer);
  return { items: await roomsOf(deps.db, found.event.id) };
}

export async function rtcConfig(deps: RoomsDeps, viewer: Viewer, ref: string) {
  await eventFor(deps, ref, viewer);
  return { provider: 'p2p' as const, max_room_size: MESH_ROOM_MAX, ...iceServersFor(deps.ice, viewer.id, deps.clock.now()) };
}

/** What the caller's browser needs to join a room's media: whom to call, and how. A full mesh stops at 6. */
async function joinMedia(deps: RoomsDeps, db: Db, viewer: Viewer, eventId: string, roomId: string): Promise<RtcJoin> {
  const members = (await peopleIn(db, eventId)).filter((p) => p.room_id === roomId).map((p) => p.id);
  if (members.length > MESH_ROOM_MAX) throw forbidden(LIVE_TEXTS.roomFull);
  return {
    provider: 'p2p',
    max_room_size: MESH_ROOM_MAX,
    ...iceServersFor(deps.ice, viewer.id, deps.clock.now()),
    room_id: roomId,
    peer_ids: members.filter((id) => id !== viewer.id),
  };
}

export async function rtcJoin(deps: RoomsDeps, viewer: Viewer, ref: string) {
  const found = await eventFor(deps, ref, viewer);
  const me = await mustBeInside(deps.db, found.event.id, viewer.id);
  return joinMedia(deps, deps.db, viewer, found.event.id, me.roomId);
}

/** The media of one room; for a screen share (`screenShare`), only while the caller may share there (ADR 0051). */
export async function rtcRoom(deps: RoomsDeps, viewer: Viewer, roomId: string, screenShare: boolean) {
  const room = await rooms.findRoom(deps.db, roomId);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  if (screenShare) await checkScreenShare(deps, viewer, room.eventId, room.id);
  const me = await mustBeInside(deps.db, room.eventId, viewer.id);
  if (me.roomId !== room.id) throw forbidden('You are not in this room');
  return joinMedia(deps, deps.db, viewer, room.eventId, room.id);
}
