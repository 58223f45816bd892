import { notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MatchRunner } from './matching.runner.ts';
import * as store from './matching.store.ts';
import type { MatchCandidate, MatchResult } from './matching.types.ts';

export interface MatchingDeps {
  db: Db;
  clock: Clock;
  runner: MatchRunner;
}

export interface RoundRequest {
  eventId: string;
  /** The round these rooms belong to; a re-match after someone left may reuse the current round. */
  round: number;
  /** Who is in the event's main room now (from the live hub). */
  candidates: MatchCandidate[];
  /** Defaults to `<eventId>:<round>`, so a round can be replayed to explain its rooms. */
  seed?: string;
}

/** A round matched inside the caller's transaction, as the live hub's rotation asks for it (`RoundMatcher`). */
export type RoundMatcher = (tx: store.Tx, request: RoundRequest) => Promise<MatchResult>;

/**
 * Reads the event's earlier pairs and the avoids and follows among the candidates, runs the engine on the worker
 * thread and writes the new pairs, all in `tx`: the caller holds the event's lock, so two rounds of one event never
 * match on the same history.
 */
export function createRoundMatcher(deps: Omit<MatchingDeps, 'db'>): RoundMatcher {
  return async (tx, request) => {
    const { eventId, round, candidates } = request;
    const ids = candidates.map((c) => c.userId);
    const previous = await store.earlierPairs(tx, eventId);
    const avoids = await store.avoidsAmong(tx, ids);
    const follows = await store.followsAmong(tx, ids);
    const seed = request.seed ?? `${eventId}:${round}`;
    const result = await deps.runner.match({ candidates, avoids, previous, follows }, seed);
    await store.insertRooms(tx, eventId, round, result.rooms, deps.clock.now());
    return result;
  };
}

/** Matches and stores one round in a transaction of its own, on the locked event row. */
export async function matchRound(deps: MatchingDeps, request: RoundRequest): Promise<MatchResult> {
  const inTransaction = createRoundMatcher(deps);
  return deps.db.transaction(async (tx) => {
    if (!(await store.lockEvent(tx, request.eventId))) throw notFound('This event does not exist');
    return inTransaction(tx, request);
  });
}
