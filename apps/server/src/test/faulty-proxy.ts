import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';

/**
 * What the network does to one connection: nothing; drops it part-way through the request (the server reads a
 * truncated body); or delivers the whole request and drops the connection before the answer comes back.
 */
export type Fault = 'none' | 'cutRequest' | 'loseAnswer';

/** The request's total length, once its head has arrived (null while incomplete; a body needs a Content-Length). */
function requestLength(head: Buffer): number | null {
  const end = head.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head.subarray(0, end).toString('latin1'));
  return end + 4 + Number(length?.[1] ?? 0);
}

/**
 * A TCP proxy in front of `port` that applies `faultOf(n)` to its n-th connection; `cutAt(n)` is the share of a cut
 * request that still gets through (0 to 1). Real sockets, so the server sees what a lost connection really does.
 */
export async function startFaultyProxy(port: number, faultOf: (n: number) => Fault, cutAt: (n: number) => number) {
  const faults: Fault[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const fault = faultOf(faults.length);
    const share = cutAt(faults.length);
    faults.push(fault);
    const upstream = connect(port, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    let head = Buffer.alloc(0);
    let sent = 0;
    client.on('data', (data: Buffer) => {
      if (fault !== 'cutRequest') return void upstream.write(data);
      head = Buffer.concat([head, data]);
      const total = requestLength(head);
      // The head itself always passes: what is cut is the body.
      const limit = total === null ? Infinity : Math.max(head.indexOf('\r\n\r\n') + 5, Math.floor(total * share));
      const pass = data.subarray(0, Math.max(0, limit - sent));
      sent += pass.length;
      // Once what passes has reached the kernel, the connection goes: the server reads it, then the end.
      if (sent >= limit) upstream.write(pass, drop);
      else upstream.write(pass);
    });
    upstream.on('data', (data: Buffer) => (fault === 'loseAnswer' ? drop() : client.write(data)));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    faults,
    async close() {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
