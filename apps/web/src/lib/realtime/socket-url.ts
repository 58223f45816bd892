import { LIVE_SOCKET_PATH } from '@parley/contracts';

/**
 * The live socket's address on this origin: the server checks Origin, so it is always our own host. `batch=1`: this
 * client reads array frames (serverFrameSchema).
 */
export function liveSocketUrl(token: string, eventId: string, since: number): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ token, event_id: eventId, batch: '1' });
  if (since > 0) query.set('since', String(since));
  return `${scheme}://${location.host}${LIVE_SOCKET_PATH}?${query.toString()}`;
}
