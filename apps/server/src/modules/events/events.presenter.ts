import type { Event } from '@parley/contracts';
import type { EventRow } from '../../db/schema/index.ts';

type Person = Event['host'];

export function presentEvent(row: EventRow, host: Person, participants: Person[], isLive: boolean): Event {
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
    tags: row.tags,
    is_live: isLive,
    lesson_link: row.lessonLink,
    current_room_id: row.currentRoomId,
    host,
    participants,
  };
}
