import type { ChatMessage, Event, LivePerson, LiveSnapshot } from '@parley/contracts';

/** Live room data for unit tests. */
export const person = (id: number, overrides: Partial<LivePerson> = {}): LivePerson => ({
  id,
  username: `user${id}`,
  display_name: `User ${id}`,
  image: null,
  room_id: 'main',
  audio_muted: false,
  video_muted: false,
  video_disabled: false,
  recording: false,
  screen_sharing: false,
  joined_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

export const liveEvent = (overrides: Partial<Event> = {}): Event => ({
  event_id: 'event-1',
  short_event_id: 'ev1abc',
  event_title: 'Talk',
  title: 'Talk',
  event_description: null,
  event_type: 'CHAT',
  event_language: 'en',
  proficiency: 4,
  start_time_utc: '2026-01-01T10:00:00.000Z',
  end_time_utc: '2026-01-01T11:00:00.000Z',
  is_private: false,
  is_revision: false,
  is_cancelled: false,
  is_ended: false,
  tags: [],
  is_live: true,
  lesson_link: null,
  current_room_id: 'main',
  host: { id: 1, username: 'user1', display_name: 'User 1', image: null },
  participants: [],
  participants_count: 0,
  max_number_users: 20,
  is_full: false,
  event_url: 'http://localhost/event/event-1',
  google_calendar_url: 'https://calendar.google.com/',
  ...overrides,
});

export const snapshot = (overrides: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
  seq: 3,
  event: liveEvent(),
  host_ids: [1],
  people: [person(1), person(2)],
  users_partition: { main: [1, 2] },
  locked: false,
  chat_enabled: true,
  discussion_topic: null,
  activities: {},
  music: {},
  round: null,
  ...overrides,
});

export const chatMessage = (id: string, userId = 2, message = 'Hello'): ChatMessage => ({
  id,
  event_id: 'event-1',
  room_id: null,
  user: { id: userId, username: `user${userId}`, display_name: `User ${userId}`, image: null },
  message,
  created_at: '2026-01-01T10:05:00.000Z',
});
