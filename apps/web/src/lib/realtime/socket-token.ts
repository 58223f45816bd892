import { withAccessToken } from '../api/client.ts';
import { renewAccessToken } from '../api/refresh.ts';

/**
 * An access token for opening the socket: refreshed first when it is near expiry, and renewed when the server
 * refused the last one (`stale`), since a socket cannot answer 401 and retry like a call does.
 */
export function socketToken(stale?: string): Promise<string> {
  if (stale) return renewAccessToken(stale);
  return withAccessToken(async (token) => token ?? '');
}
