import type { JanusJoin } from '@parley/contracts';
import { isLoopbackCandidate, loopbackCandidates } from '../loopback.ts';
import { warn, type JanusSession, type PluginData } from './janus-session.ts';

export interface SubscriberOptions {
  session: JanusSession;
  join: JanusJoin;
  iceServers: RTCIceServer[];
  privateId: number;
  loopbackOnly: boolean;
  /** The tracks received now, by feed; called after every change. */
  onTracks(byFeed: ReadonlyMap<number, MediaStreamTrack[]>): void;
}

interface SubscribedStream {
  mid: string;
  type: string;
  feed_id?: number;
  active?: boolean;
}
type SubscriberEvent = PluginData & { streams?: SubscribedStream[]; error?: string };

/** How long a refused subscription change waits before it is asked again. */
const RETRY_MS = 1000;

/**
 * Everyone else's feeds over one peer connection (a multistream subscription): the VideoRoom offers, this side answers.
 * `want` says which feeds to receive; changes wait until the first offer is answered, and Janus may fold several
 * updates into one offer. A feed's video layer (simulcast) follows its tile's size: `setSubstream`.
 */
export class JanusSubscriber {
  readonly pc: RTCPeerConnection;
  private handle = 0;
  private joined = false;
  private ready = false;
  private events: Promise<void> = Promise.resolve();
  private readonly wanted = new Set<number>();
  private readonly requested = new Set<number>();
  private readonly substreams = new Map<number, number>();
  /** Our side's mids by the feed they carry, from Janus's latest description of the subscription. */
  private mids = new Map<string, SubscribedStream & { feed_id: number }>();
  private readonly options: SubscriberOptions;

