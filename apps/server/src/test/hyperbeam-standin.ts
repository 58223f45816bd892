import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Hyperbeam is a cloud we cannot reach here: this stands in for its REST API as far as we use it (POST v0/vm, GET
 * and DELETE v0/vm/{id}, Bearer auth), keeping sessions in memory, recording each request, and failing on demand.
 */
export async function startHyperbeamStandIn(apiKey = 'hb-test-key') {
  const sessions = new Map<
    string,
    { session_id: string; embed_url: string; admin_token: string; termination_date: string | null }
  >();
  const seen: { method: string; path: string; body: unknown }[] = [];
  let failWith: number | null = null;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      seen.push({ method: req.method ?? '', path, body: raw ? (JSON.parse(raw) as unknown) : null });
      const send = (status: number, body?: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(body ? JSON.stringify(body) : '');
      if (req.headers.authorization !== `Bearer ${apiKey}`) return send(401, { code: 'unauthorized' });
      if (failWith !== null) return send(failWith, { code: 'stand-in failure' });
      if (req.method === 'POST' && path === '/v0/vm') {
        const id = randomUUID();
        const session = {
          session_id: id,
          embed_url: `https://${id.slice(0, 8)}.hyperbeam.com/${id}?token=viewer`,
          admin_token: 'admin',
          termination_date: null,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const session = sessions.get(decodeURIComponent(path.replace('/v0/vm/', '')));
      if (!session) return send(404, { code: 'not_found' });
      if (req.method === 'GET') return send(200, session);
      if (req.method === 'DELETE') {
        session.termination_date = new Date().toISOString();
        return send(200);
      }
      return send(405);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    seen,
    sessions,
    fail: (status: number | null) => void (failWith = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
