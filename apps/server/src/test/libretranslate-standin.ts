import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * LibreTranslate is a third-party server we cannot run here: this stands in for it, speaking its documented
 * POST /translate ("[target] text", source detected as English), recording each request, failing on demand.
 */
export async function startLibreTranslateStandIn(port = 0) {
  const seen: Record<string, unknown>[] = [];
  let failures = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const json = JSON.parse(body) as { q: string; target: string };
      seen.push({ path: req.url, ...json });
      if (failures > 0) {
        failures -= 1;
        res.writeHead(429).end('{"error":"Too many requests"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ translatedText: `[${json.target}] ${json.q}`, detectedLanguage: { language: 'en', confidence: 90 } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    failNext: () => void (failures += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
