import type { EventType } from '../events/events.schemas.ts';

export const ACTIVITIES_PREFIX = '/api/v1/extensions/activities';

/**
 * The activities a room can run now (ADR 0048). The event form offers exactly these, and starting another one is
 * refused: an activity that does not work is not offered.
 */
export const RUNNABLE_ACTIVITIES = [
  'CHAT',
  'DISCUSSION',
  'WHITEBOARD',
  'PICTIONARY',
  'GEO_GAME',
  'JKLM_FUN',
  'CAPTION_THIS',
  'HYPERBEAM',
] as const satisfies readonly EventType[];
export type RunnableActivity = (typeof RUNNABLE_ACTIVITIES)[number];

export const ACTIVITY_TEXTS = {
  notRunnable: 'This activity is not available yet',
  notRunning: 'This activity is not running in the room',
  roomNotFound: 'This room does not exist',
  notInRoom: 'Join a room of the event first',
  notYourRoom: 'You can change only the room you are in',
  cannotDraw: 'Ask the host to let you draw',
  sceneFull: 'The board is full: clear some of it first',
} as const;
