import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { createOutboxes } from './socket-outbox.ts';

/** A socket whose unsent backlog the test sets, as a client that stopped reading leaves it. */
function slowSocket() {
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    sent: [] as string[],
    terminated: false,
    send(data: string | Buffer) {
      socket.sent.push(String(data));
    },
    terminate() {
      socket.terminated = true;
      socket.readyState = 3;
    },
    close() {
      socket.readyState = 2;
    },
  };
  return socket;
}

describe('a socket’s outbox', () => {
  const limits = { bytes: 1000, graceMs: 10_000, maxBytes: 8000 };

  it('drops a socket whose backlog stays above the limit past the grace, not one that catches up', () => {
    let t = 0;
    const outboxes = createOutboxes(limits, () => t);
    const [slow, catching] = [slowSocket(), slowSocket()];
    const outs = [slow, catching].map((s) => outboxes.open(s as unknown as WebSocket, false));
    slow.bufferedAmount = catching.bufferedAmount = 2000;
    for (const out of outs) out.push('"a"');
    t += 9_000;
    catching.bufferedAmount = 10;
    for (const out of outs) out.push('"b"');
    expect([slow.terminated, catching.terminated]).toEqual([false, false]);
    catching.bufferedAmount = 2000;
    t += 1_000;
    for (const out of outs) out.push('"c"');
    expect([slow.terminated, catching.terminated]).toEqual([true, false]);
    expect(slow.sent).toEqual(['"a"', '"b"', '"c"']);
  });

  it('drops a socket at once when its backlog passes the most any socket may hold', async () => {
    const outboxes = createOutboxes(limits, () => 0);
    const socket = slowSocket();
    const out = outboxes.open(socket as unknown as WebSocket, true);
    socket.bufferedAmount = 9000;
    out.push('"a"');
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.terminated).toBe(true);
    out.push('"b"');
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.sent).toEqual(['"a"']);
  });
});
