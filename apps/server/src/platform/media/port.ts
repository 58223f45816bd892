import type { JanusJoin, LivekitJoin, MediaProvider } from '@parley/contracts';

/** One of our live rooms as its media sees it: its id and who is in it now. */
export interface MediaRoom {
  id: string;
  memberIds: number[];
}

/** The provider's own part of a join answer (`rtcJoinSchema`); the live module adds the room, the peers and ICE. */
export type MediaJoinPart =
  { provider: 'p2p' } | { provider: 'janus'; janus: JanusJoin } | { provider: 'livekit'; livekit: LivekitJoin };

export type MediaKind = 'audio' | 'video';

/** What a media server reported about one of our rooms (LiveKit's webhooks): who connected or left, or its end. */
export interface MediaServerEvent {
  /** The server's id of this report: a redelivery carries the same. */
  id: string;
  kind: 'participant_joined' | 'participant_left' | 'room_finished' | 'other';
  /** Our room's id, and our user's id for a participant's event, as far as the report names them. */
  roomId: string | null;
  userId: number | null;
}

/** Reports a media server posts, checked against its signature over the exact bytes it sent. */
export interface MediaServerWebhooks {
  /** The report, or MediaWebhookRefused when it is unsigned, forged, altered or expired. */
  verify(rawBody: string, authorization: string | undefined): Promise<MediaServerEvent>;
}

/**
 * Who carries a live room's camera and microphone (ADR 0086): a peer-to-peer mesh signalled through our socket by
 * default, or a media server that relays everyone's media (Janus, ADR 0086; LiveKit, ADR 0089). Our server decides
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
  /** Only a media server that reports to us (LiveKit) has these. */
  readonly webhooks?: MediaServerWebhooks;
}

/** The media server could not be reached or refused a call it should take. */
export class MediaServerUnavailable extends Error {}

/** A webhook that does not carry the media server's valid signature over its body. */
export class MediaWebhookRefused extends Error {}
