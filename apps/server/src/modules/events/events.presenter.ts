import { ROUTES, type Event } from '@parley/contracts';
import type { EventRow } from '../../db/schema/index.ts';

type Person = Event['host'];

/** The web page of an event, for mails, calendars and the Google link. */
export function eventPageUrl(publicUrl: string, eventId: string): string {
  return `${publicUrl}${ROUTES.event.replace(':eventId', encodeURIComponent(eventId))}`;
}

/** Google Calendar's compact UTC form: 20261123T020000Z. */
const googleTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarUrl(row: EventRow, pageUrl: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: row.title,
    dates: `${googleTime(row.startsAt)}/${googleTime(row.endsAt)}`,
    details: [row.description, pageUrl].filter(Boolean).join('\n\n'),
    location: pageUrl,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export interface EventView {
  row: EventRow;
  host: Person;
  participants: Person[];
  isLive: boolean;
  now: Date;
  publicUrl: string;
}

export function presentEvent({ row, host, participants, isLive, now, publicUrl }: EventView): Event {
  const pageUrl = eventPageUrl(publicUrl, row.id);
  return {
    event_id: row.id,
    short_event_id: row.shortId,
    event_title: row.title,
    title: row.title,
    event_description: row.description,
    event_type: row.type,
    event_language: row.language,
    proficiency: row.proficiency,
    start_time_utc: row.startsAt.toISOString(),
    end_time_utc: row.endsAt.toISOString(),
    is_private: row.isPrivate,
    is_revision: row.isRevision,
    is_cancelled: row.cancelledAt !== null,
    is_ended: row.endedAt !== null || row.endsAt.getTime() <= now.getTime(),
    tags: row.tags,
    is_live: isLive,
    lesson_link: row.lessonLink,
    current_room_id: row.currentRoomId,
    host,
    participants,
    participants_count: participants.length,
    max_number_users: row.maxParticipants,
    is_full: participants.length >= row.maxParticipants,
    event_url: pageUrl,
    google_calendar_url: googleCalendarUrl(row, pageUrl),
  };
}
