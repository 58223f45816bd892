/**
 * Parley as deployed, for the fault benchmarks (failover, soak): the server's own entry (apps/server/src/main.ts) in
 * child processes with `npm start`'s Node flags, on one database that the benchmark migrated and seeded first.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '@parley/server/platform/db/index';
import { systemClock } from '@parley/server/platform/clock/port';
import { createAccessTokens } from '@parley/server/plugins/auth';
import { seedLiveRooms, type SeededRoom } from './live-seed.ts';
import { startChild, type Child } from './product.ts';
import { startFlags } from './targets.ts';

export interface Instance {
  url: string;
  pid: number;
  /** `kill -9`: no shutdown hook runs, sockets drop as the kernel closes them. */
  kill(): Promise<void>;
  /** SIGTERM (nothing if killed), then removes the instance's own files. */
  stop(): Promise<void>;
}

/** Where the instances keep their data: a database server's database, or (one instance) a PGlite directory. */
export interface Deployment {
  databaseUrl?: string;
  redisUrl?: string;
  /** The PGlite directory, when there is no database server; removed by `cleanUp`. */
  dataDir?: string;
  jwtSecret: string;
}

/** A deployment's database migrated and seeded with one live CHAT event of `people` (the first one hosts). */
export async function seedDeployment(
  options: { databaseUrl?: string; redisUrl?: string },
  people: number,
): Promise<{ deployment: Deployment; event: SeededRoom }> {
  const dataDir = options.databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const deployment: Deployment = {
    ...options,
    ...(dataDir ? { dataDir } : {}),
    jwtSecret: randomBytes(48).toString('base64url'),
  };
  const database = await createDatabase({ DATABASE_URL: options.databaseUrl, DATA_DIR: dataDir ?? os.tmpdir() });
  try {
    await database.migrate();
    const tokens = createAccessTokens(deployment.jwtSecret, systemClock);
    const [event] = await seedLiveRooms(database.db, tokens, { rooms: 1, perRoom: people, type: 'CHAT' });
    return { deployment, event: event! };
  } finally {
    await database.close();
  }
}

/** Signs access tokens as the deployment's servers do: a long run signs a fresh one for each connection. */
export const tokensOf = (deployment: Deployment) => createAccessTokens(deployment.jwtSecret, systemClock);

/** One server process of the deployment on `port`; `env` adds to (or overrides) what every instance gets. */
export async function startInstance(
  deployment: Deployment,
  port: number,
  env: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`;
  // On a database server an instance still keeps files (uploads) of its own.
  const ownDir = deployment.dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const child: Child = await startChild(
    'apps/server/src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: deployment.dataDir ?? ownDir!,
      DATABASE_URL: deployment.databaseUrl ?? '',
      REDIS_URL: deployment.redisUrl ?? '',
      JWT_SECRET: deployment.jwtSecret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Every benchmark person calls from 127.0.0.1.
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      ...env,
    },
    `${url}/api/health`,
    [...startFlags(), ...nodeFlags],
  );
  return {
    url,
    pid: child.process.pid!,
    stop: async () => {
      await child.stop();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
    kill: async () => {
      if (child.process.exitCode !== null || child.process.signalCode !== null) return;
      const exited = new Promise((resolve) => child.process.once('exit', resolve));
      child.process.kill('SIGKILL');
      await exited;
    },
  };
}

export function cleanUp(deployment: Deployment) {
  if (deployment.dataDir) rmSync(deployment.dataDir, { recursive: true, force: true });
}
