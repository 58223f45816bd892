/**
 * Close codes of the live socket (docs/decisions/0016-live-hub.md). 3000 is the spec's deliberate close; the
 * 44xx codes mirror the HTTP status a call would have had, so a client can tell a refusal from a network cut.
 */
export const WS_CLOSE = {
  deliberate: 3000,
  badRequest: 4400,
  badToken: 4401,
  notAllowed: 4403,
  unknownEvent: 4404,
  foreignOrigin: 4405,
  /** Another connection of the same user to the same event took over (a second tab). */
  replaced: 4409,
  /** The event ended or was cancelled: nothing to reconnect to. */
  eventOver: 4410,
  /** The client sent more messages than WS_MESSAGE_RATE (or its type's own rate) allows (a policy violation). */
  flood: 1008,
} as const;

/** What one live socket may send: a burst, then so many a second. */
export const WS_MESSAGE_RATE = { perSecond: 60, burst: 180 } as const;
export type WsCloseCode = (typeof WS_CLOSE)[keyof typeof WS_CLOSE];
/** Sockets one person may hold open to one event (on one server): a newer one closes the oldest with 4409. */
export const WS_SOCKETS_PER_PERSON = 4;

/** Refusals after which reconnecting with the same token cannot help. */
export const WS_FINAL_CLOSE_CODES: readonly number[] = [
  WS_CLOSE.deliberate,
  WS_CLOSE.badRequest,
  WS_CLOSE.notAllowed,
  WS_CLOSE.unknownEvent,
  WS_CLOSE.foreignOrigin,
  WS_CLOSE.replaced,
  WS_CLOSE.eventOver,
];

/** Missed messages a reconnecting client is sent one by one; further behind, it gets a fresh snapshot. */
export const WS_REPLAY_MAX = 500;
/** Largest client frame the hub reads (a WebRTC offer with many candidates stays well below). */
export const WS_MAX_FRAME_BYTES = 64 * 1024;

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_PAGE_MAX = 100;
/** Chat messages one user may send per window, per event. */
export const CHAT_RATE_LIMIT = { messages: 10, windowMs: 10_000 } as const;

/** The kick dialog's ban slider (minutes) and the API's permanent ban. */
export const KICK_BAN = { minMinutes: 0, maxMinutes: 180, stepMinutes: 10, defaultMinutes: 60, permanent: -1 } as const;

/** "+2 min": partners who all ask keep their room this much past the round's end. */
export const ROUND_EXTENSION_MS = 2 * 60_000;
/** The round clock warns this long before the end. */
export const ROUND_WARNING_MS = 60_000;

/** People a peer-to-peer room takes (full mesh); with a media server a room takes the event's capacity. */
export const MESH_ROOM_MAX = 6;
/** Who carries a room's camera and microphone (ADR 0086, ADR 0089). */
export const MEDIA_PROVIDERS = ['p2p', 'janus', 'livekit'] as const;
export type MediaProvider = (typeof MEDIA_PROVIDERS)[number];
/**
 * The media lines a Janus publisher offers, in this order: the server mutes a microphone or camera at Janus by its
 * mid (VideoRoom `moderate`), so the web client adds its transceivers audio first, then video.
 */
export const JANUS_MIDS = { audio: '0', video: '1' } as const;
export const roomFullText = (max: number) => `This room is full: it takes at most ${max} people`;

export const LIVE_TEXTS = {
  banned: 'You were removed from this event by its host',
  locked: 'The host has locked this event',
  notInEvent: 'Join the event first',
  chatEmpty: 'Write a message first',
  chatTooLong: `A message can be at most ${CHAT_MESSAGE_MAX} characters`,
  chatDisabled: 'The host has turned the chat off',
  chatTooFast: 'You are sending messages too fast. Please wait a moment',
  chatFailed: 'Message failed to send.',
  translationUnavailable: 'Translation is not available right now',
  messageNotFound: 'This message does not exist',
  cannotKickSelf: 'You cannot remove yourself',
  cannotKickHost: 'The host cannot be removed',
  userNotInEvent: 'This person is not in the event',
  askNotAllowed: 'You can ask only someone whose microphone or camera is off',
  notLive: 'Partners are matched only while the event is live',
  notInBreakout: 'Ask for more time from a room with your partner',
  mediaUnavailable: 'Video is not available right now. Please try again in a moment.',
  livekitNotConfigured: 'Video through LiveKit is not set up on this server.',
  mediaWebhookUnsigned: 'This webhook is not signed by our media server',
  screenShareTaken: 'Someone else is sharing their screen. Only one screen can be shared at a time.',
  screenShareNotInRoom: 'Join the room to share your screen',
} as const;
