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
  lighthouse: () => import('./lighthouse.bench.ts'),
};

const [name, ...args] = process.argv.slice(2);
const load = name ? BENCHMARKS[name] : undefined;
if (!load) {
  console.error(`Usage: npm run bench -- <${Object.keys(BENCHMARKS).join('|')}> [flags]`);
  process.exit(64);
}
try {
  process.exitCode = await (await load()).run(args);
} catch (err) {
  if (err instanceof InvalidRunError) console.error(`\nINVALID RUN: ${err.message}\n`);
  else console.error(err);
  process.exitCode = 1;
}
