import { createHmac, randomUUID } from 'node:crypto';
import { EVENT_MAX_CAPACITY, JANUS_MIDS } from '@parley/contracts';
import * as z from 'zod/mini';
import { MediaServerUnavailable, type MediaServerPort } from './port.ts';

export interface JanusOptions {
  /** Janus's WebSocket API as browsers reach it. */
  url: string;
  /** Janus's Admin API as this server reaches it (its HTTP transport, e.g. http://127.0.0.1:7088/admin). */
  adminUrl: string;
  /** janus.jcfg's admin_secret, also the VideoRoom plugin's admin_key that guards room creation. */
  adminSecret: string;
  /** janus.jcfg's token_auth_secret: browsers' tokens are signed with it. */
  tokenSecret: string;
  tokenTtlSeconds: number;
}

const VIDEOROOM = 'janus.plugin.videoroom';
/** The VideoRoom's error codes that mean the work is done already: no such room, the room exists, no such feed. */
const NO_SUCH_ROOM = 426;
const ROOM_EXISTS = 427;
const NO_SUCH_FEED = 428;
/** A call that hangs would hold up a host's kick or a join: a local Janus answers in milliseconds. */
const TIMEOUT_MS = 5_000;

const answerSchema = z.object({
  janus: z.string(),
  response: z.optional(z.looseObject({ error_code: z.optional(z.number()), error: z.optional(z.string()) })),
  error: z.optional(z.object({ reason: z.optional(z.string()) })),
});

/** A 48-bit id from a keyed hash: the same on every instance, kept nowhere, not guessable from our ids. */
function derivedId(secret: string, label: string): number {
  return createHmac('sha256', secret).update(label).digest().readUIntBE(0, 6) || 1;
}

/** Janus's signed token (token_auth_secret): "expiry,realm,descriptors…:HMAC-SHA1 of the rest, in base64". */
function signed(secret: string, expiresAt: Date, realm: string, descriptor: string): string {
  const data = `${Math.floor(expiresAt.getTime() / 1000)},${realm},${descriptor}`;
  return `${data}:${createHmac('sha1', secret).update(data).digest('base64')}`;
}

/**
 * A browser's two tokens: one for Janus itself (realm "janus") that reaches the VideoRoom plugin and no other, and
 * one for the plugin's realm that joins this room only (it is made with `signed_tokens`).
 */
export function janusTokens(secret: string, room: number, expiresAt: Date) {
  return {
    token: signed(secret, expiresAt, 'janus', VIDEOROOM),
    room_token: signed(secret, expiresAt, VIDEOROOM, `room=${room}`),
  };
}

/**
 * One VideoRoom request through the Admin API (`message_plugin`); the error codes in `done` mean the work was done
 * already (a room that exists, a feed that left). Anything else, or no answer, is MediaServerUnavailable.
 */
async function videoroom(options: JanusOptions, request: Record<string, unknown>, done: number[] = []): Promise<void> {
  let body: unknown;
  try {
    const res = await fetch(options.adminUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        janus: 'message_plugin',
        transaction: randomUUID(),
        admin_secret: options.adminSecret,
        plugin: VIDEOROOM,
        request,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    body = await res.json();
  } catch (err) {
    throw new MediaServerUnavailable(`Janus unreachable: ${(err as Error).message}`);
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success || answer.data.janus !== 'success')
    throw new MediaServerUnavailable(`Janus refused ${String(request.request)}: ${answer.data?.error?.reason ?? 'no answer'}`);
  const code = answer.data.response?.error_code;
  if (code !== undefined && !done.includes(code))
    throw new MediaServerUnavailable(`Janus VideoRoom refused ${String(request.request)}: ${answer.data.response?.error}`);
}

/** A VideoRoom for one of our rooms: only our server may change it (its secret), only its tokens join it. */
const createRequest = (options: JanusOptions, roomId: string, room: number, secret: string) => ({
  request: 'create',
  room,
  admin_key: options.adminSecret,
  secret,
  description: roomId,
  is_private: true,
  // Our server holds each room to its own limit; Janus only needs a ceiling above every event's.
  publishers: EVENT_MAX_CAPACITY + 1,
  // Subscribing takes a publisher's private id: only those who joined with the room's token receive its media.
  require_pvtid: true,
  signed_tokens: true,
  audiocodec: 'opus',
  // Simulcast needs VP8 (or H.264).
  videocodec: 'vp8',
  permanent: false,
});

/**
 * Janus's VideoRoom (ADR 0086): one VideoRoom per live room, made at the first join and destroyed when the room ends,
 * managed through the Admin API (`message_plugin`) with a per-room secret derived from the admin secret. Browsers get
 * a token for their room and the feed id to publish under; ids and secrets are derived, so nothing is stored.
 */
export function createJanusMedia(options: JanusOptions): MediaServerPort {
  const roomOf = (roomId: string) => derivedId(options.adminSecret, `room:${roomId}`);
  const feedOf = (roomId: string, userId: number) => derivedId(options.adminSecret, `feed:${roomId}:${userId}`);
  const secretOf = (room: number) => createHmac('sha256', options.adminSecret).update(`secret:${room}`).digest('base64url');

  return {
    provider: 'janus',
    enforcesMutes: true,
    // Everyone the event takes, and its host.
    roomLimit: (capacity) => capacity + 1,
    async join(room, userId, now) {
      const janusRoom = roomOf(room.id);
      await videoroom(options, createRequest(options, room.id, janusRoom, secretOf(janusRoom)), [ROOM_EXISTS]);
      const expiresAt = new Date(now.getTime() + options.tokenTtlSeconds * 1000);
      return {
        provider: 'janus',
        janus: {
          url: options.url,
          ...janusTokens(options.tokenSecret, janusRoom, expiresAt),
          token_ttl_seconds: options.tokenTtlSeconds,
          room: janusRoom,
          feed_id: feedOf(room.id, userId),
          feeds: room.memberIds.map((id) => ({ user_id: id, feed_id: feedOf(room.id, id) })),
        },
      };
    },
    async closeRooms(roomIds) {
      await Promise.all(
        roomIds
          .map(roomOf)
          .map((room) => videoroom(options, { request: 'destroy', room, secret: secretOf(room) }, [NO_SUCH_ROOM])),
      );
    },
    async remove(roomId, userId) {
      const room = roomOf(roomId);
      await videoroom(options, { request: 'kick', room, secret: secretOf(room), id: feedOf(roomId, userId) }, [
        NO_SUCH_ROOM,
        NO_SUCH_FEED,
      ]);
    },
    async setMuted(roomId, userId, kind, muted) {
      const room = roomOf(roomId);
      const feed = feedOf(roomId, userId);
      const request = { request: 'moderate', room, secret: secretOf(room), id: feed, mid: JANUS_MIDS[kind], mute: muted };
      await videoroom(options, request, [NO_SUCH_ROOM, NO_SUCH_FEED]);
    },
  };
}
