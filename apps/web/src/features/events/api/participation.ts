import { eventsApi, fillPath } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const participate = (eventId: string) => call(eventsApi.participate, { body: { event_id: eventId } });
export const leaveEvent = (eventId: string) => call(eventsApi.leave, { body: { event_id: eventId } });

/** The .ics file of an event; a plain link, so the browser downloads it with the server's file name. */
export const calendarFileUrl = (eventId: string) => fillPath(eventsApi.calendar.path, { id: eventId });
