/**
 * `npm run bench -- matching`: one round for 1,000 and for 5,000 waiting learners (bench/src/lib/matching-population.ts),
 * matched on the worker thread as the server does (warm worker, time from request to rooms), beside a greedy
 * baseline's rooms under the same rules and weights. Target: 1,000 in at most 1 s and 5,000 in at most 10 s, for
 * the slowest of the rounds (each with its own seed).
 * Env: BENCH_ROUNDS (3). Flags: --no-write. Exit: 0 met · 1 invalid run · 2 missed.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pairRules } from '@parley/server/modules/matching/matching.rules';
import { createMatchRunner } from '@parley/server/modules/matching/matching.runner';
import { findTrio } from '@parley/server/modules/matching/matching.trio';
import type { MatchInput, MatchResult } from '@parley/server/modules/matching/matching.types';
import { seedOf, weigher } from '@parley/server/modules/matching/matching.weights';
import { greedyPairs } from './lib/greedy-matching.ts';
import { InvalidRunError } from './lib/load.ts';
import { runFooter } from './lib/machine.ts';
import { population } from './lib/matching-population.ts';
import { table, writeSection } from './lib/results-doc.ts';

const TARGETS = [
  { size: 1000, maxMs: 1000 },
  { size: 5000, maxMs: 10_000 },
];
const log = (line: string) => console.error(`[bench:matching] ${line}`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** What a round's rooms achieve; throws when a room breaks a rule or someone is placed twice. */
function outcome(input: MatchInput, rooms: number[][], seed: string) {
  const rules = pairRules(input);
  const weigh = weigher(input.candidates.length, rules, seedOf(seed));
  const byId = new Map(input.candidates.map((c) => [c.userId, c]));
  const placed = new Set<number>();
  const totals = { people: 0, priority: 0, mutual: 0, sameLevel: 0, weight: 0 };
  for (const room of rooms) {
    const people = room.map((id) => byId.get(id)!);
    for (const [i, a] of people.entries()) {
      if (placed.has(a.userId)) throw new InvalidRunError(`user ${a.userId} is in two rooms`);
      placed.add(a.userId);
      totals.people++;
      if (a.plan === 'pro' || a.plan === 'team') totals.priority++;
      for (const b of people.slice(i + 1)) {
        if (!rules.allowed(a, b)) throw new InvalidRunError(`room ${room.join(',')} breaks a rule`);
        totals.mutual += Number(rules.mutual(a, b));
        totals.sameLevel += Number(a.level === b.level);
        totals.weight += weigh(a, b);
      }
    }
  }
  return totals;
}

function greedyRooms(input: MatchInput, seed: string): number[][] {
  const pairs = greedyPairs(input, seed);
  const paired = new Set(pairs.flat().map((p) => p.userId));
  const rooms = pairs.map((pair) => pair.map((p) => p.userId));
  if (input.candidates.length % 2 === 1) {
    const waiting = input.candidates.filter((c) => !paired.has(c.userId));
    const trio = findTrio(pairs, waiting, pairRules(input), seedOf(seed));
    if (trio) rooms[trio.pairIndex]!.push(trio.joiner.userId);
  }
  return rooms;
}

export async function run(args: string[]): Promise<number> {
  const rounds = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 3)));
  const loadBefore = os.loadavg()[0]!;
  const runner = createMatchRunner(120_000);
  const rows: string[][] = [];
  let met = true;
  try {
    // A server matches round after round: the first, cold run (JIT, worker start) is not the one to measure.
    await runner.match(population(1000, 99), 'warm-up');
    for (const { size, maxMs } of TARGETS) {
      const input = population(size);
      const times: number[] = [];
      let engine: MatchResult | undefined;
      for (let round = 1; round <= rounds; round++) {
        const started = performance.now();
        engine = await runner.match(input, `bench-${round}`);
        times.push(performance.now() - started);
        log(`${size} learners, round ${round}: ${fmt(times.at(-1)!)} ms`);
      }
      const seed = `bench-${rounds}`;
      const started = performance.now();
      const greedy = greedyRooms(input, seed);
      const greedyMs = performance.now() - started;
      const ours = outcome(input, engine!.rooms, seed);
      const theirs = outcome(input, greedy, seed);
      const slowest = Math.max(...times);
      const verdict = slowest <= maxMs ? 'met' : 'missed';
      if (slowest > maxMs) met = false;
      const cells = (o: typeof ours) => [fmt(o.people), fmt(o.priority), fmt(o.mutual), fmt(o.sameLevel), fmt(o.weight)];
      rows.push([
        fmt(size),
        'engine (blossom, worker)',
        fmt(Math.min(...times)),
        fmt(slowest),
        ...cells(ours),
        `≤ ${fmt(maxMs)} ms: ${verdict}`,
      ]);
      rows.push([fmt(size), 'greedy baseline', fmt(greedyMs), fmt(greedyMs), ...cells(theirs), '']);
    }
  } finally {
    await runner.close();
  }
  const markdown = [
    `## matching — ${new Date().toISOString().slice(0, 10)}`,
    '',
    'One round for a population waiting in the main room (levels 1–4, plans 60/20/15/5% free/basic/pro/team, about one avoid',
    'and three follows each, two earlier rounds of pairs to avoid repeating), matched on the warm worker thread: time from',
    `request to rooms, fastest and slowest of ${rounds} rounds with their own seeds. The greedy baseline (priority plans first,`,
    'each takes the heaviest free partner) runs in the bench process under the same rules; its quality columns and the',
    "engine's are for the last seed. Weight is the engine's own pair weight summed over every pair in a room.",
    '',
    table(
      [
        'learners',
        'matcher',
        'fastest ms',
        'slowest ms',
        'in rooms',
        'pro/team in rooms',
        'mutual-follow pairs',
        'same-level pairs',
        'total weight',
        'target',
      ],
      rows,
    ),
    '',
    ...runFooter(loadBefore, 'shared with other work'),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  if (!args.includes('--no-write')) {
    await writeSection(`matching:${new Date().toISOString().slice(0, 10)}`, markdown);
    log('written to docs/benchmarks.md');
  }
  return met ? 0 : 2;
}
