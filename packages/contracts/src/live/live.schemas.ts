import * as z from 'zod/mini';
import { rowIdSchema } from '../common/ids.ts';
import { eventPersonSchema, eventRefSchema, eventSchema, eventTypeSchema } from '../events/events.schemas.ts';
import { ACTIVITY_TEXTS, RUNNABLE_ACTIVITIES } from '../activities/activities.constants.ts';
import { activityViewSchema } from '../activities/activities.schemas.ts';
import { musicStateSchema } from '../activities/musicbox.schemas.ts';
import { LANGUAGE_CODES } from '../profile/profile.constants.ts';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_MAX, KICK_BAN, LIVE_TEXTS, MEDIA_PROVIDERS } from './live.constants.ts';

export const muteTypeSchema = z.enum(['audio', 'video'], { error: 'mute_type is audio or video' });
export type MuteType = z.infer<typeof muteTypeSchema>;

/** Someone in the live room now, with what the tiles show. */
export const livePersonSchema = z.extend(eventPersonSchema, {
  room_id: z.nullable(z.string()),
  audio_muted: z.boolean(),
  video_muted: z.boolean(),
  /** Set by a host: the person cannot turn their camera on until a host allows it again. */
  video_disabled: z.boolean(),
  /** Recording the conversation of their room now (docs/decisions/0032-pair-recording.md): everyone there is told. */
  recording: z.boolean(),
  /**
   * Sharing their screen with their room now (docs/decisions/0051-screen-sharing.md): one person a room. Leaving the
   * room or moving to another one ends it, told by LEAVE or AGORA_USER_CHANGED_ROOM; otherwise by SCREEN_SHARE.
   */
  screen_sharing: z.boolean(),
  joined_at: z.iso.datetime(),
});
export type LivePerson = z.infer<typeof livePersonSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  room_id: z.nullable(z.string()),
  user: eventPersonSchema,
  message: z.string(),
  created_at: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Everything a client needs to draw the live room, at one sequence number. */
export const liveSnapshotSchema = z.object({
  seq: z.int(),
  event: eventSchema,
  host_ids: z.array(z.int()),
  people: z.array(livePersonSchema),
  /** Room id → ids of the people in it (the spec's users_partition). */
  users_partition: z.record(z.string(), z.array(z.int())),
  locked: z.boolean(),
  chat_enabled: z.boolean(),
  discussion_topic: z.nullable(z.string()),
  /** Room id → its running activity, for every open room that has started one (ADR 0048). */
  activities: z.record(z.string(), activityViewSchema),
  /** Room id → what its music box plays, for rooms where it plays or is paused (ADR 0056). */
  music: z.record(z.string(), musicStateSchema),
  /** Partner rotation; null until the first round. */
  round: z.nullable(z.object({ number: z.int(), ends_at: z.nullable(z.iso.datetime()) })),
});
export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;

// ── HTTP bodies ──────────────────────────────────────────────────────────────────────────────────

export const liveEventParamsSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

export const muteBodySchema = z.object({ user_id: rowIdSchema, mute_type: muteTypeSchema });
export const userInEventBodySchema = z.extend(eventRefSchema, { user_id: rowIdSchema });

/** ban_for_seconds: -1 permanent, otherwise the dialog's minutes × 60 (0 removes without a ban). */
export const kickBodySchema = z.extend(userInEventBodySchema, {
  ban_for_seconds: z._default(
    z.number().check(
      z.int(),
      z.refine(
        (v) => v === KICK_BAN.permanent || (v >= 0 && v <= KICK_BAN.maxMinutes * 60),
        `ban_for_seconds is -1 (permanent) or 0 to ${KICK_BAN.maxMinutes * 60}`,
      ),
    ),
    KICK_BAN.defaultMinutes * 60,
  ),
});
export const lockingBodySchema = z.extend(eventRefSchema, { lock: z.boolean() });
export const chatEnabledBodySchema = z.extend(eventRefSchema, { enabled: z.boolean() });
export const changeNativeSpeakerBodySchema = userInEventBodySchema;

export const sendWsBodySchema = z.object({
  event_type: z.enum(['REFRESH']),
  for_user_id: rowIdSchema,
  ext: z.optional(z.record(z.string(), z.unknown())),
});

export const chatBodySchema = z.extend(eventRefSchema, {
  room_id: z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  message: z
    .string({ error: LIVE_TEXTS.chatEmpty })
    .check(z.trim(), z.minLength(1, LIVE_TEXTS.chatEmpty), z.maxLength(CHAT_MESSAGE_MAX, LIVE_TEXTS.chatTooLong)),
});
export const chatQuerySchema = z.extend(eventRefSchema, {
  room_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CHAT_PAGE_MAX)), 50),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
});
export const chatPageSchema = z.object({ items: z.array(chatMessageSchema), total: z.int() });

export const translationStatusSchema = z.object({ available: z.boolean() });
export const translateBodySchema = z.extend(eventRefSchema, {
  message_id: z.uuid({ error: 'Choose a message' }),
  target: z.enum(LANGUAGE_CODES, { error: 'Choose a language to translate into' }),
});
export const translationSchema = z.object({ message_id: z.string(), text: z.string(), source: z.string(), target: z.string() });

