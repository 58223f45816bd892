import type { JanusJoin, MediaProvider } from '@parley/contracts';

/** One of our live rooms as its media sees it: its id and who is in it now. */
export interface MediaRoom {
  id: string;
  memberIds: number[];
}

/** The provider's own part of a join answer (`rtcJoinSchema`); the live module adds the room, the peers and ICE. */
export type MediaJoinPart = { provider: 'p2p' } | { provider: 'janus'; janus: JanusJoin };

export type MediaKind = 'audio' | 'video';

/**
 * Who carries a live room's camera and microphone (ADR 0086): a peer-to-peer mesh signalled through our socket by
 * default, or a media server that relays everyone's media (Janus; LiveKit fits the same shape). Our server decides
 * who may join, kick and mute; the port carries those decisions out where the media flows.
 */
export interface MediaServerPort {
  readonly provider: MediaProvider;
  /** Whether a mute also stops the media at the server (a mesh can only ask the person's own browser). */
  readonly enforcesMutes: boolean;
  /** Most people one room's media carries, in an event of `capacity` participants besides its host. */
  roomLimit(capacity: number): number;
  /** What `userId`'s browser needs to join the room's media, the room made on the server first when there is one. */
  join(room: MediaRoom, userId: number, now: Date): Promise<MediaJoinPart>;
  /** Ends these rooms' media; a room never opened or already gone is no error. */
  closeRooms(roomIds: string[]): Promise<void>;
  /** Takes the person's media out of the room (a kick); someone not connected there is no error. */
  remove(roomId: string, userId: number): Promise<void>;
  /** Stops the person's microphone or camera at the server, or lets it through again. */
  setMuted(roomId: string, userId: number, kind: MediaKind, muted: boolean): Promise<void>;
}

/** The media server could not be reached or refused a call it should take. */
export class MediaServerUnavailable extends Error {}