  constructor(options: SubscriberOptions) {
    this.options = options;
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc.ontrack = () => this.report();
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate && options.loopbackOnly && !isLoopbackCandidate(candidate.candidate)) return;
      if (this.handle) options.session.trickle(this.handle, candidate?.candidate ? candidate : null);
    };
  }

  /**
   * Receive exactly these feeds. A feed that stopped publishing is unsubscribed from, and no longer shown at once: after
   * a kick, Janus 1.1 often leaves the feed's lines in the subscription (no new offer, and an unsubscribe from a feed it
   * no longer has changes nothing), though nothing comes on them.
   */
  want(feeds: Iterable<number>): void {
    this.wanted.clear();
    for (const feed of feeds) this.wanted.add(feed);
    void this.sync().catch(warn);
    this.report();
  }

  /** Which simulcast layer of a feed to receive: 0 the smallest, 2 the largest. */
  setSubstream(feed: number, substream: number): void {
    if (this.substreams.get(feed) === substream) return;
    this.substreams.set(feed, substream);
    const video = [...this.mids.values()].find((s) => s.feed_id === feed && s.type === 'video');
    if (this.ready && video)
      void this.options.session
        .message(this.handle, { request: 'configure', streams: [{ mid: video.mid, substream }] })
        .catch(warn);
  }

  /** Our side's mids of a feed (its stats are those of the inbound streams on them). */
  midsOf(feed: number): string[] {
    return [...this.mids.values()].filter((s) => s.feed_id === feed).map((s) => s.mid);
  }

  close(): void {
    this.pc.close();
  }

  /** This subscription's state, and the video frames decoded so far on each feed's lines, wanted or not. */
  async describe() {
    const { joined, ready, wanted, requested, mids, pc } = this;
    const framesByFeed: Record<number, number> = {};
    (await pc.getStats()).forEach((r: { type: string; kind?: string; mid?: string; framesDecoded?: number }) => {
      const feed = r.type === 'inbound-rtp' && r.kind === 'video' ? mids.get(r.mid ?? '')?.feed_id : undefined;
      if (feed !== undefined) framesByFeed[feed] = (framesByFeed[feed] ?? 0) + (r.framesDecoded ?? 0);
    });
    return {
      joined,
      ready,
      wanted: [...wanted],
      requested: [...requested],
      mids: [...mids.values()].map((s) => `${s.mid}:${s.type}:${s.feed_id}`),
      connection: pc.connectionState,
      transceivers: pc.getTransceivers().map((t) => `${t.mid}:${t.currentDirection}`),
      framesByFeed,
    };
  }

  private streamsFor = (feeds: number[]) =>
    feeds.map((feed) => ({ feed, ...(this.substreams.has(feed) && { substream: this.substreams.get(feed) }) }));

  private async sync(): Promise<void> {
    const { session, join, privateId } = this.options;
    const subscribe = [...this.wanted].filter((f) => !this.requested.has(f));
    const unsubscribe = [...this.requested].filter((f) => !this.wanted.has(f));
    if (subscribe.length === 0 && unsubscribe.length === 0) return;
    if (!this.joined) {
      // Set before the first await: a second sync meanwhile must not make a second subscription.
      this.joined = true;
      for (const feed of subscribe) this.requested.add(feed);
      this.handle ||= await session.attach({
        onEvent: (data, jsep) => {
          this.events = this.events.then(() => this.read(data as SubscriberEvent, jsep)).catch(warn);
        },
      });
      const body = { request: 'join', ptype: 'subscriber', room: join.room, private_id: privateId, token: join.room_token };
      return session.message(this.handle, { ...body, streams: this.streamsFor(subscribe) });
    }
    // Until the first offer is answered, changes wait (sync runs again then).
    if (!this.ready) return;
    for (const feed of subscribe) this.requested.add(feed);
    for (const feed of unsubscribe) this.requested.delete(feed);
    await session.message(this.handle, {
      request: 'update',
      ...(subscribe.length > 0 && { subscribe: this.streamsFor(subscribe) }),
      ...(unsubscribe.length > 0 && { unsubscribe: unsubscribe.map((feed) => ({ feed })) }),
    });
  }

  /**
   * A refused join or update: Janus refuses the whole request when one feed in it has just stopped publishing. What
   * is asked for becomes what is received, and the rest is asked for again a moment later.
   */
  private refused(error: string): void {
    warn(new Error(`Janus refused a subscription change: ${error}`));
    this.requested.clear();
    if (this.ready) for (const stream of this.mids.values()) this.requested.add(stream.feed_id);
    else this.joined = false;
    setTimeout(() => void this.sync().catch(warn), RETRY_MS);
  }

  private async read(data: SubscriberEvent, jsep: RTCSessionDescriptionInit | undefined): Promise<void> {
    if (data.error_code !== undefined) return this.refused(String(data.error));
    if (data.streams)
      this.mids = new Map(
        data.streams.flatMap((s) =>
          s.feed_id !== undefined && s.active !== false ? [[s.mid, { ...s, feed_id: s.feed_id }]] : [],
        ),
      );
    if (jsep?.type === 'offer') {
      await this.pc.setRemoteDescription(jsep);
      await this.pc.setLocalDescription(await this.pc.createAnswer());
      const answer = this.pc.localDescription!;
      const sdp = this.options.loopbackOnly ? loopbackCandidates(answer.sdp) : answer.sdp;
      await this.options.session.message(this.handle, { request: 'start' }, { type: 'answer', sdp });
      this.ready = true;
      void this.sync().catch(warn);
    }
    this.report();
  }

  private report(): void {
    const byFeed = new Map<number, MediaStreamTrack[]>();
    for (const transceiver of this.pc.getTransceivers()) {
      const stream = transceiver.mid === null ? undefined : this.mids.get(transceiver.mid);
      if (!stream || !this.wanted.has(stream.feed_id)) continue;
      if (transceiver.currentDirection === 'inactive' || transceiver.currentDirection === 'stopped') continue;
      byFeed.set(stream.feed_id, [...(byFeed.get(stream.feed_id) ?? []), transceiver.receiver.track]);
    }
    this.options.onTracks(byFeed);
  }
}
