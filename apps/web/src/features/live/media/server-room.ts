import type { RtcJoin } from '@parley/contracts';
import type { StatsSource } from './test-hooks.ts';

/** A join answer that names a media server. */
export type ServerAnswer = Extract<RtcJoin, { provider: 'janus' | 'livekit' }>;

/** The room at a media server this user's media is in, whichever the answer names (ADR 0086, ADR 0089). */
export interface ServerRoom {
  /** Which server room it is: a newer answer with another key is another room. */
  readonly key: string;
  update(answer: ServerAnswer): void;
  replaceTrack(track: MediaStreamTrack): void;
  setTileWidth(userId: number, width: number): void;
  /** The person's own microphone or camera switch, for a server that must hear it (LiveKit holds a host's mute). */
  setMuted(kind: 'audio' | 'video', muted: boolean): void;
  close(): void;
}

export interface ServerRoomOptions {
  local: MediaStream | null;
  onStreams(streams: ReadonlyMap<number, MediaStream>): void;
  onLost(): void;
  loopbackOnly: boolean;
  registry?: Map<number, StatsSource>;
}

export const serverRoomKey = (answer: ServerAnswer) =>
  answer.provider === 'janus' ? `janus:${answer.janus.room}` : `livekit:${answer.livekit.room}`;

/** Opens the answer's room, the provider's client loaded only now (neither is in the pages' initial JS). */
export async function openServerRoom(answer: ServerAnswer, options: ServerRoomOptions): Promise<ServerRoom> {
  const key = serverRoomKey(answer);
  if (answer.provider === 'janus') {
    const { JanusRoom } = await import('./janus/janus-room.ts');
    const room = await JanusRoom.open({ ...options, join: answer.janus, iceServers: answer.ice_servers });
    return {
      key,
      update: (next) => next.provider === 'janus' && room.update(next.janus),
      replaceTrack: (track) => room.replaceTrack(track),
      setTileWidth: (userId, width) => room.setTileWidth(userId, width),
      // Janus lets a host-muted line through again when our server asks it (MEDIA_STATE, ADR 0086).
      setMuted: () => undefined,
      close: () => room.close(),
    };
  }
  const { LivekitRoom } = await import('./livekit/livekit-room.ts');
  // LiveKit hands out its own ICE servers (and TURN); the answer's would replace them.
  const room = await LivekitRoom.open({ ...options, join: answer.livekit, peerIds: answer.peer_ids });
  return {
    key,
    update: (next) => next.provider === 'livekit' && room.update(next.livekit, next.peer_ids),
    replaceTrack: (track) => room.replaceTrack(track),
    setTileWidth: (userId, width) => room.setTileWidth(userId, width),
    setMuted: (kind, muted) => room.setMuted(kind, muted),
    close: () => room.close(),
  };
}
