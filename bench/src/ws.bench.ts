/**
 * `npm run bench -- ws`: one Parley instance with 200 live rooms × 10 people, every socket connected, against a bare `ws`
 * broadcast server in the same run. In each room one person changes their microphone state (MEDIA_STATE: stored,
 * numbered, published, delivered to all 10); the bare server just sends each frame to the room. Parley's sockets ask
 * for array frames (`batch=1`, as the web client does) and count each message of a frame as one delivery.
 *   ceiling — each speaker keeps BENCH_WS_WINDOW messages in flight for BENCH_SECONDS: deliveries/s at saturation.
 *   rate    — 10,000 deliveries/s (1,000 messages/s) for BENCH_SECONDS: latency from send to each delivery.
 * Target: Parley's ceiling at least 60% of bare's, and p99 at most 50 ms at 10,000 deliveries/s.
 * Env: BENCH_WS_ROOMS (200), BENCH_WS_PER_ROOM (10), BENCH_SECONDS (10), BENCH_WS_RATE (10000), BENCH_WS_WINDOW (4),
 * BENCH_DATABASE_URL (also measure on Postgres). Flags: --no-write, --profile[=dir] (V8 CPU profile of each window). Exit: 0 met · 1 invalid run · 2 missed.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { LIVE_SOCKET_PATH } from '@parley/contracts';
import type { WebSocket } from 'ws';
import { formatNumber as fmt, percentile, sleep } from './lib/latency.ts';
import { eachLiveCase } from './lib/live-cases.ts';
import { openSocket } from './lib/live-socket.ts';
import { InvalidRunError } from './lib/load.ts';
import { runFooter } from './lib/machine.ts';
import { table, writeSection } from './lib/results-doc.ts';
import { profileDirOf, type RunningTarget } from './lib/targets.ts';

const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 50;
const numberEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const log = (line: string) => console.error(`[bench:ws] ${line}`);

/** One room's sockets; the first one speaks. Deliveries are counted and timed per receiving socket. */
interface Room {
  sockets: WebSocket[];
  sentAt: number[];
  received: number[];
  /** Sends the next toggle; counted across phases so every frame changes the state and yields a message. */
  send(): void;
}

interface Flavour {
  url(target: RunningTarget, room: number, member: number): string;
  /** How many of the speaker's messages a frame holds (Parley also sends snapshots and others, and array frames). */
  deliveries(raw: string): number;
  frame(index: number): string;
  /** The first frame a socket waits for before the room counts as connected, if any. */
  ready?: string;
}

const MEDIA_STATE = '{"type":"MEDIA_STATE"';
const bare: Flavour = {
  url: (t, room) => `${t.url.replace('http', 'ws')}/?room=${room}`,
  deliveries: () => 1,
  frame: (i) => JSON.stringify({ type: 'MEDIA_STATE', payload: { audio_muted: i % 2 === 0, video_muted: false } }),
};
const parley: Flavour = {
  url: (t, room, member) => {
    const seeded = t.live?.[room]?.members[member];
    if (!seeded) throw new Error('the target has no seeded live room');
    return `${t.url.replace('http', 'ws')}${LIVE_SOCKET_PATH}?token=${seeded.token}&event_id=${t.live![room]!.eventId}&batch=1`;
  },
  deliveries: (raw) => raw.split(MEDIA_STATE).length - 1,
  frame: bare.frame,
  ready: '{"type":"SNAPSHOT"',
};

async function connect(target: RunningTarget, flavour: Flavour, rooms: number, perRoom: number): Promise<Room[]> {
  const result: Room[] = [];
  for (let r = 0; r < rooms; r++) {
    let toggles = 0;
    const room: Room = { sockets: [], sentAt: [], received: [], send: () => room.sockets[0]!.send(flavour.frame(toggles++)) };
    for (const socket of await Promise.all(
      Array.from({ length: perRoom }, (_, m) => openSocket(flavour.url(target, r, m), flavour.ready)),
    )) {
      room.sockets.push(socket);
      room.received.push(0);
    }
    result.push(room);
  }
  return result;
}

