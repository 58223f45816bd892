import { activitiesApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const fetchScene = (eventId: string) => call(activitiesApi.whiteboardScene, { query: { event_id: eventId } });

/** Host: let someone draw, or stop them. */
export const setDrawing = (eventId: string, userId: number, allowed: boolean) =>
  allowed
    ? call(activitiesApi.whiteboardGrant, { body: { event_id: eventId, user_id: userId } })
    : call(activitiesApi.whiteboardRevoke, { query: { event_id: eventId, user_id: userId } });

/** Anyone in the room: a copy of the board among one's own live boards (ADR 0065). */
export const saveToMyBoards = (eventId: string) => call(activitiesApi.whiteboardSave, { body: { event_id: eventId } });
