/**
 * `npm run bench -- soak`: one server process (apps/server/src/main.ts) holding a live CHAT event of 100 people for 30
 * minutes with rotation: the host pairs everyone, the scheduler starts a new round every BENCH_SOAK_ROUND_SECONDS, and
 * each new pair negotiates (an offer, an answer and candidates over the socket). Everyone toggles their microphone and
 * chats in their room; every minute a few people's connections drop and their client reconnects (the web app's own
 * socket client, as in the failover benchmark). The server's memory is read through its inspector after a full garbage
 * collection every BENCH_SOAK_SAMPLE_SECONDS.
 * Target: after the warm-up (a sixth of the run, at most 5 minutes), heap used and RSS at the end (mean of the last
 * fifteenth of the run) at most 10 % above their level just after the warm-up (mean of the next fifteenth).
 * Env: BENCH_SOAK_MINUTES (30), BENCH_SOAK_PEOPLE (100), BENCH_SOAK_ROUND_SECONDS (60), BENCH_SOAK_SAMPLE_SECONDS (30),
 * BENCH_SOAK_DROPS_PER_MINUTE (5), BENCH_TOGGLE_MS (10000), BENCH_CHAT_MS (20000), BENCH_DATABASE_URL (a throw-away
 * database on that Postgres server; otherwise PGlite, as one instance runs by default), BENCH_PORT (3645; its
 * inspector takes the next port). Flags: --no-write, --heap-snapshots[=dir] (.tmp/soak-heap: the server's heap when the
 * warm-up ends and at the end, to compare in Chrome DevTools). Exit: 0 met · 1 invalid run · 2 missed.
 */
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { liveApi } from '@parley/contracts';
import { Balancer } from './lib/balancer.ts';
import { enterAll, pace } from './lib/crowd.ts';
import { numberEnv } from './lib/http-run.ts';
import { cleanUp, seedDeployment, startInstance, tokensOf, type Instance } from './lib/instances.ts';
import { sleep } from './lib/latency.ts';
import { LivePerson, chatFailuresOf } from './lib/live-person.ts';
import { InvalidRunError } from './lib/load.ts';
import { runFooter } from './lib/machine.ts';
import { openMemoryProbe, type MemorySample } from './lib/memory-probe.ts';
import { Pairing } from './lib/pairs.ts';
import { soakReport, warmupSeconds, type SoakActivity } from './lib/soak-report.ts';
import { writeSection } from './lib/results-doc.ts';
import { createThrowawayDatabase } from './lib/targets.ts';

const log = (line: string) => console.error(`[bench:soak] ${line}`);

function settingsOf(args: string[]) {
  const snapshots = args.find((a) => a === '--heap-snapshots' || a.startsWith('--heap-snapshots='));
  return {
    heapSnapshots: snapshots ? (snapshots.split('=')[1] ?? '.tmp/soak-heap') : undefined,
    minutes: numberEnv('BENCH_SOAK_MINUTES', 30),
    people: numberEnv('BENCH_SOAK_PEOPLE', 100),
    roundSeconds: numberEnv('BENCH_SOAK_ROUND_SECONDS', 60),
    sampleSeconds: numberEnv('BENCH_SOAK_SAMPLE_SECONDS', 30),
    dropsPerMinute: numberEnv('BENCH_SOAK_DROPS_PER_MINUTE', 5),
    toggleMs: numberEnv('BENCH_TOGGLE_MS', 10_000),
    chatMs: numberEnv('BENCH_CHAT_MS', 20_000),
    databaseServer: process.env.BENCH_DATABASE_URL,
    port: numberEnv('BENCH_PORT', 3645),
  };
}
export type SoakSettings = ReturnType<typeof settingsOf>;

