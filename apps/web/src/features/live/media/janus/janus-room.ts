import type { JanusJoin } from '@parley/contracts';
import type { StatsSource } from '../test-hooks.ts';
import { JanusPublisher } from './janus-publisher.ts';
import { JanusSession } from './janus-session.ts';
import { JanusSubscriber } from './janus-subscriber.ts';

export interface JanusRoomOptions {
  join: JanusJoin;
  iceServers: RTCIceServer[];
  local: MediaStream | null;
  onStreams(streams: ReadonlyMap<number, MediaStream>): void;
  /** The connection to Janus ended without `close` (Janus restarted, the network dropped), or a media connection failed. */
  onLost(): void;
  loopbackOnly: boolean;
  /** Filled with a stats source per person received, when the browser-test flag is on (test-hooks.ts). */
  registry?: Map<number, StatsSource>;
}

/** Which simulcast layer a tile this wide (CSS pixels) needs: the smallest up to 240, the middle up to 480. */
export const substreamFor = (width: number) => (width <= 240 ? 0 : width <= 480 ? 1 : 2);

/**
 * This user in one Janus VideoRoom (ADR 0086): their feed published, everyone else's received, each feed shown as the
 * person our server says publishes under it. Feeds nobody told us about (someone who left our room) are not received.
 */
export class JanusRoom {
  readonly room: number;
  private readonly session: JanusSession;
  private readonly publisher: JanusPublisher;
  private subscriber: JanusSubscriber | null = null;
  private readonly publishing = new Set<number>();
  private userOf = new Map<number, number>();
  private streams = new Map<number, MediaStream>();
  private readonly widths = new Map<number, number>();
  private readonly options: JanusRoomOptions;

  private constructor(session: JanusSession, options: JanusRoomOptions) {
    this.session = session;
    this.options = options;
    this.room = options.join.room;
    this.mapFeeds(options.join);
    if (options.registry) window.__parleyJanus = () => this.describe();
    this.publisher = new JanusPublisher({
      session,
      join: options.join,
      iceServers: options.iceServers,
      local: options.local,
      loopbackOnly: options.loopbackOnly,
      onJoined: (privateId) => this.subscribe(privateId),
      onFeeds: (change) => {
        if ('started' in change) for (const feed of change.started) this.publishing.add(feed);
        else this.publishing.delete(change.stopped);
        this.follow();
      },
    });
    this.rejoinWhenFailed(this.publisher.pc);
  }

  static async open(options: JanusRoomOptions): Promise<JanusRoom> {
    const session = await JanusSession.open(options.join.url, options.join.token, options.onLost);
    const room = new JanusRoom(session, options);
    await room.publisher.start().catch((err: unknown) => {
      room.close();
      throw err;
    });
    return room;
  }

  /** A newer answer for the same room: fresh tokens, and the room's members with their feeds. */
  update(join: JanusJoin): void {
    this.session.setToken(join.token);
    this.mapFeeds(join);
    this.follow();
  }

  replaceTrack(track: MediaStreamTrack): void {
    void this.publisher.replaceTrack(track);
  }

  /** How wide someone's tile is drawn: their video comes in the layer that fills it. */
  setTileWidth(userId: number, width: number): void {
    this.widths.set(userId, width);
    const feed = [...this.userOf].find(([, user]) => user === userId)?.[0];
    if (feed !== undefined) this.subscriber?.setSubstream(feed, substreamFor(width));
  }

  close(): void {
    if (this.options.registry) delete window.__parleyJanus;
    this.subscriber?.close();
    this.publisher.close();
    this.session.close();
    for (const userId of this.streams.keys()) this.options.registry?.delete(userId);
  }

  private async describe() {
    return {
      room: this.room,
      publisher: this.publisher.pc.connectionState,
      publishing: [...this.publishing],
      userOf: Object.fromEntries(this.userOf),
      received: [...this.streams.keys()],
      subscriber: (await this.subscriber?.describe()) ?? null,
    };
  }

  /**
   * A connection to Janus that fails (ICE consent lost: a subscription on a starved machine went `failed` and never came
   * back) is a lost room: it is joined again, as after a lost session.
   */
  private rejoinWhenFailed(pc: RTCPeerConnection): void {
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed') this.options.onLost();
    });
  }

  private mapFeeds(join: JanusJoin): void {
    this.userOf = new Map(join.feeds.filter((f) => f.feed_id !== join.feed_id).map((f) => [f.feed_id, f.user_id]));
  }

  private subscribe(privateId: number): void {
    const { join, iceServers, loopbackOnly } = this.options;
    this.subscriber = new JanusSubscriber({
      session: this.session,
      join,
      iceServers,
      privateId,
      loopbackOnly,
      onTracks: (byFeed) => this.show(byFeed),
    });
    this.rejoinWhenFailed(this.subscriber.pc);
    for (const [userId, width] of this.widths) this.setTileWidth(userId, width);
    this.follow();
  }

  /** Receive the feeds that publish now and belong to someone in our room. */
  private follow(): void {
    this.subscriber?.want([...this.publishing].filter((feed) => this.userOf.has(feed)));
  }

  /** A stream per person, kept while their tracks stay the same, so their tile does not start over. */
  private show(byFeed: ReadonlyMap<number, MediaStreamTrack[]>): void {
    const next = new Map<number, MediaStream>();
    for (const [feed, tracks] of byFeed) {
      const userId = this.userOf.get(feed);
      if (userId === undefined) continue;
      const old = this.streams.get(userId);
      const same = old && old.getTracks().length === tracks.length && tracks.every((t) => old.getTrackById(t.id));
      next.set(userId, same ? old : new MediaStream(tracks));
      this.options.registry?.set(userId, this.statsOf(feed));
    }
    for (const userId of this.streams.keys()) if (!next.has(userId)) this.options.registry?.delete(userId);
    this.streams = next;
    this.options.onStreams(new Map(next));
  }

  /** One person's inbound streams out of the shared subscription's stats. */
  private statsOf(feed: number): StatsSource {
    return {
      getStats: async () => {
        const mids = new Set(this.subscriber?.midsOf(feed));
        const all = (await this.subscriber?.pc.getStats()) ?? new Map();
        const mine = [...all.values()].filter(
          (r: { type: string; mid?: string }) => r.type === 'inbound-rtp' && mids.has(r.mid ?? ''),
        );
        return new Map(mine.map((r: { id: string }) => [r.id, r])) as unknown as RTCStatsReport;
      },
    };
  }
}
