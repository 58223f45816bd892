import { useEffect, type RefObject } from 'react';
import { ApiError } from '../../../lib/api/api-error.ts';
import type { PeerMesh } from '../media/peer-mesh.ts';
import { rtcJoin } from '../api/rtc-join.ts';
import type { LiveRoomState } from '../state/live-room.ts';

/** Everyone in this user's room, as a stable key: it changes on JOIN_ROOM, LEAVE and room moves. */
export function roomMembersKey(state: LiveRoomState | undefined, meId: number): string {
  const room = state?.people.find((p) => p.id === meId)?.room_id;
  if (!state || room === undefined) return '';
  return state.people
    .filter((p) => p.room_id === room)
    .map((p) => p.id)
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * Asks the server whom to call (POST rtc/{eventId}) whenever the room's members change, and hands the answer to
 * the mesh; only the newest answer counts. A room too big for a mesh is reported through onRefused.
 */
export function useRoomPeers(
  eventId: string,
  membersKey: string,
  mesh: RefObject<PeerMesh | null>,
  onRefused: (text: string | null) => void,
) {
  useEffect(() => {
    if (!membersKey) return;
    const controller = new AbortController();
    rtcJoin(eventId, controller.signal).then(
      (answer) => {
        onRefused(null);
        mesh.current?.setPeers(answer.peer_ids, answer.ice_servers);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) onRefused(err.message);
      },
    );
    return () => controller.abort();
  }, [eventId, membersKey, mesh, onRefused]);
}
