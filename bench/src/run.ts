/** `npm run bench -- <name> [flags]`: runs one named benchmark; its exit code is the benchmark's verdict. */
import { InvalidRunError } from './lib/load.ts';

type Benchmark = { run(args: string[]): Promise<number> };

const BENCHMARKS: Record<string, () => Promise<Benchmark>> = {
  http: () => import('./http.bench.ts'),
  events: () => import('./events.bench.ts'),
  ws: () => import('./ws.bench.ts'),
  matching: () => import('./matching.bench.ts'),
  speech: () => import('./speech.bench.ts'),
  'speech-quality': () => import('./speech-quality.bench.ts'),
  'live-join': () => import('./live-join.bench.ts'),
  activities: () => import('./activities.bench.ts'),
  lighthouse: () => import('./lighthouse.bench.ts'),
  failover: () => import('./failover.bench.ts'),
  soak: () => import('./soak.bench.ts'),
  'media-cpu': () => import('./media-cpu.bench.ts'),
};

/**
 * `all`: the speed benchmarks a change to the request path, the live hub, the feedback job or the web app's first load
 * can move, one after the other (they share the cores, so never side by side). speech-quality and live-join measure correctness over many
 * runs, failover and soak behaviour under faults and over time, media-cpu the CPU of many browsers for minutes, and stay
 * apart.
 */
const ALL = ['http', 'events', 'ws', 'activities', 'matching', 'speech', 'lighthouse'];

async function runOne(name: string, args: string[]): Promise<number> {
  try {
    return await (await BENCHMARKS[name]!()).run(args);
  } catch (err) {
    if (err instanceof InvalidRunError) console.error(`\nINVALID RUN: ${err.message}\n`);
    else console.error(err);
    return 1;
  }
}

const [name, ...args] = process.argv.slice(2);
const names = name === 'all' ? ALL : name && name in BENCHMARKS ? [name] : [];
if (names.length === 0) {
  console.error(`Usage: npm run bench -- <${[...Object.keys(BENCHMARKS), 'all'].join('|')}> [flags]`);
  process.exit(64);
}
const failed: string[] = [];
for (const one of names) if ((await runOne(one, args)) !== 0) failed.push(one);
if (names.length > 1)
  console.log(failed.length ? `\nTargets missed or runs invalid: ${failed.join(', ')}` : '\nEvery target met.');
process.exitCode = failed.length ? 1 : 0;
