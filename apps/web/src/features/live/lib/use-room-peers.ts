import { useEffect, useState, type RefObject } from 'react';
import { ApiError } from '../../../lib/api/api-error.ts';
import type { RoomMedia } from '../media/room-media.ts';
import { rtcJoin } from '../api/rtc-join.ts';
import type { LiveRoomState } from '../state/live-room.ts';

/** How long after a failed answer (a 5xx, no connection) the room's media is asked for again. */
const RETRY_MS = 3000;

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
 * Asks the server how to join the room's media (POST rtc/{eventId}: whom to call, or which Janus room) whenever the
 * room's members change, and hands the answer to the room's media; only the newest answer counts. A Janus answer is
 * asked again halfway through its tokens' life, and a failed one a few seconds later. A room too big for its media is reported through onRefused.
 */
export function useRoomPeers(
  eventId: string,
  membersKey: string,
  media: RefObject<RoomMedia | null>,
  onRefused: (text: string | null) => void,
) {
  const [asks, setAsks] = useState(0);
  useEffect(() => {
    if (!membersKey) return;
    const controller = new AbortController();
    let renew: ReturnType<typeof setTimeout> | undefined;
    rtcJoin(eventId, controller.signal).then(
      (answer) => {
        onRefused(null);
        media.current?.join(answer);
        if (answer.provider === 'janus')
          renew = setTimeout(() => setAsks((n) => n + 1), (answer.janus.token_ttl_seconds * 1000) / 2);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) return onRefused(err.message);
        // The media server or the network is down for now ("try again in a moment"): ask again by ourselves.
        renew = setTimeout(() => setAsks((n) => n + 1), RETRY_MS);
      },
    );
    return () => {
      controller.abort();
      clearTimeout(renew);
    };
  }, [eventId, membersKey, media, onRefused, asks]);
}
