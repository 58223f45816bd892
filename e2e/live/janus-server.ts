import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { janusFromEnv, startJanus, type JanusServer } from '../../scripts/lib/janus.ts';
import { appServerEnv } from '../support/app-server-env.ts';
import { JANUS_APP_PORT } from '../support/ports.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The e2e server a second time, with its rooms' media through Janus (ADR 0086): the Janus `npm test` started
 * (TEST_JANUS_*), or one of its own when the spec runs alone. Only the Janus spec pays for it; `stop` ends both.
 */
export async function startJanusAppServer(): Promise<{ baseUrl: string; stop(): void }> {
  const given = janusFromEnv();
  const own: JanusServer | undefined = given ? undefined : await startJanus();
  const janus = given ?? own!;
  const dataDir = path.join(root, `.tmp/e2e-data-${JANUS_APP_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // Its log stays beside its database for a failed run to read.
  const log = openSync(path.join(dataDir, 'server.log'), 'w');
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      // Without Playwright's own loader options, which are for its workers.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS')),
      ...appServerEnv(JANUS_APP_PORT, dataDir),
      JANUS_URL: janus.url,
      JANUS_ADMIN_URL: janus.adminUrl,
      JANUS_ADMIN_SECRET: janus.adminSecret,
      JANUS_TOKEN_SECRET: janus.tokenSecret,
    },
  });
  const stop = () => {
    if (server.exitCode === null) server.kill();
    own?.stop();
  };
  // A worker that ends without its afterAll (a timed-out hook) takes them along all the same.
  process.once('exit', stop);
  const baseUrl = `http://localhost:${JANUS_APP_PORT}`;
  for (let waited = 0; waited < 180_000; waited += 500) {
    if (server.exitCode !== null) break;
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('The Janus e2e server did not start');
}
