import type { LivePerson } from '@parley/contracts';
import type { LiveRoomState } from '../state/live-room.ts';

/** Who shares a screen with this user's room now, this user included (one person a room, ADR 0051). */
export function roomSharer(state: LiveRoomState | undefined, meId: number): LivePerson | null {
  const room = state?.people.find((p) => p.id === meId)?.room_id;
  if (!state || !room) return null;
  return state.people.find((p) => p.room_id === room && p.screen_sharing) ?? null;
}

/** Browsers that can capture a screen; phones cannot, so they are not offered the button. */
export const canShareScreen = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
