import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * LiveKit cannot be installed here: this stands in for a LiveKit server as far as we use one, so the app's own
 * adapter (livekit-server-sdk's RoomServiceClient) talks to it over HTTP as it would to LiveKit. It speaks the room
 * service's Twirp API (POST /twirp/livekit.RoomService/{Method}, protobuf's JSON, Twirp's error bodies), checks the
 * Bearer JWT of every call like LiveKit does (HS256 under the API secret, issued by the API key, unexpired, the
 * grant the method needs, for the room it names), keeps rooms and participants in memory and records each call.
 * `connect` plays a browser's join (LiveKit checks the access token the same way) and `webhook` signs a report as
 * LiveKit signs its webhooks (a JWT whose sha256 claim is the body's hash, valid for five minutes).
 */

interface Track {
  sid: string;
  type: 'AUDIO' | 'VIDEO';
  source: 'MICROPHONE' | 'CAMERA';
  muted: boolean;
}
type Room = { sid: string; name: string; participants: Map<string, { sid: string; identity: string; tracks: Track[] }> };
type Grants = { roomCreate?: boolean; roomAdmin?: boolean; roomJoin?: boolean; room?: string };
type Answer = { status: number; body: unknown };
export interface LivekitCall {
  method: string;
  body: Record<string, unknown>;
}

const twirpError = (status: number, code: string, msg: string): Answer => ({ status, body: { code, msg } });
const notFound = (what: string) => twirpError(404, 'not_found', `${what} does not exist`);
const WEBHOOK_VALIDITY_SECONDS = 5 * 60;
/** Which grant each method takes (LiveKit's service/roomservice.go): making and deleting rooms, or a room's admin. */
const CREATE_GRANT = new Set(['CreateRoom', 'DeleteRoom']);

function answer(rooms: Map<string, Room>, method: string, body: Record<string, unknown>): Answer {
  const name = String(body.name ?? body.room ?? '');
  if (method === 'CreateRoom') {
    const room = rooms.get(name) ?? { sid: `RM_${randomUUID()}`, name, participants: new Map() };
    rooms.set(name, room);
    return { status: 200, body: { sid: room.sid, name, emptyTimeout: body.emptyTimeout, maxParticipants: body.maxParticipants } };
  }
  const room = rooms.get(name);
  if (!room) return notFound('room');
  if (method === 'DeleteRoom') {
    rooms.delete(name);
    return { status: 200, body: {} };
  }
  const person = room.participants.get(String(body.identity));
  if (!person) return notFound('participant');
  if (method === 'GetParticipant') return { status: 200, body: { ...person, state: 'ACTIVE' } };
  if (method === 'RemoveParticipant') {
    room.participants.delete(person.identity);
    return { status: 200, body: {} };
  }
  if (method === 'MutePublishedTrack') {
    const track = person.tracks.find((t) => t.sid === body.trackSid);
    if (!track) return notFound('track');
    track.muted = body.muted === true;
    return { status: 200, body: { track } };
  }
  return twirpError(404, 'bad_route', `no handler for ${method}`);
}

export async function startLivekitStandIn(apiKey = 'lk-test-key', apiSecret = 'lk-test-secret-of-at-least-32-characters') {
  const secret = new TextEncoder().encode(apiSecret);
  const verify = async (token: string) =>
    (await jwtVerify(token, secret, { issuer: apiKey, requiredClaims: ['exp'] })).payload as JWTPayload & {
      video?: Grants;
      sha256?: string;
    };
  const rooms = new Map<string, Room>();
  const calls: LivekitCall[] = [];

  async function handle(method: string, authorization: string | undefined, body: Record<string, unknown>): Promise<Answer> {
    let grants: Grants;
    try {
      grants = (await verify((authorization ?? '').replace(/^Bearer /, ''))).video ?? {};
    } catch (err) {
      return twirpError(401, 'unauthenticated', (err as Error).message);
    }
    const allowed = CREATE_GRANT.has(method) ? grants.roomCreate : grants.roomAdmin && grants.room === body.room;
    if (!allowed) return twirpError(403, 'permission_denied', `no grant for ${method}`);
    calls.push({ method, body });
    return answer(rooms, method, body);
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const route = /^\/twirp\/livekit\.RoomService\/(\w+)$/.exec(req.url ?? '');
      const reply = ({ status, body }: Answer) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || !route) return reply(twirpError(404, 'bad_route', 'no such route'));
      handle(route[1]!, req.headers.authorization, JSON.parse(raw || '{}') as Record<string, unknown>).then(reply, () =>
        reply(twirpError(500, 'internal', 'stand-in failure')),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    /** As browsers would be told: LiveKit's signalling address (the SDK calls the room service over http at it). */
    url: `ws://127.0.0.1:${port}`,
    env: { LIVEKIT_URL: `ws://127.0.0.1:${port}`, LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret },
    apiKey,
    apiSecret,
    calls,
    rooms,
    /** A browser joining with an access token, publishing its microphone and camera; refused as LiveKit would. */
    async connect(token: string) {
      const claims = await verify(token);
      const room = claims.video?.roomJoin && claims.video.room ? rooms.get(claims.video.room) : undefined;
      if (!room || !claims.sub) throw new Error('the token does not join an open room');
      const track = (type: Track['type'], source: Track['source']) => ({ sid: `TR_${randomUUID()}`, type, source, muted: false });
      const person = {
        sid: `PA_${randomUUID()}`,
        identity: claims.sub,
        tracks: [track('AUDIO', 'MICROPHONE'), track('VIDEO', 'CAMERA')],
      };
      room.participants.set(claims.sub, person);
      return person;
    },
    /** A webhook as LiveKit posts it, made at `at`; `signWith` forges it with another secret. */
    async webhook(event: Record<string, unknown>, options: { at?: Date; signWith?: string } = {}) {
      const at = options.at ?? new Date();
      const body = JSON.stringify({ id: `EV_${randomUUID()}`, createdAt: String(Math.floor(at.getTime() / 1000)), ...event });
      const seconds = Math.floor(at.getTime() / 1000);
      const authorization = await new SignJWT({ sha256: createHash('sha256').update(body).digest('base64') })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(apiKey)
        .setNotBefore(seconds)
        .setExpirationTime(seconds + WEBHOOK_VALIDITY_SECONDS)
        .sign(options.signWith ? new TextEncoder().encode(options.signWith) : secret);
      return { body, authorization };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LivekitStandIn = Awaited<ReturnType<typeof startLivekitStandIn>>;
