import type { LivekitJoin } from '@parley/contracts';
import { Room, RoomEvent, Track, VideoPresets, type RemoteParticipant } from 'livekit-client';
import type { StatsSource } from '../test-hooks.ts';
import { streamsByUser, userIdOf, type ReceivedPerson } from './livekit-streams.ts';

export interface LivekitRoomOptions {
  join: LivekitJoin;
  /** The others our server says are in the room (the join answer's peer_ids): only they are received. */
  peerIds: readonly number[];
  local: MediaStream | null;
  onStreams(streams: ReadonlyMap<number, MediaStream>): void;
  /** The connection to LiveKit ended without `close`, after LiveKit's own reconnection gave up (or a kick). */
  onLost(): void;
  /** Filled with a stats source per person received, when the browser-test flag is on (test-hooks.ts). */
  registry?: Map<number, StatsSource>;
}

const SOURCE_OF = { audio: Track.Source.Microphone, video: Track.Source.Camera } as const;
const RECEIVED: ReadonlySet<Track.Source> = new Set(Object.values(SOURCE_OF));
/** Tiles are drawn 16:9; LiveKit sends the simulcast layer that fills the size asked for. */
const TILE_ASPECT = 9 / 16;

/**
 * This user in one LiveKit room (ADR 0089): their camera and microphone published with simulcast, the others'
 * received and shown as the person whose identity (our user id) published them. Only people our server says are in
 * the room are subscribed, as the Janus client receives only the feeds our server names.
 */
export class LivekitRoom {
  readonly room: string;
  private readonly lk: Room;
  private readonly options: LivekitRoomOptions;
  private peers: ReadonlySet<number>;
  private streams = new Map<number, MediaStream>();
  private readonly widths = new Map<number, number>();
  private closed = false;

  private constructor(options: LivekitRoomOptions) {
    this.options = options;
    this.room = options.join.room;
    this.peers = new Set(options.peerIds);
    this.lk = new Room({
      // adaptiveStream sizes and pauses video by the elements a track is attached to; our tiles draw MediaStreams
      // themselves, so it would see none and pause everyone. Tiles report their width instead (setTileWidth).
      adaptiveStream: false,
      // Layers nobody receives are not encoded.
      dynacast: true,
      publishDefaults: { simulcast: true, videoSimulcastLayers: [VideoPresets.h180, VideoPresets.h360] },
    });
    const follow = () => this.follow();
    const show = () => this.show();
    this.lk
      .on(RoomEvent.ParticipantConnected, follow)
      .on(RoomEvent.TrackPublished, follow)
      .on(RoomEvent.TrackSubscribed, show)
      .on(RoomEvent.TrackUnsubscribed, show)
      .on(RoomEvent.ParticipantDisconnected, show)
      .on(RoomEvent.Disconnected, () => {
        if (!this.closed) this.options.onLost();
      });
  }

  static async open(options: LivekitRoomOptions): Promise<LivekitRoom> {
    const room = new LivekitRoom(options);
    try {
      // No rtcConfig: ICE servers given here would replace the ones LiveKit hands out (its own TURN among them).
      await room.lk.connect(options.join.url, options.join.token, { autoSubscribe: false });
      for (const track of options.local?.getTracks() ?? []) await room.publish(track);
    } catch (err) {
      room.close();
      throw err;
    }
    room.follow();
    return room;
  }

  /**
   * A newer answer for the same room: who is in it now. Its token is not needed while connected, as LiveKit hands a
   * connected browser fresh ones itself; a new connection (after onLost) takes the newest answer's.
   */
  update(join: LivekitJoin, peerIds: readonly number[]): void {
    if (join.room !== this.room) return;
    this.peers = new Set(peerIds);
    this.follow();
  }

  replaceTrack(track: MediaStreamTrack): void {
    const published = this.lk.localParticipant.getTrackPublication(SOURCE_OF[track.kind as keyof typeof SOURCE_OF]);
    // Ours to stop: the local media hook owns the capture.
    if (published?.track) void published.track.replaceTrack(track, true);
    else void this.publish(track);
  }

  /**
   * The person's own microphone or camera switch. LiveKit must hear it: after a host's mute (MutePublishedTrack) it
   * holds the track muted, forwarding nothing, until this browser unmutes it, which switching the track on alone
   * does not do.
   */
  setMuted(kind: keyof typeof SOURCE_OF, muted: boolean): void {
    const published = this.lk.localParticipant.getTrackPublication(SOURCE_OF[kind]);
    if (published) void (muted ? published.mute() : published.unmute());
  }

  /** How wide someone's tile is drawn: their video comes in the layer that fills it. */
  setTileWidth(userId: number, width: number): void {
    this.widths.set(userId, width);
    const camera = this.lk.remoteParticipants.get(String(userId))?.getTrackPublication(Track.Source.Camera);
    camera?.setVideoDimensions({ width: Math.round(width), height: Math.round(width * TILE_ASPECT) });
  }

  close(): void {
    this.closed = true;
    for (const userId of this.streams.keys()) this.options.registry?.delete(userId);
    // Leave the local tracks running: the local media hook owns them.
    void this.lk.disconnect(false);
  }

  private async publish(track: MediaStreamTrack): Promise<void> {
    const source = SOURCE_OF[track.kind as keyof typeof SOURCE_OF];
    if (source) await this.lk.localParticipant.publishTrack(track, { source, simulcast: track.kind === 'video' });
  }

  /** Receive the camera and microphone of everyone our server names, and nobody else's. */
  private follow(): void {
    for (const person of this.lk.remoteParticipants.values()) {
      const wanted = this.peers.has(userIdOf(person.identity) ?? -1);
      for (const pub of person.trackPublications.values())
        if (RECEIVED.has(pub.source) && pub.isDesired !== wanted) pub.setSubscribed(wanted);
    }
    for (const [userId, width] of this.widths) this.setTileWidth(userId, width);
    this.show();
  }

  private show(): void {
    if (this.closed) return;
    const people = [...this.lk.remoteParticipants.values()].map(received);
    const next = streamsByUser(people, this.peers, this.streams);
    for (const userId of this.streams.keys()) if (!next.has(userId)) this.options.registry?.delete(userId);
    for (const userId of next.keys()) this.options.registry?.set(userId, this.statsOf(userId));
    this.streams = next;
    this.options.onStreams(new Map(next));
  }

  /** One person's inbound streams, out of their tracks' stats. */
  private statsOf(userId: number): StatsSource {
    return {
      getStats: async () => {
        const person = this.lk.remoteParticipants.get(String(userId));
        const tracks = [...(person?.trackPublications.values() ?? [])].flatMap((pub) => (pub.track ? [pub.track] : []));
        const reports = await Promise.all(tracks.map((t) => t.getRTCStatsReport()));
        return new Map(reports.flatMap((r) => [...(r?.entries() ?? [])])) as unknown as RTCStatsReport;
      },
    };
  }
}

/** The camera and microphone tracks of someone's we receive now. */
function received(person: RemoteParticipant): ReceivedPerson {
  const tracks = [...person.trackPublications.values()].flatMap((pub) =>
    pub.isSubscribed && pub.track && RECEIVED.has(pub.source) ? [pub.track.mediaStreamTrack] : [],
  );
  return { identity: person.identity, tracks };
}
