import { WS_FINAL_CLOSE_CODES } from '@parley/contracts';

/**
 * Whether a closed live socket should be opened again (spec §7): never after a deliberate close (3000) or a
 * refusal that the same account cannot get past, and never for a 4-character event id, which the spec keeps
 * out of reconnecting.
 */
export function shouldReconnect(code: number, eventId: string): boolean {
  if (eventId.length === 4) return false;
  return !WS_FINAL_CLOSE_CODES.includes(code);
}
