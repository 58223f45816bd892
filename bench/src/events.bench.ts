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
import { eventsApi } from '@parley/contracts';
import type { LoadResult } from './lib/load.ts';
import { runFooter } from './lib/machine.ts';
import { table } from './lib/results-doc.ts';
import {
  demoStudentToken,
  finish,
  formatWhole as fmt,
  httpSettings,
  measureCases,
  numberEnv,
  resultTable,
  type HttpSettings,
  type ParleyCases,
  type Verdicts,
} from './lib/http-run.ts';

const TARGET_P99_MS = 50;
const COLD_CALLS = 200;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const log = (line: string) => console.error(`[bench:events] ${line}`);

type ColdPath = { p50: number; p99: number; max: number; total: number };

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

/** Checks the listing and times its cold path on each Parley target before the load is measured. */
function eventsCases(stored: number, cold: Map<string, ColdPath>): ParleyCases {
  return {
    options: { events: stored },
    starting: (database) => log(`storing ${stored} events on ${database}`),
    caseOf: async (target) => {
      const headers = { authorization: `Bearer ${await demoStudentToken(target.url)}` };
      const url = target.url + eventsApi.list.path;
      const total = await checkListed(url, headers, stored);
      log(`${target.driver}: ${total} events listed for the demo student; cold path, ${COLD_CALLS} calls`);
      cold.set(target.driver, { ...(await coldPath(url, headers)), total });
      return { title: `GET events (${target.driver})`, target, url, headers };
    },
  };
}

function verdictsOf(rows: LoadResult[]): Verdicts {
  const bareRow = rows[0]!;
  return new Map(
    rows.slice(1).map((r) => [r, { ratio: r.requestsPerSecond / bareRow.requestsPerSecond, pass: r.p99 <= TARGET_P99_MS }]),
  );
}

function section(
  run: { settings: HttpSettings; stored: number; date: string; databases: string[]; loadBefore: number },
  results: string,
  coldTable: string,
) {
  const { load, rounds } = run.settings;
  return [
    `## events — ${run.date}`,
    '',
    `\`GET /api/v1/sdk/event/events\` (first page of 10, no filter) as the signed-in demo student, with ${fmt(run.stored)} events stored`,
    `(10% private, up to 6 participants each, spread over 30 days) besides the demo data, against a bare Fastify hello-world`,
    `\`GET /\`. autocannon, ${load.connections} connections, ${load.seconds} s per target after ${load.warmupSeconds} s of warm-up, ${rounds} round(s)`,
    `(median round shown); each server in its own child process, logger off. Every answer was a 200.`,
    `Target: events p99 ≤ ${TARGET_P99_MS} ms; req/s shown as a ratio to bare. Repeated pages come from the per-instance cache`,
    `(pages ≤ 5 s, totals ≤ 60 s, both dropped on any event write; ADR 0013), as on a busy events page.`,
    '',
    results,
    '',
    `Cold path: ${COLD_CALLS} sequential calls, each for a page not asked before (offset 10…${COLD_CALLS * 10}), so each runs the list query:`,
    '',
    coldTable,
    '',
    ...runFooter(run.loadBefore, 'load generator, servers and Postgres share these cores'),
    `- Databases: ${run.databases.join('; ')}`,
  ].join('\n');
}

export async function run(args: string[]): Promise<number> {
  const settings = httpSettings(args);
  const stored = numberEnv('BENCH_EVENTS', 10_000);
  const cold = new Map<string, ColdPath>();
  const loadBefore = os.loadavg()[0]!;
  const { rows, databases } = await measureCases(settings, eventsCases(stored, cold), log);
  const verdicts = verdictsOf(rows);
  const results = resultTable(rows, verdicts, 'events/bare');
  const coldTable = table(
    ['database', 'events listed', 'p50 ms', 'p99 ms', 'max ms'],
    [...cold].map(([driver, c]) => [driver, fmt(c.total), c.p50.toFixed(1), c.p99.toFixed(1), c.max.toFixed(1)]),
  );
  console.log(`\n${results}\n\nCold path (${COLD_CALLS} sequential uncached pages):\n\n${coldTable}\n`);
  const date = new Date().toISOString().slice(0, 10);
  const markdown = section({ settings, stored, date, databases, loadBefore }, results, coldTable);
  return finish({ id: `events:${date}`, args, settings, section: markdown, rows, verdicts, log });
}
