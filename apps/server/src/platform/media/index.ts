import type { Config } from '../../config.ts';
import { meshMedia } from './mesh.ts';
import type { MediaServerPort } from './port.ts';

export type { MediaKind, MediaRoom, MediaServerPort } from './port.ts';
export { MediaServerUnavailable } from './port.ts';

export function createMediaServer(_config: Config): MediaServerPort {
  return meshMedia;
}
