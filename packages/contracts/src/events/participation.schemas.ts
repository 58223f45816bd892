/**
 * Taking part in an event's live room: its settings, whether the caller may join now, hosts live to drop in on, the
 * sessions counted against the caller's plan, and the people they were paired with.
 */
import { z } from 'zod';
import { eventPersonSchema, eventTypeSchema, type EventType } from './events.schemas.ts';

export const eventConfigParamsSchema = z.object({ eventId: z.string().trim().min(1).max(64) });

/** Activity settings per event type, read by the live room. */
export const activitySettingsSchema = z.object({
  /** People per breakout room. */
  room_size: z.number().int(),
  /** Minutes before partners rotate; null: no rotation. */
  rotation_minutes: z.number().int().nullable(),
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
  min_number_users: z.number().int(),
  max_number_users: z.number().int(),
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
  reason: z.enum(CAN_JOIN_REASONS).nullable(),
  /** The text to show when the caller cannot join. */
  message: z.string().nullable(),
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
  participants_count: z.number().int(),
});
export const huddleHostsSchema = z.object({ items: z.array(huddleHostSchema) });
export type HuddleHosts = z.infer<typeof huddleHostsSchema>;

/** The caller's sessions against their plan in the current calendar month (UTC). */
export const sessionAllowanceSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  used: z.number().int(),
  /** null: unlimited. */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
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
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Sessions per calendar month (UTC), newest month first. */
  per_month: z.array(z.object({ month: z.string(), count: z.number().int() })),
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
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MatchesPage = z.infer<typeof matchesPageSchema>;
