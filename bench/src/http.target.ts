/**
 * Child process of the http benchmark: serves one target on a free loopback port and reports it.
 *   bare   — a Fastify hello-world (the ceiling of this machine)
 *   bare-ws — a bare `ws` broadcast server (the ceiling of the ws benchmark)
 *   parley — the real app (buildApp) on PGlite in a temp DATA_DIR, or on DATABASE_URL, with demo data
 * The parent asks for CPU and event-loop figures around the measured window ("mark"), optionally with a V8 CPU profile
 * of that window only (BENCH_PROFILE_DIR), and finally sends "stop".
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
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
import { createAccessTokens } from '@parley/server/plugins/auth';
import { WebSocketServer, type WebSocket } from 'ws';
import { seedBenchEvents } from './lib/events-seed.ts';
import { seedLiveRooms, type SeededRoom } from './lib/live-seed.ts';

export type TargetKind = 'bare' | 'bare-ws' | 'parley';
export type TargetCommand = 'start' | 'end' | 'stop';
export type TargetMessage =
  | { kind: 'ready'; port: number; driver: string; live?: SeededRoom[] }
  | { kind: 'started' }
  | { kind: 'ended'; cpuMs: number; eventLoopUtilization: number; profile?: string };

async function startBare() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: portOf(app.server.address()), driver: 'none', close: () => app.close() };
}

/**
 * The live benchmarks' baseline: a bare `ws` server that sends each frame to every socket of the sender's room
 * (?room=), the sender's own too unless it asked for the others only (&others=1, as strokes are relayed).
 */
async function startBareWs() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(server, 'listening');
  const rooms = new Map<string, Set<WebSocket>>();
  server.on('connection', (socket, request) => {
    const query = new URL(request.url ?? '/', 'http://x').searchParams;
    const room = query.get('room') ?? '';
    const echo = query.get('others') !== '1';
    const members = rooms.get(room) ?? new Set();
    rooms.set(room, members.add(socket));
    socket.on('message', (data) => {
      for (const member of members) if (echo || member !== socket) member.send(data, { binary: false });
    });
    socket.on('close', () => members.delete(socket));
  });
  return {
    port: portOf(server.address() as AddressInfo),
    driver: 'none',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
    // A benchmark buys nothing and mails no one: the embedded providers, asked for by name as production requires.
    PAYMENTS_PROVIDER: 'sandbox',
    MAIL_PROVIDER: 'outbox',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    // The ws benchmark's speakers send as fast as their messages come back, far past a client's allowance: the run
    // measures the hub's own ceiling, not the flood guard. The activities benchmark keeps the product's allowance.
    LIVE_SOCKET_MESSAGES_PER_SECOND: process.env.BENCH_PRODUCT_ALLOWANCE ? undefined : '1000000',
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
  // The live benchmarks: BENCH_LIVE="<rooms>x<people>x<type>" live events with everyone inside and signed in.
  const [rooms, perRoom, type] = (process.env.BENCH_LIVE ?? '').split('x');
  const live =
    Number(rooms) && Number(perRoom)
      ? await seedLiveRooms(platform.database.db, createAccessTokens(config.JWT_SECRET, platform.clock), {
          rooms: Number(rooms),
          perRoom: Number(perRoom),
          type: type === 'WHITEBOARD' ? 'WHITEBOARD' : 'CHAT',
        })
      : undefined;
  return {
    port: portOf(app.server.address()),
    driver: platform.database.driver,
    live,
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
if (kind !== 'bare' && kind !== 'bare-ws' && kind !== 'parley') throw new Error(`unknown target ${String(kind)}`);
const send = (message: TargetMessage) => {
  if (!process.send) throw new Error('http.target.ts runs as a child of http.bench.ts');
  process.send(message);
};
const profileDir = process.env.BENCH_PROFILE_DIR;

const target: { port: number; driver: string; live?: SeededRoom[]; close(): Promise<void> } =
  kind === 'bare' ? await startBare() : kind === 'bare-ws' ? await startBareWs() : await startParley();
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
send({ kind: 'ready', port: target.port, driver: target.driver, ...(target.live ? { live: target.live } : {}) });
