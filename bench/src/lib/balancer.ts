import { WebSocket } from 'ws';
import type { SocketLike } from '../../../apps/web/src/lib/realtime/live-socket.ts';

const CONNECTING = 0;
const CLOSED = 3;

const refused = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === 'ECONNREFUSED' ||
  (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

/**
 * A load balancer in front of the instances, as nginx with `proxy_next_upstream error` is: a connection goes to its
 * person's instance and, when that one refuses connections (killed), to the next. Nothing else is rerouted: a socket
 * or a request already on a killed instance fails, and the client does what it does on any drop.
 */
export class Balancer {
  private readonly upstreams: string[];

  constructor(upstreams: string[]) {
    this.upstreams = upstreams;
  }

  /** The instances in the order `home` tries them. */
  private order(home: number): string[] {
    return this.upstreams.map((_, i) => this.upstreams[(home + i) % this.upstreams.length]!);
  }

  /** The web client's socket (`openSocket`): `url`'s path and query, opened on the first instance that accepts. */
  socket(url: string, home: number, watch: SocketWatch): BalancedSocket {
    const { pathname, search } = new URL(url);
    return new BalancedSocket(
      this.order(home).map((upstream) => `${upstream.replace(/^http/, 'ws')}${pathname}${search}`),
      watch,
    );
  }

  /** A call, sent to the first instance that accepts the connection. */
  async fetch(home: number, path: string, init: RequestInit): Promise<Response> {
    const [first, ...rest] = this.order(home);
    let last: unknown;
    for (const upstream of [first!, ...rest]) {
      try {
        return await fetch(upstream + path, init);
      } catch (err) {
        if (!refused(err)) throw err;
        last = err;
      }
    }
    throw last;
  }
}

/** What a benchmark sees of a socket besides the client: each frame as it arrives, and the close. */
export interface SocketWatch {
  frame(text: string): void;
  closed(code: number): void;
}

/** The browser socket's surface (SocketLike) over `ws`, trying each upstream in turn while they refuse. */
export class BalancedSocket implements SocketLike {
  readyState = CONNECTING;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  private socket: WebSocket | null = null;
  private readonly urls: string[];
  private readonly watch: SocketWatch;

  constructor(urls: string[], watch: SocketWatch) {
    this.urls = urls;
    this.watch = watch;
    this.attempt(0);
  }

  private attempt(i: number) {
    const socket = new WebSocket(this.urls[i]!);
    this.socket = socket;
    socket.on('open', () => {
      this.readyState = socket.readyState;
      this.onopen?.({});
    });
    socket.on('message', (data) => {
      const frame = String(data);
      this.watch.frame(frame);
      this.onmessage?.({ data: frame });
    });
    socket.on('error', (err) => {
      if (this.readyState === CONNECTING && refused(err) && i + 1 < this.urls.length) this.attempt(i + 1);
    });
    socket.on('close', (code, reason) => {
      if (this.socket !== socket) return;
      this.readyState = CLOSED;
      this.watch.closed(code);
      this.onclose?.({ code, reason: String(reason) });
    });
  }

  send(data: string) {
    this.socket?.send(data);
  }

  close(code?: number, reason?: string) {
    this.socket?.close(code, reason);
  }

  /** The network drops: the client sees 1006, as after a lost connection. */
  drop() {
    this.socket?.terminate();
  }
}
