import { existsSync } from 'node:fs';
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

/** A Redis server for the bus tests: TEST_REDIS_URL if set, else the machine's own when one answers. */
export async function findRedis(): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL ?? LOCAL_REDIS;
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return url;
  } catch {
    if (process.env.TEST_REDIS_URL) throw new Error(`TEST_REDIS_URL is set but does not answer: ${url}`);
    return undefined;
  } finally {
    client.disconnect();
  }
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
