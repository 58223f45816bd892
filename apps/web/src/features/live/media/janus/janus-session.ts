/** A message of Janus's JSON API (https://janus.conf.meetecho.com/docs/rest.html), as far as this client reads it. */
export interface JanusMessage {
  janus: string;
  transaction?: string;
  sender?: number;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: PluginData };
  jsep?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit & { completed?: boolean };
}
export type PluginData = Record<string, unknown> & { videoroom?: string; error_code?: number };

/** What a plugin handle hears: its plugin's events (with a description to answer, if any) and Janus's trickle. */
export interface HandleListener {
  onEvent(data: PluginData, jsep: RTCSessionDescriptionInit | undefined): void;
  onCandidate?(candidate: RTCIceCandidateInit | null): void;
}

export class JanusError extends Error {}

/** What went wrong with Janus goes to the console as a warning: the room goes on, with whom it can receive. */
export const warn = (err: unknown) => console.warn('Janus:', err instanceof Error ? err.message : err);

/** Janus closes a session this long after its last request: keepalives go at a third of its default 60 s. */
const KEEPALIVE_MS = 20_000;
const VIDEOROOM = 'janus.plugin.videoroom';

/**
 * One Janus session over its WebSocket transport (subprotocol `janus-protocol`): requests are matched to their answers
 * by transaction; a plugin's events go to the handle that sent them, whatever request they answer, so one code path
 * reads each kind of event. Every request carries the token (ADR 0086), renewed by `setToken`.
 */
export class JanusSession {
  private readonly socket: WebSocket;
  private readonly waiting = new Map<string, { resolve(message: JanusMessage): void; reject(err: Error): void }>();
  private readonly handles = new Map<number, HandleListener>();
  private id = 0;
  private token: string;
  private keepalive: ReturnType<typeof setInterval> | undefined;
  private closedByUs = false;

  private constructor(url: string, token: string, onLost: () => void) {
    this.token = token;
    this.socket = new WebSocket(url, 'janus-protocol');
    this.socket.onmessage = ({ data }) => this.read(JSON.parse(String(data)) as JanusMessage);
    this.socket.onclose = () => {
      clearInterval(this.keepalive);
      for (const { reject } of this.waiting.values()) reject(new JanusError('Janus closed the connection'));
      this.waiting.clear();
      if (!this.closedByUs) onLost();
    };
  }

  /** Connects and creates the session; `onLost` hears of a connection that ends without `close`. */
  static async open(url: string, token: string, onLost: () => void): Promise<JanusSession> {
    const session = new JanusSession(url, token, onLost);
    await new Promise<void>((resolve, reject) => {
      session.socket.onopen = () => resolve();
      session.socket.onerror = () => reject(new JanusError('Janus cannot be reached'));
    });
    session.id = (await session.request({ janus: 'create' })).data!.id;
    session.keepalive = setInterval(() => void session.request({ janus: 'keepalive' }).catch(() => session.lose()), KEEPALIVE_MS);
    return session;
  }

  setToken(token: string): void {
    this.token = token;
  }

  /** A VideoRoom handle whose events go to `listener`. */
  async attach(listener: HandleListener): Promise<number> {
    const handle = (await this.request({ janus: 'attach', plugin: VIDEOROOM })).data!.id;
    this.handles.set(handle, listener);
    return handle;
  }

  /** A request to the plugin on `handle`; what it answers comes as an event to the handle's listener. */
  async message(handle: number, body: object, jsep?: RTCSessionDescriptionInit): Promise<void> {
    await this.request({ janus: 'message', handle_id: handle, body, ...(jsep && { jsep }) });
  }

  /** One of this side's candidates, or null once gathering is complete. */
  trickle(handle: number, candidate: RTCIceCandidate | null): void {
    const body = candidate ? candidate.toJSON() : { completed: true };
    void this.request({ janus: 'trickle', handle_id: handle, candidate: body }).catch(() => undefined);
  }

  /**
   * Janus no longer knows this session (a keepalive refused: "No such session" after its timeout, or an expired
   * token): what it carried is gone, so the room joins again as after a lost connection.
   */
  private lose(): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close();
  }

  close(): void {
    this.closedByUs = true;
    clearInterval(this.keepalive);
    // Closing the transport ends the session and its handles at Janus (no reclaim timeout is set).
    this.socket.close();
  }

  private request(body: Record<string, unknown> & { janus: string }): Promise<JanusMessage> {
    const transaction = crypto.randomUUID();
    return new Promise((resolve, reject) => {
      if (this.socket.readyState !== WebSocket.OPEN) return reject(new JanusError('Janus is not connected'));
      this.waiting.set(transaction, { resolve, reject });
      this.socket.send(JSON.stringify({ ...body, transaction, token: this.token, ...(this.id && { session_id: this.id }) }));
    });
  }

  private read(message: JanusMessage): void {
    // Janus ended the session (keepalives went unanswered for its timeout).
    if (message.janus === 'timeout') return this.lose();
    const listener = message.sender === undefined ? undefined : this.handles.get(message.sender);
    if (message.janus === 'event' && message.plugindata) listener?.onEvent(message.plugindata.data, message.jsep);
    else if (message.janus === 'trickle') listener?.onCandidate?.(message.candidate?.completed ? null : message.candidate!);
    const waiter = message.transaction ? this.waiting.get(message.transaction) : undefined;
    // A plugin's event answers after the ack; both carry the transaction.
    if (!waiter || message.janus === 'event') return;
    this.waiting.delete(message.transaction!);
    if (message.janus === 'error') waiter.reject(new JanusError(message.error?.reason ?? 'Janus refused the request'));
    else waiter.resolve(message);
  }
}