interface PhaseResult {
  deliveries: number;
  seconds: number;
  latencies: number[];
}

/** Wires each socket's deliveries to its room's send times; `onSpeakerEcho` lets the ceiling phase keep its window. */
function listen(rooms: Room[], flavour: Flavour, latencies: number[], onSpeakerEcho?: (room: Room) => void) {
  for (const room of rooms)
    room.sockets.forEach((socket, m) => {
      socket.removeAllListeners('message');
      socket.on('message', (data) => {
        const now = performance.now();
        for (let n = flavour.deliveries(String(data)); n > 0; n--) {
          const sent = room.sentAt[room.received[m]!++];
          if (sent !== undefined) latencies.push(now - sent);
          if (m === 0) onSpeakerEcho?.(room);
        }
      });
    });
}

const totalDelivered = (rooms: Room[]) => rooms.reduce((n, r) => n + r.received.reduce((a, b) => a + b, 0), 0);
const reset = (rooms: Room[]) => rooms.forEach((r) => ((r.sentAt = []), r.received.fill(0)));

async function ceiling(rooms: Room[], flavour: Flavour, seconds: number, window: number): Promise<PhaseResult> {
  reset(rooms);
  const latencies: number[] = [];
  let running = true;
  const next = (room: Room) => {
    if (!running) return;
    room.sentAt.push(performance.now());
    room.send();
  };
  listen(rooms, flavour, latencies, next);
  const started = performance.now();
  for (const room of rooms) for (let i = 0; i < window; i++) next(room);
  await sleep(seconds * 1000);
  running = false;
  const elapsed = (performance.now() - started) / 1000;
  const deliveries = totalDelivered(rooms);
  await sleep(1000);
  return { deliveries, seconds: elapsed, latencies };
}

async function atRate(rooms: Room[], flavour: Flavour, seconds: number, deliveriesPerSecond: number): Promise<PhaseResult> {
  reset(rooms);
  const latencies: number[] = [];
  listen(rooms, flavour, latencies);
  const perRoom = rooms[0]!.sockets.length;
  const interval = (1000 * rooms.length * perRoom) / deliveriesPerSecond;
  const started = performance.now();
  const timers = rooms.map((room, r) => {
    const tick = () => {
      room.sentAt.push(performance.now());
      room.send();
    };
    // Speakers are spread over the interval so the load is even, not one burst per tick.
    return setTimeout(() => timers.push(setInterval(tick, interval)), (r / rooms.length) * interval);
  });
  await sleep(seconds * 1000);
  timers.forEach((t) => clearInterval(t));
  const elapsed = (performance.now() - started) / 1000;
  await sleep(2000);
  const expected = rooms.reduce((n, r) => n + r.sentAt.length * perRoom, 0);
  const deliveries = totalDelivered(rooms);
  if (deliveries < expected * 0.99) log(`only ${deliveries} of ${expected} deliveries arrived`);
  return { deliveries, seconds: elapsed, latencies };
}

interface WsSettings {
  rooms: number;
  perRoom: number;
  seconds: number;
  rate: number;
  window: number;
  profileDir: string | undefined;
}

function wsSettings(args: string[]): WsSettings {
  return {
    rooms: numberEnv('BENCH_WS_ROOMS', 200),
    perRoom: numberEnv('BENCH_WS_PER_ROOM', 10),
    seconds: numberEnv('BENCH_SECONDS', 10),
    rate: numberEnv('BENCH_WS_RATE', 10_000),
    window: numberEnv('BENCH_WS_WINDOW', 4),
    profileDir: profileDirOf(args),
  };
}

/** Connects every room, then measures the ceiling and the fixed rate on the same sockets. */
async function measurePhases(title: string, flavour: Flavour, target: RunningTarget, settings: WsSettings) {
  const { seconds, rate, window } = settings;
  const rooms = await connect(target, flavour, settings.rooms, settings.perRoom);
  log(`${title}: ceiling, ${window} in flight per room, ${seconds} s`);
  const top = await target.observe(() => ceiling(rooms, flavour, seconds, window));
  log(`${title}: ${fmt(rate)} deliveries/s, ${seconds} s`);
  const steady = await target.observe(() => atRate(rooms, flavour, seconds, rate));
  rooms.forEach((r) => r.sockets.forEach((s) => s.terminate()));
  return { top, steady };
}

