import type { Config } from '../../config.ts';
import { createJanusMedia } from './janus.ts';
import { meshMedia } from './mesh.ts';
import type { MediaServerPort } from './port.ts';

export type { MediaKind, MediaRoom, MediaServerPort } from './port.ts';
export { MediaServerUnavailable } from './port.ts';

type MediaConfig = Pick<
  Config,
  'JANUS_URL' | 'JANUS_ADMIN_URL' | 'JANUS_ADMIN_SECRET' | 'JANUS_TOKEN_SECRET' | 'JANUS_TOKEN_TTL_SECONDS'
>;

/** Janus when JANUS_URL is set (config.ts asks for its Admin API and secrets with it), else the mesh. */
export function createMediaServer(config: MediaConfig): MediaServerPort {
  if (!config.JANUS_URL || !config.JANUS_ADMIN_URL || !config.JANUS_ADMIN_SECRET || !config.JANUS_TOKEN_SECRET) return meshMedia;
  return createJanusMedia({
    url: config.JANUS_URL,
    adminUrl: config.JANUS_ADMIN_URL,
    adminSecret: config.JANUS_ADMIN_SECRET,
    tokenSecret: config.JANUS_TOKEN_SECRET,
    tokenTtlSeconds: config.JANUS_TOKEN_TTL_SECONDS,
  });
}
