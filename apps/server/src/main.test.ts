import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilUp } from './test/server-process.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-main-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('stops on a bad configuration with every problem listed', async () => {
    const server = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DATA_DIR: dataDir });
    expect(await server.exited).toBe(2);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL: must be a postgres:// URL');
  });

  it(
    'seeds on first start, finishes in-flight requests on SIGTERM, closes the database and starts again on it',
    { timeout: 120_000 },
    async () => {
      for (let run = 0; run < 2; run++) {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
        await waitUntilUp(`${base}/api/health`, server.child);
        // Logins hash passwords two at a time: a queue of them is still being worked on when the signal lands.
        const inFlight = Array.from({ length: 8 }, () =>
          fetch(`${base}/api/v1/sdk/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'demo@parley.local', password: 'parley-demo' }),
          }),
        );
        // Signal only once the server has accepted all of them, so each one is genuinely in flight.
        while ((server.output().match(/"url":"\/api\/v1\/sdk\/auth\/login"/g) ?? []).length < 8) {
          await new Promise((r) => setTimeout(r, 5));
        }
        server.child.kill('SIGTERM');
        const statuses = await Promise.all(inFlight.map((p) => p.then((r) => r.status)));
        expect(statuses).toEqual(Array(8).fill(200));
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('shutting down');
      }
    },
  );
});
