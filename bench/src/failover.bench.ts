/**
 * `npm run bench -- failover`: two server processes (apps/server/src/main.ts) on one fresh Postgres database and Redis,
 * one live event of 50 people split between them (half each, as a balancer spreads them), everyone toggling their
 * microphone on the socket and chatting by the API. Mid-event one instance is killed with SIGKILL. Each person runs the
 * web app's own socket client (reconnect after 3 s with the last sequence number it saw), through a balancer that
 * sends a connection the killed instance refuses to the survivor. At the end every person's log of sequenced messages
 * is held against the server's (live_messages).
 * Target: everyone on the killed instance back on the survivor within 5 s of the kill, and no sequenced message lost,
 * duplicated or out of order for anyone.
 * Env: BENCH_FAILOVER_PEOPLE (50), BENCH_FAILOVER_TRIALS (3), BENCH_FAILOVER_BEFORE_SECONDS (10, load before the kill),
 * BENCH_FAILOVER_AFTER_SECONDS (10), BENCH_TOGGLE_MS (1500, each person's toggle period), BENCH_CHAT_MS (4000),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a throw-away database is made there per trial),
 * BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_PORT (3640; the second instance takes the next port).
 * Flags: --no-write. Exit: 0 met · 1 invalid run · 2 missed.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Balancer } from './lib/balancer.ts';
import { enterAll, pace, waitUntil } from './lib/crowd.ts';
import { audit, serverLog, totalOf, type Audit, type LoggedMessage } from './lib/delivery-audit.ts';
import { numberEnv } from './lib/http-run.ts';
import { seedDeployment, startInstance, tokensOf, type Instance } from './lib/instances.ts';
import { formatNumber as fmt, percentile, sleep } from './lib/latency.ts';
import { LivePerson, chatFailuresOf } from './lib/live-person.ts';
import { runFooter } from './lib/machine.ts';
import { table, writeSection } from './lib/results-doc.ts';
import { createThrowawayDatabase } from './lib/targets.ts';

const TARGET_RECONNECT_MS = 5000;
const log = (line: string) => console.error(`[bench:failover] ${line}`);

function settingsOf() {
  return {
    people: numberEnv('BENCH_FAILOVER_PEOPLE', 50),
    trials: numberEnv('BENCH_FAILOVER_TRIALS', 3),
    beforeMs: numberEnv('BENCH_FAILOVER_BEFORE_SECONDS', 10) * 1000,
    afterMs: numberEnv('BENCH_FAILOVER_AFTER_SECONDS', 10) * 1000,
    toggleMs: numberEnv('BENCH_TOGGLE_MS', 1500),
    chatMs: numberEnv('BENCH_CHAT_MS', 4000),
    databaseServer: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    port: numberEnv('BENCH_PORT', 3640),
  };
}
type Settings = ReturnType<typeof settingsOf>;

interface Trial {
  audit: Audit;
  /** Sequenced messages that came off the wire at or below a number already received (the client skips them). */
  wireRepeats: number;
  /** Per person of the killed instance: from the kill to the survivor's socket open, and to its first frame. */
  reconnectMs: number[];
  firstFrameMs: number[];
  moved: number;
  /** Sockets on the survivor that closed at all (they should not notice). */
  survivorCloses: number;
  messages: number;
  toggles: number;
  chats: number;
  chatsFailed: number;
  chatFailures: string;
  finalCloses: number;
}

/** Runs the event's load, kills the first instance mid-way, and answers when it did (performance.now()). */
async function killMidEvent(people: LivePerson[], victim: Instance, s: Settings): Promise<number> {
  const stops = [pace(people, s.toggleMs, (p) => p.toggle()), pace(people, s.chatMs, (p) => p.chat(`hello from ${p.id}`))];
  await sleep(s.beforeMs);
  const killedAt = performance.now();
  await victim.kill();
  log(`killed instance 1 (pid ${victim.pid}) with SIGKILL`);
  await sleep(s.afterMs);
  stops.forEach((stop) => stop());
  return killedAt;
}

/**
 * Once the load stopped: waits for the calls on their way, then until the server's log stops growing (a busy survivor
 * may still be writing queued toggles) and every client holds its last message. Answers the log and each person's
 * applied messages as of the same moment.
 */
async function settle(people: LivePerson[], readLog: () => Promise<LoggedMessage[]>) {
  await Promise.all(people.flatMap((p) => [...p.calls]));
  let last = -1;
  for (;;) {
    const seq = (await readLog()).at(-1)?.seq ?? 0;
    if (seq === last) break;
    last = seq;
    await waitUntil(() => people.every((p) => p.seq >= seq), 60_000, 'every client catching up with the last message');
    await sleep(2000);
  }
  const applied = people.map((p) => [...p.applied]);
  return { logged: await readLog(), applied };
}

