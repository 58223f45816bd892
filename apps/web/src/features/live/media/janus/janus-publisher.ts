import type { JanusJoin } from '@parley/contracts';
import { isLoopbackCandidate, loopbackCandidates } from '../loopback.ts';
import { warn, type JanusSession, type PluginData } from './janus-session.ts';

export interface PublisherOptions {
  session: JanusSession;
  join: JanusJoin;
  iceServers: RTCIceServer[];
  local: MediaStream | null;
  loopbackOnly: boolean;
  /** Joined: this participant's private id, which its subscriptions carry (the room requires it). */
  onJoined(privateId: number): void;
  /** Feeds publishing in the room now, as they start (`started`) or stop. */
  onFeeds(change: { started: number[] } | { stopped: number }): void;
}

/**
 * Three layers of the camera (simulcast), highest first as Janus reads rids by default ("hml"): a small tile asks
 * Janus for the lowest. A camera too small for a layer (the browser tests' 160×120) leaves it out by itself.
 */
const LAYERS: RTCRtpEncodingParameters[] = [
  { rid: 'h', maxBitrate: 900_000 },
  { rid: 'm', maxBitrate: 300_000, scaleResolutionDownBy: 2 },
  { rid: 'l', maxBitrate: 100_000, scaleResolutionDownBy: 4 },
];

type PublisherEvent = PluginData & { publishers?: { id: number }[]; private_id?: number; error?: string };

/** The VideoRoom's answer when the feed id is taken, and how long to wait before joining again. */
const ID_EXISTS = 436;
const RETRY_MS = 2000;

/**
 * This user's feed in the VideoRoom: joined as a publisher under the feed id our server gave, publishing one peer
 * connection with the microphone first and the camera second, so their media lines are the ones the server mutes by
 * (`JANUS_MIDS`). Both lines are offered without a device too; a device that comes later is swapped in.
 */
export class JanusPublisher {
  readonly pc: RTCPeerConnection;
  private handle = 0;
  private events: Promise<void> = Promise.resolve();
  private readonly options: PublisherOptions;

  constructor(options: PublisherOptions) {
    this.options = options;
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    const track = (kind: 'audio' | 'video') => options.local?.getTracks().find((t) => t.kind === kind) ?? null;
    const streams = options.local ? [options.local] : [];
    this.pc.addTransceiver(track('audio') ?? 'audio', { direction: 'sendonly', streams });
    this.pc.addTransceiver(track('video') ?? 'video', { direction: 'sendonly', streams, sendEncodings: LAYERS });
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate && options.loopbackOnly && !isLoopbackCandidate(candidate.candidate)) return;
      if (this.handle) options.session.trickle(this.handle, candidate?.candidate ? candidate : null);
    };
  }

  async start(): Promise<void> {
    this.handle = await this.options.session.attach({
      onEvent: (data, jsep) => {
        this.events = this.events.then(() => this.read(data as PublisherEvent, jsep)).catch(warn);
      },
    });
    await this.join();
  }

  private async join(): Promise<void> {
    const { session, join } = this.options;
    const body = { request: 'join', ptype: 'publisher', room: join.room, id: join.feed_id, token: join.room_token };
    await session.message(this.handle, body);
  }

  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.pc.getTransceivers().find((t) => t.receiver.track.kind === track.kind)?.sender;
    await sender?.replaceTrack(track);
  }

  close(): void {
    this.pc.close();
  }

  private async read(data: PublisherEvent, jsep: RTCSessionDescriptionInit | undefined): Promise<void> {
    // This person's feed is still there from a page that has just gone (a reload): Janus drops it with its connection.
    if (data.error_code === ID_EXISTS) return void setTimeout(() => void this.join().catch(warn), RETRY_MS);
    if (data.error_code !== undefined) return warn(new Error(`Janus refused: ${String(data.error)}`));
    if (data.videoroom === 'joined') {
      this.options.onJoined(data.private_id!);
      this.options.onFeeds({ started: (data.publishers ?? []).map((p) => p.id) });
      return this.publish();
    }
    if (jsep?.type === 'answer') await this.pc.setRemoteDescription(jsep);
    if (data.publishers) this.options.onFeeds({ started: data.publishers.map((p) => p.id) });
    // Another feed ended: it unpublished, left, or our server had it kicked.
    for (const key of ['unpublished', 'leaving', 'kicked'] as const)
      if (typeof data[key] === 'number') this.options.onFeeds({ stopped: data[key] });
  }

  private async publish(): Promise<void> {
    await this.pc.setLocalDescription(await this.pc.createOffer());
    const offer = this.pc.localDescription!;
    const sdp = this.options.loopbackOnly ? loopbackCandidates(offer.sdp) : offer.sdp;
    await this.options.session.message(this.handle, { request: 'publish' }, { type: 'offer', sdp });
  }
}
