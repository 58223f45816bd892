import type { Platform } from '../../platform/index.ts';
import type { Db } from '../../platform/db/port.ts';
import { createMatchRunner } from './matching.runner.ts';
import { matchRound, type RoundRequest } from './matching.service.ts';
import type { MatchResult } from './matching.types.ts';

/**
 * The matching as the live room's rotation calls it: one round of an event, matched on the worker thread and stored
 * inside the caller's transaction (a savepoint), so the rooms and the pairs commit together.
 */
export function createRoundMatcher(platform: Pick<Platform, 'clock'>) {
  const runner = createMatchRunner();
  return {
    match: (tx: Db, request: RoundRequest): Promise<MatchResult> =>
      matchRound({ db: tx, clock: platform.clock, runner }, request),
    close: () => runner.close(),
  };
}
