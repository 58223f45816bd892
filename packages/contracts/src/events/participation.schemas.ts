/**
 * Taking part in an event's live room: its settings, whether the caller may join now, hosts live to drop in on, the
 * sessions counted against the caller's plan, and the people they were paired with.
 */
import * as z from 'zod/mini';
import { eventPersonSchema, eventTypeSchema, type EventType } from './events.schemas.ts';

export const eventConfigParamsSchema = z.object({ eventId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

/** Activity settings per event type, read by the live room. */
export const activitySettingsSchema = z.object({
  /** People per breakout room. */
  room_size: z.int(),
  /** Minutes before partners rotate; null: no rotation. */
  rotation_minutes: z.nullable(z.int()),
});
export type ActivitySettings = z.infer<typeof activitySettingsSchema>;
export const ACTIVITY_SETTINGS: Record<EventType, ActivitySettings> = {
  NONE: { room_size: 2, rotation_minutes: 12 },
  DISCUSSION: { room_size: 2, rotation_minutes: 12 },
  CHAT: { room_size: 2, rotation_minutes: 12 },
  GEO_GAME: { room_size: 4, rotation_minutes: null },
  CAPTION_THIS: { room_size: 4, rotation_minutes: null },
  PICTIONARY: { room_size: 4, rotation_minutes: null },
  JKLM_FUN: { room_size: 4, rotation_minutes: null },
  HYPERBEAM: { room_size: 4, rotation_minutes: null },
  WHITEBOARD: { room_size: 4, rotation_minutes: null },
};

export const eventConfigSchema = z.object({
  event_id: z.string(),
  event_type: eventTypeSchema,
  min_number_users: z.int(),
  max_number_users: z.int(),
  activity: activitySettingsSchema,
});
export type EventConfig = z.infer<typeof eventConfigSchema>;

/** Why the caller cannot join an event's live room now. */
export const CAN_JOIN_REASONS = [
  'EVENT_CANCELLED',
  'EVENT_ENDED',
  'EVENT_NOT_LIVE',
  'EVENT_FULL',
  'EXC_SESSION_LIMIT_REACHED',
] as const;
export const canJoinSchema = z.object({
  event_id: z.string(),
  can_join: z.boolean(),
  reason: z.nullable(z.enum(CAN_JOIN_REASONS)),
  /** The text to show when the caller cannot join. */
  message: z.nullable(z.string()),
});
export type CanJoin = z.infer<typeof canJoinSchema>;

/** A host of a public event that is live now: someone to drop in on. */
export const huddleHostSchema = z.object({
  host: eventPersonSchema,
  event_id: z.string(),
  short_event_id: z.string(),
  event_title: z.string(),
  event_type: eventTypeSchema,
  event_language: z.string(),
  participants_count: z.int(),
});
export const huddleHostsSchema = z.object({ items: z.array(huddleHostSchema) });
export type HuddleHosts = z.infer<typeof huddleHostsSchema>;

/** The caller's sessions against their plan in the current calendar month (UTC). */
export const sessionAllowanceSchema = z.object({
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  used: z.int(),
  /** null: unlimited. */
  limit: z.nullable(z.int()),
  remaining: z.nullable(z.int()),
});
export type SessionAllowance = z.infer<typeof sessionAllowanceSchema>;

export const eventJoinSchema = z.object({
  event_id: z.string(),
  short_event_id: z.string(),
  event_title: z.string(),
  event_type: eventTypeSchema,
  event_language: z.string(),
  start_time_utc: z.iso.datetime(),
  joined_at: z.iso.datetime(),
});
export const eventJoinsSchema = z.object({
  items: z.array(eventJoinSchema),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
  /** Sessions per calendar month (UTC), newest month first. */
  per_month: z.array(z.object({ month: z.string(), count: z.int() })),
  allowance: sessionAllowanceSchema,
});
export type EventJoins = z.infer<typeof eventJoinsSchema>;

/** POST attendance: the caller joined the live room (idempotent per event). */
export const attendanceSchema = z.object({
  event_id: z.string(),
  joined_at: z.iso.datetime(),
  allowance: sessionAllowanceSchema,
});
export type Attendance = z.infer<typeof attendanceSchema>;

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
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type MatchesPage = z.infer<typeof matchesPageSchema>;
