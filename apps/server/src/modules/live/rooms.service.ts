import {
  EVENT_TEXTS,
  LIVE_TEXTS,
  roomFullText,
  startingView,
  type EventType,
  type LiveRoom,
  type RtcConfig,
  type RtcJoin,
} from '@parley/contracts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Tx } from '../../platform/db/port.ts';
import { MediaServerUnavailable } from '../../platform/media/index.ts';
import type { Viewer } from '../../shared/viewer.ts';
import * as events from '../events/public.ts';
import { iceServersFor } from './ice-servers.ts';
import type { ChangeDeps, LiveDeps, MediaChangeDeps, RoomsDeps } from './live.deps.ts';
import { ensureState } from './live-log.store.ts';
import { partitionOf, presentRoom } from './live.presenter.ts';
import * as store from './live.store.ts';
import { peopleIn } from './presence.service.ts';
import { change, isHostOf, mustBeInside, mustHost, type Found } from './room-change.ts';
import { followExits, roomExits } from './room-media.ts';
import * as rooms from './rooms.store.ts';
import { checkScreenShare } from './screen-share.service.ts';

const ROOM_NOT_FOUND = 'This room does not exist';

type MediaEvent = Pick<Found['event'], 'id' | 'maxParticipants'>;

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

export async function moveUser(deps: MediaChangeDeps, viewer: Viewer, ref: string, userId: number, roomId: string) {
  const exits = await change(deps, ref, async ({ tx, found, state, emit }) => {
    mustHost(found, state, viewer);
    const room = await roomOfEvent(tx, found.event.id, roomId);
    await mustBeInside(tx, found.event.id, userId);
    const people = await peopleIn(tx, found.event.id);
    const already = people.filter((p) => p.room_id === room.id && p.id !== userId).length;
    const limit = deps.mediaServer.roomLimit(found.event.maxParticipants);
    if (room.kind !== 'main' && already >= limit) throw forbidden(roomFullText(limit));
    await store.updatePresence(tx, found.event.id, userId, { roomId: room.id });
    const after = people.map((p) => (p.id === userId ? { ...p, room_id: room.id } : p));
    await emit('AGORA_USER_CHANGED_ROOM', { users_partition: partitionOf(after) });
    return roomExits(people, after);
  });
  await followExits(deps, exits);
  return { ok: true as const };
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

export async function rtcConfig(deps: RoomsDeps, viewer: Viewer, ref: string): Promise<RtcConfig> {
  const found = await eventFor(deps, ref, viewer);
  return {
    provider: deps.mediaServer.provider,
    max_room_size: deps.mediaServer.roomLimit(found.event.maxParticipants),
    ...iceServersFor(deps.ice, viewer.id, deps.clock.now()),
  };
}

/**
 * What the caller's browser needs to join a room's media: how (the provider's part), whom, and the ICE servers. The
 * room takes as many as its media carries: 6 in a full mesh, the event's capacity through a media server.
 */
async function joinMedia(deps: RoomsDeps, viewer: Viewer, event: MediaEvent, roomId: string): Promise<RtcJoin> {
  const members = (await peopleIn(deps.db, event.id)).filter((p) => p.room_id === roomId).map((p) => p.id);
  const limit = deps.mediaServer.roomLimit(event.maxParticipants);
  if (members.length > limit) throw forbidden(roomFullText(limit));
  const now = deps.clock.now();
  const part = await deps.mediaServer.join({ id: roomId, memberIds: members }, viewer.id, now).catch((err: unknown) => {
    throw err instanceof MediaServerUnavailable
      ? new AppError('SERVICE_UNAVAILABLE', LIVE_TEXTS.mediaUnavailable, { cause: err })
      : err;
  });
  return {
    ...part,
    max_room_size: limit,
    ...iceServersFor(deps.ice, viewer.id, now),
    room_id: roomId,
    peer_ids: members.filter((id) => id !== viewer.id),
  };
}

export async function rtcJoin(deps: RoomsDeps, viewer: Viewer, ref: string) {
  const found = await eventFor(deps, ref, viewer);
  const me = await mustBeInside(deps.db, found.event.id, viewer.id);
  return joinMedia(deps, viewer, found.event, me.roomId);
}

/** The media of one room; for a screen share (`screenShare`), only while the caller may share there (ADR 0051). */
export async function rtcRoom(deps: RoomsDeps, viewer: Viewer, roomId: string, screenShare: boolean) {
  const room = await rooms.findRoom(deps.db, roomId);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  if (screenShare) await checkScreenShare(deps, viewer, room.eventId, room.id);
  const me = await mustBeInside(deps.db, room.eventId, viewer.id);
  if (me.roomId !== room.id) throw forbidden('You are not in this room');
  const found = await events.findEvent(deps.db, room.eventId, deps.clock.now());
  if (!found) throw notFound(EVENT_TEXTS.eventNotFound);
  return joinMedia(deps, viewer, found.event, room.id);
}
