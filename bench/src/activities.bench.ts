/**
 * `npm run bench -- activities`: one WHITEBOARD event live on one instance, 200 learners seated by the round in 50
 * rooms of 4, each allowed to draw by the host, against a bare `ws` server that relays the same frames to the others
 * of the same 50 × 4 rooms, in the same run. Everyone draws at once: a WHITEBOARD_DRAFT 30 times a second (a freedraw
 * element growing by a point each time) and a WHITEBOARD_COMMIT at the end of each 2 s stroke; latency is measured from
 * the send to the receipt at each of the other 3 people of the room. The socket allowance stays the product's
 * (LIVE_SOCKET_MESSAGES_PER_SECOND, 60/s by default): drawing at 30/s must pass under the real limit.
 * Target: p99 ≤ 100 ms for drafts and for commits, every delivery made, no ERROR and no socket closed.
 * Env: BENCH_WB_ROOMS (50), BENCH_WB_PER_ROOM (4), BENCH_WB_POINTS (30 a second), BENCH_WB_STROKE_SECONDS (2),
 * BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_DATABASE_URL (also measure on Postgres).
 * Flags: --no-write, --profile[=dir] (V8 CPU profile of each window). Exit: 0 met · 1 invalid run · 2 missed.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { draw, type DrawingResult, type DrawingSettings } from './lib/drawing-load.ts';
import { numberEnv } from './lib/http-run.ts';
import { formatNumber as fmt, percentile } from './lib/latency.ts';
import { eachLiveCase, type LiveCase } from './lib/live-cases.ts';
import { InvalidRunError } from './lib/load.ts';
import { runFooter } from './lib/machine.ts';
import { table, writeSection } from './lib/results-doc.ts';
import { profileDirOf, type WindowStats } from './lib/targets.ts';
import { bareRooms, whiteboardRooms } from './lib/whiteboard-event.ts';

const TARGET_P99_MS = 100;
const log = (line: string) => console.error(`[bench:activities] ${line}`);

interface Settings extends DrawingSettings {
  rooms: number;
  perRoom: number;
}

function settingsOf(): Settings {
  return {
    rooms: numberEnv('BENCH_WB_ROOMS', 50),
    perRoom: numberEnv('BENCH_WB_PER_ROOM', 4),
    pointsPerSecond: numberEnv('BENCH_WB_POINTS', 30),
    strokeSeconds: numberEnv('BENCH_WB_STROKE_SECONDS', 2),
    seconds: numberEnv('BENCH_SECONDS', 10),
    warmupSeconds: numberEnv('BENCH_WARMUP_SECONDS', 3),
  };
}

/** Seats everyone (the bare server's rooms, or Parley's as a host makes them), then lets them draw. */
async function measureCase(c: LiveCase, settings: Settings) {
  log(`${c.title}: seating ${settings.rooms} × ${settings.perRoom}`);
  const seated = c.bare
    ? { rooms: await bareRooms(c.target, settings.rooms, settings.perRoom), host: null }
    : await whiteboardRooms(c.target, settings.perRoom);
  log(`${c.title}: drawing, ${settings.warmupSeconds} s warm-up and ${settings.seconds} s measured`);
  const started = performance.now();
  const { result, stats } = await c.target.observe(() => draw(seated.rooms, settings));
  const elapsedMs = performance.now() - started;
  for (const socket of [...seated.rooms.flat(), ...(seated.host ? [seated.host] : [])]) socket.terminate();
  if (result.firstError) log(`${c.title}: first ERROR frame: ${result.firstError}`);
  return { result, stats, elapsedMs };
}

