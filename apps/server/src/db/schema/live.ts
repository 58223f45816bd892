import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { recordings } from './recordings.ts';
import { users } from './users.ts';

const eventRef = () =>
  uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });
const userRef = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The live room's own state, one row per event that was ever entered. Its seq is the event's message counter:
 * bumping it takes the row lock, so writers of one event are serialised and their messages commit in seq order.
 */
export const liveState = pgTable('live_state', {
  eventId: eventRef().primaryKey(),
  seq: integer('seq').notNull().default(0),
  /** Co-hosts besides the event's host (native speakers the host named). */
  hostIds: jsonb('host_ids').$type<number[]>().notNull().default([]),
  locked: boolean('locked').notNull().default(false),
  chatEnabled: boolean('chat_enabled').notNull().default(true),
  discussionTopic: text('discussion_topic'),
  /** Discussion topics the event has had, by bank id: no room of the event gets one twice. */
  topicsUsed: jsonb('topics_used').$type<string[]>().notNull().default([]),
  /** Partner rotation: the current round (0: not started) and when it ends. */
  round: integer('round').notNull().default(0),
  roundEndsAt: at('round_ends_at'),
});

/** Every sequenced message of an event, kept so a reconnecting client gets what it missed. */
export const liveMessages = pgTable(
  'live_messages',
  {
    eventId: eventRef(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** A message for one person only (REFRESH, ASK_TO_UNMUTE); null: everyone in the event. */
    forUserId: integer('for_user_id'),
    /** A message for one room's people only (a stored stroke); null: not bound to a room. */
    forRoomId: text('for_room_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.seq] })],
);

/** Who is in the live room: left_at null while they are. */
export const livePresence = pgTable(
  'live_presence',
  {
    eventId: eventRef(),
    userId: userRef(),
    roomId: text('room_id').notNull(),
    audioMuted: boolean('audio_muted').notNull().default(false),
    videoMuted: boolean('video_muted').notNull().default(false),
    videoDisabled: boolean('video_disabled').notNull().default(false),
    joinedAt: at('joined_at').notNull(),
    leftAt: at('left_at'),
    /** The newest socket of this person in this event; only its close may start the leave countdown. */
    connectionId: text('connection_id'),
    disconnectedAt: at('disconnected_at'),
    /** The conversation recording this person is making in their room; everyone there sees it (consent). */
    recordingId: integer('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    /** Sharing their screen with their room now (ADR 0051): ends when they stop, leave or move to another room. */
    screenSharing: boolean('screen_sharing').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * The rooms of an event: its main room ({short id}-main), breakout rooms the matching makes and rooms a host opens
 * for an activity. Ids are readable and unique because short event ids are.
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: text('id').primaryKey(),
    eventId: eventRef(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['main', 'breakout', 'activity'] }).notNull(),
    activityType: text('activity_type').notNull(),
    /** The running activity's whole state, as its machine keeps it (modules/activities); null: none started. */
    activityState: jsonb('activity_state'),
    /** What everyone in the room sees of it (ActivityView), kept for snapshots. */
    activityView: jsonb('activity_view'),
    /** What the room's music box plays (MusicState, ADR 0056); null: no music. */
    music: jsonb('music'),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
    /** Members of a breakout room who asked for "+2 min"; granted when all of them have. */
    extendRequests: jsonb('extend_requests').$type<number[]>().notNull().default([]),
    /** The granted extension: the room stays together past the round until then. */
    extendedUntil: at('extended_until'),
  },
  (t) => [index('live_rooms_event_idx').on(t.eventId)],
);

/** A kick's ban belongs to the account, so it holds on every device and instance; until null: for good. */
export const liveBans = pgTable(
  'live_bans',
  {
    eventId: eventRef(),
    userId: userRef(),
    until: at('until'),
    byUserId: userRef('by_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    eventId: eventRef(),
    roomId: text('room_id'),
    userId: userRef(),
    message: text('message').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('chat_messages_event_idx').on(t.eventId, t.createdAt)],
);
