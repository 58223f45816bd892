import type { SignalData } from '@parley/contracts';
import { isLoopbackCandidate, loopbackCandidates } from './loopback.ts';

export interface PeerLinkOptions {
  peerId: number;
  /** The polite side gives way when both offer at once ("perfect negotiation"). */
  polite: boolean;
  iceServers: RTCIceServer[];
  local: MediaStream | null;
  /** What the link carries: camera and microphone (the default); a screen share's link only video, or nothing until the sharer's offer brings it. */
  kinds?: readonly Kind[];
  send: (data: SignalData) => void;
  onStream: (stream: MediaStream) => void;
  /** Keeps only 127.0.0.1 candidates (browser tests on one machine, docs/features/live.md). */
  loopbackOnly: boolean;
}

type Kind = 'audio' | 'video';
const KINDS: readonly Kind[] = ['audio', 'video'];
/** How long a link may wait for an answer, or negotiated but unconnected, before it tries again. */
const RETRY_MS = 5000;

/**
 * One RTCPeerConnection of the mesh, negotiated with the "perfect negotiation" pattern so either side may
 * renegotiate and a collision resolves itself. Signals are applied strictly in order: a candidate applied before its
 * description, or an offer overtaken by its answer, leaves the connection hanging.
 *
 * The first offer comes from the impolite side only. When both made one at once, the polite side rolled its own back
 * while its candidates were being gathered, and Chromium then never gathered on that connection again (ICE gathering
 * stayed "gathering", no candidate, not even after ICE restarts): no media for good (docs/decisions/0019-live-room-web.md).
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  private readonly options: PeerLinkOptions;
  private remote: MediaStream | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private queue: Promise<void> = Promise.resolve();
  private lastChange = performance.now();
  private readonly watchdog = setInterval(() => this.retryIfStuck(), RETRY_MS / 2);

  constructor(options: PeerLinkOptions) {
    this.options = options;
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc.onnegotiationneeded = () => {
      if (this.options.polite && !this.pc.remoteDescription) return;
      void this.offer();
    };
    this.pc.onicecandidate = ({ candidate }) => this.candidate(candidate);
    this.pc.ontrack = ({ track }) => {
      // A new stream object per track, so the page sees the change and plays it.
      this.remote = new MediaStream([...(this.remote?.getTracks() ?? []), track]);
      options.onStream(this.remote);
    };
    this.pc.oniceconnectionstatechange = () => {
      // From one side only, so two restarts never collide (see above).
      if (this.pc.iceConnectionState === 'failed' && !this.options.polite) this.pc.restartIce();
    };
    this.pc.onsignalingstatechange = () => (this.lastChange = performance.now());
    this.pc.onconnectionstatechange = () => (this.lastChange = performance.now());
    for (const kind of options.kinds ?? KINDS) {
      const track = options.local?.getTracks().find((t) => t.kind === kind);
      // Without a device of this kind we still receive the other side's.
      if (track) this.pc.addTrack(track, options.local!);
      else this.pc.addTransceiver(kind, { direction: 'recvonly' });
    }
  }

  receive(data: SignalData): void {
    this.queue = this.queue.then(() => this.apply(data)).catch(() => undefined);
  }

  /** A new camera or microphone: swapped in place, or sent from now on where only receiving so far. */
  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const transceiver = this.pc
      .getTransceivers()
      .find((t) => t.receiver.track.kind === track.kind && t.currentDirection !== 'stopped');
    if (!transceiver) return;
    await transceiver.sender.replaceTrack(track);
    if (transceiver.direction === 'recvonly') transceiver.direction = 'sendrecv';
  }

  close(): void {
    clearInterval(this.watchdog);
    this.pc.close();
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.describe();
    } finally {
      this.makingOffer = false;
    }
  }

  private describe(): void {
    const description = this.pc.localDescription;
    if (description?.type !== 'offer' && description?.type !== 'answer') return;
    const sdp = this.options.loopbackOnly ? loopbackCandidates(description.sdp) : description.sdp;
    this.options.send({ kind: description.type, sdp });
  }

  /**
   * Signals can be lost: the other side's socket was still being set up, or was reconnecting. An offer left
   * unanswered is sent again (with the candidates gathered since); a link negotiated but not connected restarts ICE
   * from the impolite side, whose new offer the polite side accepts (as its first, after a reload of the polite side).
   */
  private retryIfStuck(): void {
    const { connectionState, signalingState } = this.pc;
    if (connectionState === 'connected' || this.makingOffer) return;
    if (performance.now() - this.lastChange < RETRY_MS) return;
    this.lastChange = performance.now();
    if (signalingState === 'have-local-offer') this.describe();
    else if (signalingState === 'stable' && !this.options.polite) this.pc.restartIce();
  }

  private candidate(candidate: RTCIceCandidate | null): void {
    if (!candidate?.candidate) return;
    if (this.options.loopbackOnly && !isLoopbackCandidate(candidate.candidate)) return;
    this.options.send({
      kind: 'candidate',
      candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex },
    });
  }

  private async apply(data: SignalData): Promise<void> {
    if (data.kind === 'candidate') {
      try {
        await this.pc.addIceCandidate(data.candidate);
      } catch (err) {
        // Candidates of an offer we ignored are expected to fail.
        if (!this.ignoreOffer) throw err;
      }
      return;
    }
    const collision = data.kind === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) return;
    await this.pc.setRemoteDescription({ type: data.kind, sdp: data.sdp });
    if (data.kind === 'offer') {
      await this.pc.setLocalDescription();
      this.describe();
    }
  }
}
