import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startJanus, type JanusServer } from './janus.ts';
import { run } from './run.ts';

/** The machine's own Postgres server, as Debian's package sets it up. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

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
  try {
    await ensureDebianPackages(['redis-server'], 'no Redis answers and the multi-instance tests need one');
  } catch {
    return undefined;
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

/**
 * Installs with apt-get those of `packages` that dpkg does not list as installed (nothing, and no apt-get update,
 * when all are there). Throws when the install fails.
 */
export async function ensureDebianPackages(packages: string[], reason: string): Promise<void> {
  // One dpkg-query for all: it prints the packages it knows (exiting 1 when some are unknown, which are missing too).
  const listed = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Status}\n', ...packages], { encoding: 'utf8' }).stdout ?? '';
  const installed = new Set(
    listed
      .split('\n')
      .filter((line) => line.endsWith(' install ok installed'))
      .map((line) => line.split(' ')[0]),
  );
  const missing = packages.filter((name) => !installed.has(name));
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(', ')} from Debian packages (${reason})…`);
  const apt = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], apt)) !== 0) throw new Error('apt-get update failed');
  if ((await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], apt)) !== 0)
    throw new Error(`apt-get install ${missing.join(' ')} failed`);
}

/**
 * The local speech engines (platform/speech, ADR 0020): ffmpeg converts, pocketsphinx recognises and aligns (the
 * test data holds the LibriVox clips of the quality report), espeak-ng, flite and festival speak, link-grammar is
 * the grammar check's parser.
 */
export const SPEECH_PACKAGES = [
  'ffmpeg',
  'pocketsphinx',
  'pocketsphinx-en-us',
  'pocketsphinx-testdata',
  'espeak-ng',
  'flite',
  'festival',
  'festvox-us-slt-hts',
  'festvox-kallpc16k',
  'link-grammar',
];

/** Debian Chromium for Playwright (npm cannot bring a browser here). */
export async function ensureChromium(): Promise<void> {
  await ensureDebianPackages(['chromium', 'fonts-liberation'], 'the end-to-end tests drive Debian Chromium');
  if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium could not be installed (apt-get install chromium)');
}

/**
 * A throw-away Janus for the live rooms' media tests (ADR 0086): the Debian package installed if missing, started with
 * a configuration of its own for this run. Without it the Janus tests report themselves skipped.
 */
export async function startTestJanus(): Promise<JanusServer | undefined> {
  try {
    await ensureDebianPackages(['janus'], "the live rooms' media tests run a real Janus");
    return await startJanus();
  } catch (err) {
    console.log(`No Janus for the tests: ${(err as Error).message}`);
    return undefined;
  }
}
