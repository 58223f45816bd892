/**
 * Child process of the http benchmark: serves one target on a free loopback port and reports it.
 *   bare   — a Fastify hello-world (the ceiling of this machine)
 *   parley — the real app (buildApp) on PGlite in a temp DATA_DIR, or on DATABASE_URL, with demo data
 * The parent asks for CPU and event-loop figures around the measured window ("mark"), optionally with a V8 CPU profile
 * of that window only (BENCH_PROFILE_DIR), and finally sends "stop".
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '@parley/server/app';
import { loadConfig } from '@parley/server/config';
import { seedDemoData } from '@parley/server/db/seed';
import { closePlatform, createPlatform } from '@parley/server/platform/index';
import { seedBenchEvents } from './lib/events-seed.ts';

export type TargetKind = 'bare' | 'parley';
export type TargetCommand = 'start' | 'end' | 'stop';
export type TargetMessage =
  | { kind: 'ready'; port: number; driver: string }
  | { kind: 'started' }
  | { kind: 'ended'; cpuMs: number; eventLoopUtilization: number; profile?: string };

async function startBare() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: portOf(app.server.address()), driver: 'none', close: () => app.close() };
}

async function startParley() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-bench-'));
  const logLevel = process.env.BENCH_LOG_LEVEL;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
  });
  const platform = await createPlatform(config);
  await platform.database.migrate();
  await seedDemoData(platform.database.db);
  // The events benchmark lists a realistic table: BENCH_EVENTS stored events besides the demo data.
  const benchEvents = Number(process.env.BENCH_EVENTS ?? 0);
  if (benchEvents > 0) await seedBenchEvents(platform.database.db, benchEvents);
  // Logger off by default; BENCH_LOG_LEVEL=info measures pino's cost (lines go to /dev/null).
  const logger = logLevel ? { level: logLevel, file: '/dev/null' } : false;
  const app = await buildApp({ config, platform, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: portOf(app.server.address()),
    driver: platform.database.driver,
    close: async () => {
      await app.close();
      await closePlatform(platform);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function portOf(address: AddressInfo | string | null): number {
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return address.port;
}

const kind = process.argv[2] as TargetKind;
if (kind !== 'bare' && kind !== 'parley') throw new Error(`unknown target ${String(kind)}`);
const send = (message: TargetMessage) => {
  if (!process.send) throw new Error('http.target.ts runs as a child of http.bench.ts');
  process.send(message);
};
const profileDir = process.env.BENCH_PROFILE_DIR;

const target = kind === 'bare' ? await startBare() : await startParley();
let window: { cpu: NodeJS.CpuUsage; elu: ReturnType<typeof performance.eventLoopUtilization>; inspector?: Session } | undefined;

async function start() {
  let inspector: Session | undefined;
  if (profileDir) {
    inspector = new Session();
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  window = { cpu: process.cpuUsage(), elu: performance.eventLoopUtilization(), inspector };
  send({ kind: 'started' });
}

async function end() {
  if (!window) throw new Error('end without start');
  const cpu = process.cpuUsage(window.cpu);
  const elu = performance.eventLoopUtilization(window.elu);
  let profile: string | undefined;
  if (window.inspector && profileDir) {
    const { profile: data } = await window.inspector.post('Profiler.stop');
    window.inspector.disconnect();
    await mkdir(profileDir, { recursive: true });
    profile = path.resolve(profileDir, `${kind}-${target.driver}-${Date.now()}.cpuprofile`);
    await writeFile(profile, JSON.stringify(data));
  }
  window = undefined;
  send({
    kind: 'ended',
    cpuMs: (cpu.user + cpu.system) / 1000,
    eventLoopUtilization: elu.utilization,
    ...(profile ? { profile } : {}),
  });
}

process.on('message', (command: TargetCommand) => {
  if (command === 'start') void start();
  if (command === 'end') void end();
  if (command === 'stop') {
    void target
      .close()
      .catch((err: unknown) => console.error(err))
      .finally(() => process.exit(0));
  }
});
send({ kind: 'ready', port: target.port, driver: target.driver });
