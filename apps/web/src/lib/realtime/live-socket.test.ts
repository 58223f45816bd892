import { WS_CLOSE, type ServerMessage } from '@parley/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, type LiveSocketOptions, type SocketLike } from './live-socket.ts';
import { shouldReconnect } from './reconnect.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  sent: string[] = [];
  closedWith: number | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
  }
}

const locking = (seq: number) => ({
  type: 'LOCKING',
  seq,
  payload: { locked: seq % 2 === 0 },
});

const renewing: NonNullable<LiveSocketOptions['token']> = async (stale) => (stale ? 'renewed' : 'token-a');

function setup(eventId = 'evt-123456', token = renewing) {
  const sockets: FakeSocket[] = [];
  const received: ServerMessage[] = [];
  const finals: number[] = [];
  const tokens: (string | undefined)[] = [];
  const live = new LiveSocket({
    origin: 'http://localhost:3000',
    eventId,
    onMessage: (m) => received.push(m),
    onFinalClose: (code) => finals.push(code),
    token: (stale) => (tokens.push(stale), token(stale)),
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  return { live, sockets, received, finals, tokens };
}

/** Lets the token promise settle so the socket gets opened. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('LiveSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens with the token and event id, passes on valid messages and skips invalid ones', async () => {
    const { live, sockets, received } = setup();
    live.start();
    await settle();
    const url = new URL(sockets[0]!.url);
    expect(url.origin).toBe('ws://localhost:3000');
    expect(url.pathname).toBe('/api/v1/sdk/event/ws');
    expect(url.searchParams.get('token')).toBe('token-a');
    expect(url.searchParams.get('event_id')).toBe('evt-123456');
    expect(url.searchParams.has('since')).toBe(false);
    expect(url.searchParams.get('batch')).toBe('1');
    sockets[0]!.open();
    sockets[0]!.deliver(locking(1));
    sockets[0]!.deliver({ type: 'LOCKING', seq: 2, payload: { locked: 'yes' } });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(received.map((m) => m.seq)).toEqual([1]);
  });

  it('unpacks an array frame in order, skipping only its invalid messages and those already seen', async () => {
    const { live, sockets, received } = setup();
    live.start();
    await settle();
    sockets[0]!.open();
    sockets[0]!.deliver(locking(2));
    sockets[0]!.deliver([locking(1), locking(3), { type: 'LOCKING', seq: 4, payload: {} }, locking(5)]);
    sockets[0]!.deliver([]);
    expect(received.map((m) => m.seq)).toEqual([2, 3, 5]);
    expect(live.seq).toBe(5);
  });

  it('reconnects after 3 s with the last sequence number and skips replayed messages', async () => {
    const { live, sockets, received } = setup();
    live.start();
    await settle();
    sockets[0]!.open();
    sockets[0]!.deliver(locking(4));
    sockets[0]!.drop(1006);
    await vi.advanceTimersByTimeAsync(2999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    expect(new URL(sockets[1]!.url).searchParams.get('since')).toBe('4');
    sockets[1]!.open();
    sockets[1]!.deliver(locking(4));
    sockets[1]!.deliver(locking(5));
    expect(received.map((m) => m.seq)).toEqual([4, 5]);
  });

  it.each([WS_CLOSE.deliberate, WS_CLOSE.notAllowed, WS_CLOSE.eventOver, WS_CLOSE.replaced])(
    'does not reconnect after close code %i',
    async (code) => {
      const { live, sockets, finals } = setup();
      live.start();
      await settle();
      sockets[0]!.drop(code);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sockets).toHaveLength(1);
      expect(finals).toEqual([code]);
    },
  );

  it('never reconnects for a 4-character event id', async () => {
    const { live, sockets } = setup('abcd');
    live.start();
    await settle();
    sockets[0]!.drop(1006);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
  });

  it('asks for a renewed token after the server refused the last one', async () => {
    const { live, sockets, tokens } = setup();
    live.start();
    await settle();
    sockets[0]!.drop(WS_CLOSE.badToken);
    await vi.advanceTimersByTimeAsync(3000);
    expect(tokens).toEqual([undefined, 'token-a']);
    expect(new URL(sockets[1]!.url).searchParams.get('token')).toBe('renewed');
  });

  it('stops for good when the server signed it out (4401) and the session cannot be renewed', async () => {
    const { live, sockets, finals } = setup('evt-123456', async (stale) => {
      if (stale) throw new Error('the refresh was refused: the session ended');
      return 'token-a';
    });
    live.start();
    await settle();
    sockets[0]!.open();
    sockets[0]!.drop(WS_CLOSE.badToken, 'Signed out');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(finals).toEqual([WS_CLOSE.badToken]);
  });

  it('closes with 3000 when stopped and sends only while open', async () => {
    const { live, sockets } = setup();
    live.start();
    await settle();
    expect(live.send({ type: 'PING' })).toBe(false);
    sockets[0]!.open();
    expect(live.send({ type: 'PING' })).toBe(true);
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'PING' });
    live.stop();
    expect(sockets[0]!.closedWith).toBe(3000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('shouldReconnect', () => {
  it('follows the spec: not after 3000, a final refusal, or for 4-character ids', () => {
    expect(shouldReconnect(1006, 'event-1')).toBe(true);
    expect(shouldReconnect(WS_CLOSE.badToken, 'event-1')).toBe(true);
    expect(shouldReconnect(3000, 'event-1')).toBe(false);
    expect(shouldReconnect(WS_CLOSE.unknownEvent, 'event-1')).toBe(false);
    expect(shouldReconnect(1006, 'ab12')).toBe(false);
  });
});
