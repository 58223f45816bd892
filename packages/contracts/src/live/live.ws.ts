import * as z from 'zod/mini';
import { activityViewSchema } from '../activities/activities.schemas.ts';
import { geoCityCardSchema } from '../activities/geogame.schemas.ts';
import { musicStateSchema } from '../activities/musicbox.schemas.ts';
import { pictionaryStrokeSchema, strokePiecesSchema } from '../activities/pictionary.schemas.ts';
import {
  whiteboardDraftElementsSchema,
  whiteboardElementSchema,
  whiteboardElementsSchema,
} from '../activities/whiteboard.schemas.ts';
import { eventTypeSchema } from '../events/events.schemas.ts';
import { chatMessageSchema, livePersonSchema, liveSnapshotSchema, muteTypeSchema } from './live.schemas.ts';

/**
 * The live socket's protocol, version PROTOCOL_VERSION (docs/decisions/0016-live-hub.md). Every server message is
 * {type, seq, payload}: seq is the event's sequence number for state changes (stored before they are sent, so a
 * reconnecting client can ask for what it missed) and null for what only matters now (signalling, errors, pongs).
 */
const sequenced = <T extends string, P extends z.ZodMiniType>(type: T, payload: P) =>
  z.object({ type: z.literal(type), seq: z.int().check(z.positive()), payload });
const momentary = <T extends string, P extends z.ZodMiniType>(type: T, payload: P) =>
  z.object({ type: z.literal(type), seq: z.null(), payload });

export const usersPartitionSchema = z.record(z.string(), z.array(z.int()));

/** WebRTC negotiation, relayed between two members of one room and never stored. */
export const signalDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), sdp: z.string().check(z.maxLength(60_000)) }),
  z.object({ kind: z.literal('answer'), sdp: z.string().check(z.maxLength(60_000)) }),
  z.object({
    kind: z.literal('candidate'),
    candidate: z.object({
      candidate: z.string().check(z.maxLength(2000)),
      sdpMid: z.nullable(z.string().check(z.maxLength(64))),
      sdpMLineIndex: z.nullable(z.int()),
    }),
  }),
]);
export type SignalData = z.infer<typeof signalDataSchema>;

/**
 * The connection a signal is for: absent, the camera and microphone link of two people; otherwise the screen-share
 * link (docs/decisions/0051-screen-sharing.md), named by the sender's part in it.
 */
export const screenRoleSchema = z.enum(['sharer', 'viewer']);
export type ScreenRole = z.infer<typeof screenRoleSchema>;

export const sequencedMessageSchema = z.discriminatedUnion('type', [
  sequenced('JOIN_ROOM', z.object({ person: livePersonSchema })),
  sequenced('LEAVE', z.object({ user_id: z.int() })),
  /** room_id: the room that switched; null or absent: the event's own type (every room). */
  sequenced('CHANGE_EVENT_TYPE', z.object({ event_type: eventTypeSchema, room_id: z.optional(z.nullable(z.string())) })),
  sequenced('CHANGE_HOST', z.object({ host_id: z.int(), host_ids: z.array(z.int()) })),
  sequenced('CHANGE_CURRENT_ROOM', z.object({ room_id: z.nullable(z.string()) })),
  sequenced('AGORA_USER_CHANGED_ROOM', z.object({ users_partition: usersPartitionSchema })),
  sequenced(
    'AGORA_CREATE_NEW_ROOM',
    z.object({ room: z.object({ id: z.string(), name: z.string(), activity_type: eventTypeSchema }) }),
  ),
  sequenced('SET_DISCUSSION_TOPIC', z.object({ topic: z.nullable(z.string()), room_id: z.optional(z.nullable(z.string())) })),
  sequenced('ACTIVITY_STATE', z.object({ room_id: z.string(), activity: activityViewSchema })),
  /** A host played, paused, sought or stopped (null) the room's music box (ADR 0056). */
  sequenced('MUSIC_STATE', z.object({ room_id: z.string(), music: z.nullable(musicStateSchema) })),
  /** Board elements a drawer finished, reconciled and stored (ADR 0049). */
  sequenced('WHITEBOARD_ELEMENTS', z.object({ room_id: z.string(), elements: z.array(whiteboardElementSchema) })),
  /** The words the drawer may choose from, to the drawer alone (ADR 0050). */
  sequenced('PICTIONARY_CHOICES', z.object({ room_id: z.string(), turn_id: z.string(), words: z.array(z.string()) })),
  /** The word to draw, to the drawer alone. */
  sequenced('PICTIONARY_WORD', z.object({ room_id: z.string(), turn_id: z.string(), word: z.string() })),
  /** A stroke the drawer finished, stored with the round. */
  sequenced('PICTIONARY_STROKE', z.object({ room_id: z.string(), turn_id: z.string(), stroke: pictionaryStrokeSchema })),
  sequenced('PICTIONARY_CLEAR', z.object({ room_id: z.string(), turn_id: z.string() })),
  /** The city to describe, to the describer alone (ADR 0053). */
  sequenced('GEO_CITY', z.object({ room_id: z.string(), round_id: z.string(), card: geoCityCardSchema })),
  /** ends_at null: the event's activity keeps its groups without rotating (ACTIVITY_SETTINGS). */
  sequenced('NEXT_ROUND', z.object({ round: z.int(), ends_at: z.nullable(z.iso.datetime()) })),
  sequenced('REFRESH', z.object({ ext: z.record(z.string(), z.unknown()) })),
  sequenced('CHAT', z.object({ message: chatMessageSchema })),
  sequenced(
    'MEDIA_STATE',
    z.object({ user_id: z.int(), audio_muted: z.boolean(), video_muted: z.boolean(), video_disabled: z.boolean() }),
  ),
  /** Someone started or stopped recording the conversation of their room (the consent notice). */
  sequenced('RECORDING_STATE', z.object({ user_id: z.int(), recording: z.boolean() })),
  /** Someone started or stopped sharing their screen with their room (ADR 0051). */
  sequenced('SCREEN_SHARE', z.object({ user_id: z.int(), room_id: z.string(), sharing: z.boolean() })),
  sequenced('ASK_TO_UNMUTE', z.object({ by_user_id: z.int(), mute_type: muteTypeSchema })),
  sequenced('KICKED', z.object({ user_id: z.int(), banned_until: z.nullable(z.iso.datetime()), permanent: z.boolean() })),
  sequenced('LOCKING', z.object({ locked: z.boolean() })),
  sequenced('CHAT_ENABLED', z.object({ enabled: z.boolean() })),
  sequenced('EXTEND_REQUESTED', z.object({ room_id: z.string(), user_id: z.int() })),
  sequenced('ROUND_EXTENDED', z.object({ room_id: z.string(), ends_at: z.iso.datetime() })),
  sequenced('EVENT_ENDED', z.object({ reason: z.enum(['ended', 'cancelled']) })),
]);
export type SequencedMessage = z.infer<typeof sequencedMessageSchema>;
export type SequencedType = SequencedMessage['type'];
export type PayloadOf<T extends SequencedType> = Extract<SequencedMessage, { type: T }>['payload'];

