import { MESH_ROOM_MAX } from '@parley/contracts';
import type { MediaServerPort } from './port.ts';

const done = () => Promise.resolve();

/**
 * No media server: every browser of a room calls every other through our socket's signalling (ADR 0019). Each one
 * sends its camera once per peer, so a room stops at MESH_ROOM_MAX; there is nothing to open, close or cut off here,
 * as the browsers drop a link when the room's members change.
 */
export const meshMedia: MediaServerPort = {
  provider: 'p2p',
  enforcesMutes: false,
  roomLimit: () => MESH_ROOM_MAX,
  join: () => Promise.resolve({ provider: 'p2p' }),
  closeRooms: done,
  remove: done,
  setMuted: done,
};
