import type { JanusJoin, RtcJoin, SignalData } from '@parley/contracts';
import type { JanusRoom } from './janus/janus-room.ts';
import { PeerMesh, type PeerMeshOptions } from './peer-mesh.ts';

/** After a lost connection to Janus, the room is joined again this much later, with the last answer's tokens. */
const REJOIN_MS = 3000;

/**
 * The media of this user's room, as the server's join answer says (ADR 0086): over the peer mesh, or through a Janus
 * VideoRoom, whose client is loaded only when an answer names it. The screen share keeps its own peer links either
 * way. Like the mesh, nothing starts before the local media is settled.
 */
export class RoomMedia {
  readonly mesh: PeerMesh;
  private readonly options: PeerMeshOptions;
  private janus: JanusRoom | null = null;
  /** The answer a Janus room is being opened for (or waits for the local media with). */
  private janusAnswer: { join: JanusJoin; iceServers: RTCIceServer[] } | null = null;
  private opening: Promise<void> | null = null;
  private local: MediaStream | null = null;
  private ready = false;
  private closed = false;
  private readonly widths = new Map<number, number>();

  constructor(options: PeerMeshOptions) {
    this.options = options;
    this.mesh = new PeerMesh(options);
  }

  get screens() {
    return this.mesh.screens;
  }

  /** The newest join answer for this user's room. */
  join(answer: RtcJoin): void {
    const janus = answer.provider === 'janus';
    this.mesh.setPeers(answer.peer_ids, answer.ice_servers, !janus);
    if (!janus) return this.leaveJanus();
    if (this.janus && this.janus.room !== answer.janus.room) this.leaveJanus();
    this.janusAnswer = { join: answer.janus, iceServers: answer.ice_servers };
    if (this.janus) return this.janus.update(answer.janus);
    this.openJanus();
  }

  setLocal(stream: MediaStream | null): void {
    this.mesh.setLocal(stream);
    this.local = stream;
    this.ready = true;
    this.openJanus();
  }

  receive(from: number, data: SignalData): void {
    this.mesh.receive(from, data);
  }

  replaceTrack(track: MediaStreamTrack): void {
    this.mesh.replaceTrack(track);
    this.janus?.replaceTrack(track);
  }

  /** How wide a person's tile is drawn: a media server sends the layer of their video that fills it. */
  setTileWidth(userId: number, width: number): void {
    this.widths.set(userId, width);
    this.janus?.setTileWidth(userId, width);
  }

  close(): void {
    this.closed = true;
    this.leaveJanus();
    this.mesh.close();
  }

  private leaveJanus(): void {
    if (!this.janus && !this.janusAnswer) return;
    this.janusAnswer = null;
    this.janus?.close();
    this.janus = null;
    this.options.onStreams(new Map());
  }

  private openJanus(): void {
    const answer = this.janusAnswer;
    if (!this.ready || !answer || this.opening || this.janus) return;
    this.opening = import('./janus/janus-room.ts')
      .then(({ JanusRoom }) =>
        JanusRoom.open({
          join: answer.join,
          iceServers: answer.iceServers,
          local: this.local,
          onStreams: (streams) => {
            if (!this.closed && this.janusAnswer?.join.room === answer.join.room) this.options.onStreams(streams);
          },
          onLost: () => this.lost(),
          loopbackOnly: this.options.loopbackOnly,
          registry: this.options.registry,
        }),
      )
      .then(
        (room) => {
          // Closed, moved to another room or back to the mesh while it opened: that room is not wanted any more.
          if (this.closed || this.janusAnswer?.join.room !== room.room) return room.close();
          this.janus = room;
          room.update(this.janusAnswer.join);
          for (const [userId, width] of this.widths) room.setTileWidth(userId, width);
        },
        (err: unknown) => {
          console.warn('Janus:', err instanceof Error ? err.message : err);
          this.lost();
        },
      )
      .finally(() => {
        this.opening = null;
        // Another room's answer came while this one opened.
        this.openJanus();
      });
  }

  private lost(): void {
    this.janus?.close();
    this.janus = null;
    this.options.onStreams(new Map());
    if (!this.closed) setTimeout(() => this.openJanus(), REJOIN_MS);
  }
}