/** The event's life for the run's length: rounds, toggles, chat in one's room, dropped connections; memory sampled. */
async function hold(instance: Instance, people: LivePerson[], pairings: Pairing[], s: SoakSettings) {
  const [host, ...guests] = people;
  const res = await fetch(instance.url + liveApi.matchUsers.path, {
    method: 'POST',
    headers: { authorization: `Bearer ${await host!.token()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event_id: pairings[0]!.eventId }),
  });
  if (res.status !== 200) throw new InvalidRunError(`the host could not pair everyone: ${res.status} ${await res.text()}`);
  const roomOf = new Map(pairings.map((p) => [p.id, p]));
  const stops = [
    pace(guests, s.toggleMs, (p) => p.toggle()),
    pace(guests, s.chatMs, (p) => p.chat(`hello from ${p.id}`, roomOf.get(p.id)!.room ?? undefined)),
  ];
  const drops = setInterval(() => {
    for (let i = 0; i < s.dropsPerMinute; i++) guests[Math.floor(Math.random() * guests.length)]!.drop();
  }, 60_000);
  const probe = await openMemoryProbe(s.port + 1);
  const samples: MemorySample[] = [];
  const end = Date.now() + s.minutes * 60_000;
  const snapshot = async (name: string) => {
    if (!s.heapSnapshots) return;
    await mkdir(s.heapSnapshots, { recursive: true });
    await probe.snapshot(path.join(s.heapSnapshots, `${name}.heapsnapshot`));
    log(`heap snapshot ${name} written to ${s.heapSnapshots}`);
  };
  let warm = false;
  try {
    while (Date.now() < end) {
      const sample = await probe.sample();
      samples.push(sample);
      if (!warm && sample.at >= warmupSeconds(s.minutes)) await snapshot('after-warmup');
      warm ||= sample.at >= warmupSeconds(s.minutes);
      log(
        `${(sample.at / 60).toFixed(1)} min: rss ${(sample.rss / 2 ** 20).toFixed(1)} MB, heap ${(sample.heapUsed / 2 ** 20).toFixed(1)} MB`,
      );
      await sleep(Math.min(s.sampleSeconds * 1000, Math.max(0, end - Date.now())));
    }
    samples.push(await probe.sample());
    await snapshot('end');
  } finally {
    probe.close();
    clearInterval(drops);
    stops.forEach((stop) => stop());
  }
  return samples;
}

function activityOf(people: LivePerson[], pairings: Pairing[]): SoakActivity {
  const [host] = people;
  const sum = (f: (p: LivePerson) => number) => people.reduce((n, p) => n + f(p), 0);
  return {
    rounds: host!.roundsHeard,
    messages: host!.applied.length,
    toggles: sum((p) => p.sent.toggles),
    chats: sum((p) => p.sent.chats),
    chatsFailed: sum((p) => p.sent.chatsFailed),
    chatFailures: chatFailuresOf(people),
    signals: pairings.reduce((n, p) => n + p.signals, 0),
    errors: pairings.reduce((n, p) => n + p.errors, 0),
    reconnects: sum((p) => Math.max(0, p.opens.length - 1)),
    finalCloses: people.filter((p) => p.finalClose).length,
  };
}

export async function run(args: string[]): Promise<number> {
  const s = settingsOf(args);
  const loadBefore = os.loadavg()[0]!;
  const database = s.databaseServer ? await createThrowawayDatabase(s.databaseServer) : null;
  const { deployment, event } = await seedDeployment({ ...(database ? { databaseUrl: database.url } : {}) }, s.people);
  const people: LivePerson[] = [];
  let instance: Instance | null = null;
  try {
    const env = { ROUND_LENGTH_MS: String(s.roundSeconds * 1000) };
    instance = await startInstance(deployment, s.port, env, [`--inspect=127.0.0.1:${s.port + 1}`]);
    log(`instance up (pid ${instance.pid}, ${database ? 'Postgres' : 'PGlite'}), ${s.people} people entering`);
    const balancer = new Balancer([instance.url]);
    const tokens = tokensOf(deployment);
    const pairings = event.members.map((m) => new Pairing(m.id, event.eventId));
    event.members.forEach((member, i) => {
      const person = new LivePerson({ member, eventId: event.eventId, balancer, home: 0, tokens, onMessage: pairings[i]!.hear });
      pairings[i]!.person = person;
      people.push(person);
    });
    await enterAll(people);
    log(`everyone inside; holding the event for ${s.minutes} minutes`);
    const samples = await hold(instance, people, pairings, s);
    const { markdown, met } = soakReport(s, samples, activityOf(people, pairings), database ? 'Postgres' : 'PGlite');
    const text = [markdown, '', ...runFooter(loadBefore, 'load generator and server share these cores')].join('\n');
    console.log(`\n${text}\n`);
    if (!args.includes('--no-write')) {
      await writeSection(`soak:${new Date().toISOString().slice(0, 10)}`, text);
      log('written to docs/benchmarks.md');
    }
    return met ? 0 : 2;
  } finally {
    people.forEach((p) => p.stop());
    await instance?.stop();
    await database?.drop();
    cleanUp(deployment);
  }
}
