import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import { SOCKET_PATHS } from '../../apps/server/src/plugins/roles.ts';

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

/** Each call answers the next upstream of the list, round and round. */
function roundRobin(upstreams: string[]) {
  let next = 0;
  return () => upstreams[next++ % upstreams.length]!;
}

const pathOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://proxy').pathname;
const isSocketPath = (path: string) => (SOCKET_PATHS as readonly string[]).includes(path);

/**
 * The reverse proxy of the multi-instance setup on one machine (ADR 0088), as nginx would be in front of a real one
 * (docs/operations.md): WebSocket upgrades on the socket paths go round the realtime instances, every other request
 * round the api instances, one connection at a time. X-Forwarded-For carries the client's address, which the
 * instances believe from the proxy's own (TRUST_PROXY), so per-IP limits see the client (ADR 0082). An upstream that
 * fails answers 502; nothing is retried elsewhere, as a request may have been half done.
 */
export async function startProxy(options: { port: number; host: string; api: string[]; realtime: string[] }): Promise<Proxy> {
  const proxy = createProxyServer({ xfwd: true });
  const nextApi = roundRobin(options.api);
  const nextRealtime = roundRobin(options.realtime);
  const failed = (res: ServerResponse | Duplex) => {
    if (!('writeHead' in res)) return void res.destroy();
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway: the instance did not answer');
  };
  proxy.on('error', (_err, _req, res) => failed(res));
  const server = createServer((req, res) => void proxy.web(req, res, { target: nextApi() }));
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isSocketPath(pathOf(req)) || options.realtime.length === 0) return void socket.destroy();
    void proxy.ws(req, socket, head, { target: nextRealtime() });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    url: `http://${options.host}:${options.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