export const serverMessageSchema = z.discriminatedUnion('type', [
  ...sequencedMessageSchema.def.options,
  z.object({ type: z.literal('SNAPSHOT'), seq: z.int().check(z.gte(0)), payload: liveSnapshotSchema }),
  momentary('SIGNAL', z.object({ from_user_id: z.int(), data: signalDataSchema, screen: z.optional(screenRoleSchema) })),
  /** message_type: the type of the client message refused, so its sender can undo what it started. */
  momentary(
    'ERROR',
    z.object({
      code: z.string(),
      message: z.string(),
      request_id: z.optional(z.string()),
      message_type: z.optional(z.string()),
    }),
  ),
  momentary('PONG', z.object({})),
  /** Elements a drawer is still drawing, relayed to the room and not stored. */
  momentary(
    'WHITEBOARD_DRAFT',
    z.object({ room_id: z.string(), from_user_id: z.int(), elements: z.array(whiteboardElementSchema) }),
  ),
  /** Points of the drawer's stroke still being drawn, relayed to the room and not stored. */
  momentary(
    'PICTIONARY_POINTS',
    z.object({ room_id: z.string(), turn_id: z.string(), from_user_id: z.int(), piece: strokePiecesSchema }),
  ),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/**
 * One frame from the server. A client that opens the socket with `batch=1` may get several messages in one frame,
 * as an array in sequence order (what the server had for that socket within one turn of its event loop); any other
 * client gets one message a frame.
 */
export const serverFrameSchema = z.union([serverMessageSchema, z.array(serverMessageSchema).check(z.minLength(1))]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** What a client may send; host-only ones are refused with an ERROR and nothing broadcast. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('SIGNAL'),
    payload: z.object({ to_user_id: z.int(), data: signalDataSchema, screen: z.optional(screenRoleSchema) }),
  }),
  z.object({ type: z.literal('MEDIA_STATE'), payload: z.object({ audio_muted: z.boolean(), video_muted: z.boolean() }) }),
  z.object({ type: z.literal('CHANGE_EVENT_TYPE'), payload: z.object({ event_type: eventTypeSchema }) }),
  z.object({
    type: z.literal('SET_DISCUSSION_TOPIC'),
    payload: z.object({ topic: z.nullable(z.string().check(z.trim(), z.maxLength(300))) }),
  }),
  z.object({ type: z.literal('EXTEND_ROUND'), payload: z.optional(z.object({})) }),
  z.object({ type: z.literal('SCREEN_SHARE'), payload: z.object({ sharing: z.boolean() }) }),
  z.object({ type: z.literal('PING'), payload: z.optional(z.object({})) }),
  z.object({ type: z.literal('WHITEBOARD_DRAFT'), payload: z.object({ elements: whiteboardDraftElementsSchema }) }),
  z.object({ type: z.literal('WHITEBOARD_COMMIT'), payload: z.object({ elements: whiteboardElementsSchema }) }),
  z.object({ type: z.literal('PICTIONARY_POINTS'), payload: z.object({ piece: strokePiecesSchema }) }),
  z.object({ type: z.literal('PICTIONARY_STROKE'), payload: z.object({ stroke: pictionaryStrokeSchema }) }),
  z.object({ type: z.literal('PICTIONARY_CLEAR'), payload: z.optional(z.object({})) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * The socket's query string: since is the last sequence number the client saw (0 or absent: send a snapshot); batch
 * `1` declares that the client reads array frames (serverFrameSchema).
 */
export const liveSocketQuerySchema = z.object({
  token: z.string().check(z.minLength(1)),
  event_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  since: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
  batch: z.optional(z.enum(['0', '1'])),
});
