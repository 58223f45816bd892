import { WS_MESSAGE_RATE, type ClientMessage } from '@parley/contracts';
import type { Rate } from './flood-guard.ts';

/** A host's control or a game's move: a person clicks it, a few times a second at most. */
const CLICKED: Rate = { perSecond: 2, burst: 10 };
/** A stroke being drawn: sent as the pen moves (the drawing benchmark draws at 30 a second, under this). */
const DRAWN: Rate = { perSecond: 40, burst: 120 };
/** A finished stroke or board change: a large paste is sent as many messages at once. */
const COMMITTED: Rate = { perSecond: 20, burst: 100 };

/**
 * What one socket may send of each message type, besides WS_MESSAGE_RATE for all of them together. Each type costs the
 * room differently (a toggle is stored and sent to everyone, a signal goes to one peer), so a flood of one type is
 * stopped at that type's pace, long before the socket's whole allowance is spent on it.
 */
const BY_TYPE: Record<ClientMessage['type'], Rate> = {
  // Joining a mesh of six sends an offer and its candidates to each peer, twice with a shared screen.
  SIGNAL: { perSecond: 30, burst: 120 },
  // Each toggle is stored and sent to the whole event; a person toggles a few times a second at most.
  MEDIA_STATE: { perSecond: 5, burst: 30 },
  CHANGE_EVENT_TYPE: CLICKED,
  SET_DISCUSSION_TOPIC: CLICKED,
  EXTEND_ROUND: CLICKED,
  SCREEN_SHARE: CLICKED,
  WHITEBOARD_DRAFT: DRAWN,
  WHITEBOARD_COMMIT: COMMITTED,
  PICTIONARY_POINTS: DRAWN,
  PICTIONARY_STROKE: COMMITTED,
  PICTIONARY_CLEAR: CLICKED,
  PING: CLICKED,
};

/**
 * The allowances of a socket when it may send `perSecond` messages in all (LIVE_SOCKET_MESSAGES_PER_SECOND): every
 * rate scales with it, so a benchmark that lifts the socket's allowance lifts each type's too.
 */
export function messageRates(perSecond: number) {
  const factor = perSecond / WS_MESSAGE_RATE.perSecond;
  const scaled = (rate: Rate): Rate => ({ perSecond: rate.perSecond * factor, burst: rate.burst * factor });
  return { socket: scaled(WS_MESSAGE_RATE), of: (type: ClientMessage['type']) => scaled(BY_TYPE[type]) };
}
export type MessageRates = ReturnType<typeof messageRates>;
