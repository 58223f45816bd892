import { roomsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** Whether this user may share a screen into their room now (`GET rtc/{roomId}?screen_share=true`, ADR 0051). */
export const checkScreenShare = (roomId: string) =>
  call(roomsApi.rtcRoom, { params: { roomId }, query: { screen_share: 'true' } });
