import { EventEmitter } from 'node:events';
import { WS_CLOSE } from '@parley/contracts';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { LiveConnection, type HubContext } from './live.connection.ts';
import { messageRates } from './message-rates.ts';

/** A socket the test writes frames into, as ws hands them over. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  closedWith: number | null = null;
  close(code: number) {
    this.closedWith = code;
    this.readyState = 2;
  }
  ping() {}
  terminate() {}
}

describe('a live connection before its door has answered', () => {
  it('holds a few frames, and closes with 1008 a socket that sends more than it may hold', () => {
    const socket = new FakeSocket();
    // The door never answers: everything the client sends waits for it.
    const hub = {
      authenticator: { authenticateToken: () => new Promise(() => undefined) },
      allowedOrigins: new Set<string>(),
      heartbeatMs: 60_000,
      messageRates: messageRates(60),
      onError: () => undefined,
    } as unknown as HubContext;
    new LiveConnection(socket as unknown as WebSocket, hub).start({ query: { token: 't', event_id: 'e' }, origin: undefined });
    const frame = Buffer.from(JSON.stringify({ type: 'PING', padding: 'x'.repeat(60_000) }));
    for (let i = 0; i < 4; i++) socket.emit('message', frame);
    expect(socket.closedWith).toBeNull();
    socket.emit('message', frame);
    expect(socket.closedWith).toBe(WS_CLOSE.flood);
    socket.emit('close');
  });
});
