/**
 * The steps the request-rate benchmarks (http, events) share: Parley against a bare Fastify hello-world, each in its own
 * child process, measured in rounds with autocannon; the median round counts.
 */
import { authApi } from '@parley/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@parley/server/db/seed';
import { measure, type LoadResult } from './load.ts';
import { table, writeSection } from './results-doc.ts';
import { createThrowawayDatabase, profileDirOf, startTarget, type RunningTarget, type TargetOptions } from './targets.ts';

/** One server and the call measured on it. */
export interface Case {
  title: string;
  target: RunningTarget;
  url: string;
  headers?: Record<string, string>;
}

export interface HttpSettings {
  load: { connections: number; seconds: number; warmupSeconds: number };
  rounds: number;
  /** Set by --profile: a V8 CPU profile of each measured window goes there, and no number goes into the docs. */
  profileDir: string | undefined;
}

/** A target's verdict: its requests/s as a share of bare's, and whether it met the benchmark's target. */
export type Verdicts = Map<LoadResult, { ratio: number; pass: boolean }>;

export const numberEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
export const formatWhole = (n: number) => Math.round(n).toLocaleString('en-US');

export function httpSettings(args: string[]): HttpSettings {
  return {
    load: {
      connections: numberEnv('BENCH_CONNECTIONS', 100),
      seconds: numberEnv('BENCH_SECONDS', 10),
      warmupSeconds: numberEnv('BENCH_WARMUP_SECONDS', 3),
    },
    rounds: Math.max(1, Math.floor(numberEnv('BENCH_ROUNDS', 1))),
    profileDir: profileDirOf(args),
  };
}

/** The demo student's access token, signed in as the web app does. */
export async function demoStudentToken(baseUrl: string): Promise<string> {
  const res = await fetch(baseUrl + authApi.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.student.email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`demo login answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { access_token: { token: string } };
  return body.access_token.token;
}

/** Starts targets for one run; `close` stops them, newest first, then drops their throw-away databases. */
function runTargets(profileDir: string | undefined) {
  const cleanups: (() => Promise<void>)[] = [];
  return {
    start: async (options: TargetOptions) => {
      const target = await startTarget({ ...options, ...(profileDir ? { profileDir } : {}) });
      cleanups.unshift(target.stop);
      return target;
    },
    throwawayDatabase: async (serverUrl: string) => {
      const database = await createThrowawayDatabase(serverUrl);
      cleanups.push(database.drop);
      return database;
    },
    close: async () => {
      for (const cleanup of cleanups) await cleanup().catch((err: unknown) => console.error(err));
    },
  };
}

export interface ParleyCases {
  /** What every Parley target starts with besides its database. */
  options?: Omit<TargetOptions, 'kind' | 'databaseUrl'>;
  /** Readies a started Parley target (signs in, checks it answers) and answers the case measured on it. */
  caseOf(target: RunningTarget): Promise<Case>;
  /** Told before each Parley target starts, with its database's name. */
  starting?(database: 'PGlite' | 'Postgres'): void;
}

/** Bare first, then Parley on PGlite and, with BENCH_DATABASE_URL, on a throw-away database of that Postgres server. */
async function startCases(targets: ReturnType<typeof runTargets>, parley: ParleyCases) {
  const bare = await targets.start({ kind: 'bare' });
  const cases: Case[] = [{ title: 'bare GET /', target: bare, url: `${bare.url}/` }];
  const databases: string[] = [];
  parley.starting?.('PGlite');
  cases.push(await parley.caseOf(await targets.start({ kind: 'parley', ...parley.options })));
  databases.push('PGlite (file-backed, temp DATA_DIR)');
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const database = await targets.throwawayDatabase(serverUrl);
    databases.push(`Postgres ${database.version} on the same machine (throw-away database, pool of 10)`);
    parley.starting?.('Postgres');
    cases.push(await parley.caseOf(await targets.start({ kind: 'parley', databaseUrl: database.url, ...parley.options })));
  }
  return { cases, databases };
}

/** Each round measures every case, one after the other, so a burst of other work on the machine hits both sides. */
async function measureRounds(cases: Case[], settings: HttpSettings, log: (line: string) => void) {
  const { load, rounds } = settings;
  const results = new Map<string, LoadResult[]>();
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
  return results;
}

/**
 * Starts the targets, measures them and stops them. Answers, per case in order (bare first), the round with the
 * median requests/s, and the databases measured.
 */
export async function measureCases(settings: HttpSettings, parley: ParleyCases, log: (line: string) => void) {
  const targets = runTargets(settings.profileDir);
  try {
    const { cases, databases } = await startCases(targets, parley);
    const results = await measureRounds(cases, settings, log);
    const rows = [...results.values()].map((runs) => {
      const mid = median(runs.map((r) => r.requestsPerSecond));
      return runs.find((r) => r.requestsPerSecond === mid)!;
    });
    return { rows, databases };
  } finally {
    await targets.close();
  }
}

/** One row per target with the server's own cost; `ratioHead` names the ratio-to-bare column. */
export function resultTable(rows: LoadResult[], verdicts: Verdicts, ratioHead: string): string {
  return table(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'server CPU µs/req', 'event loop busy', ratioHead, 'verdict'],
    rows.map((r) => {
      const v = verdicts.get(r);
      return [
        r.title,
        formatWhole(r.requestsPerSecond),
        String(r.p50),
        String(r.p99),
        formatWhole(r.total),
        String(r.non2xx),
        formatWhole(r.cpuUsPerRequest),
        `${Math.round(r.eventLoopUtilization * 100)}%`,
        v ? `${(v.ratio * 100).toFixed(1)}%` : '—',
        v ? (v.pass ? 'PASS' : 'FAIL') : '—',
      ];
    }),
  );
}

/** Writes the section (never a profiled run's: the profiler slows the servers down) and answers the exit code. */
export async function finish(run: {
  id: string;
  args: string[];
  settings: HttpSettings;
  section: string;
  rows: LoadResult[];
  verdicts: Verdicts;
  log: (line: string) => void;
}): Promise<number> {
  const { args, settings, rows, verdicts, log } = run;
  if (!args.includes('--no-write') && !settings.profileDir) {
    await writeSection(run.id, run.section);
    log('written to docs/benchmarks.md');
  }
  for (const r of rows)
    if (r.profile) log(`CPU profile of ${r.title}: ${r.profile} (summary: node bench/src/cpu-profile.ts <file>)`);
  const failed = [...verdicts].filter(([, v]) => !v.pass).map(([r]) => r.title);
  if (failed.length) log(`TARGET MISSED: ${failed.join(', ')}`);
  return failed.length ? 2 : 0;
}
