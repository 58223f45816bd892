import { ACTIVITY_TEXTS, type RunnableActivity, type ServerMessage } from '@parley/contracts';
import { conflict, forbidden } from '../../../errors.ts';
import type { BusPort } from '../../../platform/bus/port.ts';
import type { Viewer } from '../../../shared/viewer.ts';
import * as live from '../../live/public.ts';

/** What relaying a message of the moment needs: the bus, and the rooms the live hub keeps on this instance. */
export interface RelayDeps {
  bus: BusPort;
  rooms: live.RoomDirectory;
}

export interface Relay {
  /** The activity the sender's room must be running. */
  activity: RunnableActivity;
  /** Whether the sender may send it in that room (`host`: the sender hosts the event). */
  may(room: live.RoomRow, host: boolean): boolean;
  /** What a sender who may not is told (by default: ask the host to let you draw). */
  refusal?: string;
  /** What the others in the room get. */
  message(room: live.RoomRow): ServerMessage;
}

/**
 * Sends a message of the moment (a stroke being drawn) from `viewer` to the others in their room, when the room runs
 * the relay's activity and the sender may draw in it; refused otherwise, and then nobody gets it. The room comes from
 * the live hub's directory, not the database: drawing sends 30 of these a second per person.
 */
export async function relayInRoom(deps: RelayDeps, viewer: Viewer, eventId: string, relay: Relay) {
  const rooms = await deps.rooms.of(eventId);
  if (!rooms) return;
  const room = rooms.roomOf(viewer.id);
  if (!room) throw conflict(ACTIVITY_TEXTS.notInRoom);
  if (room.activityType !== relay.activity) throw conflict(ACTIVITY_TEXTS.notRunning);
  if (!relay.may(room, rooms.isHost(viewer.id))) throw forbidden(relay.refusal ?? ACTIVITY_TEXTS.cannotDraw);
  const others = rooms.membersOf(room.id).filter((id) => id !== viewer.id);
  if (others.length > 0)
    await live.momentaryChannel(deps.bus, eventId).publish({ to_user_ids: others, message: relay.message(room) });
}
