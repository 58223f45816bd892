import type { SequencedType } from '@parley/contracts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import * as events from '../events/public.ts';
import { findState } from './live-log.store.ts';
import { presentPeople } from './live.store.ts';
import { isHostOf, type Found } from './room-change.ts';
import { openRooms, type RoomRow } from './rooms.store.ts';

/** An event's rooms as its messages of the moment need them: who is in which room, who hosts, what each room runs. */
export interface RoomsNow {
  /** The room `userId` is in, or undefined when they are not in the event's room. */
  roomOf(userId: number): RoomRow | undefined;
  /** Who is in that room now. */
  membersOf(roomId: string): readonly number[];
  isHost(userId: number): boolean;
}

/**
 * The messages that leave who is in which room, who hosts and each room's activity as they were. Any other message
 * (a type added later included) drops what is kept: forgetting one here costs a read, never a stale answer.
 */
const KEEPS_ROOMS: ReadonlySet<SequencedType> = new Set<SequencedType>([
  'WHITEBOARD_ELEMENTS',
  'PICTIONARY_STROKE',
  'PICTIONARY_CLEAR',
  'CHAT',
  'MEDIA_STATE',
  'RECORDING_STATE',
  'ASK_TO_UNMUTE',
  'LOCKING',
  'CHAT_ENABLED',
  'EXTEND_REQUESTED',
  'ROUND_EXTENDED',
  'REFRESH',
]);

function roomsNow(found: Found, hostIds: number[], people: { userId: number; roomId: string }[], rooms: RoomRow[]): RoomsNow {
  const byId = new Map(rooms.map((room) => [room.id, room]));
  const members = new Map<string, number[]>();
  const roomIdOf = new Map<number, string>();
  for (const { userId, roomId } of people) {
    roomIdOf.set(userId, roomId);
    members.set(roomId, [...(members.get(roomId) ?? []), userId]);
  }
  return {
    roomOf: (userId) => byId.get(roomIdOf.get(userId) ?? ''),
    membersOf: (roomId) => members.get(roomId) ?? [],
    isHost: (userId) => isHostOf(found, { hostIds }, userId),
  };
}

async function read(deps: { db: Db; clock: Clock }, eventId: string): Promise<RoomsNow | null> {
  const found = await events.findEvent(deps.db, eventId, deps.clock.now());
  if (!found) return null;
  const state = await findState(deps.db, found.event.id);
  const people = await presentPeople(deps.db, found.event.id);
  const rooms = await openRooms(deps.db, found.event.id);
  return roomsNow(
    found,
    state?.hostIds ?? [],
    people.map(({ presence }) => presence),
    rooms,
  );
}

/**
 * Each event's rooms, read once and kept on this instance while it hears the event's messages (its channel is open
 * here: `watch` once subscribed, `unwatch` when closed), and dropped by the first message that may change them, which
 * every instance hears in order after its commit. A stroke being drawn, 30 a second from everyone in the event, then
 * costs no database read, and a drawer whose permission is taken back is refused from the moment the change arrives.
 */
export function createRoomDirectory(deps: { db: Db; clock: Clock }) {
  const kept = new Map<string, { now: Promise<RoomsNow | null> | null }>();
  return {
    watch(eventId: string) {
      kept.set(eventId, { now: null });
    },
    unwatch(eventId: string) {
      kept.delete(eventId);
    },
    /** A message of the event, as this instance's channel delivers it. */
    heard(eventId: string, type: SequencedType) {
      const entry = kept.get(eventId);
      if (entry && !KEEPS_ROOMS.has(type)) entry.now = null;
    },
    /** The event's rooms now (null: no such event); read through when this instance does not hear the event. */
    of(eventId: string): Promise<RoomsNow | null> {
      const entry = kept.get(eventId);
      if (!entry) return read(deps, eventId);
      if (!entry.now) {
        // Callers arriving during the read share it; a message heard meanwhile drops it for the next caller.
        const reading = read(deps, eventId);
        entry.now = reading;
        reading.catch(() => {
          if (entry.now === reading) entry.now = null;
        });
      }
      return entry.now;
    },
  };
}
export type RoomDirectory = ReturnType<typeof createRoomDirectory>;
