import { activitiesApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

const room = (eventId: string) => ({ event_id: eventId });

/** What the caller's room watches, with the server's time. */
export const fetchWatch = (eventId: string) => call(activitiesApi.watchGet, { query: room(eventId) });

export const shareVideo = (eventId: string, url: string) => call(activitiesApi.watchShare, { body: { ...room(eventId), url } });

export const playVideo = (eventId: string, playing: boolean, position: number) =>
  call(activitiesApi.watchPlay, { body: { ...room(eventId), playing, position } });

/** A host closes the room's shared browser: the room watches videos together instead. */
export const closeSharedBrowser = (eventId: string, sessionId: string) =>
  call(activitiesApi.watchSessionDelete, { query: { ...room(eventId), session_id: sessionId } });
