import type { Config } from '../../config.ts';
import { createJanusMedia } from './janus.ts';
import { createLivekitMedia } from './livekit.ts';
import { meshMedia } from './mesh.ts';
import type { MediaServerPort } from './port.ts';

export type { MediaKind, MediaRoom, MediaServerEvent, MediaServerPort } from './port.ts';
export { MediaServerUnavailable, MediaWebhookRefused } from './port.ts';

type MediaConfig = Pick<
  Config,
  | 'JANUS_URL'
  | 'JANUS_ADMIN_URL'
  | 'JANUS_ADMIN_SECRET'
  | 'JANUS_TOKEN_SECRET'
  | 'JANUS_TOKEN_TTL_SECONDS'
  | 'LIVEKIT_URL'
  | 'LIVEKIT_API_KEY'
  | 'LIVEKIT_API_SECRET'
  | 'LIVEKIT_TOKEN_TTL_SECONDS'
>;

/**
 * Janus when JANUS_URL is set, LiveKit when LIVEKIT_URL is (config.ts asks for the rest of either with it, and refuses
 * both at once), else the mesh.
 */
export function createMediaServer(config: MediaConfig): MediaServerPort {
  if (config.LIVEKIT_URL && config.LIVEKIT_API_KEY && config.LIVEKIT_API_SECRET)
    return createLivekitMedia({
      url: config.LIVEKIT_URL,
      apiKey: config.LIVEKIT_API_KEY,
      apiSecret: config.LIVEKIT_API_SECRET,
      tokenTtlSeconds: config.LIVEKIT_TOKEN_TTL_SECONDS,
    });
  if (!config.JANUS_URL || !config.JANUS_ADMIN_URL || !config.JANUS_ADMIN_SECRET || !config.JANUS_TOKEN_SECRET) return meshMedia;
  return createJanusMedia({
    url: config.JANUS_URL,
    adminUrl: config.JANUS_ADMIN_URL,
    adminSecret: config.JANUS_ADMIN_SECRET,
    tokenSecret: config.JANUS_TOKEN_SECRET,
    tokenTtlSeconds: config.JANUS_TOKEN_TTL_SECONDS,
  });
}
