import * as z from 'zod/mini';
import { rowIdParamSchema, rowIdSchema } from '../common/ids.ts';
import { eventRefSchema } from '../events/events.schemas.ts';
import { activitySettingsSchema } from '../events/participation.schemas.ts';
import { RUNNABLE_ACTIVITIES } from './activities.constants.ts';
import { captionViewSchema, WAITING_CAPTION } from './caption.schemas.ts';
import { geoGameViewSchema, WAITING_GEO_GAME } from './geogame.schemas.ts';
import { pictionaryViewSchema, WAITING_PICTIONARY } from './pictionary.schemas.ts';
import { whiteboardElementSchema } from './whiteboard.schemas.ts';
import { WAITING_WATCH, watchViewSchema } from './watch.schemas.ts';
import { WAITING_WORD_BOMB, wordBombViewSchema } from './wordbomb.schemas.ts';

/** A topic bank level: 1 A2, 2 B1, 3 B2, 4 C1 (CEFR). */
export const TOPIC_LEVELS = [1, 2, 3, 4] as const;
export const topicLevelSchema = z.union(TOPIC_LEVELS.map((level) => z.literal(level)));
export type TopicLevel = z.infer<typeof topicLevelSchema>;

/** One discussion topic: the question the room talks about, what to ask next, and phrases that help say it. */
export const discussionTopicSchema = z.object({
  /** Stable across releases (a slug): an event remembers the topics it has had by id. */
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80)),
  level: topicLevelSchema,
  category: z.string().check(z.minLength(1), z.maxLength(40)),
  question: z.string().check(z.minLength(10), z.maxLength(200)),
  follow_ups: z.array(z.string().check(z.minLength(10), z.maxLength(200))).check(z.minLength(3), z.maxLength(5)),
  phrases: z.array(z.string().check(z.minLength(2), z.maxLength(80))).check(z.minLength(3), z.maxLength(6)),
});
export type DiscussionTopic = z.infer<typeof discussionTopicSchema>;

/**
 * What everyone in a room sees of its activity (ADR 0048): sent as ACTIVITY_STATE after every change and kept per
 * room in the snapshot, so a late joiner or a reconnecting client lands in the running activity.
 */
export const activityViewSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CHAT') }),
  z.object({
    type: z.literal('DISCUSSION'),
    topic: z.nullable(discussionTopicSchema),
    /** Topics this room has talked about so far in the activity. */
    topics_in_room: z.int().check(z.gte(0)),
  }),
  z.object({
    type: z.literal('WHITEBOARD'),
    /** Who may draw besides the hosts, who always may. */
    drawer_ids: z.array(z.int()),
  }),
  pictionaryViewSchema,
  geoGameViewSchema,
  wordBombViewSchema,
  captionViewSchema,
  watchViewSchema,
]);
export type ActivityView = z.infer<typeof activityViewSchema>;

/** What a room shows of an activity before anything happened in it (each machine's initial view). */
export function startingView(type: string): ActivityView {
  switch (type) {
    case 'DISCUSSION':
      return { type: 'DISCUSSION', topic: null, topics_in_room: 0 };
    case 'WHITEBOARD':
      return { type: 'WHITEBOARD', drawer_ids: [] };
    case 'PICTIONARY':
      return WAITING_PICTIONARY;
    case 'GEO_GAME':
      return WAITING_GEO_GAME;
    case 'JKLM_FUN':
      return WAITING_WORD_BOMB;
    case 'CAPTION_THIS':
      return WAITING_CAPTION;
    case 'HYPERBEAM':
      return WAITING_WATCH;
    default:
      return { type: 'CHAT' };
  }
}

const roomIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** Where an activity call applies: one room (by default the caller's own) or, for a host, every open room. */
export const activityTargetSchema = z.extend(eventRefSchema, {
  room_id: z.optional(roomIdSchema),
  /** Every open room of the event; new rooms then start with it too. Hosts only. */
  all_rooms: z._default(z.boolean(), false),
});
export type ActivityTarget = z.input<typeof activityTargetSchema>;

export const activityRoomQuerySchema = z.extend(eventRefSchema, { room_id: z.optional(roomIdSchema) });

/** A finished round of a room's game (the last one when not given). */
export const geoRoundQuerySchema = z.extend(activityRoomQuerySchema, {
  round: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(50))),
});

export const activityChangedSchema = z.object({
  event_type: z.enum(RUNNABLE_ACTIVITIES),
  room_ids: z.array(z.string()),
});

export const discussionConfigSchema = z.extend(activitySettingsSchema, {
  /** The topic bank level the event's proficiency maps to. */
  topic_level: topicLevelSchema,
  /** Topics of that level the event has not had yet. */
  topics_left: z.int().check(z.gte(0)),
});
export type DiscussionConfig = z.infer<typeof discussionConfigSchema>;

export const whiteboardPermissionBodySchema = z.extend(activityRoomQuerySchema, { user_id: rowIdSchema });
export const whiteboardPermissionQuerySchema = z.extend(activityRoomQuerySchema, {
  user_id: rowIdParamSchema,
});
export const whiteboardPermissionsSchema = z.object({ room_id: z.string(), drawer_ids: z.array(z.int()) });
export const whiteboardSceneSchema = z.object({ room_id: z.string(), elements: z.array(whiteboardElementSchema) });
export type WhiteboardScene = z.infer<typeof whiteboardSceneSchema>;

/** Topics the day's events of a level prepare with: the same for everyone at that level on that (UTC) day. */
export const dayQuestionsSchema = z.object({
  date: z.iso.date(),
  topic_level: topicLevelSchema,
  topics: z.array(discussionTopicSchema),
});
export type DayQuestions = z.infer<typeof dayQuestionsSchema>;

export const roomTopicSchema = z.object({ room_id: z.string(), topic: z.nullable(discussionTopicSchema) });
export type RoomTopic = z.infer<typeof roomTopicSchema>;
