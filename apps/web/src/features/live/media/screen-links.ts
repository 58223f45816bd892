import type { ScreenRole, SignalData } from '@parley/contracts';
import { PeerLink, type PeerLinkOptions } from './peer-link.ts';

export interface ScreenLinksOptions {
  send: (to: number, data: SignalData, role: ScreenRole) => void;
  /** The screens this user receives, by sharer. */
  onScreens: (screens: ReadonlyMap<number, MediaStream>) => void;
  loopbackOnly: boolean;
  /** Filled with the receiving connections when the browser-test flag is on (test-hooks.ts). */
  registry?: Map<number, RTCPeerConnection>;
}

const ignore = () => undefined;

/**
 * A room's screen share, on connections of its own beside the camera mesh (docs/decisions/0051-screen-sharing.md):
 * while this user shares, one sending link to each other member; while someone else shares, one receiving link from
 * them. The sharer always offers and the viewer answers, so the two never collide.
 */
export class ScreenLinks {
  private readonly sending = new Map<number, PeerLink>();
  private readonly receiving = new Map<number, PeerLink>();
  private readonly screens = new Map<number, MediaStream>();
  private readonly options: ScreenLinksOptions;
  private screen: MediaStream | null = null;
  private peers: number[] = [];
  private sharers: number[] = [];
  private iceServers: RTCIceServer[] = [];

  constructor(options: ScreenLinksOptions) {
    this.options = options;
  }

  /** The other members of this user's room, as the camera mesh has them. */
  setPeers(ids: number[], iceServers: RTCIceServer[]): void {
    this.peers = ids;
    this.iceServers = iceServers;
    this.syncSending();
  }

  /** This user's screen once the server has confirmed the share (so the others know to expect it); null: none. */
  share(screen: MediaStream | null): void {
    if (screen === this.screen) return;
    this.screen = screen;
    for (const id of [...this.sending.keys()]) this.stopSending(id);
    this.syncSending();
  }

  /** Who shares a screen with this user's room now, as the room state says. */
  watch(sharers: number[]): void {
    this.sharers = sharers;
    for (const id of [...this.receiving.keys()]) if (!sharers.includes(id)) this.stopReceiving(id);
  }

  receive(from: number, data: SignalData, role: ScreenRole): void {
    if (role === 'viewer') return this.sending.get(from)?.receive(data);
    // From someone this page does not (yet, or any longer) know to share: the sharer's link offers again until answered.
    if (!this.sharers.includes(from)) return;
    this.receivingFrom(from).receive(data);
  }

  close(): void {
    this.share(null);
    this.watch([]);
  }

  private syncSending(): void {
    for (const id of [...this.sending.keys()]) if (!this.peers.includes(id)) this.stopSending(id);
    const screen = this.screen;
    if (!screen) return;
    for (const id of this.peers)
      if (!this.sending.has(id))
        this.sending.set(id, this.link(id, { polite: false, local: screen, kinds: ['video'], onStream: ignore }, 'sharer'));
  }

  private receivingFrom(id: number): PeerLink {
    const existing = this.receiving.get(id);
    if (existing) return existing;
    const onStream = (stream: MediaStream) => {
      this.screens.set(id, stream);
      this.options.onScreens(new Map(this.screens));
    };
    const link = this.link(id, { polite: true, local: null, kinds: [], onStream }, 'viewer');
    this.receiving.set(id, link);
    this.options.registry?.set(id, link.pc);
    return link;
  }

  private link(id: number, parts: Pick<PeerLinkOptions, 'polite' | 'local' | 'kinds' | 'onStream'>, role: ScreenRole): PeerLink {
    return new PeerLink({
      ...parts,
      peerId: id,
      iceServers: this.iceServers,
      send: (data) => this.options.send(id, data, role),
      loopbackOnly: this.options.loopbackOnly,
    });
  }

  private stopSending(id: number): void {
    this.sending.get(id)?.close();
    this.sending.delete(id);
  }

  private stopReceiving(id: number): void {
    this.receiving.get(id)?.close();
    this.receiving.delete(id);
    this.options.registry?.delete(id);
    if (this.screens.delete(id)) this.options.onScreens(new Map(this.screens));
  }
}
