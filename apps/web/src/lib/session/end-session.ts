import { queryClient } from '../query-client.ts';
import { resetFirstTimeFlags } from '../browser-storage/first-time-flags.ts';
import { clearSession, type EndReason } from './session.ts';

/** Nothing of the previous user may survive: tokens, cached answers and their first-time hints. */
export function endSession(reason: EndReason): void {
  clearSession(reason);
  queryClient.clear();
  resetFirstTimeFlags();
}
