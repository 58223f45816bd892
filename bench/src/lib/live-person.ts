/**
 * One person of a live-event benchmark: the web app's own live socket client (apps/web/src/lib/realtime/live-socket.ts,
 * with its reconnect and resume rules) on a `ws` socket through the balancer, and what a person sends: microphone
 * toggles on the socket, chat by the API. Everything the client hands the room is logged with its sequence number.
 */
import { performance } from 'node:perf_hooks';
import { liveApi, type ClientMessage, type ServerMessage } from '@parley/contracts';
import { LiveSocket } from '../../../apps/web/src/lib/realtime/live-socket.ts';
import type { BalancedSocket, Balancer } from './balancer.ts';
import type { tokensOf } from './instances.ts';

export interface Member {
  id: number;
  sessionId: string;
}

/** A sequenced message the client applied: its number, and whether it was a snapshot (which replaces all before it). */
export interface Applied {
  seq: number;
  snapshot: boolean;
}

export interface PersonOptions {
  member: Member;
  eventId: string;
  balancer: Balancer;
  /** The instance the balancer sends this person to while it is up. */
  home: number;
  tokens: ReturnType<typeof tokensOf>;
  /** Every message the room hands the client (after the log), for the benchmark's own behaviour. */
  onMessage?: (message: ServerMessage) => void;
}

export class LivePerson {
  readonly id: number;
  readonly home: number;
  readonly applied: Applied[] = [];
  /** Sequenced messages as they came off the wire, and those of them at or below a number already seen there. */
  readonly wire = { sequenced: 0, repeats: 0 };
  /** performance.now() of each socket open, of the first frame after it, and of each close with its code. */
  readonly opens: number[] = [];
  readonly firstFrames: number[] = [];
  readonly closes: { at: number; code: number }[] = [];
  readonly sent = { toggles: 0, togglesWhileClosed: 0, chats: 0, chatsFailed: 0 };
  finalClose: { code: number; reason: string } | null = null;
  /** Rounds started while this person listened (NEXT_ROUND). */
  roundsHeard = 0;
  private readonly socket: LiveSocket;
  private readonly options: PersonOptions;
  private current: BalancedSocket | null = null;
  private wireSeq = 0;
  private awaitingFirstFrame = false;
  private muted = true;

  constructor(options: PersonOptions) {
    this.options = options;
    this.id = options.member.id;
    this.home = options.home;
    this.socket = new LiveSocket({
      origin: 'http://balancer',
      eventId: options.eventId,
      token: (stale) => this.token(stale),
      openSocket: (url) =>
        (this.current = options.balancer.socket(url, options.home, {
          frame: (text) => this.tap(text),
          closed: (code) => this.closes.push({ at: performance.now(), code }),
        })),
      onStatus: (status) => {
        if (status === 'open') {
          this.opens.push(performance.now());
          this.awaitingFirstFrame = true;
        }
      },
      onMessage: (message) => this.apply(message),
      onFinalClose: (code, reason) => (this.finalClose = { code, reason }),
    });
  }

  private held: { token: string; renewAt: number } | null = null;

  /**
   * This person's access token, kept and renewed 5 minutes before its 15 run out, as the web client keeps its token:
   * a run outlasts one, and a new token for every call would fill the server's cache of verified tokens. `stale`: the
   * server refused that one.
   */
  async token(stale?: string) {
    const { member, tokens } = this.options;
    if (!this.held || Date.now() >= this.held.renewAt || stale === this.held.token) {
      const { token } = await tokens.sign({ userId: member.id, sessionId: member.sessionId });
      this.held = { token, renewAt: Date.now() + 10 * 60_000 };
    }
    return this.held.token;
  }

  private tap(frame: string) {
    if (this.awaitingFirstFrame) {
      this.firstFrames.push(performance.now());
      this.awaitingFirstFrame = false;
    }
    const parsed = JSON.parse(frame) as { type: string; seq: number | null } | { type: string; seq: number | null }[];
    for (const { type, seq } of Array.isArray(parsed) ? parsed : [parsed]) {
      if (seq === null) continue;
      if (type !== 'SNAPSHOT') {
        this.wire.sequenced++;
        if (seq <= this.wireSeq) this.wire.repeats++;
      }
      this.wireSeq = Math.max(this.wireSeq, seq);
    }
  }

  private apply(message: ServerMessage) {
    if (message.seq !== null) this.applied.push({ seq: message.seq, snapshot: message.type === 'SNAPSHOT' });
    if (message.type === 'NEXT_ROUND') this.roundsHeard++;
    this.options.onMessage?.(message);
  }

  start() {
    this.socket.start();
  }

  /** Whether the room's first snapshot arrived. */
  get inside() {
    return this.applied.length > 0;
  }

  /** The last sequence number the client holds. */
  get seq() {
    return this.socket.seq;
  }

  send(message: ClientMessage): boolean {
    return this.socket.send(message);
  }

  /** Flips the microphone (MEDIA_STATE); a socket that is not open sends nothing, as in the web app. */
  toggle() {
    this.muted = !this.muted;
    if (this.send({ type: 'MEDIA_STATE', payload: { audio_muted: this.muted, video_muted: false } })) this.sent.toggles++;
    else this.sent.togglesWhileClosed++;
  }

  /** Chat calls not answered yet. */
  readonly calls = new Set<Promise<void>>();

  /** A chat message by the API, through the balancer; a failed call is counted, not retried (the web app shows it). */
  chat(message: string, roomId?: string) {
    const call = this.post(message, roomId).finally(() => this.calls.delete(call));
    this.calls.add(call);
  }

  private async post(message: string, roomId?: string) {
    this.sent.chats++;
    try {
      const res = await this.options.balancer.fetch(this.home, liveApi.chatSend.path, {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ event_id: this.options.eventId, message, ...(roomId ? { room_id: roomId } : {}) }),
      });
      const body = await res.text();
      if (res.status !== 201) this.failed(`${res.status} ${/"error_message":"([^"]*)"/.exec(body)?.[1] ?? ''}`.trim());
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      this.failed(`connection lost (${cause?.code ?? cause?.message ?? String(err)})`);
    }
  }

  /** Failed chat calls by answer. */
  readonly chatFailures = new Map<string, number>();

  private failed(why: string) {
    this.sent.chatsFailed++;
    this.chatFailures.set(why, (this.chatFailures.get(why) ?? 0) + 1);
  }

  /** The connection drops (1006): the client reconnects by its own rules. */
  drop() {
    this.current?.drop();
  }

  stop() {
    this.socket.stop();
  }
}

/** Everyone's failed chat calls by answer, e.g. "connection lost × 3, 404 NOT_FOUND × 1" (or "none"). */
export function chatFailuresOf(people: LivePerson[]): string {
  const all = new Map<string, number>();
  for (const p of people) for (const [why, n] of p.chatFailures) all.set(why, (all.get(why) ?? 0) + n);
  return [...all].map(([why, n]) => `${why} × ${n}`).join(', ') || 'none';
}