async function runTrial(s: Settings, n: number): Promise<Trial> {
  const database = await createThrowawayDatabase(s.databaseServer);
  const instances: Instance[] = [];
  const people: LivePerson[] = [];
  try {
    const { deployment, event } = await seedDeployment({ databaseUrl: database.url, redisUrl: s.redisUrl }, s.people);
    instances.push(...(await Promise.all([0, 1].map((i) => startInstance(deployment, s.port + i)))));
    log(`trial ${n}: two instances up (pids ${instances.map((i) => i.pid).join(', ')}), ${s.people} people entering`);
    const balancer = new Balancer(instances.map((i) => i.url));
    const tokens = tokensOf(deployment);
    people.push(
      ...event.members.map((member, i) => new LivePerson({ member, eventId: event.eventId, balancer, home: i % 2, tokens })),
    );
    await enterAll(people);
    const killedAt = await killMidEvent(people, instances[0]!, s);
    const { logged, applied } = await settle(people, () => serverLog(database.url, event.eventId));
    const moved = people.filter((p) => p.home === 0);
    const after = (times: number[]) => times.find((t) => t > killedAt);
    return {
      audit: totalOf(people.map((p, i) => audit(applied[i]!, logged, p.id, () => true))),
      wireRepeats: people.reduce((n, p) => n + p.wire.repeats, 0),
      reconnectMs: moved.map((p) => (after(p.opens) ?? Infinity) - killedAt),
      firstFrameMs: moved.map((p) => (after(p.firstFrames) ?? Infinity) - killedAt),
      moved: moved.length,
      survivorCloses: people.filter((p) => p.home === 1).reduce((n, p) => n + p.closes.length, 0),
      messages: logged.length,
      toggles: people.reduce((n, p) => n + p.sent.toggles, 0),
      chats: people.reduce((n, p) => n + p.sent.chats, 0),
      chatsFailed: people.reduce((n, p) => n + p.sent.chatsFailed, 0),
      chatFailures: chatFailuresOf(people),
      finalCloses: people.filter((p) => p.finalClose).length,
    };
  } finally {
    people.forEach((p) => p.stop());
    for (const instance of instances) await instance.stop();
    await database.drop();
  }
}

function verdictOf(t: Trial) {
  const a = t.audit;
  const slowest = Math.max(...t.reconnectMs, ...t.firstFrameMs);
  const clean = a.lost + a.duplicated + a.outOfOrder + a.foreign + a.laterSnapshots + t.wireRepeats === 0;
  return clean && slowest <= TARGET_RECONNECT_MS && t.survivorCloses === 0 && t.finalCloses === 0 ? 'PASS' : 'FAIL';
}

function rowOf(n: number, t: Trial): string[] {
  const reconnect = [...t.reconnectMs].sort((a, b) => a - b);
  const frames = [...t.firstFrameMs].sort((a, b) => a - b);
  const a = t.audit;
  return [
    String(n),
    `${fmt(t.toggles)} / ${fmt(t.chats)} (${t.chatsFailed} failed)`,
    fmt(t.messages),
    fmt(a.expected),
    String(a.lost),
    `${a.duplicated} (${t.wireRepeats})`,
    String(a.outOfOrder + a.foreign),
    String(a.laterSnapshots),
    `${t.moved}`,
    `${fmt(percentile(reconnect, 50))} / ${fmt(reconnect.at(-1)!)}`,
    `${fmt(percentile(frames, 50))} / ${fmt(frames.at(-1)!)}`,
    String(t.survivorCloses),
    verdictOf(t),
  ];
}

function report(s: Settings, rows: string[][], loadBefore: number) {
  return [
    `## failover — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Two server processes (\`apps/server/src/main.ts\`, \`npm start\`'s Node flags) on one throw-away Postgres database`,
    `and Redis; one live event of ${s.people} people, half on each instance. Everyone toggles their microphone on the socket`,
    `about every ${s.toggleMs / 1000} s and chats by the API about every ${s.chatMs / 1000} s; after ${s.beforeMs / 1000} s instance 1`,
    `is killed with SIGKILL and the load goes on for ${s.afterMs / 1000} s. Each person is the web app's own socket client`,
    '(`LiveSocket`: reconnect after 3 s with the last sequence number) in Node, through a balancer that sends a connection',
    'the dead instance refuses to the survivor (nginx `proxy_next_upstream error`). A chat call in flight on the killed',
    'instance fails and is not retried. Then every client log of sequenced messages (after its first snapshot) is held',
    "against the server's `live_messages` for that person; a message the server sent again is counted on the wire, as",
    'the client skips it. Target: every moved client open on the survivor within 5 s of the kill; nothing lost,',
    'duplicated, out of order or replaced by a fallback snapshot (a resume past 500 messages); no survivor socket closed.',
    '',
    table(
      [
        'trial',
        'toggles / chats sent',
        'messages logged',
        'deliveries due',
        'lost',
        'duplicated (repeats on the wire)',
        'out of order or foreign',
        'fallback snapshots',
        'clients moved',
        'kill → open p50 / max ms',
        'kill → first frame p50 / max ms',
        'survivor sockets closed',
        'verdict',
      ],
      rows,
    ),
    '',
    ...runFooter(loadBefore, 'load generator, both servers, Postgres and Redis share these cores'),
  ].join('\n');
}

export async function run(args: string[]): Promise<number> {
  const s = settingsOf();
  const loadBefore = os.loadavg()[0]!;
  const rows: string[][] = [];
  let met = true;
  for (let n = 1; n <= s.trials; n++) {
    const trial = await runTrial(s, n);
    const row = rowOf(n, trial);
    log(`trial ${n}: ${row.join(' | ')}`);
    log(`  chat calls failed: ${trial.chatFailures}`);
    for (const example of trial.audit.examples) log(`  ${example}`);
    if (row.at(-1) !== 'PASS') met = false;
    rows.push(row);
  }
  const markdown = report(s, rows, loadBefore);
  console.log(`\n${markdown}\n`);
  if (!args.includes('--no-write')) {
    await writeSection(`failover:${new Date().toISOString().slice(0, 10)}`, markdown);
    log('written to docs/benchmarks.md');
  }
  return met ? 0 : 2;
}
