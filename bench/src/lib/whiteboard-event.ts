import { LIVE_SOCKET_PATH, activitiesApi, liveApi, type LiveRoom } from '@parley/contracts';
import type { WebSocket } from 'ws';
import { openSocket } from './live-socket.ts';
import { InvalidRunError } from './load.ts';
import type { RunningTarget } from './targets.ts';

/** Sockets are opened this many at a time: each admission reads the room, as a crowd arriving at an event would. */
const OPENING = 20;

async function openAll(urls: string[], ready: string): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < urls.length; i += OPENING)
    sockets.push(...(await Promise.all(urls.slice(i, i + OPENING).map((url) => openSocket(url, ready)))));
  return sockets;
}

/** The bare server's rooms: `rooms` × `perRoom` sockets, each relayed to the others of its room. */
export async function bareRooms(target: RunningTarget, rooms: number, perRoom: number): Promise<WebSocket[][]> {
  const base = target.url.replace('http', 'ws');
  const sockets = await openAll(
    Array.from({ length: rooms * perRoom }, (_, i) => `${base}/?room=${Math.floor(i / perRoom)}&others=1`),
    '',
  );
  return Array.from({ length: rooms }, (_, r) => sockets.slice(r * perRoom, (r + 1) * perRoom));
}

/**
 * Parley's rooms, made as a host makes them: the seeded WHITEBOARD event's learners and its host open their sockets
 * (each answered with a SNAPSHOT), the host pairs them (the event's activity seats them in groups of four), opens the
 * whiteboard in every room and lets each learner draw. Answers the learners' sockets by room, and the host's.
 */
export async function whiteboardRooms(target: RunningTarget, perRoom: number) {
  const seeded = target.live?.[0];
  if (!seeded) throw new Error('the target has no seeded live event');
  const [host, ...learners] = seeded.members;
  const base = target.url.replace('http', 'ws');
  const urlOf = (token: string) => `${base}${LIVE_SOCKET_PATH}?token=${token}&event_id=${seeded.eventId}&batch=1`;
  const sockets = await openAll(
    seeded.members.map((m) => urlOf(m.token)),
    '{"type":"SNAPSHOT"',
  );
  const call = async <T>(path: string, body: object): Promise<T> => {
    const res = await fetch(target.url + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${host!.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event_id: seeded.eventId, ...body }),
    });
    if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const round = await call<{ rooms: LiveRoom[] }>(liveApi.matchUsers.path, {});
  if (round.rooms.length * perRoom !== learners.length || round.rooms.some((room) => room.member_ids.length !== perRoom))
    throw new InvalidRunError(
      `the round seated ${round.rooms.map((r) => r.member_ids.length).join(',')}, not rooms of ${perRoom}`,
    );
  await call(activitiesApi.whiteboardStart.path, { all_rooms: true });
  for (const room of round.rooms)
    for (const userId of room.member_ids) await call(activitiesApi.whiteboardGrant.path, { room_id: room.id, user_id: userId });
  const socketOf = new Map(seeded.members.map((m, i) => [m.id, sockets[i]!]));
  return {
    rooms: round.rooms.map((room) => room.member_ids.map((id) => socketOf.get(id)!)),
    host: sockets[0]!,
  };
}
