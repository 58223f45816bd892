import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { TargetCommand, TargetKind, TargetMessage } from '../http.target.ts';
import type { LiveEventType, SeededRoom } from './live-seed.ts';

const TARGET_ENTRY = new URL('../http.target.ts', import.meta.url).pathname;

/** The Node options `npm start` runs the server with (package.json), so a target runs as the product does. */
export function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

export interface TargetOptions {
  kind: TargetKind;
  databaseUrl?: string;
  /** Directory for a V8 CPU profile of the server during each measured window. */
  profileDir?: string;
  /** Events to store besides the demo data (the events benchmark). */
  events?: number;
  /** Live rooms with everyone inside (the ws benchmark); `type` is each event's activity, CHAT unless named. */
  live?: { rooms: number; perRoom: number; type?: LiveEventType };
  /**
   * Keeps the live socket's message allowance at the product's default (the activities benchmark: drawing must pass
   * under the real limit); otherwise it is lifted, so the ws benchmark measures the hub and not the flood guard.
   */
  productAllowance?: boolean;
}

export interface WindowStats {
  /** Server process CPU time (user + system) during the window. */
  cpuMs: number;
  /** Share of the window the server's event loop was busy (1 = saturated main thread). */
  eventLoopUtilization: number;
  profile?: string;
}

export interface RunningTarget {
  url: string;
  driver: string;
  live?: SeededRoom[];
  /** Brackets a measured window: CPU, event-loop use and (with profileDir) a CPU profile of the server. */
  observe<T>(work: () => Promise<T>): Promise<{ result: T; stats: WindowStats }>;
  stop(): Promise<void>;
}

/** `--profile[=dir]`: where the servers' CPU profiles go (.tmp/bench-profiles by default), or undefined. */
export function profileDirOf(args: string[]): string | undefined {
  const profileArg = args.find((a) => a === '--profile' || a.startsWith('--profile='));
  return profileArg ? (profileArg.split('=')[1] ?? '.tmp/bench-profiles') : undefined;
}

/** Starts a server in a child process, so the load generator does not share its event loop. */
export async function startTarget(options: TargetOptions): Promise<RunningTarget> {
  const env = {
    ...process.env,
    DATABASE_URL: options.databaseUrl ?? '',
    BENCH_PROFILE_DIR: options.profileDir ?? '',
    BENCH_EVENTS: String(options.events ?? 0),
    BENCH_LIVE: options.live ? `${options.live.rooms}x${options.live.perRoom}x${options.live.type ?? 'CHAT'}` : '',
    BENCH_PRODUCT_ALLOWANCE: options.productAllowance ? '1' : '',
  };
  const child = fork(TARGET_ENTRY, [options.kind], { env, stdio: 'inherit', execArgv: [...process.execArgv, ...startFlags()] });
  const command = (c: TargetCommand) => child.send(c);
  const ready = await nextMessage(child, 'ready');
  return {
    url: `http://127.0.0.1:${ready.port}`,
    driver: ready.driver,
    ...(ready.live ? { live: ready.live } : {}),
    observe: async (run) => {
      command('start');
      await nextMessage(child, 'started');
      const result = await run();
      command('end');
      const { cpuMs, eventLoopUtilization, profile } = await nextMessage(child, 'ended');
      return { result, stats: { cpuMs, eventLoopUtilization, ...(profile ? { profile } : {}) } };
    },
    stop: async () => {
      if (child.exitCode !== null || !child.connected) return;
      command('stop');
      await once(child, 'exit');
    },
  };
}

function nextMessage<K extends TargetMessage['kind']>(
  child: ChildProcess,
  kind: K,
): Promise<Extract<TargetMessage, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: TargetMessage) => {
      if (m.kind !== kind) return;
      cleanup();
      resolve(m as Extract<TargetMessage, { kind: K }>);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`benchmark target exited with code ${code} while waiting for "${kind}"`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.off('error', reject);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.once('error', reject);
  });
}

/** A throw-away database `<prefix>_<random>` on the Postgres server at `serverUrl`; `drop` removes it. */
export async function createThrowawayDatabase(serverUrl: string, prefix = 'parley_bench') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      version,
      drop: async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  } finally {
    await admin.end();
  }
}
