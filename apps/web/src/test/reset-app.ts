import { queryClient } from '../lib/query-client.ts';
import { clearSession, forgetEndReason } from '../lib/session/session.ts';

/** Before each test: signed out, no memory of why, and no cached API data from the test before. */
export function resetApp() {
  clearSession('logout');
  forgetEndReason();
  queryClient.clear();
}
