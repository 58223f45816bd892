/**
 * `npm run bench -- events`: GET /api/v1/sdk/event/events (the events page as the signed-in demo student sees it: first
 * page of 10, every filter off) with 10,000 events stored, against a bare Fastify hello-world in the same run.
 * Target: p99 at most 50 ms at 100 connections on PGlite; requests/s is shown as a ratio to bare.
 *
 * Besides the load, each database gets a cold-path check: 200 sequential calls, each a page never asked before
 * (so none is served from the per-instance page cache), to show what one real query costs.
 *
 * Env: BENCH_EVENTS (10000), BENCH_DATABASE_URL (also measure Postgres), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_ROUNDS (1), BENCH_CONNECTIONS (100). Flags: --profile[=dir] (V8 CPU profile of each measured window, default
 * .tmp/bench-profiles; never written to the docs), --no-write (skip the docs).
 * Exit code: 0 target met · 1 invalid run · 2 target missed (results still written).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { authApi, eventsApi } from '@parley/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@parley/server/db/seed';
import { measure, type LoadResult } from './lib/load.ts';
import { runFooter } from './lib/machine.ts';
import { table, writeSection } from './lib/results-doc.ts';
import { createThrowawayDatabase, startTarget, type RunningTarget } from './lib/targets.ts';

const TARGET_P99_MS = 50;
const COLD_CALLS = 200;

const numberEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const log = (line: string) => console.error(`[bench:events] ${line}`);

async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(baseUrl + authApi.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.student.email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`demo login answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { access_token: { token: string } };
  return { authorization: `Bearer ${body.access_token.token}` };
}

/** The stored events are really there and listed: a full first page and a total near the seeded count. */
async function checkListed(url: string, headers: Record<string, string>, stored: number) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET events answered ${res.status}: ${await res.text()}`);
  const page = (await res.json()) as { items: unknown[]; total: number };
  if (page.items.length !== 10 || page.total < stored * 0.85)
    throw new Error(`GET events listed ${page.items.length} items of ${page.total}; expected 10 of about ${stored}`);
  return page.total;
}

/** Sequential calls for pages nobody asked before: each one runs the list query. */
async function coldPath(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 1; i <= COLD_CALLS; i++) {
    const started = performance.now();
    const res = await fetch(`${url}?limit=10&offset=${i * 10}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`cold GET events answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times) };
}

export async function run(args: string[]): Promise<number> {
  const profileArg = args.find((a) => a === '--profile' || a.startsWith('--profile='));
  const profileDir = profileArg ? (profileArg.split('=')[1] ?? '.tmp/bench-profiles') : undefined;
  const stored = numberEnv('BENCH_EVENTS', 10_000);
  const load = {
    connections: numberEnv('BENCH_CONNECTIONS', 100),
    seconds: numberEnv('BENCH_SECONDS', 10),
    warmupSeconds: numberEnv('BENCH_WARMUP_SECONDS', 3),
  };
  const rounds = Math.max(1, Math.floor(numberEnv('BENCH_ROUNDS', 1)));
  const cleanups: (() => Promise<void>)[] = [];
  const databases: string[] = [];
  const cases: { title: string; target: RunningTarget; url: string; headers?: Record<string, string> }[] = [];
  const cold = new Map<string, { p50: number; p99: number; max: number; total: number }>();
  const results = new Map<string, LoadResult[]>();
  const loadBefore = os.loadavg()[0]!;

  try {
    const start = async (options: Parameters<typeof startTarget>[0]) => {
      const target = await startTarget({ ...options, ...(profileDir ? { profileDir } : {}) });
      cleanups.unshift(target.stop);
      return target;
    };
    const bare = await start({ kind: 'bare' });
    cases.push({ title: 'bare GET /', target: bare, url: `${bare.url}/` });
    const addEvents = async (target: RunningTarget) => {
      const headers = await signIn(target.url);
      const url = target.url + eventsApi.list.path;
      const total = await checkListed(url, headers, stored);
      log(`${target.driver}: ${total} events listed for the demo student; cold path, ${COLD_CALLS} calls`);
      cold.set(target.driver, { ...(await coldPath(url, headers)), total });
      cases.push({ title: `GET events (${target.driver})`, target, url, headers });
    };
    log(`storing ${stored} events on PGlite`);
    await addEvents(await start({ kind: 'parley', events: stored }));
    databases.push('PGlite (file-backed, temp DATA_DIR)');
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      const database = await createThrowawayDatabase(serverUrl);
      cleanups.push(database.drop);
      databases.push(`Postgres ${database.version} on the same machine (throw-away database, pool of 10)`);
      log(`storing ${stored} events on Postgres`);
      await addEvents(await start({ kind: 'parley', databaseUrl: database.url, events: stored }));
    }

    for (let round = 1; round <= rounds; round++) {
      for (const c of cases) {
        log(`round ${round}/${rounds}: ${c.title}, ${load.connections} connections, ${load.seconds} s`);
        const result = await measure(c.target, {
          ...load,
          warmupSeconds: round === 1 ? load.warmupSeconds : 0,
          title: c.title,
          url: c.url,
          ...(c.headers ? { headers: c.headers } : {}),
        });
        results.set(c.title, [...(results.get(c.title) ?? []), result]);
      }
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((err: unknown) => console.error(err));
  }

  const rows = [...results.values()].map((runs) => {
    const mid = median(runs.map((r) => r.requestsPerSecond));
    return runs.find((r) => r.requestsPerSecond === mid)!;
  });
  const bareRow = rows[0]!;
  const verdicts = new Map(
    rows.slice(1).map((r) => [r, { ratio: r.requestsPerSecond / bareRow.requestsPerSecond, pass: r.p99 <= TARGET_P99_MS }]),
  );
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const resultTable = table(
    [
      'target',
      'req/s',
      'p50 ms',
      'p99 ms',
      'requests',
      'non-2xx',
      'server CPU µs/req',
      'event loop busy',
      'events/bare',
      'verdict',
    ],
    rows.map((r) => {
      const v = verdicts.get(r);
      return [
        r.title,
        fmt(r.requestsPerSecond),
        String(r.p50),
        String(r.p99),
        fmt(r.total),
        String(r.non2xx),
        fmt(r.cpuUsPerRequest),
        `${Math.round(r.eventLoopUtilization * 100)}%`,
        v ? `${(v.ratio * 100).toFixed(1)}%` : '—',
        v ? (v.pass ? 'PASS' : 'FAIL') : '—',
      ];
    }),
  );
  const coldTable = table(
    ['database', 'events listed', 'p50 ms', 'p99 ms', 'max ms'],
    [...cold].map(([driver, c]) => [driver, fmt(c.total), c.p50.toFixed(1), c.p99.toFixed(1), c.max.toFixed(1)]),
  );
  console.log(`\n${resultTable}\n\nCold path (${COLD_CALLS} sequential uncached pages):\n\n${coldTable}\n`);

  const date = new Date().toISOString().slice(0, 10);
  const section = [
    `## events — ${date}`,
    '',
    `\`GET /api/v1/sdk/event/events\` (first page of 10, no filter) as the signed-in demo student, with ${fmt(stored)} events stored`,
    `(10% private, up to 6 participants each, spread over 30 days) besides the demo data, against a bare Fastify hello-world`,
    `\`GET /\`. autocannon, ${load.connections} connections, ${load.seconds} s per target after ${load.warmupSeconds} s of warm-up, ${rounds} round(s)`,
    `(median round shown); each server in its own child process, logger off. Every answer was a 200.`,
    `Target: events p99 ≤ ${TARGET_P99_MS} ms; req/s shown as a ratio to bare. Repeated pages come from the per-instance cache`,
    `(pages ≤ 5 s, totals ≤ 60 s, both dropped on any event write; ADR 0013), as on a busy events page.`,
    '',
    resultTable,
    '',
    `Cold path: ${COLD_CALLS} sequential calls, each for a page not asked before (offset 10…${COLD_CALLS * 10}), so each runs the list query:`,
    '',
    coldTable,
    '',
    ...runFooter(loadBefore, 'load generator, servers and Postgres share these cores'),
    `- Databases: ${databases.join('; ')}`,
  ].join('\n');
  // The profiler slows the servers down: profiled numbers never go into the docs.
  if (!args.includes('--no-write') && !profileDir) {
    await writeSection(`events:${date}`, section);
    log('written to docs/benchmarks.md');
  }
  for (const r of rows)
    if (r.profile) log(`CPU profile of ${r.title}: ${r.profile} (summary: node bench/src/cpu-profile.ts <file>)`);
  const failed = [...verdicts].filter(([, v]) => !v.pass).map(([r]) => r.title);
  if (failed.length) log(`TARGET MISSED: ${failed.join(', ')}`);
  return failed.length ? 2 : 0;
}
