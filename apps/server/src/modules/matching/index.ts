import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MetricsPort } from '../../platform/metrics/index.ts';
import { createMatchRunner } from './matching.runner.ts';
import { matchRound, type RoundRequest } from './matching.service.ts';
import type { MatchResult } from './matching.types.ts';

/** A round of a few people takes milliseconds; 5,000 learners a few seconds, and the runner gives up at 30. */
const ROUND_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The matching as the live room's rotation calls it: one round of an event, matched on the worker thread and stored
 * inside the caller's transaction (a savepoint), so the rooms and the pairs commit together.
 */
export function createRoundMatcher(deps: { clock: Clock; metrics: MetricsPort }) {
  const runner = createMatchRunner();
  const rounds = deps.metrics.histogram({
    name: 'parley_matching_duration_seconds',
    help: 'Rounds matched, by outcome: the event history read, the engine on its thread, the rooms stored',
    labels: ['outcome'],
    buckets: ROUND_BUCKETS,
  });
  return {
    async match(tx: Db, request: RoundRequest): Promise<MatchResult> {
      const started = performance.now();
      let outcome = 'error';
      try {
        const result = await matchRound({ db: tx, clock: deps.clock, runner }, request);
        outcome = 'ok';
        return result;
      } finally {
        rounds.observe({ outcome }, (performance.now() - started) / 1000);
      }
    },
    close: () => runner.close(),
  };
}
