import type { LivePerson } from '@parley/contracts';
import type { LiveRoomState } from '../state/live-room.ts';

/** The others in this user's room. */
export const roomMates = (state: LiveRoomState | undefined, meId: number): LivePerson[] => {
  const room = state?.people.find((p) => p.id === meId)?.room_id;
  return state && room ? state.people.filter((p) => p.id !== meId && p.room_id === room) : [];
};

/**
 * The conversation this learner is in, as a key that changes when it ends (a move to another room at the end of the
 * round, a partner who leaves or arrives, the event over); null without one: no round, no partner, or a host among
 * them (the main room). A room that got "+2 min" keeps its key until its people are moved.
 */
export function conversationKey(state: LiveRoomState | undefined, meId: number): string | null {
  if (!state?.round || state.ended || state.kicked || state.host_ids.includes(meId)) return null;
  const partners = roomMates(state, meId);
  if (partners.length === 0 || partners.some((p) => state.host_ids.includes(p.id))) return null;
  return `${partners[0]!.room_id}:${partners.map((p) => p.id).join(',')}`;
}
