import type { RtcJoin, SignalData } from '@parley/contracts';
import { PeerMesh, type PeerMeshOptions } from './peer-mesh.ts';
import { openServerRoom, serverRoomKey, type ServerAnswer, type ServerRoom } from './server-room.ts';

/** After a lost connection to the media server, the room is joined again this much later, with the last answer. */
const REJOIN_MS = 3000;

/**
 * The media of this user's room, as the server's join answer says (ADR 0086, ADR 0089): over the peer mesh, or through
 * a Janus VideoRoom or a LiveKit room, whose client is loaded only when an answer names it. The screen share keeps its own peer links either
 * way. Like the mesh, nothing starts before the local media is settled.
 */
export class RoomMedia {
  readonly mesh: PeerMesh;
  private readonly options: PeerMeshOptions;
  private server: ServerRoom | null = null;
  /** The answer a media server's room is being opened for (or waits for the local media with). */
  private serverAnswer: ServerAnswer | null = null;
  private opening: Promise<void> | null = null;
  private local: MediaStream | null = null;
  private ready = false;
  private closed = false;
  private readonly widths = new Map<number, number>();
  private muted = { audio: false, video: false };

  constructor(options: PeerMeshOptions) {
    this.options = options;
    this.mesh = new PeerMesh(options);
  }

  get screens() {
    return this.mesh.screens;
  }

  /** The newest join answer for this user's room. */
  join(answer: RtcJoin): void {
    const mesh = answer.provider === 'p2p';
    this.mesh.setPeers(answer.peer_ids, answer.ice_servers, mesh);
    if (mesh) return this.leaveServer();
    if (this.server && this.server.key !== serverRoomKey(answer)) this.leaveServer();
    this.serverAnswer = answer;
    if (this.server) return this.server.update(answer);
    this.openServer();
  }

  setLocal(stream: MediaStream | null): void {
    this.mesh.setLocal(stream);
    this.local = stream;
    this.ready = true;
    this.openServer();
  }

  receive(from: number, data: SignalData): void {
    this.mesh.receive(from, data);
  }

  replaceTrack(track: MediaStreamTrack): void {
    this.mesh.replaceTrack(track);
    this.server?.replaceTrack(track);
  }

  /** How wide a person's tile is drawn: a media server sends the layer of their video that fills it. */
  setTileWidth(userId: number, width: number): void {
    this.widths.set(userId, width);
    this.server?.setTileWidth(userId, width);
  }

  /** The person's own microphone and camera switches, for a media server that must hear them. */
  setMuted(state: { audio: boolean; video: boolean }): void {
    this.muted = state;
    this.server?.setMuted('audio', state.audio);
    this.server?.setMuted('video', state.video);
  }

  close(): void {
    this.closed = true;
    this.leaveServer();
    this.mesh.close();
  }

  private leaveServer(): void {
    if (!this.server && !this.serverAnswer) return;
    this.serverAnswer = null;
    this.server?.close();
    this.server = null;
    this.options.onStreams(new Map());
  }

  private openServer(): void {
    const answer = this.serverAnswer;
    if (!this.ready || !answer || this.opening || this.server) return;
    const key = serverRoomKey(answer);
    const wanted = () => !this.closed && this.serverAnswer !== null && serverRoomKey(this.serverAnswer) === key;
    this.opening = openServerRoom(answer, {
      local: this.local,
      onStreams: (streams) => {
        if (wanted()) this.options.onStreams(streams);
      },
      onLost: () => this.lost(),
      loopbackOnly: this.options.loopbackOnly,
      registry: this.options.registry,
    })
      .then(
        (room) => {
          // Closed, moved to another room or back to the mesh while it opened: that room is not wanted any more.
          if (!wanted() || !this.serverAnswer) return room.close();
          this.server = room;
          room.update(this.serverAnswer);
          for (const [userId, width] of this.widths) room.setTileWidth(userId, width);
          this.setMuted(this.muted);
        },
        (err: unknown) => {
          console.warn(`${answer.provider}:`, err instanceof Error ? err.message : err);
          this.lost();
        },
      )
      .finally(() => {
        this.opening = null;
        // Another room's answer came while this one opened.
        this.openServer();
      });
  }

  private lost(): void {
    this.server?.close();
    this.server = null;
    this.options.onStreams(new Map());
    if (!this.closed) setTimeout(() => this.openServer(), REJOIN_MS);
  }
}
