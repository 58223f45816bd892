import type { SignalData } from '@parley/contracts';
import { PeerLink } from './peer-link.ts';
import { ScreenLinks, type ScreenLinksOptions } from './screen-links.ts';
import type { StatsSource } from './test-hooks.ts';

export interface PeerMeshOptions {
  selfId: number;
  send: (to: number, data: SignalData) => void;
  onStreams: (streams: ReadonlyMap<number, MediaStream>) => void;
  loopbackOnly: boolean;
  /** Filled with the live connections when the browser-test flag is on (test-hooks.ts). */
  registry?: Map<number, StatsSource>;
  /** The room's screen share (ADR 0051), on links of its own to the same members. */
  screens: Omit<ScreenLinksOptions, 'loopbackOnly'>;
}

/**
 * The full mesh of one room: a PeerLink per other member, and the screen share's links beside them. Signals that
 * arrive before the local media is settled (the permission prompt) wait, in order, so no offer is lost; the screen
 * share does not wait for the camera.
 */
export class PeerMesh {
  readonly screens: ScreenLinks;
  private readonly links = new Map<number, PeerLink>();
  private readonly streams = new Map<number, MediaStream>();
  private readonly options: PeerMeshOptions;
  private iceServers: RTCIceServer[] = [];
  private local: MediaStream | null = null;
  private ready = false;
  private cameras = true;
  /** The others in this user's room; `wanted`, those the mesh links cameras to (nobody when a media server does). */
  private members: number[] = [];
  private wanted: number[] = [];
  private waiting: { from: number; data: SignalData }[] = [];
  /** People whose link closed because they left this user's room: their signals still on the way open no new link. */
  private readonly departed = new Set<number>();

  constructor(options: PeerMeshOptions) {
    this.options = options;
    this.screens = new ScreenLinks({ ...options.screens, loopbackOnly: options.loopbackOnly });
  }

  /** The local camera and microphone, or null when there are none or permission was refused. */
  setLocal(stream: MediaStream | null): void {
    this.local = stream;
    if (this.ready) return;
    this.ready = true;
    this.setPeers(this.members, this.iceServers, this.cameras);
    for (const { from, data } of this.waiting.splice(0)) this.receive(from, data);
  }

  /**
   * The members of this user's room (POST rtc/{eventId}); links to anyone else are closed. Without `cameras` (a media
   * server carries the room's cameras, ADR 0086) only the screen share links to them.
   */
  setPeers(ids: number[], iceServers: RTCIceServer[], cameras = true): void {
    this.members = ids.filter((id) => id !== this.options.selfId);
    this.cameras = cameras;
    this.wanted = cameras ? this.members : [];
    this.iceServers = iceServers;
    this.screens.setPeers(this.members, iceServers);
    if (!this.ready) return;
    for (const id of [...this.links.keys()])
      if (!this.wanted.includes(id)) {
        this.drop(id);
        this.departed.add(id);
      }
    for (const id of this.wanted) {
      this.departed.delete(id);
      this.link(id);
    }
  }

  receive(from: number, data: SignalData): void {
    if (!this.ready) return void this.waiting.push({ from, data });
    if (this.departed.has(from) || !this.cameras) return;
    this.link(from).receive(data);
  }

  replaceTrack(track: MediaStreamTrack): void {
    for (const link of this.links.values()) void link.replaceTrack(track);
  }

  drop(id: number): void {
    this.links.get(id)?.close();
    this.links.delete(id);
    this.options.registry?.delete(id);
    if (this.streams.delete(id)) this.options.onStreams(new Map(this.streams));
  }

  close(): void {
    for (const id of [...this.links.keys()]) this.drop(id);
    this.screens.close();
  }

  private link(id: number): PeerLink {
    const existing = this.links.get(id);
    if (existing) return existing;
    const link = new PeerLink({
      peerId: id,
      polite: this.options.selfId > id,
      iceServers: this.iceServers,
      local: this.local,
      send: (data) => this.options.send(id, data),
      onStream: (stream) => {
        this.streams.set(id, stream);
        this.options.onStreams(new Map(this.streams));
      },
      loopbackOnly: this.options.loopbackOnly,
    });
    this.links.set(id, link);
    this.options.registry?.set(id, link.pc);
    return link;
  }
}
