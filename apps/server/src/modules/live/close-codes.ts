import { ERROR_STATUS, WS_CLOSE, type ErrorCode, type ServerMessage, type WsCloseCode } from '@parley/contracts';
import { AppError } from '../../errors.ts';
import { JoinRefused } from '../events/public.ts';

/** The 44xx codes mirror the status the HTTP call would have answered (ADR 0016); every other refusal is 4403. */
const BY_STATUS: Partial<Record<number, WsCloseCode>> = {
  400: WS_CLOSE.badRequest,
  401: WS_CLOSE.badToken,
  404: WS_CLOSE.unknownEvent,
};

/** The door's refusals share one error code (409); an event that is over has nothing left to reconnect to. */
const BY_JOIN_REFUSAL: Record<JoinRefused['reason'], WsCloseCode> = {
  EVENT_CANCELLED: WS_CLOSE.eventOver,
  EVENT_ENDED: WS_CLOSE.eventOver,
  EVENT_NOT_LIVE: WS_CLOSE.notAllowed,
  EVENT_FULL: WS_CLOSE.notAllowed,
  EXC_SESSION_LIMIT_REACHED: WS_CLOSE.notAllowed,
};

/** Internal error: the server failed, not the request. */
export const SERVER_FAILED = 1011;

export const closeCodeOfError = (code: ErrorCode): WsCloseCode => BY_STATUS[ERROR_STATUS[code]] ?? WS_CLOSE.notAllowed;

/** How a socket is refused after the upgrade, since a refused upgrade reaches a browser only as 1006. */
export function closeCodeOf(err: unknown): number {
  if (err instanceof JoinRefused) return BY_JOIN_REFUSAL[err.reason];
  if (err instanceof AppError) return closeCodeOfError(err.code);
  return SERVER_FAILED;
}

/**
 * Close reasons are at most 123 bytes, or ws throws. Cut between characters: a character cut in half decodes to a
 * three-byte replacement and could push the reason past the limit.
 */
export function closeReason(text: string) {
  let reason = '';
  let bytes = 0;
  for (const character of text) {
    bytes += Buffer.byteLength(character);
    if (bytes > 123) break;
    reason += character;
  }
  return reason;
}

/** The close a delivered message ends the socket with: the person was removed, or the event is over. */
export function closeAfter(message: ServerMessage, userId: number): { code: WsCloseCode; reason: string } | null {
  if (message.type === 'KICKED' && message.payload.user_id === userId)
    return { code: WS_CLOSE.notAllowed, reason: closeReason(message.payload.permanent ? 'Removed for good' : 'Removed') };
  if (message.type === 'EVENT_ENDED') return { code: WS_CLOSE.eventOver, reason: message.payload.reason };
  return null;
}
