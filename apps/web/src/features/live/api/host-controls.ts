import { eventsApi, liveApi, type MuteType } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** The live room's person-directed calls; the server decides who may (hosts, or anyone asking to unmute). */
export const muteUser = (eventId: string, userId: number, type: MuteType) =>
  call(liveApi.mute, { params: { id: eventId }, body: { user_id: userId, mute_type: type } });

export const askToUnmute = (eventId: string, userId: number, type: MuteType) =>
  call(liveApi.unmute, { params: { id: eventId }, body: { user_id: userId, mute_type: type } });

export const setVideoAllowed = (eventId: string, userId: number, allowed: boolean) =>
  call(allowed ? liveApi.enableVideo : liveApi.disableVideo, { params: { userId }, body: { event_id: eventId } });

export const kickUser = (eventId: string, userId: number, banForSeconds: number) =>
  call(liveApi.kick, { body: { event_id: eventId, user_id: userId, ban_for_seconds: banForSeconds } });

export const sendReload = (eventId: string, userId: number) =>
  call(liveApi.sendWs, { params: { id: eventId }, body: { event_type: 'REFRESH', for_user_id: userId } });

/** Pairs the learners again now; the scheduler does it at the end of each round after the first. */
export const startNextRound = (eventId: string) => call(liveApi.matchUsers, { body: { event_id: eventId } });

export const lockRoom = (eventId: string, lock: boolean) => call(liveApi.locking, { body: { event_id: eventId, lock } });

export const setChatEnabled = (eventId: string, enabled: boolean) =>
  call(liveApi.chatEnabled, { body: { event_id: eventId, enabled } });

/** Names the native speaker, who co-hosts; naming the event's own host clears it. */
export const changeNativeSpeaker = (eventId: string, userId: number) =>
  call(liveApi.changeNativeSpeaker, { body: { event_id: eventId, user_id: userId } });

export const endEvent = (eventId: string) => call(eventsApi.end, { body: { event_id: eventId } });

export const exitRoom = (eventId: string) => call(liveApi.exit, { params: { id: eventId } });