type Phases = Awaited<ReturnType<typeof measurePhases>>;

/** A target's row of the table; `bareCeiling` is null for bare itself, which has no verdict. */
function resultRow(title: string, { top, steady }: Phases, bareCeiling: number | null) {
  const perSecond = top.result.deliveries / top.result.seconds;
  const sorted = [...steady.result.latencies].sort((a, b) => a - b);
  if (sorted.length === 0) throw new InvalidRunError(`${title}: nothing was delivered`);
  const achieved = steady.result.deliveries / steady.result.seconds;
  const ratio = bareCeiling === null ? null : perSecond / bareCeiling;
  const p99 = percentile(sorted, 99);
  const verdict = ratio === null ? '—' : ratio >= TARGET_RATIO && p99 <= TARGET_P99_MS ? 'PASS' : 'FAIL';
  const cells = [
    title,
    fmt(perSecond),
    ratio === null ? '—' : `${fmt(ratio * 100)}%`,
    fmt((top.stats.cpuMs * 1000) / top.result.deliveries, 1),
    fmt(achieved),
    fmt(percentile(sorted, 50), 1),
    fmt(p99, 1),
    fmt(sorted[sorted.length - 1]!, 1),
    `${fmt(steady.stats.eventLoopUtilization * 100)}%`,
    verdict,
  ];
  return { cells, perSecond, verdict };
}

function report(settings: WsSettings, rows: string[][], loadBefore: number) {
  const { rooms, perRoom, seconds, rate, window } = settings;
  return [
    `## ws — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${rooms} live rooms × ${perRoom} sockets on one instance; in each room one person changes their microphone state`,
    `(stored, numbered, published and delivered to all ${perRoom}), against a bare \`ws\` server that sends each frame to the room.`,
    `Ceiling: ${window} messages in flight per room for ${seconds} s. Rate: ${fmt(rate)} deliveries/s for ${seconds} s, latency`,
    'from send to each delivery, measured in the load process. Target: ceiling ≥ 60% of bare, p99 ≤ 50 ms at the rate.',
    "Server CPU per delivery (user + system, over the ceiling window) is the server's own cost, which other work on the",
    'machine disturbs less than the rates.',
    '',
    table(
      [
        'target',
        'ceiling deliveries/s',
        'of bare',
        'server CPU µs/delivery',
        'at rate: deliveries/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'server event loop busy',
        'verdict',
      ],
      rows,
    ),
    '',
    ...runFooter(loadBefore, 'load generator and servers share these cores'),
  ].join('\n');
}

export async function run(args: string[]): Promise<number> {
  const settings = wsSettings(args);
  const loadBefore = os.loadavg()[0]!;
  const rows: string[][] = [];
  let bareCeiling = 0;
  let met = true;
  const live = { rooms: settings.rooms, perRoom: settings.perRoom };
  await eachLiveCase({ bareTitle: 'bare ws broadcast', parley: { live }, profileDir: settings.profileDir, log }, async (c) => {
    log(`${c.title}: connecting ${settings.rooms} × ${settings.perRoom} sockets`);
    const phases = await measurePhases(c.title, c.bare ? bare : parley, c.target, settings);
    const row = resultRow(c.title, phases, c.bare ? null : bareCeiling);
    if (c.bare) bareCeiling = row.perSecond;
    if (row.verdict === 'FAIL') met = false;
    rows.push(row.cells);
  });
  const markdown = report(settings, rows, loadBefore);
  console.log(`\n${markdown}\n`);
  if (!args.includes('--no-write')) {
    await writeSection(`ws:${new Date().toISOString().slice(0, 10)}`, markdown);
    log('written to docs/benchmarks.md');
  }
  return met ? 0 : 2;
}
