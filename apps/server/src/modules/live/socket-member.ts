import { WS_CLOSE, type ServerMessage } from '@parley/contracts';
import type { WebSocket } from 'ws';
import { closeAfter } from './close-codes.ts';
import type { Envelope } from './live.bus.ts';
import { encode, isFor } from './live.channel.ts';
import type { LocalSocket } from './event-sockets.ts';
import type { Outbox } from './socket-outbox.ts';

/**
 * An admitted socket as its event's channel sees it: each message meant for its person once, in sequence order,
 * starting after what its replay covered.
 */
export class SocketMember implements LocalSocket {
  readonly userId: number;
  private readonly socket: WebSocket;
  private readonly out: Outbox;
  private lastSeq = 0;
  /** What the channel delivers while the replay is read waits here; null once the replay is sent. */
  private held: [Envelope, string][] | null = [];

  constructor(userId: number, socket: WebSocket, out: Outbox) {
    this.userId = userId;
    this.socket = socket;
    this.out = out;
  }

  send(message: ServerMessage) {
    this.sendFrame(encode(message));
  }

  sendFrame(frame: string) {
    this.out.push(frame);
  }

  receive(envelope: Envelope, frame: string) {
    if (this.held) return void this.held.push([envelope, frame]);
    if (!isFor(envelope, this.userId, this.lastSeq)) return;
    this.lastSeq = envelope.message.seq;
    this.out.push(frame);
    const close = closeAfter(envelope.message, this.userId);
    if (close) this.out.close(close.code, close.reason);
  }

  /** The replay brought the socket to `seq`: what was held goes out now, but nothing the replay covered. */
  caughtUp(seq: number) {
    this.lastSeq = seq;
    const held = this.held ?? [];
    this.held = null;
    for (const [envelope, frame] of held) this.receive(envelope, frame);
  }

  shutDown() {
    this.socket.close(1001, 'Server shutting down');
  }

  replaced() {
    this.out.close(WS_CLOSE.replaced, 'Opened again elsewhere');
  }
}
