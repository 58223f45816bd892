import { LIVE_SOCKET_PATH } from '@parley/contracts';

/**
 * The live socket's address on `origin` (http or https), which for the web app is always its own: the server checks
 * Origin. `batch=1`: this client reads array frames (serverFrameSchema).
 */
export function liveSocketUrl(origin: string, token: string, eventId: string, since: number): string {
  const query = new URLSearchParams({ token, event_id: eventId, batch: '1' });
  if (since > 0) query.set('since', String(since));
  return `${origin.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}?${query.toString()}`;
}
