import { createHmac } from 'node:crypto';
import type { RtcConfig } from '@parley/contracts';

export interface IceConfig {
  stunUrls: string[];
  turnUrls: string[];
  turnSecret: string | undefined;
  turnTtlSeconds: number;
}

/**
 * ICE servers for one user. TURN credentials follow the TURN REST convention coturn checks with
 * `use-auth-secret`: the username is "<expiry unix seconds>:<user id>" and the password its HMAC-SHA1 under the
 * shared secret, in base64, so no credential is ever stored.
 */
export function iceServersFor(
  config: IceConfig,
  userId: number,
  now: Date,
): Pick<RtcConfig, 'ice_servers' | 'credential_ttl_seconds'> {
  const servers: RtcConfig['ice_servers'] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0 && config.turnSecret) {
    const username = `${Math.floor(now.getTime() / 1000) + config.turnTtlSeconds}:${userId}`;
    const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
    servers.push({ urls: config.turnUrls, username, credential });
    return { ice_servers: servers, credential_ttl_seconds: config.turnTtlSeconds };
  }
  return { ice_servers: servers, credential_ttl_seconds: null };
}
