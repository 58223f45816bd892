import { EVENT_MAX_CAPACITY } from '@parley/contracts';
import { AccessToken, RoomServiceClient, TrackSource, TwirpError, WebhookReceiver, type WebhookEvent } from 'livekit-server-sdk';
import { MediaServerUnavailable, MediaWebhookRefused, type MediaServerEvent, type MediaServerPort } from './port.ts';

export interface LivekitOptions {
  /** LiveKit's URL as browsers reach it (wss://…); the room service is called at the same address. */
  url: string;
  apiKey: string;
  apiSecret: string;
  tokenTtlSeconds: number;
}

/** A call that hangs would hold up a host's kick or a join; the SDK's default is 10 s. */
const TIMEOUT_SECONDS = 5;
/** An empty room lingers this long on LiveKit, so a browser reconnecting after a blip finds it. */
const EMPTY_TIMEOUT_SECONDS = 300;
const SOURCE_OF = { audio: TrackSource.MICROPHONE, video: TrackSource.CAMERA } as const;
const REPORTED = new Set<MediaServerEvent['kind']>(['participant_joined', 'participant_left', 'room_finished']);

/** What "it is already so" looks like from the room service: no such room or participant. */
const isNotFound = (err: unknown) => err instanceof TwirpError && (err.status === 404 || err.code === 'not_found');

/** The room service's failures as ours: "not found" is done (`gone`), anything else MediaServerUnavailable. */
async function roomService<T>(what: string, call: () => Promise<T>, gone?: T): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (gone !== undefined && isNotFound(err)) return gone;
    throw new MediaServerUnavailable(`LiveKit refused ${what}: ${(err as Error).message}`, { cause: err });
  }
}

/** Our user id from a LiveKit identity (we hand out the user id as a string); anything else is not ours. */
const userOf = (identity: string | undefined) => (identity && /^\d{1,15}$/.test(identity) ? Number(identity) : null);

function reportOf(event: WebhookEvent): MediaServerEvent {
  const kind = REPORTED.has(event.event as MediaServerEvent['kind']) ? (event.event as MediaServerEvent['kind']) : 'other';
  return { id: event.id, kind, roomId: event.room?.name || null, userId: userOf(event.participant?.identity) };
}

/**
 * LiveKit (ADR 0089): one LiveKit room per live room, named by our room's id, made at the first join and deleted
 * when the room ends, managed through the room service with the API key. A browser gets an access token for its room
 * alone, its identity our user id, allowed to publish its camera and microphone and to subscribe.
 */
export function createLivekitMedia(options: LivekitOptions): MediaServerPort {
  const rooms = new RoomServiceClient(options.url, options.apiKey, options.apiSecret, {
    requestTimeout: TIMEOUT_SECONDS,
  });
  const receiver = new WebhookReceiver(options.apiKey, options.apiSecret);

  async function tokenFor(room: string, userId: number) {
    const token = new AccessToken(options.apiKey, options.apiSecret, {
      identity: String(userId),
      ttl: options.tokenTtlSeconds,
    });
    token.addGrant({
      roomJoin: true,
      room,
      canPublish: true,
      canSubscribe: true,
      // Screen shares stay on their own peer links and chat on our socket (ADR 0051, ADR 0086).
      canPublishSources: [TrackSource.CAMERA, TrackSource.MICROPHONE],
      canPublishData: false,
    });
    return token.toJwt();
  }

  return {
    provider: 'livekit',
    enforcesMutes: true,
    roomLimit: (capacity) => capacity + 1,
    async join(room, userId) {
      // Creating a room that exists answers the room: every join may ask, and a restarted LiveKit is refilled.
      await roomService('CreateRoom', () =>
        rooms.createRoom({
          name: room.id,
          emptyTimeout: EMPTY_TIMEOUT_SECONDS,
          maxParticipants: EVENT_MAX_CAPACITY + 1,
        }),
      );
      return {
        provider: 'livekit',
        livekit: {
          url: options.url,
          token: await tokenFor(room.id, userId),
          token_ttl_seconds: options.tokenTtlSeconds,
          room: room.id,
        },
      };
    },
    async closeRooms(roomIds) {
      await Promise.all(roomIds.map((id) => roomService('DeleteRoom', () => rooms.deleteRoom(id), null)));
    },
    async remove(roomId, userId) {
      await roomService('RemoveParticipant', () => rooms.removeParticipant(roomId, String(userId)), null);
    },
    async setMuted(roomId, userId, kind, muted) {
      // A participant may unmute its own tracks on LiveKit (a server's unmute needs enable_remote_unmute and would
      // switch a microphone on unasked), so letting it through again is the person's browser's own switch.
      if (!muted) return;
      const person = await roomService('GetParticipant', () => rooms.getParticipant(roomId, String(userId)), null);
      const tracks = (person?.tracks ?? []).filter((t) => t.source === SOURCE_OF[kind] && !t.muted);
      await Promise.all(
        tracks.map((t) =>
          roomService('MutePublishedTrack', () => rooms.mutePublishedTrack(roomId, String(userId), t.sid, true), null),
        ),
      );
    },
    webhooks: {
      async verify(rawBody, authorization) {
        try {
          return reportOf(await receiver.receive(rawBody, authorization));
        } catch (err) {
          throw new MediaWebhookRefused((err as Error).message, { cause: err });
        }
      },
    },
  };
}