export const okSchema = z.object({ ok: z.literal(true) });

// ── Rooms and media ──────────────────────────────────────────────────────────────────────────────

export const ROOM_KINDS = ['main', 'breakout', 'activity'] as const;
export const liveRoomSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  name: z.string(),
  kind: z.enum(ROOM_KINDS),
  activity_type: eventTypeSchema,
  member_ids: z.array(z.int()),
  created_at: z.iso.datetime(),
});
export type LiveRoom = z.infer<typeof liveRoomSchema>;

export const roomIdParamsSchema = z.object({ roomId: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)) });
export const eventIdPathSchema = z.object({ eventId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });
export const createRoomBodySchema = z.object({
  /** Only an activity rooms can run (ADR 0048). */
  activity_type: z.enum(RUNNABLE_ACTIVITIES, { error: ACTIVITY_TEXTS.notRunnable }),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
});
export const setCurrentRoomBodySchema = z.extend(eventRefSchema, {
  room_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
});
export const moveUserBodySchema = z.extend(setCurrentRoomBodySchema, { user_id: rowIdSchema });
export const roomsQuerySchema = eventRefSchema;
export const roomsSchema = z.object({ items: z.array(liveRoomSchema) });

/** An RTCIceServer as the browser takes it; TURN entries carry time-limited credentials (TURN REST). */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});
export const rtcConfigSchema = z.object({
  /**
   * p2p: a full mesh over our socket's signalling; janus, livekit: a media server that relays everyone's media
   * (ADR 0086, ADR 0089).
   */
  provider: z.enum(MEDIA_PROVIDERS),
  ice_servers: z.array(iceServerSchema),
  /** Seconds the TURN credentials stay valid; ask again before they end. */
  credential_ttl_seconds: z.nullable(z.int()),
  max_room_size: z.int(),
});
export type RtcConfig = z.infer<typeof rtcConfigSchema>;
export const rtcJoinBodySchema = z.object({ room_type: z.optional(z.enum(ROOM_KINDS)) });
/** What a browser needs to publish to and subscribe in the room's Janus VideoRoom (ADR 0086). */
export const janusJoinSchema = z.object({
  /** Janus's WebSocket API. */
  url: z.string(),
  /** Signed: every request to Janus carries it, so ask again before it expires. */
  token: z.string(),
  /** Signed for this VideoRoom alone: the join (as publisher and as subscriber) carries it. */
  room_token: z.string(),
  token_ttl_seconds: z.int(),
  room: z.int(),
  /** The id this user publishes under. */
  feed_id: z.int(),
  /** Everyone in the room now and the feed they publish under: whose tile a feed belongs on. */
  feeds: z.array(z.object({ user_id: z.int(), feed_id: z.int() })),
});
export type JanusJoin = z.infer<typeof janusJoinSchema>;
/** What a browser needs to connect to the room's LiveKit room (ADR 0089); its identity there is our user id. */
export const livekitJoinSchema = z.object({
  /** LiveKit's signalling URL (wss). */
  url: z.string(),
  /** An access token (JWT) that joins this room alone, to publish and subscribe; LiveKit refreshes it while connected. */
  token: z.string(),
  token_ttl_seconds: z.int(),
  room: z.string(),
});
export type LivekitJoin = z.infer<typeof livekitJoinSchema>;
/** `peer_ids`: the others in the room, whom a mesh calls and a screen share reaches (ADR 0051) on either provider. */
const rtcJoinBaseSchema = z.extend(rtcConfigSchema, { room_id: z.string(), peer_ids: z.array(z.int()) });
export const rtcJoinSchema = z.discriminatedUnion('provider', [
  z.extend(rtcJoinBaseSchema, { provider: z.literal('p2p') }),
  z.extend(rtcJoinBaseSchema, { provider: z.literal('janus'), janus: janusJoinSchema }),
  z.extend(rtcJoinBaseSchema, { provider: z.literal('livekit'), livekit: livekitJoinSchema }),
]);
export type RtcJoin = z.infer<typeof rtcJoinSchema>;
/** `screen_share=true` asks whether the caller may share a screen into the room now (ADR 0051): 409 while another shares. */
export const screenShareQuerySchema = z.object({ screen_share: z.optional(z.enum(['true', 'false'])) });

// ── Partner rotation ─────────────────────────────────────────────────────────────────────────────

export const matchRoundSchema = z.object({
  round: z.int(),
  /** Null when the event's activity does not rotate: the groups stay until a host pairs again. */
  ends_at: z.nullable(z.iso.datetime()),
  rooms: z.array(liveRoomSchema),
  /** Left without a partner this round (the rules allowed none); they wait in the main room. */
  unmatched: z.array(z.int()),
});
export const currentMatchSchema = z.object({
  round: z.int(),
  ends_at: z.nullable(z.iso.datetime()),
  room_id: z.string(),
  partner_ids: z.array(z.int()),
  /** Set when the partners' "+2 min" was granted. */
  extended_until: z.nullable(z.iso.datetime()),
});
export const lastMatchSchema = z.nullable(
  z.object({
    event_id: z.string(),
    round: z.int(),
    matched_with: z.array(eventPersonSchema),
    matched_at: z.iso.datetime(),
  }),
);
