import { z } from 'zod';

export const EVENT_TYPES = [
  'NONE',
  'DISCUSSION',
  'GEO_GAME',
  'CAPTION_THIS',
  'HYPERBEAM',
  'PICTIONARY',
  'CHAT',
  'JKLM_FUN',
  'WHITEBOARD',
] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

/** Event levels: 0 Beginner, 1 Medium, 2 Advanced, 3 Native, 4 All levels. */
export const EVENT_LEVELS = ['Beginner', 'Medium', 'Advanced', 'Native', 'All levels'] as const;

export const eventPersonSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  image: z.string().nullable(),
});

/** The Event entity of the spec (§3). */
export const eventSchema = z.object({
  event_id: z.string(),
  short_event_id: z.string(),
  event_title: z.string(),
  title: z.string(),
  event_description: z.string().nullable(),
  event_type: eventTypeSchema,
  event_language: z.string(),
  proficiency: z.number().int().min(0).max(4),
  start_time_utc: z.iso.datetime(),
  end_time_utc: z.iso.datetime(),
  is_private: z.boolean(),
  is_revision: z.boolean(),
  is_cancelled: z.boolean(),
  tags: z.array(z.string()),
  is_live: z.boolean(),
  lesson_link: z.string().nullable(),
  current_room_id: z.string().nullable(),
  host: eventPersonSchema,
  participants: z.array(eventPersonSchema),
});
export type Event = z.infer<typeof eventSchema>;

/** Match (spec §3): someone the caller was paired with in a live room; the newest pairing per person. */
export const matchSchema = z.object({
  match_id: z.string(),
  user_matched_with: eventPersonSchema,
  event_id: z.string(),
  matched_at: z.iso.datetime(),
});
export type Match = z.infer<typeof matchSchema>;
export const matchesPageSchema = z.object({
  items: z.array(matchSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MatchesPage = z.infer<typeof matchesPageSchema>;
