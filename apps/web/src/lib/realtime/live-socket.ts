import {
  serverMessageSchema,
  WS_CLOSE,
  WS_DELIBERATE_CLOSE_CODE,
  WS_RECONNECT_DELAY_MS,
  type ClientMessage,
  type ServerMessage,
} from '@parley/contracts';
import { shouldReconnect } from './reconnect.ts';
import { liveSocketUrl } from './socket-url.ts';
import { socketToken } from './socket-token.ts';

export type LiveSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the browser's WebSocket this client uses, so tests can hand it a fake. */
export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketOptions {
  /**
   * The server's origin, `location.origin` in the web app. Passed in rather than read from the page, so the failover
   * benchmark runs this very client, resume rules and all, in Node.
   */
  origin: string;
  eventId: string;
  onMessage: (message: ServerMessage) => void;
  onStatus?: (status: LiveSocketStatus) => void;
  /** The socket closed for good (not reconnecting): its code and reason. */
  onFinalClose?: (code: number, reason: string) => void;
  token?: (stale?: string) => Promise<string>;
  openSocket?: (url: string) => SocketLike;
  delayMs?: number;
}

const OPEN = 1;

/**
 * The live room's socket: validates what the server sends against the contract, remembers the last sequence
 * number, and after a close that allows it (reconnect.ts) opens again in WS_RECONNECT_DELAY_MS asking for what it
 * missed.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private lastSeq = 0;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private staleToken: string | undefined;
  private readonly options: LiveSocketOptions;

  constructor(options: LiveSocketOptions) {
    this.options = options;
  }

  get seq(): number {
    return this.lastSeq;
  }

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  /** Sends when open; momentary messages (signalling) sent meanwhile would be stale by the next open anyway. */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.close(WS_DELIBERATE_CLOSE_CODE, 'left');
    this.socket = null;
    this.options.onStatus?.('closed');
  }

  private async connect(): Promise<void> {
    this.options.onStatus?.(this.lastSeq > 0 ? 'reconnecting' : 'connecting');
    let token: string;
    try {
      token = await (this.options.token ?? socketToken)(this.staleToken);
    } catch {
      // No usable session (the refresh failed and logged out): nothing to reconnect with.
      return this.finish(WS_CLOSE.badToken, 'session ended');
    }
    if (this.stopped) return;
    const open = this.options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = open(liveSocketUrl(this.options.origin, token, this.options.eventId, this.lastSeq));
    this.socket = socket;
    socket.onopen = () => {
      this.staleToken = undefined;
      this.options.onStatus?.('open');
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === WS_CLOSE.badToken) this.staleToken = token;
      this.closed(event.code, event.reason);
    };
  }

  private receive(data: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return;
    }
    // One frame holds one message or, since the socket asked for batch=1, an array of them in sequence order.
    for (const item of Array.isArray(json) ? (json as unknown[]) : [json]) {
      const parsed = serverMessageSchema.safeParse(item);
      if (parsed.success) this.apply(parsed.data);
    }
  }

  private apply(message: ServerMessage): void {
    if (message.seq !== null) {
      // A snapshot replaces everything; a replayed message we already applied is skipped.
      if (message.type !== 'SNAPSHOT' && message.seq <= this.lastSeq) return;
      this.lastSeq = message.seq;
    }
    this.options.onMessage(message);
  }

  private closed(code: number, reason: string): void {
    if (this.stopped) return;
    if (!shouldReconnect(code, this.options.eventId)) return this.finish(code, reason);
    this.options.onStatus?.('reconnecting');
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, this.options.delayMs ?? WS_RECONNECT_DELAY_MS);
  }

  private finish(code: number, reason: string): void {
    this.stopped = true;
    this.options.onStatus?.('closed');
    this.options.onFinalClose?.(code, reason);
  }
}
