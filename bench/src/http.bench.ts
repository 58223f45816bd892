/**
 * `npm run bench -- http`: GET /api/v1/sdk/auth/me of the real app against a bare Fastify hello-world, in one run.
 * Target: `me` serves at least 40% of the bare requests/s with p99 at most 50 ms at 100 connections.
 *
 * All servers start first (each in its own child process), then each round measures them one after the other, so a
 * burst of other work on the machine hits both sides of the ratio; with several rounds the median round counts.
 *
 * Env: BENCH_DATABASE_URL (also measure on a throw-away database of that Postgres server), BENCH_SECONDS (10),
 * BENCH_WARMUP_SECONDS (3), BENCH_ROUNDS (1), BENCH_CONNECTIONS (100), BENCH_LOG_LEVEL (server logging on, to /dev/null).
 * Flags: --profile[=dir] (V8 CPU profile of each measured window, default .tmp/bench-profiles), --no-write (skip the docs).
 * Exit code: 0 target met · 1 invalid run (a non-2xx answer, a socket error) · 2 target missed (results still written).
 */
import os from 'node:os';
import { authApi } from '@parley/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@parley/server/db/seed';
import { measure, type LoadResult } from './lib/load.ts';
import { runFooter } from './lib/machine.ts';
import { table, writeSection } from './lib/results-doc.ts';
import { createThrowawayDatabase, startTarget, type RunningTarget } from './lib/targets.ts';

const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 50;

interface Case {
  title: string;
  target: RunningTarget;
  url: string;
  headers?: Record<string, string>;
}

const numberEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const log = (line: string) => console.error(`[bench:http] ${line}`);

async function loginDemo(baseUrl: string): Promise<string> {
  const res = await fetch(baseUrl + authApi.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.student.email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`demo login answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { access_token: { token: string } };
  const me = await fetch(baseUrl + authApi.me.path, { headers: { authorization: `Bearer ${body.access_token.token}` } });
  if (me.status !== 200) throw new Error(`GET me answered ${me.status}: ${await me.text()}`);
  return body.access_token.token;
}

export async function run(args: string[]): Promise<number> {
  const profileArg = args.find((a) => a === '--profile' || a.startsWith('--profile='));
  const profileDir = profileArg ? (profileArg.split('=')[1] ?? '.tmp/bench-profiles') : undefined;
  const load = {
    connections: numberEnv('BENCH_CONNECTIONS', 100),
    seconds: numberEnv('BENCH_SECONDS', 10),
    warmupSeconds: numberEnv('BENCH_WARMUP_SECONDS', 3),
  };
  const rounds = Math.max(1, Math.floor(numberEnv('BENCH_ROUNDS', 1)));
  const cleanups: (() => Promise<void>)[] = [];
  const databases: string[] = [];
  const results = new Map<string, LoadResult[]>();
  const loadBefore = os.loadavg()[0]!;

  try {
    const start = async (options: Parameters<typeof startTarget>[0]) => {
      const target = await startTarget({ ...options, ...(profileDir ? { profileDir } : {}) });
      cleanups.unshift(target.stop);
      return target;
    };
    const bare = await start({ kind: 'bare' });
    const cases: Case[] = [{ title: 'bare GET /', target: bare, url: `${bare.url}/` }];
    const addMe = async (target: RunningTarget) => {
      const headers = { authorization: `Bearer ${await loginDemo(target.url)}` };
      cases.push({ title: `GET me (${target.driver})`, target, url: target.url + authApi.me.path, headers });
    };
    await addMe(await start({ kind: 'parley' }));
    databases.push('PGlite (file-backed, temp DATA_DIR)');
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      const database = await createThrowawayDatabase(serverUrl);
      cleanups.push(database.drop);
      databases.push(`Postgres ${database.version} on the same machine (throw-away database, pool of 10)`);
      await addMe(await start({ kind: 'parley', databaseUrl: database.url }));
    }

    for (let round = 1; round <= rounds; round++) {
      for (const c of cases) {
        log(`round ${round}/${rounds}: ${c.title}, ${load.connections} connections, ${load.seconds} s`);
        const warmupSeconds = round === 1 ? load.warmupSeconds : 0;
        const result = await measure(c.target, {
          ...load,
          warmupSeconds,
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

  /** Per target, the round with the median requests/s. */
  const rows = [...results.values()].map((runs) => {
    const mid = median(runs.map((r) => r.requestsPerSecond));
    return runs.find((r) => r.requestsPerSecond === mid)!;
  });
  const bareRow = rows[0]!;
  const verdicts = new Map(
    rows.slice(1).map((r) => {
      const ratio = r.requestsPerSecond / bareRow.requestsPerSecond;
      return [r, { ratio, pass: ratio >= TARGET_RATIO && r.p99 <= TARGET_P99_MS }];
    }),
  );
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const resultTable = table(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'server CPU µs/req', 'event loop busy', 'me/bare', 'verdict'],
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
  console.log(`\n${resultTable}\n`);

  const date = new Date().toISOString().slice(0, 10);
  const logging = process.env.BENCH_LOG_LEVEL ? `at ${process.env.BENCH_LOG_LEVEL} to /dev/null` : 'off';
  const section = [
    `## http — ${date}`,
    '',
    `\`GET /api/v1/sdk/auth/me\` with the demo student's access token (token check and the session's cached caller, as every authenticated call; zod-serialised`,
    `user) against a bare Fastify hello-world \`GET /\`. autocannon, ${load.connections} connections, ${load.seconds} s per target`,
    `after ${load.warmupSeconds} s of warm-up, ${rounds} round(s) (median round shown); each server in its own child process, logger ${logging}.`,
    `Every answer was a 200. Target: me ≥ ${TARGET_RATIO * 100}% of bare req/s and me p99 ≤ ${TARGET_P99_MS} ms.`,
    '',
    resultTable,
    '',
    ...runFooter(loadBefore, 'load generator, servers and Postgres share these cores'),
    `- Databases: ${databases.join('; ')}`,
  ].join('\n');
  // The profiler slows the servers down: profiled numbers never go into the docs.
  if (!args.includes('--no-write') && !profileDir) {
    await writeSection(`http:${date}`, section);
    log('written to docs/benchmarks.md');
  }
  for (const r of rows)
    if (r.profile) log(`CPU profile of ${r.title}: ${r.profile} (summary: node bench/src/cpu-profile.ts <file>)`);
  const failed = [...verdicts].filter(([, v]) => !v.pass).map(([r]) => r.title);
  if (failed.length) log(`TARGET MISSED: ${failed.join(', ')}`);
  return failed.length ? 2 : 0;
}
