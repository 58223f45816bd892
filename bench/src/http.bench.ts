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
import type { LoadResult } from './lib/load.ts';
import { runFooter } from './lib/machine.ts';
import {
  demoStudentToken,
  finish,
  httpSettings,
  measureCases,
  resultTable,
  type HttpSettings,
  type Verdicts,
} from './lib/http-run.ts';
import type { RunningTarget } from './lib/targets.ts';

const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 50;

const log = (line: string) => console.error(`[bench:http] ${line}`);

/** Signs the demo student in and checks GET me answers them before it is measured. */
async function meCase(target: RunningTarget) {
  const token = await demoStudentToken(target.url);
  const url = target.url + authApi.me.path;
  const headers = { authorization: `Bearer ${token}` };
  const me = await fetch(url, { headers });
  if (me.status !== 200) throw new Error(`GET me answered ${me.status}: ${await me.text()}`);
  return { title: `GET me (${target.driver})`, target, url, headers };
}

function verdictsOf(rows: LoadResult[]): Verdicts {
  const bareRow = rows[0]!;
  return new Map(
    rows.slice(1).map((r) => {
      const ratio = r.requestsPerSecond / bareRow.requestsPerSecond;
      return [r, { ratio, pass: ratio >= TARGET_RATIO && r.p99 <= TARGET_P99_MS }];
    }),
  );
}

function section(settings: HttpSettings, date: string, results: string, databases: string[], loadBefore: number) {
  const { load, rounds } = settings;
  const logging = process.env.BENCH_LOG_LEVEL ? `at ${process.env.BENCH_LOG_LEVEL} to /dev/null` : 'off';
  return [
    `## http — ${date}`,
    '',
    `\`GET /api/v1/sdk/auth/me\` with the demo student's access token (token check and the session's cached caller, as every authenticated call; zod-serialised`,
    `user) against a bare Fastify hello-world \`GET /\`. autocannon, ${load.connections} connections, ${load.seconds} s per target`,
    `after ${load.warmupSeconds} s of warm-up, ${rounds} round(s) (median round shown); each server in its own child process, logger ${logging}.`,
    `Every answer was a 200. Target: me ≥ ${TARGET_RATIO * 100}% of bare req/s and me p99 ≤ ${TARGET_P99_MS} ms.`,
    '',
    results,
    '',
    ...runFooter(loadBefore, 'load generator, servers and Postgres share these cores'),
    `- Databases: ${databases.join('; ')}`,
  ].join('\n');
}

export async function run(args: string[]): Promise<number> {
  const settings = httpSettings(args);
  const loadBefore = os.loadavg()[0]!;
  const { rows, databases } = await measureCases(settings, { caseOf: meCase }, log);
  const verdicts = verdictsOf(rows);
  const results = resultTable(rows, verdicts, 'me/bare');
  console.log(`\n${results}\n`);
  const date = new Date().toISOString().slice(0, 10);
  const markdown = section(settings, date, results, databases, loadBefore);
  return finish({ id: `http:${date}`, args, settings, section: markdown, rows, verdicts, log });
}
