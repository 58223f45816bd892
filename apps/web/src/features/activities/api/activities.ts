import { activitiesApi, type RunnableActivity } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

const SWITCH = {
  CHAT: activitiesApi.chatStart,
  DISCUSSION: activitiesApi.discussionStart,
  WHITEBOARD: activitiesApi.whiteboardStart,
  PICTIONARY: activitiesApi.pictionaryStart,
  GEO_GAME: activitiesApi.geoGameStart,
  JKLM_FUN: activitiesApi.wordBombStart,
  CAPTION_THIS: activitiesApi.captionStart,
  HYPERBEAM: activitiesApi.watchStart,
} as const;

/** A host starts an activity in their own room or in every room; the server refuses anyone else. */
export const switchActivity = (eventId: string, activity: RunnableActivity, allRooms: boolean) =>
  call(SWITCH[activity], { body: { event_id: eventId, all_rooms: allRooms } });

/** The next topic for the caller's own room. */
export const generateTopic = (eventId: string) => call(activitiesApi.discussionGenerateTopic, { body: { event_id: eventId } });
