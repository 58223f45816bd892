/**
 * `npm run cluster`: Parley's roles as separate processes on this machine (ADR 0088, docs/operations.md "Several
 * instances"): a proxy on CLUSTER_PORT (3000) in front of two api+realtime instances (the next two ports) and one
 * worker (the third); a fresh Postgres database on the machine's server (dropped at the end) or DATABASE_URL; the
 * machine's Redis or a throw-away one; files under one DATA_DIR that every instance shares (a temporary one unless
 * given), or in S3 (S3_* as given, or `--s3` for an s3rver in this process); Janus when the Debian package is installed
 * (or JANUS_* as given). The web app is built when out of date. Ctrl-C stops everything it started.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3Server } from '../apps/server/src/test/s3-server.ts';
import { startCluster } from './lib/cluster.ts';
import { startJanus } from './lib/janus.ts';
import { createThrowawayDatabase } from '../bench/src/lib/targets.ts';
import { LOCAL_POSTGRES, findOrStartRedis } from './lib/services.ts';
import { WEB_BUILDS, buildWebIfStale } from './lib/web-build.ts';

const port = Number(process.env.CLUSTER_PORT ?? 3000);
const cleanUps: (() => unknown)[] = [];
const cleanUp = async () => {
  for (const step of cleanUps.reverse()) await Promise.resolve(step()).catch((err: unknown) => console.error(err));
};

/** The machine's own network interfaces: media from a browser on this machine reaches Janus over them, not loopback. */
const networkInterfaces = () =>
  Object.entries(os.networkInterfaces())
    .filter(([, addresses]) => addresses?.some((a) => !a.internal && a.family === 'IPv4'))
    .map(([name]) => name)
    .join(',') || 'lo';

/** What every instance shares besides the database and Redis: the secret, the files and the media server. */
async function sharedParts(): Promise<Record<string, string>> {
  const env: Record<string, string> = { JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url') };
  if (!process.env.DATA_DIR) {
    env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'parley-cluster-'));
    cleanUps.push(() => rmSync(env.DATA_DIR!, { recursive: true, force: true }));
  }
  if (process.argv.includes('--s3') && !process.env.S3_BUCKET) {
    const s3 = await startS3Server('parley-cluster');
    cleanUps.push(() => s3.close());
    Object.assign(env, s3.env);
    console.log(`Files in S3: s3rver at ${s3.endpoint}, bucket ${s3.bucket}`);
  }
  if (!process.env.JANUS_URL && existsSync('/usr/bin/janus')) {
    const janus = await startJanus(networkInterfaces());
    cleanUps.push(() => janus.stop());
    Object.assign(env, {
      JANUS_URL: janus.url,
      JANUS_ADMIN_URL: janus.adminUrl,
      JANUS_ADMIN_SECRET: janus.adminSecret,
      JANUS_TOKEN_SECRET: janus.tokenSecret,
    });
    console.log(`Video through Janus at ${janus.url}`);
  }
  return env;
}

async function main() {
  await buildWebIfStale('production');
  const redis = process.env.REDIS_URL ? { url: process.env.REDIS_URL, stop: () => undefined } : await findOrStartRedis();
  if (!redis) throw new Error('No Redis answers at 127.0.0.1:6379 and none could be started: set REDIS_URL');
  cleanUps.push(() => redis.stop());
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const database = await createThrowawayDatabase(LOCAL_POSTGRES, 'parley_cluster').catch((err: Error) => {
      throw new Error(`No Postgres to create a database on at ${LOCAL_POSTGRES} (${err.message}): set DATABASE_URL`);
    });
    cleanUps.push(() => database.drop());
    databaseUrl = database.url;
  }
  const env = {
    WEB_DIST: WEB_BUILDS.production.outDir,
    LOG_LEVEL: 'warn',
    ...(await sharedParts()),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
  };
  const cluster = await startCluster({
    proxyPort: port,
    instances: [
      { name: 'api+realtime 1', roles: 'api,realtime', port: port + 1 },
      { name: 'api+realtime 2', roles: 'api,realtime', port: port + 2 },
      { name: 'worker', roles: 'worker', port: port + 3 },
    ],
    env,
  });
  cleanUps.push(() => cluster.stop());
  console.log(`Parley is running at ${cluster.url}, behind it:`);
  for (const i of cluster.instances) console.log(`  ${i.name.padEnd(15)} ${i.url} (ROLES=${i.roles})`);
  console.log('Ctrl-C stops them all.');
}

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await cleanUp();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  await stop(1);
});
