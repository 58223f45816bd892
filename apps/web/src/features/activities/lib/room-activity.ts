import { startingView, type ActivityView, type LiveSnapshot } from '@parley/contracts';

/**
 * What a room runs: its own activity once one was started there, else the event's type (a room the rotation opened
 * starts with it), shown as the chat view when the event's type is not an activity rooms can run.
 */
export function roomActivity(room: Pick<LiveSnapshot, 'activities' | 'event'>, roomId: string | null): ActivityView {
  const own = roomId ? room.activities[roomId] : undefined;
  if (own) return own;
  return startingView(room.event.event_type);
}
