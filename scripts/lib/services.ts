import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { run } from './run.ts';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A Postgres server for the API tests: TEST_DATABASE_URL if set, else the machine's own when one answers. */
export async function findPostgres(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    if (process.env.TEST_DATABASE_URL) throw new Error(`TEST_DATABASE_URL is set but does not answer: ${url}`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A Redis server for the bus tests: TEST_REDIS_URL if set, else the machine's own when one answers. */
async function findRedis(): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL ?? LOCAL_REDIS;
  if (await redisAnswers(url)) return url;
  if (process.env.TEST_REDIS_URL) throw new Error(`TEST_REDIS_URL is set but does not answer: ${url}`);
  return undefined;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The machine's Redis, or a throw-away one: the multi-instance tests need a real broker, so when none answers the
 * Debian redis-server is installed if missing and started on a free port, keeping nothing on disk, for this run only.
 */
export async function findOrStartRedis(): Promise<{ url: string; stop(): void } | undefined> {
  const running = await findRedis();
  if (running) return { url: running, stop: () => undefined };
  if (!existsSync('/usr/bin/redis-server')) {
    console.log('No Redis answers: installing redis-server from Debian packages for the tests…');
    const apt = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], apt)) !== 0) return undefined;
    if ((await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], apt)) !== 0) return undefined;
  }
  const port = await freePort();
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    if (await redisAnswers(url)) {
      console.log(`Started a throw-away Redis for the tests on ${url}`);
      return { url, stop: () => child.kill() };
    }
  }
  child.kill();
  return undefined;
}

/** Debian Chromium for Playwright (npm cannot bring a browser here). */
export async function ensureChromium(): Promise<void> {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Installing Chromium from Debian packages…');
  const apt = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], apt)) !== 0) throw new Error('apt-get update failed');
  const code = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], apt);
  if (code !== 0 || !existsSync('/usr/bin/chromium'))
    throw new Error('Chromium could not be installed (apt-get install chromium)');
}
