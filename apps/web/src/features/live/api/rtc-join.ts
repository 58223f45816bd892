import { roomsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** Peers to call and ICE servers for the caller's room of the event. */
export const rtcJoin = (eventId: string, signal?: AbortSignal) =>
  call(roomsApi.rtcJoin, { params: { eventId }, body: {}, signal });
