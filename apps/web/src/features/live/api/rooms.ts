import { roomsApi, type RunnableActivity } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const listRooms = (eventId: string) => call(roomsApi.list, { query: { event_id: eventId } });

/** Host: a new room for an activity; it becomes the event's current room (the spec). */
export const openRoom = (eventId: string, activity: RunnableActivity) =>
  call(roomsApi.create, { params: { eventId }, body: { activity_type: activity } });

/** Host: moves someone into a room of the event. */
export const moveToRoom = (eventId: string, userId: number, roomId: string) =>
  call(roomsApi.moveUser, { body: { event_id: eventId, user_id: userId, room_id: roomId } });