function resultRow(c: LiveCase, { result, stats, elapsedMs }: { result: DrawingResult; stats: WindowStats; elapsedMs: number }) {
  const drafts = [...result.draftLatencies].sort((a, b) => a - b);
  const commits = [...result.commitLatencies].sort((a, b) => a - b);
  if (drafts.length === 0) throw new InvalidRunError(`${c.title}: no draft was delivered`);
  const missing = result.expected - result.delivered;
  const met =
    percentile(drafts, 99) <= TARGET_P99_MS &&
    percentile(commits, 99) <= TARGET_P99_MS &&
    missing === 0 &&
    result.errors === 0 &&
    result.closed === 0;
  const verdict = c.bare ? '—' : met ? 'PASS' : 'FAIL';
  const ms = (sorted: number[], p: number) => fmt(percentile(sorted, p), 1);
  const cells = [
    c.title,
    fmt((result.drafts + result.commits) / result.seconds),
    fmt(result.delivered / result.seconds),
    ms(drafts, 50),
    ms(drafts, 95),
    ms(drafts, 99),
    fmt(drafts[drafts.length - 1]!, 1),
    ms(commits, 50),
    ms(commits, 99),
    fmt(missing),
    fmt(result.errors),
    fmt(result.closed),
    fmt(result.otherRooms / result.seconds),
    `${fmt((stats.cpuMs / elapsedMs) * 100)}%`,
    `${fmt(stats.eventLoopUtilization * 100)}%`,
    verdict,
  ];
  return { cells, verdict };
}

function report(settings: Settings, rows: string[][], databases: string[], loadBefore: number) {
  const { rooms, perRoom, pointsPerSecond, strokeSeconds, seconds, warmupSeconds } = settings;
  return [
    `## activities — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `One WHITEBOARD event on one instance: ${rooms * perRoom} learners seated by the round in ${rooms} rooms of ${perRoom}, the whiteboard`,
    `opened in every room and each learner allowed to draw by the host (all through the API), against a bare \`ws\` server that`,
    `relays each frame to the others of the same ${rooms} × ${perRoom} rooms. Everyone draws at once: a \`WHITEBOARD_DRAFT\` ${pointsPerSecond} times a`,
    `second (an Excalidraw freedraw element growing by a point each time, 0.4–1.3 kB) and a \`WHITEBOARD_COMMIT\` ending each`,
    `${strokeSeconds} s stroke, under the product's socket allowance (60 messages/s). ${seconds} s measured after ${warmupSeconds} s of warm-up; latency`,
    `from send to receipt at each other person of the room, in the load process. A commit's stored elements`,
    `(\`WHITEBOARD_ELEMENTS\`) are for the room's people only: any delivery to other rooms is counted apart. Target: p99 ≤ ${TARGET_P99_MS} ms`,
    'for drafts and commits, with every delivery made, no ERROR and no socket closed.',
    '',
    table(
      [
        'target',
        'strokes sent/s',
        'deliveries/s in the room',
        'draft p50 ms',
        'draft p95 ms',
        'draft p99 ms',
        'draft max ms',
        'commit p50 ms',
        'commit p99 ms',
        'missing',
        'errors',
        'sockets closed',
        'deliveries/s to other rooms',
        'server CPU (of one core)',
        'server event loop busy',
        'verdict',
      ],
      rows,
    ),
    '',
    ...runFooter(loadBefore, 'load generator, servers and Postgres share these cores'),
    `- Databases: ${databases.join('; ')}`,
  ].join('\n');
}

export async function run(args: string[]): Promise<number> {
  const settings = settingsOf();
  const loadBefore = os.loadavg()[0]!;
  const rows: string[][] = [];
  let met = true;
  const parley = {
    live: { rooms: 1, perRoom: settings.rooms * settings.perRoom + 1, type: 'WHITEBOARD' as const },
    productAllowance: true,
  };
  const databases = await eachLiveCase({ bareTitle: 'bare ws relay', parley, profileDir: profileDirOf(args), log }, async (c) => {
    const row = resultRow(c, await measureCase(c, settings));
    if (row.verdict === 'FAIL') met = false;
    rows.push(row.cells);
  });
  const markdown = report(settings, rows, databases, loadBefore);
  console.log(`\n${markdown}\n`);
  if (!args.includes('--no-write')) {
    await writeSection(`activities:${new Date().toISOString().slice(0, 10)}`, markdown);
    log('written to docs/benchmarks.md');
  }
  return met ? 0 : 2;
}
