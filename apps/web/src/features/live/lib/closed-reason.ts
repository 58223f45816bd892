import { WS_CLOSE } from '@parley/contracts';
import type { LiveRoomState } from '../state/live-room.ts';
import type { FinalClose } from './use-live-connection.ts';

type ClosedReason = 'kicked' | 'ended' | 'cancelled' | 'unknown' | 'elsewhere' | 'refused' | 'session';

/** Why the room is over for this user, if it is: from the last messages or the socket's final close code. */
export function closedReason(state: LiveRoomState | undefined, final: FinalClose | null): ClosedReason | null {
  if (state?.kicked) return 'kicked';
  if (state?.ended) return state.ended;
  if (!final) return null;
  switch (final.code) {
    case WS_CLOSE.eventOver:
      return 'ended';
    case WS_CLOSE.unknownEvent:
      return 'unknown';
    case WS_CLOSE.replaced:
      return 'elsewhere';
    case WS_CLOSE.badToken:
      return 'session';
    case WS_CLOSE.deliberate:
      return null;
    default:
      // Refused at the door (banned, locked, not live): the server's reason says which.
      return 'refused';
  }
}
